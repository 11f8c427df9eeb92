/**
 * git's refs, watched like the protected set: their files' keys tell without a git process that a
 * branch or HEAD moved during a call (quickPass.ts); only then are the commits they point at read
 * with git.
 */
import { readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { commonDir } from '../gatePaths.js';
import { type Key, keyOf, lstatOrUndefined } from './statKey.js';

/** The ref files and folders whose keys tell that a ref moved. */
function refFiles(gitDir: string): string[] {
  const common = commonDir(gitDir);
  const out = [posix.join(gitDir, 'HEAD'), posix.join(common, 'packed-refs')];
  const walk = (dir: string) => {
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
      else out.push(p);
    }
  };
  walk(posix.join(common, 'refs', 'heads'));
  return out;
}

export function refKeys(gitDir: string): Record<string, Key> {
  const keys: Record<string, Key> = {};
  for (const f of refFiles(gitDir)) keys[f] = keyOf(lstatOrUndefined(f));
  return keys;
}

/**
 * The commit each branch (and HEAD) points at, read with git (only after a ref moved, or the first
 * time). git's runner is loaded here: node:child_process costs a call that runs no git 7 ms to load.
 */
export async function readHeads(root: string, env: NodeJS.ProcessEnv): Promise<Record<string, string>> {
  const { GitCommandError, runGit } = await import('../../git/runGit.js');
  const git = runGit(root, env);
  const heads: Record<string, string> = {};
  // one git process for HEAD and every branch; it exits 1, saying nothing, when there are none (no commit yet)
  const text = await git.raw(['show-ref', '--head', '--heads']).catch((e: unknown) => {
    if (e instanceof GitCommandError && e.code === 1 && e.stderr.trim() === '') return '';
    throw e;
  });
  for (const line of text.split('\n')) {
    const [sha, ref] = line.split(' ');
    if (sha && (ref === 'HEAD' || ref?.startsWith('refs/heads/'))) heads[ref] = sha;
  }
  return heads;
}
