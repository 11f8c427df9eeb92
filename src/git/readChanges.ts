/**
 * The git adapter's three views of a change: the staged change (index vs HEAD, or vs the empty
 * tree before the first commit), a range (merge base of BASE and HEAD vs HEAD), and the work tree
 * (HEAD vs the files on disk, untracked files included). Change lists come from plumbing with
 * `--raw -z`; contents come from one `git cat-file --batch`; work-tree files (only for the work
 * tree view) go through git's clean filters first (worktreeBlobs.ts), as `git add` would store them.
 */
import { lstatSync, readFileSync, readlinkSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { acceptedBeforeHead, restoresAccepted, type Accepted } from './acceptedState.js';
import { CatFile } from './catFile.js';
import { GitUsageError, type ChangeSet, type ManifestSource } from './changeSet.js';
import { parseRawDiff, rawEntries, type RawEntry } from './parseRawDiff.js';
import { gitReadText } from '../core/messages/gitRead.js';
import { GitCommandError, gitMessage, runGit, type Git } from './runGit.js';
import { toFileChanges } from './toFileChanges.js';
import { WorktreeBlobs } from './worktreeBlobs.js';

export type Mode =
  /**
   * `restoring`: a staged entry that puts the paths HEAD changed back to HEAD's parent is marked
   * as a restoration (acceptedState.ts): how a commit made with --no-verify is repaired by amending.
   */
  | { kind: 'staged'; restoring?: boolean }
  | { kind: 'range'; base: string; head: string }
  | { kind: 'worktree' }
  /**
   * One commit against its first parent (a merge against the branch it was merged into). `parent`
   * when the caller already knows it (null: a root commit), saving a git process per commit.
   */
  | { kind: 'commit'; commit: string; parent?: string | null };

export interface ReadOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** --manifest as given (relative to cwd); default `.diffgate.tsv` at the repository root. */
  manifest?: string;
}

export const DEFAULT_MANIFEST = '.diffgate.tsv';
// --ignore-submodules=none: a submodule's `ignore = all` in .gitmodules must not hide a gitlink change.
export const DIFF_FLAGS = [
  '-M',
  '--raw',
  '-z',
  '--no-relative',
  '--no-ext-diff',
  '--no-textconv',
  '--ignore-submodules=none',
];

export async function readChanges(mode: Mode, opts: ReadOptions): Promise<ChangeSet> {
  const git = runGit(opts.cwd, opts.env);
  const cat = new CatFile(opts.cwd, opts.env);
  try {
    const top = opts.manifest !== undefined || mode.kind === 'worktree' ? await topLevel(git) : undefined;
    const manifestAt = manifestLocation(opts, top);
    const result: Omit<ChangeSet, 'close'> & { close?: () => void } =
      mode.kind === 'staged'
        ? await staged(git, cat, manifestAt, mode.restoring === true)
        : mode.kind === 'range'
          ? await range(git, cat, manifestAt, mode.base, mode.head)
          : mode.kind === 'commit'
            ? await commit(git, cat, manifestAt, mode.commit, mode.parent)
            : await worktree(git, cat, manifestAt, top!, opts.env);
    const closeMode = result.close;
    return {
      changes: result.changes,
      manifest: result.manifest,
      close: () => {
        cat.close();
        closeMode?.();
      },
    };
  } catch (e) {
    cat.close();
    throw e;
  }
}

type Located = { inRepo: string } | { onDisk: string };

function manifestLocation(opts: ReadOptions, top: string | undefined): Located {
  if (opts.manifest === undefined) return { inRepo: DEFAULT_MANIFEST };
  const absolute = resolve(opts.cwd, opts.manifest);
  const rel = relative(top!, absolute);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return { onDisk: absolute };
  return { inRepo: rel.split('\\').join('/') };
}

async function topLevel(git: Git): Promise<string> {
  try {
    return (await git.raw(['rev-parse', '--show-toplevel'])).trim();
  } catch (e) {
    throw new GitUsageError(gitMessage(e));
  }
}

async function manifestFrom(cat: CatFile, at: Located, rev: string): Promise<ManifestSource> {
  if ('onDisk' in at) {
    try {
      return { text: readFileSync(at.onDisk, 'utf8'), label: at.onDisk, path: null };
    } catch (e) {
      throw new GitUsageError(`cannot read the manifest ${at.onDisk}: ${(e as Error).message}`);
    }
  }
  const bytes = await cat.read(`${rev}:${at.inRepo}`);
  return { text: bytes ? new TextDecoder().decode(bytes) : null, label: `${rev}:${at.inRepo}`, path: at.inRepo };
}

export const blobReader = (cat: CatFile) => ({
  blob: async (sha: string) => {
    const bytes = await cat.read(sha);
    if (!bytes) throw new Error(`git has no object ${sha}`);
    return bytes;
  },
});

async function staged(git: Git, cat: CatFile, at: Located, restoring: boolean) {
  const manifest = manifestFrom(cat, at, 'HEAD');
  manifest.catch(() => undefined);
  let accepted: Accepted = new Map();
  let raw: string;
  let source: ManifestSource;
  try {
    raw = await git.raw(['diff-index', '--cached', ...DIFF_FLAGS, 'HEAD']);
    source = await manifest;
    if (restoring) accepted = await acceptedBeforeHead(git);
  } catch (e) {
    // git's messages are translated, so whether HEAD is unborn is asked, not read from the error.
    if (!(await unbornHead(git))) throw new GitUsageError(gitMessage(e));
    // No commit yet: compare the index with the empty tree; the index's manifest is in force.
    try {
      raw = await git.raw(['diff-index', '--cached', ...DIFF_FLAGS, await emptyTree(git)]);
    } catch (e2) {
      throw new GitUsageError(gitMessage(e2));
    }
    source = await manifestFrom(cat, at, '');
  }
  const restores = accepted.size > 0 ? (e: RawEntry) => restoresAccepted(e, accepted) : undefined;
  return { changes: toFileChanges(rawEntries(raw), blobReader(cat), restores), manifest: source };
}

/** Whether this is a repository whose HEAD names no commit yet (before the first commit). */
async function unbornHead(git: Git): Promise<boolean> {
  try {
    await git.raw(['rev-parse', '--git-dir']);
  } catch {
    return false; // not a repository at all: the caller reports git's own error
  }
  return git.raw(['rev-parse', '--verify', '-q', 'HEAD^{commit}']).then(
    () => false,
    () => true,
  );
}

export async function emptyTree(git: Git): Promise<string> {
  return (await git.raw(['hash-object', '-t', 'tree', '/dev/null'])).trim();
}

async function range(git: Git, cat: CatFile, at: Located, base: string, head: string) {
  const manifest = manifestFrom(cat, at, base);
  manifest.catch(() => undefined);
  let raw: string;
  try {
    let mergeBase: string;
    try {
      mergeBase = (await git.raw(['merge-base', base, head])).trim();
    } catch (e) {
      // merge-base fails silently (exit 1, no message) when the two share no history.
      if (e instanceof GitCommandError && e.stderr.trim() === '')
        throw new GitUsageError(gitReadText.noMergeBase(base, head));
      throw e;
    }
    raw = await git.raw(['diff-tree', '-r', ...DIFF_FLAGS, mergeBase, head]);
  } catch (e) {
    if (e instanceof GitUsageError) throw e;
    throw new GitUsageError(gitMessage(e));
  }
  return { changes: toFileChanges(rawEntries(raw), blobReader(cat)), manifest: await manifest };
}

async function worktree(git: Git, cat: CatFile, at: Located, top: string, env: NodeJS.ProcessEnv) {
  // Before the first commit the work tree is compared with the empty tree, under the index's manifest.
  const base = (await unbornHead(git))
    ? { tree: await emptyTree(git), manifestRev: '' }
    : { tree: 'HEAD', manifestRev: 'HEAD' };
  const manifest = manifestFrom(cat, at, base.manifestRev);
  manifest.catch(() => undefined);
  let raw: string;
  let untracked: string;
  try {
    [raw, untracked] = await Promise.all([
      // A submodule's own uncommitted edits are not a change to its gitlink: only its commit counts.
      git.raw(['diff', '--no-color', ...DIFF_FLAGS, '--ignore-submodules=dirty', base.tree]),
      git.raw(['ls-files', '--others', '--exclude-standard', '-z', '--full-name', ':/']),
    ]);
  } catch (e) {
    throw new GitUsageError(gitMessage(e));
  }
  const entries: RawEntry[] = parseRawDiff(raw);
  const paths = untracked.split('\0').filter((p) => p !== '');
  entries.push(...(await Promise.all(paths.map((p) => untrackedEntry(top, p)))));
  // Files are read as `git add` would store them (clean filters, end-of-line conversion).
  const blobs = new WorktreeBlobs(top, env);
  const reader = {
    ...blobReader(cat),
    worktree: async (path: string, mode: string) =>
      mode === '120000' ? new TextEncoder().encode(readlinkSync(join(top, path))) : blobs.read(path),
  };
  return { changes: toFileChanges(entries, reader), manifest: await manifest, close: () => blobs.close() };
}

async function commit(git: Git, cat: CatFile, at: Located, rev: string, knownParent?: string | null) {
  let raw: string;
  let sha = rev;
  let parent = knownParent ?? undefined;
  try {
    if (knownParent === undefined) {
      const [line = ''] = (await git.raw(['rev-list', '--parents', '-n', '1', rev])).trim().split('\n');
      const [resolved, first] = line.split(' ');
      sha = resolved!;
      parent = first;
    }
    // A root commit is compared with the empty tree, and its own manifest is in force (as for a first commit).
    raw = parent
      ? await git.raw(['diff-tree', '-r', ...DIFF_FLAGS, parent, sha])
      : await git.raw(['diff-tree', '-r', '--root', '--no-commit-id', ...DIFF_FLAGS, sha]);
  } catch (e) {
    throw new GitUsageError(gitMessage(e));
  }
  return {
    changes: toFileChanges(rawEntries(raw), blobReader(cat)),
    manifest: await manifestFrom(cat, at, parent ?? rev),
  };
}

/**
 * An untracked path as an added entry, with the mode git would give it: a symlink, an executable,
 * or (listed as `dir/`) a nested repository, which git would add as a gitlink.
 */
async function untrackedEntry(top: string, listed: string): Promise<RawEntry> {
  const path = listed.endsWith('/') ? listed.slice(0, -1) : listed;
  let mode: string;
  try {
    const st = lstatSync(join(top, path));
    mode = st.isSymbolicLink() ? '120000' : st.isDirectory() ? '160000' : (st.mode & 0o100) !== 0 ? '100755' : '100644';
  } catch (e) {
    throw new GitUsageError(gitReadText.untrackedUnreadable(path, (e as Error).message));
  }
  return { status: 'A', oldMode: '000000', newMode: mode, oldSha: '0', newSha: '0', oldPath: path, newPath: path };
}
