/**
 * The paths the kernel layer makes read-only, worked out on disk now: every existing file a
 * freeze rule covers (its glob expanded over the repository's files, tracked and untracked, as
 * `git ls-files` lists them; the same for each other work tree of the repository, with its own
 * manifest), the manifests, and the gate files and folders. Shared by
 * `diffgate run` (bubblewrap binds) and `install --claude --sandbox` (Claude Code's denyWrite).
 *
 * Freeze allows creating a path, so a frozen glob is expanded to the files that exist: a folder
 * they live in stays writable, and a file created there later is protected by the tripwire now
 * and by the next run (or install) after that. A freeze rule naming a symlink protects the link,
 * which a bind mount cannot (it binds the target), so links are listed apart and left to the
 * other layers. Deny rules are left out: a deny rule forbids adding a path, and a read-only bind
 * needs the path to exist (making a placeholder would change the repository), while a missing
 * path in Claude Code's deny list has kept its sandbox from starting (sandbox-runtime#106); the
 * pre-check, the tripwire and the git hooks judge additions. The installed CLI's paths
 * (`node_modules/.bin/diffgate`, the package's folders, the pattern memo) are left out: a bind
 * cannot be removed, so `npm ci` would fail on them, and removing or reinstalling node_modules is
 * not writing a gate file; the pre-check and the tripwire guard writes into them.
 */
import { execFile } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, realpathSync } from 'node:fs';
import { posix } from 'node:path';
import { promisify } from 'node:util';
import { MANIFEST_NAME, userManifestFile } from '../agent/context.js';
import type { Place } from '../agent/place.js';
import { stateHome } from '../agent/stateHome.js';
import { isWithin } from '../agent/realPath.js';
import { Checker } from '../core/check.js';
import { formatManifestError, type Manifest, parseManifest } from '../core/parseManifest.js';
import { sandboxText as t } from '../core/messages/sandbox.js';
import { commonDir, type GateSet, gateSetWithoutInstalled } from '../agent/gatePaths.js';

const execFileP = promisify(execFile);

export interface ProtectedSet {
  place: Place;
  /** Existing files made read-only one by one (real paths): frozen files, manifests, gate files. */
  files: string[];
  /** Existing gate folders made read-only whole. */
  folders: string[];
  /** How many of `files` a freeze rule covers. */
  frozen: number;
  /** Frozen paths that are symbolic links: a bind would protect the target, not the link. */
  links: string[];
  /** Gate files and folders that are symbolic links: their targets are bound, the links can be replaced. */
  gateLinks: string[];
}

export class ManifestInvalid extends Error {}

export async function protectedSet(place: Place, env: NodeJS.ProcessEnv): Promise<ProtectedSet> {
  const gates = narrowGitDirs(gateSetWithoutInstalled(place, env), place, env);
  const folders = existing(gates.folders, 'dir');
  const files = new Set<string>();
  const inFolder = (p: string) => folders.some((d) => isWithin(p, d));
  const repoManifest = readManifest(posix.join(place.root, MANIFEST_NAME), MANIFEST_NAME);
  readManifest(userManifestFile(env, place.home), userManifestFile(env, place.home)); // fails closed when malformed
  const links: string[] = [];
  let frozen = 0;
  const addFrozen = async (root: string, manifest: Manifest) => {
    const checker = new Checker(manifest, null);
    for (const rel of await listFiles(root, env)) {
      if (!checker.rulesFor(rel).rules.some((r) => r.kind === 'freeze')) continue;
      const abs = posix.join(root, rel);
      const stat = lstatOrUndefined(abs);
      if (stat?.isSymbolicLink()) links.push(abs);
      else if (stat?.isFile() && !inFolder(abs)) {
        files.add(abs);
        frozen++;
      }
    }
  };
  if (place.gitDir) {
    if (repoManifest) await addFrozen(place.root, repoManifest);
    // the repository's other work trees (started in a linked worktree, the main checkout): the same
    // .git, so the same hooks; their manifests and frozen files are as much the person's
    for (const root of await otherWorktrees(place.root, env)) {
      const file = posix.join(root, MANIFEST_NAME);
      const manifest = readManifest(file, file);
      if (!manifest) continue;
      files.add(file);
      // a work tree git cannot list (its .git file broken): its manifest is bound, its files are left to the other layers
      await addFrozen(root, manifest).catch(() => undefined);
    }
  }
  for (const f of existing(gates.files, 'file')) if (!inFolder(f)) files.add(f);
  const gateLinks = [...gates.files, ...gates.folders].filter((p) => lstatOrUndefined(p)?.isSymbolicLink());
  return { place, files: [...files], folders, frozen, links, gateLinks: [...new Set(gateLinks)] };
}

/** The folders under `.git/diffgate/` that only a person's commands write. */
export const DIFFGATE_RECORDS = ['releases', 'refused'];

/**
 * Gate folders that the agent's own hooks write into, narrowed to what only a person writes. A git
 * directory named whole would stop commits (objects, refs, the index and logs are written by every
 * commit): it stands for its hooks, its config and diffgate's records. diffgate's state folder in
 * a git directory stands for its records (releases, refused commits): the hooks run inside the
 * sandbox and write the prompt store, the tripwire's record and the audit log. The state folder
 * outside repositories (`~/.local/state/diffgate`) is left to the tripwire, for the same reason.
 */
export function narrowGitDirs(gates: GateSet, place: Place, env: NodeJS.ProcessEnv = {}): GateSet {
  const gitDirs = new Set([place.gitDir, posix.join(place.root, '.git')].filter((d): d is string => d !== null));
  const states = new Set([
    posix.join(stateHome(env, place.home), 'diffgate'),
    posix.join(stateHome({}, place.home), 'diffgate'),
  ]);
  const stores = new Set(
    place.gitDir === null ? [] : [place.gitDir, commonDir(place.gitDir)].map((d) => posix.join(d, 'diffgate')),
  );
  const files = [...gates.files];
  const folders: string[] = [];
  for (const dir of gates.folders) {
    if (states.has(dir)) continue;
    if (stores.has(dir)) {
      folders.push(...DIFFGATE_RECORDS.map((r) => posix.join(dir, r)));
      continue;
    }
    if (!gitDirs.has(dir) && !(existsSync(posix.join(dir, 'HEAD')) && existsSync(posix.join(dir, 'objects')))) {
      folders.push(dir);
      continue;
    }
    // diffgate's records (releases, refused commits) but not its working state: the hooks run
    // inside the sandbox and write the prompt store, the tripwire's record and the audit log
    folders.push(posix.join(dir, 'hooks'), ...DIFFGATE_RECORDS.map((r) => posix.join(dir, 'diffgate', r)));
    files.push(posix.join(dir, 'config'));
  }
  return { files, folders };
}

/** The repository's other work trees that exist, by real path (`git worktree list`; a bare repository's entry is none). */
async function otherWorktrees(root: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const { stdout } = await execFileP('git', ['worktree', 'list', '--porcelain', '-z'], {
    cwd: root,
    env: gitEnvOf(env),
    encoding: 'utf8',
  });
  const here = realOrSelf(root);
  const out: string[] = [];
  for (const entry of stdout.split('\0\0')) {
    const fields = entry.split('\0');
    const path = fields.find((f) => f.startsWith('worktree '))?.slice('worktree '.length);
    if (!path || fields.includes('bare')) continue;
    const real = realOrSelf(path);
    if (real !== here && lstatOrUndefined(real)?.isDirectory()) out.push(real);
  }
  return out;
}

function realOrSelf(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return path;
  }
}

/** git's environment without the variables that would point it at another repository. */
function gitEnvOf(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const gitEnv = { ...env };
  for (const k of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_COMMON_DIR']) delete gitEnv[k];
  return gitEnv;
}

/** The repository's files as git sees them: tracked, and untracked but not ignored. */
async function listFiles(root: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const gitEnv = gitEnvOf(env);
  const { stdout } = await execFileP('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    env: gitEnv,
    maxBuffer: 1 << 30,
    encoding: 'utf8',
  });
  return [...new Set(stdout.split('\0').filter((p) => p !== ''))];
}

function readManifest(file: string, label: string): Manifest | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new ManifestInvalid(t.manifestUnreadable(label, (e as Error).message));
  }
  const manifest = parseManifest(text, label);
  if (manifest.errors.length > 0)
    throw new ManifestInvalid(t.manifestInvalid(manifest.errors.map(formatManifestError)));
  return manifest;
}

/** The paths that exist as the kind asked for, by their real paths (a symlinked gate file protects its target). */
function existing(paths: string[], kind: 'file' | 'dir'): string[] {
  const out = new Set<string>();
  for (const p of paths) {
    let real: string;
    try {
      real = realpathSync.native(p);
    } catch {
      continue;
    }
    const stat = lstatOrUndefined(real);
    if (kind === 'file' ? stat?.isFile() : stat?.isDirectory()) out.add(real);
  }
  return [...out];
}

function lstatOrUndefined(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}
