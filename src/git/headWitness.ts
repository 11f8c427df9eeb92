/**
 * What HEAD names, told apart from what git's failure to name a commit means. An unborn HEAD (a
 * branch with no commit yet) is "before the first commit" only when nothing says the repository
 * has one: a call that removes the branch's ref or points HEAD at a branch that does not exist
 * (review 8 H1, H2) makes HEAD unborn in a repository with history, and what is judged there as a
 * first commit (every file created, the index's manifest in force) names no frozen file. Then the
 * commit HEAD last named (its reflog's newest entry that git has) is the witness; with none, there
 * is no witness and the callers fail closed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export type HeadWitness =
  /** HEAD names this commit. */
  | { kind: 'commit'; sha: string }
  /** Before the first commit: HEAD is a branch with no ref, no ref nor HEAD's reflog names a commit, and git holds none. */
  | { kind: 'unborn' }
  /** HEAD names no commit git has; its reflog's newest entry that git has names this one. */
  | { kind: 'logged'; sha: string }
  /** HEAD names no commit git has, and the repository has refs, a reflog or commits, but nothing names one. */
  | { kind: 'none' };

/** The commits a reflog's text names, newest first (each entry's new side; a deletion's zeros left out). */
export function loggedCommits(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n').reverse()) {
    const m = /^[0-9a-f]{40,64} ([0-9a-f]{40,64}) /.exec(line);
    if (m && !/^0+$/.test(m[1]!)) out.push(m[1]!);
  }
  return out;
}

/** How many of the reflog's newest entries are tried (each a git process) before "no witness". */
const TRIED = 20;

/** What HEAD names in the repository at `cwd` (git with `env`); throws when git cannot run there. */
export function headWitness(cwd: string, env: NodeJS.ProcessEnv): HeadWitness {
  const git = (args: string[]) =>
    spawnSync('git', args, { cwd, env, encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'pipe'] });
  const head = git(['rev-parse', '--verify', '-q', 'HEAD^{commit}']);
  if (head.status === 0) return { kind: 'commit', sha: head.stdout.trim() };
  const logs = git(['rev-parse', '--git-path', 'logs/HEAD']);
  if (logs.status !== 0) throw new Error(logs.stderr.trim() || 'git rev-parse --git-path failed');
  let text = '';
  try {
    text = readFileSync(resolve(cwd, logs.stdout.trim()), 'utf8');
  } catch {
    // no reflog of HEAD (never written, removed, or a reftable repository): the refs say
  }
  const logged = loggedCommits(text);
  for (const sha of logged.slice(0, TRIED)) {
    try {
      execFileSync('git', ['cat-file', '-e', `${sha}^{commit}`], { cwd, env, stdio: 'ignore' });
      return { kind: 'logged', sha };
    } catch {
      // a commit git does not have (any more): an older entry may name one
    }
  }
  // Unborn: HEAD is a branch whose ref is not there (a detached HEAD naming nothing is broken), and
  // no ref at all, nor a broken one (for-each-ref warns of it), says the repository has a commit.
  const branch = git(['symbolic-ref', '-q', 'HEAD']);
  const refs = git(['for-each-ref', '--count=1', '--format=%(refname)']);
  const unborn =
    branch.status === 0 && logged.length === 0 && refs.status === 0 && `${refs.stdout}${refs.stderr}`.trim() === '';
  if (!unborn) return { kind: 'none' };
  // nor does git's object store hold a commit (the branch's ref and HEAD's reflog both removed, in
  // a repository with no other ref): before a first commit it holds the blobs and trees added only
  const types = git(['cat-file', '--batch-all-objects', '--unordered', '--batch-check=%(objecttype)']);
  if (types.status !== 0 || /^commit$/m.test(types.stdout)) return { kind: 'none' };
  return { kind: 'unborn' };
}
