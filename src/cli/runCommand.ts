/**
 * `diffgate run [--allow-unsandboxed] -- COMMAND [ARG...]`: runs any command (an agent, a shell)
 * with the frozen files, the manifests and the gate files read-only for it and every process it
 * starts, through bubblewrap. The command's exit status, standard streams and signals pass
 * through. Without a working bubblewrap it refuses (exit 2) and says what to install, unless
 * --allow-unsandboxed is given.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, realpathSync } from 'node:fs';
import { constants, homedir } from 'node:os';
import { posix } from 'node:path';
import { locate } from '../claude/place.js';
import { sandboxText as t } from '../core/messages/sandbox.js';
import { bwrapArgs } from '../sandbox/bwrapArgs.js';
import { bwrapAvailability } from '../sandbox/bwrapAvailability.js';
import { DIFFGATE_RECORDS, ManifestInvalid, protectedSet } from '../sandbox/protectedSet.js';
import { runSandboxed } from '../sandbox/runSandboxed.js';
import { EXIT, type Io } from './io.js';
import { UsageError } from './usageError.js';

export async function runCommand(args: string[], io: Io): Promise<number> {
  const { allowUnsandboxed, command } = parseRunArgs(args);
  const env = io.env;
  const place = locate(io.cwd, env, env.HOME || homedir());
  // diffgate's state folder is a gate folder: made now, so that it is bound read-only rather than
  // left for the command to create (a forged prompt record there would release a block).
  // created first, so that they exist to be bound read-only (the agent cannot create them instead)
  if (place.gitDir)
    for (const r of DIFFGATE_RECORDS) mkdirSync(posix.join(place.gitDir, 'diffgate', r), { recursive: true });
  let set: Awaited<ReturnType<typeof protectedSet>>;
  try {
    set = await protectedSet(place, env, installedPackageDir());
  } catch (e) {
    if (!(e instanceof ManifestInvalid)) throw e;
    io.stderr(`diffgate run: ${e.message}\n`);
    return EXIT.config;
  }
  const root = process.getuid?.() === 0;
  const available = bwrapAvailability(env, bwrapArgs({ files: [], folders: [] }, { root }));
  if (!available.ok) {
    const why = available.reason === 'missing' ? t.noBwrap() : t.noNamespaces(available.output);
    if (!allowUnsandboxed) {
      io.stderr(`${why}\n`);
      return EXIT.config;
    }
    io.stderr(`${t.unsandboxed(why)}\n`);
    return runPlain(command, io);
  }
  io.stderr(`${t.start(set.files.length, set.frozen, set.folders.length)} ${t.readOnlyNote()}\n`);
  if (set.links.length > 0) io.stderr(`${t.links(set.links)}\n`);
  try {
    return await runSandboxed({
      bwrap: available.bwrap,
      options: bwrapArgs(set, { root }),
      command,
      env,
      cwd: io.cwd,
      interactive: process.stdin.isTTY === true,
    });
  } catch (e) {
    io.stderr(`${t.notStarted(command[0]!, (e as Error).message)}\n`);
    return EXIT.config;
  }
}

export function parseRunArgs(args: string[]): { allowUnsandboxed: boolean; command: string[] } {
  let allowUnsandboxed = false;
  let i = 0;
  for (; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') {
      i++;
      break;
    }
    if (a === '--allow-unsandboxed') allowUnsandboxed = true;
    else if (a.startsWith('-')) throw new UsageError(`unknown option ${a} for run; ${t.noCommand()}`);
    else break;
  }
  const command = args.slice(i);
  if (command.length === 0) throw new UsageError(t.noCommand());
  return { allowUnsandboxed, command };
}

/** The installed diffgate package this CLI runs from (under node_modules), a gate folder; none for a checkout. */
function installedPackageDir(): string | undefined {
  const cli = realpathSync(process.argv[1]!);
  const m = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(cli);
  return m?.[1];
}

function runPlain(command: string[], io: Io): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { cwd: io.cwd, env: io.env, stdio: 'inherit' });
    child.on('error', (e) => {
      io.stderr(`${t.notStarted(command[0]!, e.message)}\n`);
      resolve(EXIT.config);
    });
    child.on('close', (code, signal) => resolve(code ?? 128 + (signal ? (constants.signals[signal] ?? 1) : 1)));
  });
}
