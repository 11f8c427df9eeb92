import { defineConfig } from 'vitest/config';
import { SlowFirst } from './test/helpers/slowFirst.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The suite's temporary folder in memory (/dev/shm where it exists): test/helpers/suiteTmpdir.ts.
    globalSetup: ['test/helpers/suiteTmpdir.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Integration tests spawn git and the built CLI; two workers match the CI machine's two cores.
    // pool stays 'forks' (the default): 'threads' measured no faster here (2026-12-07, test/core,
    // test/git and test/action alternated: CPU 241 s and 214 s forked, 286 s and 235 s threaded, the
    // system time a third higher: every spawn forks the one big process that holds the threads).
    maxWorkers: 2,
    // the slowest files first, whatever their size and with no cache of durations (a clean clone)
    sequence: { sequencer: SlowFirst },
  },
});
