/**
 * git's refs, watched like the protected set: their files' keys tell without a git process that a
 * branch or HEAD moved during a call (quickPass.ts); only then are the commits they point at read
 * with git.
 */
import { readdirSync, realpathSync } from 'node:fs';
import { posix } from 'node:path';
import { commonDir } from '../gatePaths.js';
import { type Key, keyOf, lstatOrUndefined } from './statKey.js';

/**
 * The ref files and folders whose keys tell that a ref moved. A symlink in their place counts with
 * what it points to: a ref file made a link to a file elsewhere moves when that file is written,
 * and the link's own key would never change (review-16 A03). HEAD and packed-refs too.
 */
function refFiles(gitDir: string): string[] {
  const common = commonDir(gitDir);
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (p: string) => {
    out.push(p);
    if (lstatOrUndefined(p)?.isSymbolicLink() !== true) return;
    let target: string;
    try {
      target = realpathSync(p);
    } catch {
      return; // a dangling link: its own key tells when it changes
    }
    if (lstatOrUndefined(target)?.isDirectory()) walk(target);
    else out.push(target);
  };
  const walk = (dir: string) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    out.push(dir);
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const n of names) {
      const p = posix.join(dir, n);
      if (lstatOrUndefined(p)?.isDirectory()) walk(p);
      else add(p);
    }
  };
  add(posix.join(gitDir, 'HEAD'));
  add(posix.join(common, 'packed-refs'));
  walk(posix.join(common, 'refs', 'heads'));
  // remote-tracking refs: a call that points one at a commit no fetch brought has it judged (review-15c F13)
  walk(posix.join(common, 'refs', 'remotes'));
  return out;
}

export function refKeys(gitDir: string): Record<string, Key> {
  const keys: Record<string, Key> = {};
  for (const f of refFiles(gitDir)) keys[f] = keyOf(lstatOrUndefined(f));
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
  const text = await git.raw(['show-ref', '--head']).catch((e: unknown) => {
    if (e instanceof GitCommandError && e.code === 1 && e.stderr.trim() === '') return '';
    throw e;
  });
  for (const line of text.split('\n')) {
    const [sha, ref] = line.split(' ');
    if (sha && (ref === 'HEAD' || ref?.startsWith('refs/heads/') || ref?.startsWith('refs/remotes/'))) heads[ref] = sha;
  }
  return heads;
}
