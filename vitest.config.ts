import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The suite's temporary folder in memory (/dev/shm where it exists): test/helpers/suiteTmpdir.ts.
    globalSetup: ['test/helpers/suiteTmpdir.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Integration tests spawn git and the built CLI; two workers match the CI machine's two cores.
    maxWorkers: 2,
  },
});
