import { defineConfig } from 'vitest/config';

// The real-agent conformance suite (npm run test:agents): each test file drives one pinned real
// client, installed by installClients.js, against a scripted model on 127.0.0.1.
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // One client at a time: the tripwire's end of a turn counts the processes started since the turn
    // began that are still alive (stragglers.ts), and every driver starts its client in a session of
    // its own (detached), so a client another file starts meanwhile would count as one this turn left.
    fileParallelism: false,
    // A real client's run is timing-bound (a cold start, a late background write) on a loaded
    // machine: one retry, and the table names a test that passed only then as flaky.
    retry: 1,
    reporters: ['default', './tableReporter.ts'],
  },
});
