/**
 * The git adapter's three views of a change: the staged change (index vs HEAD, or vs the empty
 * tree before the first commit, or vs the commit HEAD last named when a repository with history
 * has an unborn HEAD), a range (merge base of BASE and HEAD vs HEAD), and the work tree
 * (HEAD vs the files on disk, untracked files included). Change lists come from plumbing with
 * `--raw -z`; contents come from one `git cat-file --batch`; work-tree files (only for the work
 * tree view) go through git's clean filters first (worktreeBlobs.ts), as `git add` would store them.
 */
import { execFileSync } from 'node:child_process';
import { lstatSync, readFileSync, readlinkSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { acceptedBeforeHead, restoresAccepted, type Accepted } from './acceptedState.js';
import { CatFile } from './catFile.js';
import { GitUsageError, type ChangeSet, type ManifestSource } from './changeSet.js';
import { parseRawDiff, rawEntries, type RawEntry } from './parseRawDiff.js';
import { gitReadText } from '../core/messages/gitRead.js';
import { type HeadWitness, headWitness } from './headWitness.js';
import { unverifiedInDiffs } from './objectName.js';
import { GitCommandError, gitMessage, runGit, type Git } from './runGit.js';
import { toFileChanges } from './toFileChanges.js';
import { WorktreeBlobs } from './worktreeBlobs.js';

export type Mode =
  /**
   * `restoring`: a staged entry that puts the paths HEAD changed back to HEAD's parent is marked
   * as a restoration (acceptedState.ts): how a commit made with --no-verify is repaired by amending.
   * While a merge is in progress (MERGE_HEAD) the change is judged as a merge commit is; `mergeHook`
   * (git's pre-merge-commit, which runs before git writes MERGE_HEAD) reads the merged commits from
   * what git tells the hook instead (mergeHeads).
   */
  | { kind: 'staged'; restoring?: boolean; mergeHook?: boolean }
  | { kind: 'range'; base: string; head: string }
  | { kind: 'worktree' }
  /**
   * One commit against its first parent. `parent` (null: a root commit) and `otherParents` (a
   * merge's second and later parents) when the caller already knows them, saving a git process per
   * commit; without `parent` they are read. A merge is judged only where it is its own (mergeOwn).
   */
  | { kind: 'commit'; commit: string; parent?: string | null; otherParents?: readonly string[] };

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
        ? await staged(git, cat, manifestAt, mode.restoring === true, mode.mergeHook === true, opts)
        : mode.kind === 'range'
          ? await range(git, cat, manifestAt, mode.base, mode.head)
          : mode.kind === 'commit'
            ? await commit(git, cat, manifestAt, mode.commit, opts, mode.parent, mode.otherParents)
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

async function staged(git: Git, cat: CatFile, at: Located, restoring: boolean, mergeHook: boolean, opts: ReadOptions) {
  const manifest = manifestFrom(cat, at, 'HEAD');
  manifest.catch(() => undefined);
  let accepted: Accepted = new Map();
  let raw: string;
  let source: ManifestSource;
  let own: ((e: RawEntry) => boolean) | undefined;
  try {
    let merging: string[];
    [raw, merging] = await Promise.all([
      git.raw(['diff-index', '--cached', ...DIFF_FLAGS, 'HEAD']),
      mergeHeads(git, opts, mergeHook),
    ]);
    source = await manifest;
    if (restoring) accepted = await acceptedBeforeHead(git);
    // a merge in progress (pre-merge-commit, or the commit after a conflict): as a merge commit is judged
    if (merging.length > 0)
      own = await mergeOwn(git, at, 'HEAD', merging, (other) => ['diff-index', '--cached', other]);
  } catch (e) {
    // git's messages are translated, so whether HEAD is unborn is asked, not read from the error.
    const head = await unbornHead(git, opts);
    if (head === undefined) throw new GitUsageError(gitMessage(e));
    // No commit yet: compare the index with the empty tree; the index's manifest is in force. HEAD
    // made unborn in a repository with history: with the commit HEAD last named, under its manifest.
    try {
      raw = await git.raw(['diff-index', '--cached', ...DIFF_FLAGS, head.tree]);
    } catch (e2) {
      throw new GitUsageError(gitMessage(e2));
    }
    source = await manifestFrom(cat, at, head.manifestRev);
    // a new root (`git switch --orphan`, or HEAD made unborn) takes nothing away from a history it does
    // not have: only what it holds is judged against the commit HEAD last named, so a person's orphan
    // branch (gh-pages) commits, while a frozen file changed in it is still named (review 9 OH1)
    if (head.manifestRev !== '') own = (e) => e.status !== 'D';
  }
  const restores = accepted.size > 0 ? (e: RawEntry) => restoresAccepted(e, accepted) : undefined;
  const entries = own ? parseRawDiff(raw).filter(own) : rawEntries(raw);
  return { changes: toFileChanges(entries, blobReader(cat), restores), manifest: source };
}

/**
 * The commits a merge in progress is merging into HEAD, or none: MERGE_HEAD (one a line; several
 * for an octopus), which git writes when a merge stops (a conflict, --no-commit). git runs
 * pre-merge-commit before it writes MERGE_HEAD, so there (`mergeHook`) they are read from what git
 * leaves the hook: `git merge` puts its commit arguments in GIT_REFLOG_ACTION (`merge <rev>...`,
 * options taken out); `git pull` sets it to `pull ...` and merges FETCH_HEAD's lines not marked
 * not-for-merge. A name that does not resolve is left out: its paths stay judged.
 */
async function mergeHeads(git: Git, opts: ReadOptions, mergeHook: boolean): Promise<string[]> {
  const read = async (name: string) => {
    const file = resolve(opts.cwd, (await git.raw(['rev-parse', '--git-path', name])).trim());
    try {
      return readFileSync(file, 'utf8').split('\n');
    } catch {
      return [];
    }
  };
  const ids = (lines: string[]) => lines.flatMap((l) => (/^[0-9a-f]{40,64}$/.test(l) ? [l] : []));
  const merging = ids((await read('MERGE_HEAD')).map((l) => l.trim()));
  if (merging.length > 0 || !mergeHook) return merging;
  const action = opts.env.GIT_REFLOG_ACTION ?? '';
  if (/^pull(\s|$)/.test(action))
    return ids(
      (await read('FETCH_HEAD')).filter((l) => !l.includes('\tnot-for-merge\t')).map((l) => l.split('\t')[0]!),
    );
  if (!/^merge\s/.test(action)) return [];
  const named = action
    .split(/\s+/)
    .slice(1)
    .filter((w) => w !== '' && !w.startsWith('-'));
  const resolved = await Promise.all(
    named.map((w) =>
      git.raw(['rev-parse', '--verify', '-q', '--end-of-options', `${w}^{commit}`]).then(
        (r) => r.trim(),
        () => '',
      ),
    ),
  );
  return ids(resolved);
}

/**
 * What to compare with when HEAD names no commit git has, or undefined when it names one (or this
 * is no repository: the caller reports git's own error). Before the first commit: the empty tree,
 * the index's manifest. A HEAD made unborn in a repository with history (its branch's ref removed,
 * or HEAD pointed at a branch that does not exist: review 8 H1, H2) is not before the first
 * commit: the commit HEAD last named (its reflog's), under that commit's manifest; with none,
 * nothing can be judged, and the change is refused (headWitness.ts).
 */
async function unbornHead(git: Git, opts: ReadOptions): Promise<{ tree: string; manifestRev: string } | undefined> {
  try {
    await git.raw(['rev-parse', '--git-dir']);
  } catch {
    return undefined;
  }
  let head: HeadWitness;
  try {
    head = headWitness(opts.cwd, opts.env);
  } catch (e) {
    throw new GitUsageError((e as Error).message);
  }
  if (head.kind === 'commit') return undefined;
  if (head.kind === 'unborn') return { tree: await emptyTree(git), manifestRev: '' };
  if (head.kind === 'logged') return { tree: head.sha, manifestRev: head.sha };
  throw new GitUsageError(gitReadText.headLost());
}

/**
 * The first object `git diff-tree` reads for these commits that does not hash to its name
 * (objectName.ts unverifiedInDiffs), undefined when all do; names are resolved first.
 */
export function verifiedDiffs(
  opts: { cwd: string; env: NodeJS.ProcessEnv },
  edges: readonly { sha: string; parent: string | null }[],
): string | undefined {
  const run = (args: string[], input: string) =>
    execFileSync('git', args, {
      cwd: opts.cwd,
      env: opts.env,
      input,
      maxBuffer: 1 << 30,
      stdio: ['pipe', 'pipe', 'ignore'],
    });
  const full = (rev: string) =>
    /^([0-9a-f]{40}|[0-9a-f]{64})$/.test(rev)
      ? rev
      : run(['rev-parse', '--verify', '-q', `${rev}^{commit}`], '')
          .toString('utf8')
          .trim();
  return unverifiedInDiffs(
    run,
    edges.map((e) => ({ sha: full(e.sha), parent: e.parent === null ? null : full(e.parent) })),
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
  const base = (await unbornHead(git, { cwd: top, env })) ?? { tree: 'HEAD', manifestRev: 'HEAD' };
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

async function commit(
  git: Git,
  cat: CatFile,
  at: Located,
  rev: string,
  opts: ReadOptions,
  knownParent?: string | null,
  knownOthers: readonly string[] = [],
) {
  let raw: string;
  let sha = rev;
  let parent = knownParent ?? undefined;
  let others = knownOthers;
  let own: ((e: RawEntry) => boolean) | undefined;
  try {
    if (knownParent === undefined) {
      const [line = ''] = (await git.raw(['rev-list', '--parents', '-n', '1', rev])).trim().split('\n');
      const [resolved, first, ...rest] = line.split(' ');
      sha = resolved!;
      parent = first;
      others = rest;
    }
    // A root commit is compared with the empty tree, and its own manifest is in force (as for a first commit).
    raw = parent
      ? await git.raw(['diff-tree', '-r', ...DIFF_FLAGS, parent, sha])
      : await git.raw(['diff-tree', '-r', '--root', '--no-commit-id', ...DIFF_FLAGS, sha]);
    if (parent && others.length > 0)
      own = await mergeOwn(git, at, parent, others, (other) => ['diff-tree', other, sha]);
  } catch (e) {
    throw new GitUsageError(gitMessage(e));
  }
  // the objects the diff read, checked against their names (review 8 T4): a parent's tree rewritten
  // to hold the commit's bytes makes the commit change nothing
  const bad = verifiedDiffs(opts, [{ sha, parent: parent ?? null }]);
  if (bad !== undefined) throw new GitUsageError(gitReadText.objectRewritten(bad, sha));
  const entries = own ? parseRawDiff(raw).filter(own) : rawEntries(raw);
  return {
    changes: toFileChanges(entries, blobReader(cat)),
    manifest: await manifestFrom(cat, at, parent ?? rev),
  };
}

/**
 * Which of a merge's first-parent entries are the merge's own: a path whose result differs from
 * every parent (git's combined-diff view). A path equal to another parent's version came from that
 * side, whose commits are judged as themselves (pre-push judges each commit it pushes; one on a
 * remote was judged there). That holds only for a side that grew under the rules, so a side whose
 * merge base with the first parent has no manifest (or that shares no history with it) takes no
 * path off the judgment. A rename entry stays when either of its paths is the merge's own.
 */
async function mergeOwn(
  git: Git,
  at: Located,
  parent: string,
  others: readonly string[],
  against: (other: string) => [string, ...string[]],
): Promise<(e: RawEntry) => boolean> {
  const sides = await Promise.all(
    others.map(async (other) => {
      if (!(await underRules(git, at, parent, other))) return undefined;
      const [command, ...revs] = against(other);
      const names = await git.raw([
        command,
        '-r',
        '--name-only',
        '-z',
        '--no-renames',
        '--no-relative',
        '--ignore-submodules=none',
        ...revs,
      ]);
      return new Set(names.split('\0').filter((p) => p !== ''));
    }),
  );
  return (e) =>
    [e.oldPath, e.newPath].some((path) => sides.every((differs) => differs === undefined || differs.has(path)));
}

/** Whether `other` and `parent` share a merge base that holds the manifest (always, for one on disk). */
async function underRules(git: Git, at: Located, parent: string, other: string): Promise<boolean> {
  let base: string;
  try {
    base = (await git.raw(['merge-base', parent, other])).trim();
  } catch (e) {
    if (e instanceof GitCommandError && e.stderr.trim() === '') return false; // no common history
    throw e;
  }
  if ('onDisk' in at) return true;
  return git.raw(['cat-file', '-e', `${base}:${at.inRepo}`]).then(
    () => true,
    () => false,
  );
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
