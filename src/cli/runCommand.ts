/**
 * `diffgate run [--allow-unsandboxed] -- COMMAND [ARG...]`: runs any command (an agent, a shell)
 * with the frozen files, the manifests and the gate files read-only for it and every process it
 * starts, through bubblewrap. The command's exit status, standard streams and signals pass
 * through. Without a working bubblewrap it refuses (exit 2) and says what to install, unless
 * --allow-unsandboxed is given.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants as fsConstants, mkdirSync, statSync } from 'node:fs';
import { constants, homedir } from 'node:os';
import { delimiter, posix } from 'node:path';
import { locate } from '../agent/place.js';
import { sandboxText as t } from '../core/messages/sandbox.js';
import { bwrapArgs } from '../sandbox/bwrapArgs.js';
import { BWRAP_PLACES, bwrapAvailability } from '../sandbox/bwrapAvailability.js';
import { DIFFGATE_RECORDS, ManifestInvalid, protectedSet } from '../sandbox/protectedSet.js';
import { runSandboxed } from '../sandbox/runSandboxed.js';
import { EXIT, type Io } from './io.js';
import { UsageError } from './usageError.js';

export async function runCommand(args: string[], io: Io): Promise<number> {
  const { allowUnsandboxed, command } = parseRunArgs(args);
  const env = io.env;
  const place = locate(io.cwd, env, env.HOME || homedir());
  // diffgate's records (releases, refused commits) are made now, so that they exist to be bound
  // read-only rather than left for the command to create (a forged release would lift a block)
  if (place.gitDir)
    for (const r of DIFFGATE_RECORDS) mkdirSync(posix.join(place.gitDir, 'diffgate', r), { recursive: true });
  let set: Awaited<ReturnType<typeof protectedSet>>;
  try {
    set = await protectedSet(place, env);
  } catch (e) {
    if (!(e instanceof ManifestInvalid)) throw e;
    io.stderr(`diffgate run: ${e.message}\n`);
    return EXIT.config;
  }
  const root = process.getuid?.() === 0;
  const available = bwrapAvailability(env, bwrapArgs({ files: [], folders: [] }, { root }));
  if (!available.ok) {
    const reason = available.reason === 'missing' ? t.bwrapMissing(BWRAP_PLACES) : t.noNamespaces(available.output);
    if (!allowUnsandboxed) {
      const fix = available.reason === 'missing' ? t.installBwrap() : t.allowNamespaces();
      io.stderr(`${t.refused(reason, fix)}\n`);
      return EXIT.config;
    }
    io.stderr(`${t.unsandboxed(reason)}\n`);
    return runPlain(command, io);
  }
  // bubblewrap would say it cannot run the command and exit 1: say it as a shell does, with its status
  const missing = unstartable(command[0]!, env, io.cwd);
  if (missing) {
    io.stderr(`${t.notStarted(command[0]!, missing.why)}\n`);
    return missing.status;
  }
  io.stderr(`${t.start(set.files.length, set.frozen, set.folders.length)} ${t.readOnlyNote()}\n`);
  if (set.links.length > 0) io.stderr(`${t.links(set.links)}\n`);
  if (set.gateLinks.length > 0) io.stderr(`${t.gateLinks(set.gateLinks)}\n`);
  try {
    return await runSandboxed({
      bwrap: available.bwrap,
      // bubblewrap itself too: as root, the command could otherwise replace it for the next run
      options: bwrapArgs({ files: [...set.files, available.bwrap], folders: set.folders }, { root }),
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

/** Why a command cannot be started, as a shell finds it (127 not found, 126 not executable); none when it can. */
export function unstartable(
  name: string,
  env: NodeJS.ProcessEnv,
  cwd: string,
): { why: string; status: number } | undefined {
  const candidates = name.includes('/')
    ? [posix.resolve(cwd, name)]
    : (env.PATH ?? '/usr/local/bin:/usr/bin:/bin').split(delimiter).map((dir) => posix.resolve(cwd, dir || '.', name));
  let found = false;
  for (const file of candidates) {
    let isFile: boolean;
    try {
      isFile = statSync(file).isFile();
    } catch {
      continue;
    }
    found = true;
    if (!isFile) continue;
    try {
      accessSync(file, fsConstants.X_OK);
      return undefined;
    } catch {
      /* not executable: look further, as execvp does */
    }
  }
  return found ? { why: t.notExecutable(), status: 126 } : { why: t.notFound(), status: 127 };
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

function runPlain(command: string[], io: Io): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { cwd: io.cwd, env: io.env, stdio: 'inherit' });
    child.on('error', (e) => {
      io.stderr(`${t.notStarted(command[0]!, e.message)}\n`);
      resolve((e as NodeJS.ErrnoException).code === 'ENOENT' ? 127 : 126);
    });
    child.on('close', (code, signal) => resolve(code ?? 128 + (signal ? (constants.signals[signal] ?? 1) : 1)));
  });
}
