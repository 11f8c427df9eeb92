#!/usr/bin/env node
import { processIo } from './io.js';
import { run } from './main.js';

run(process.argv.slice(2), processIo()).then(
  (code) => (process.exitCode = code),
  (e: unknown) => {
    process.stderr.write(`diffgate: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  },
);
