/**
 * git's refs, watched like the protected set: their files' keys tell without a git process that a
 * branch or HEAD moved during a call (quickPass.ts); only then are the commits they point at read
 * with git.
 */
import { readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { commonDir } from '../gatePaths.js';
import { type Key, keyOf, lstatOrUndefined } from './statKey.js';

/**
 * The key a ref file or folder gets when it is a symbolic link, or lies under one (`refs`,
 * `refs/heads`, a folder within): never the key it has, so the refs always count as moved and git is
 * asked at every event. A link's own key, and its end's, say nothing of the links in between: a
 * chain `refs/heads/main -> ~/a -> ~/b` moves when `~/a` is re-pointed, and no key covers `~/a`
 * (review 6 S2; review-16 A03 keyed the end). git never writes a link for a branch or a
 * remote-tracking ref, so only a hand-made one costs the git process.
 */
export const UNVOUCHED: Key = [0, 0, 0, 0, -1, -1];

/** Whether the keys hold a ref file that is a link (or under one): then no print of them vouches for the refs. */
export function refsLinked(keys: Record<string, Key>): boolean {
  for (const f in keys) {
    const k = keys[f]!;
    if (k !== 0 && k[4] === -1) return true;
  }
  return false;
}

/**
 * The ref files and folders whose keys tell that a ref moved, each with its key: HEAD, packed-refs,
 * and every file and folder under refs/heads and refs/remotes. A link among them, or a link on the
 * way to them inside the git directory (`refs`, `refs/heads`), is keyed UNVOUCHED: git is asked.
 */
export function refKeys(gitDir: string): Record<string, Key> {
  const common = commonDir(gitDir);
  const keys: Record<string, Key> = {};
  const add = (p: string, linked: boolean): boolean => {
    const st = lstatOrUndefined(p);
    const link = linked || st?.isSymbolicLink() === true;
    keys[p] = link ? UNVOUCHED : keyOf(st);
    return link;
  };
  const walk = (dir: string, linked: boolean) => {
    const link = add(dir, linked);
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const n of names) {
      const p = posix.join(dir, n);
      if (lstatOrUndefined(p)?.isDirectory()) walk(p, link);
      else add(p, link);
    }
  };
  add(posix.join(gitDir, 'HEAD'), false);
  add(posix.join(common, 'packed-refs'), false);
  const refs = lstatOrUndefined(posix.join(common, 'refs'))?.isSymbolicLink() === true;
  if (refs) keys[posix.join(common, 'refs')] = UNVOUCHED;
  walk(posix.join(common, 'refs', 'heads'), refs);
  // remote-tracking refs: a call that points one at a commit no fetch brought has it judged (review-15c F13)
  walk(posix.join(common, 'refs', 'remotes'), refs);
  return keys;
}

/** Whether a record's ref keys cover the remote-tracking refs (records before review-15c F13 watched branches only). */
export function watchesRemotes(keys: Record<string, Key>, gitDir: string): boolean {
  return posix.join(commonDir(gitDir), 'refs', 'remotes') in keys;
}

/**
 * The commit each branch, remote-tracking ref and HEAD points at, read with git (only after a ref
 * moved, or the first time). git's runner is loaded here: node:child_process costs a call that runs
 * no git 7 ms to load.
 */
export async function readHeads(root: string, env: NodeJS.ProcessEnv): Promise<Record<string, string>> {
  const { GitCommandError, runGit } = await import('../../git/runGit.js');
  const git = runGit(root, env);
  const heads: Record<string, string> = {};
  // one git process for HEAD and every ref; it exits 1, saying nothing, when there are none (no commit yet)
  const text = await git.raw(['show-ref', '--head']).catch(async (e: unknown) => {
    if (e instanceof GitCommandError && e.code === 1 && e.stderr.trim() === '') return '';
    // a ref that names an object git does not have stops show-ref (review 8 T3): the refs that name
    // one, and HEAD when it does; a broken ref is then read as gone, as a removed one is
    const [refs, head] = await Promise.all([
      git.raw(['for-each-ref', '--format=%(objectname) %(refname)', 'refs/heads', 'refs/remotes']),
      git.raw(['rev-parse', '--verify', '-q', 'HEAD^{commit}']).catch(() => ''),
    ]);
    return `${head.trim() === '' ? '' : `${head.trim()} HEAD\n`}${refs}`;
  });
  for (const line of text.split('\n')) {
    const [sha, ref] = line.split(' ');
    if (sha && (ref === 'HEAD' || ref?.startsWith('refs/heads/') || ref?.startsWith('refs/remotes/'))) heads[ref] = sha;
  }
  return heads;
}
