/**
 * Which git folder a workspace had when diffgate last looked (issue 32). Everything the tripwire
 * keeps (its record, the calls in progress, the person's prompts) lives in the git folder, and so
 * do the git hooks and config that judge the person's later commits. A call that moves `.git` away
 * (or removes it) and puts a gitfile naming a fresh repository in its place took all of that with
 * it: the next hook found no record, took a fresh first record in the swapped place as if nothing
 * had happened, and the new git folder's config and hooks were the agent's.
 *
 * So the git folder's identity (its real path, device, inode and birth time) is kept outside it, in
 * the user's state folder, one small file a workspace. A git folder with another device, inode or
 * birth time than the one kept is not the repository's own (ext4 gives the inode `rm -rf .git`
 * freed to the folder `git init` makes next; the birth time tells them apart): every hook event blocks, saying what happened and how to put it
 * back, and nothing is recorded in its place. The same folder found under another path (the
 * repository moved, `git submodule absorbgitdirs`) keeps its inode and is followed.
 *
 * The file is in the agent's reach like every file of its user: a call that removes it as well is
 * not caught here (docs/tripwire.md, limits).
 */
import { lstatSync, mkdirSync, renameSync, type Stats, statSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { claudeText as c } from '../core/messages/claude.js';
import { HookFailure } from './failure.js';
import type { Place } from './place.js';
import { stateHome } from './stateHome.js';
import { readRegularText } from '../git/readRegular.js';

interface Identity {
  workspace: string;
  gitDir: string;
  dev: number;
  ino: number;
  /** Its birth time (ms), where the file system keeps one: an inode freed by `rm -rf .git` is given to the next folder made. */
  birth?: number;
}

/**
 * A file name for a workspace: a 53-bit string hash (cyrb53) of its path. node:crypto is not
 * loaded for it: it costs a fifth of node's start-up, on every hook. A collision only makes two
 * workspaces take turns in one file (each rewrites it when the path it holds is not its own).
 */
export function nameOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** Where a workspace's git folder identity is kept. */
export function identityFile(place: Pick<Place, 'workspace' | 'home'>, env: NodeJS.ProcessEnv): string {
  return posix.join(stateHome(env, place.home), 'diffgate', 'git-dirs', nameOf(place.workspace));
}

function read(file: string): Identity | undefined {
  try {
    const v = JSON.parse(readRegularText(file, 64 * 1024)) as Partial<Identity>;
    if (
      typeof v.workspace === 'string' &&
      typeof v.gitDir === 'string' &&
      typeof v.dev === 'number' &&
      typeof v.ino === 'number' &&
      (v.birth === undefined || typeof v.birth === 'number')
    )
      return v as Identity;
  } catch {
    // none, or not one diffgate wrote: taken afresh
  }
  return undefined;
}

function write(file: string, id: Identity): void {
  mkdirSync(posix.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(id)}\n`, { mode: 0o600 });
  renameSync(tmp, file);
}

const statOr = (path: string, follow: boolean): Stats | undefined => {
  try {
    return follow ? statSync(path) : lstatSync(path);
  } catch {
    return undefined;
  }
};

/** A folder's birth time, where the file system keeps one (node reads 0 otherwise). */
const born = (st: Stats): number | undefined => (st.birthtimeMs > 0 ? st.birthtimeMs : undefined);

/** Whether a folder is the one kept: its device and inode, and its birth time when both have one. */
function same(st: Stats, kept: Identity): boolean {
  const birth = born(st);
  return (
    st.dev === kept.dev &&
    st.ino === kept.ino &&
    (kept.birth === undefined || birth === undefined || birth === kept.birth)
  );
}

/**
 * Throws (every hook blocks) when the workspace's git folder is not the one kept for it; keeps it
 * when there is none kept yet, or follows it when it moved. A workspace with no git folder and
 * none kept has nothing to check.
 */
export function checkGitDir(place: Place, env: NodeJS.ProcessEnv): void {
  const file = identityFile(place, env);
  const kept = read(file);
  const now = place.gitDir === null ? undefined : statOr(place.gitDir, true);
  const known = kept !== undefined && kept.workspace === place.workspace;
  if (known && (now === undefined || !same(now, kept))) {
    const dotGit = posix.join(place.root, '.git');
    const original = statOr(kept.gitDir, false);
    const stillThere = original?.isDirectory() === true && same(original, kept);
    throw new HookFailure(
      c.gitDirSwapped({
        workspace: place.workspace,
        kept: kept.gitDir,
        found: place.gitDir,
        dotGit,
        stillThere,
        ownDotGit: kept.gitDir === dotGit,
        file,
      }),
    );
  }
  if (now === undefined || place.gitDir === null) return;
  if (known && kept.gitDir === place.gitDir && (kept.birth !== undefined || born(now) === undefined)) return;
  try {
    const birth = born(now);
    write(file, {
      workspace: place.workspace,
      gitDir: place.gitDir,
      dev: now.dev,
      ino: now.ino,
      ...(birth === undefined ? {} : { birth }),
    });
  } catch {
    // a state folder that cannot be written: nothing kept, nothing checked (as before)
  }
}
