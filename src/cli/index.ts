#!/usr/bin/env node
// The entry point stays small: it loads the CLI as a chunk of its own, so that whatever fails, even
// loading a chunk, ends in exit 2 with a message (a hook that crashed with another code would let
// the change through). No compiled code is read from any cache (docs/decisions-cache.md).
import { absolutePath, isHookProcess } from './hookPath.js';
import { quietHook } from './quietHook.js';
import { writeOut } from './writeOut.js';

// A hook runs programs from absolute PATH folders only, never from a folder of the repository (hookPath.ts).
if (isHookProcess(process.argv) && process.env.PATH !== undefined) process.env.PATH = absolutePath(process.env.PATH);

// An agent hook's quiet after-call pass is answered before the CLI itself is loaded (quietHook.ts).
quietHook(process.argv, process.env)
  .then(async (quiet) => {
    if (quiet !== undefined) {
      if (quiet) writeOut(1, quiet);
      process.exit(0);
    }
    await (await import('./start.js')).start();
  })
  .catch((e: unknown) => {
    writeOut(2, `diffgate: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  });
