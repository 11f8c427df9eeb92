#!/usr/bin/env node
// The entry point stays small: it turns on the code cache, then loads the CLI as a chunk of its
// own, so the CLI's code is compiled with the cache too. Whatever fails, even loading a chunk,
// ends in exit 2 with a message (a hook that crashed with another code would let the change through).
import { enableCompileCache } from './compileCache.js';
import { writeOut } from './writeOut.js';

enableCompileCache(__dirname, process.env);
import('./start.js')
  .then(({ start }) => start())
  .catch((e: unknown) => {
    writeOut(2, `diffgate: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  });
