/**
 * The git adapter's three views of a change: the staged change (index vs HEAD, or vs the empty
 * tree before the first commit), a range (merge base of BASE and HEAD vs HEAD), and the work tree
 * (HEAD vs the files on disk, untracked files included). Change lists come from plumbing with
 * `--raw -z`; contents come from one `git cat-file --batch`, or from disk for the work tree only.
 */
import { readFile, readlink } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { CatFile } from './catFile.js';
import { GitUsageError, type ChangeSet, type ManifestSource } from './changeSet.js';
import { parseRawDiff, type RawEntry } from './parseRawDiff.js';
import { gitMessage, runGit, type Git } from './runGit.js';
import { toFileChanges } from './toFileChanges.js';

export type Mode = { kind: 'staged' } | { kind: 'range'; base: string; head: string } | { kind: 'worktree' };

export interface ReadOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** --manifest as given (relative to cwd); default `.diffgate.tsv` at the repository root. */
  manifest?: string;
}

export const DEFAULT_MANIFEST = '.diffgate.tsv';
const DIFF_FLAGS = ['-M', '--raw', '-z', '--no-relative', '--no-ext-diff', '--no-textconv'];

export async function readChanges(mode: Mode, opts: ReadOptions): Promise<ChangeSet> {
  const git = runGit(opts.cwd);
  const cat = new CatFile(opts.cwd, opts.env);
  try {
    const top = opts.manifest !== undefined || mode.kind === 'worktree' ? await topLevel(git) : undefined;
    const manifestAt = manifestLocation(opts, top);
    const result =
      mode.kind === 'staged' ? await staged(git, cat, manifestAt)
      : mode.kind === 'range' ? await range(git, cat, manifestAt, mode.base, mode.head)
      : await worktree(git, cat, manifestAt, top!);
    return { ...result, close: () => cat.close() };
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
      return { text: await readFile(at.onDisk, 'utf8'), label: at.onDisk, path: null };
    } catch (e) {
      throw new GitUsageError(`cannot read the manifest ${at.onDisk}: ${(e as Error).message}`);
    }
  }
  const bytes = await cat.read(`${rev}:${at.inRepo}`);
  return { text: bytes ? new TextDecoder().decode(bytes) : null, label: `${rev}:${at.inRepo}`, path: at.inRepo };
}

const blobReader = (cat: CatFile) => ({
  blob: async (sha: string) => {
    const bytes = await cat.read(sha);
    if (!bytes) throw new Error(`git has no object ${sha}`);
    return bytes;
  },
});

async function staged(git: Git, cat: CatFile, at: Located) {
  const manifest = manifestFrom(cat, at, 'HEAD');
  manifest.catch(() => undefined);
  let raw: string;
  let source: ManifestSource;
  try {
    raw = await git.raw(['diff-index', '--cached', ...DIFF_FLAGS, 'HEAD']);
    source = await manifest;
  } catch (e) {
    if (!/bad revision 'HEAD'|ambiguous argument 'HEAD'|unknown revision/i.test(gitMessage(e))) throw new GitUsageError(gitMessage(e));
    // No commit yet: compare the index with the empty tree; the index's manifest is in force.
    const empty = (await git.raw(['hash-object', '-t', 'tree', '/dev/null'])).trim();
    raw = await git.raw(['diff-index', '--cached', ...DIFF_FLAGS, empty]);
    source = await manifestFrom(cat, at, '');
  }
  return { changes: toFileChanges(parseRawDiff(raw), blobReader(cat)), manifest: source };
}

async function range(git: Git, cat: CatFile, at: Located, base: string, head: string) {
  const manifest = manifestFrom(cat, at, base);
  manifest.catch(() => undefined);
  let raw: string;
  try {
    const mergeBase = (await git.raw(['merge-base', base, head])).trim();
    raw = await git.raw(['diff-tree', '-r', ...DIFF_FLAGS, mergeBase, head]);
  } catch (e) {
    throw new GitUsageError(gitMessage(e));
  }
  return { changes: toFileChanges(parseRawDiff(raw), blobReader(cat)), manifest: await manifest };
}

async function worktree(git: Git, cat: CatFile, at: Located, top: string) {
  const manifest = manifestFrom(cat, at, 'HEAD');
  manifest.catch(() => undefined);
  let raw: string;
  let untracked: string;
  try {
    [raw, untracked] = await Promise.all([
      git.raw(['diff', '--no-color', ...DIFF_FLAGS, 'HEAD']),
      git.raw(['ls-files', '--others', '--exclude-standard', '-z', '--full-name', ':/']),
    ]);
  } catch (e) {
    throw new GitUsageError(gitMessage(e));
  }
  const entries: RawEntry[] = parseRawDiff(raw);
  for (const path of untracked.split('\0')) {
    if (path !== '') entries.push({ status: 'A', oldMode: '000000', newMode: '100644', oldSha: '0', newSha: '0', oldPath: path, newPath: path });
  }
  const reader = {
    ...blobReader(cat),
    worktree: async (path: string, mode: string) => {
      const file = join(top, path);
      return mode === '120000' ? new TextEncoder().encode(await readlink(file)) : new Uint8Array(await readFile(file));
    },
  };
  return { changes: toFileChanges(entries, reader), manifest: await manifest };
}
