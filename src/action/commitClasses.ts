/**
 * What the checkout knows of the commits a branch's activity names (see CommitClass), in three git
 * calls however many there are: `rev-list HEAD ^BASE` (the pull request's commits), `cat-file
 * --batch-check` (which of the others the checkout has) and `rev-list --stdin ^BASE` (which of
 * those are not in the base). Every call runs with GIT_NO_LAZY_FETCH=1, so a partial clone
 * (`filter: blob:none`) never fetches a missing commit from origin (which could hang), and under
 * the git-timeout.
 */
import { spawnSync } from 'node:child_process';
import { actionText as t } from '../core/messages/action.js';
import { asCommitted } from '../git/asCommitted.js';
import type { CommitClass } from './pushHistory.js';

const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** The environment for the Action's local git calls: a missing object is missing, never fetched. */
export function localGitEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...asCommitted(env), GIT_NO_LAZY_FETCH: '1' };
}

/** stdout of a local git call (no lazy fetch, ended after `timeoutMs`); throws naming the command. */
export function localGit(cwd: string, timeoutMs: number, args: string[], input?: string): string {
  const r = spawnSync('git', args, {
    cwd,
    env: localGitEnv(),
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
    ...(input !== undefined ? { input } : {}),
  });
  const command = `git ${args.join(' ')}`;
  if ((r.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT')
    throw new Error(t.localGitTimedOut(command, timeoutMs));
  if (r.error) throw new Error(`${command}: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`${command}: ${(r.stderr || `exit ${r.status ?? r.signal}`).trim()}`);
  return r.stdout;
}

export function commitClasses(
  cwd: string,
  timeoutMs: number,
  base: string,
  head: string,
  shas: Iterable<string>,
): (sha: string) => CommitClass {
  const lines = (s: string) => s.split('\n').filter((l) => l !== '');
  const shallow = localGit(cwd, timeoutMs, ['rev-parse', '--is-shallow-repository']).trim() === 'true';
  const pr = new Set(lines(localGit(cwd, timeoutMs, ['rev-list', head, `^${base}`])));
  const rest = [...new Set([...shas].map((s) => s.toLowerCase()))].filter((s) => SHA.test(s) && !pr.has(s));
  const present = new Set<string>();
  if (rest.length > 0) {
    const out = localGit(
      cwd,
      timeoutMs,
      ['cat-file', '--batch-check=%(objectname) %(objecttype)'],
      `${rest.join('\n')}\n`,
    );
    for (const line of lines(out)) {
      const [sha, type] = line.split(' ');
      if (type === 'commit' && sha) present.add(sha);
    }
  }
  const outside = new Set<string>();
  if (present.size > 0)
    for (const sha of lines(
      localGit(cwd, timeoutMs, ['rev-list', '--stdin', `^${base}`], `${[...present].join('\n')}\n`),
    ))
      outside.add(sha);
  return (sha) => {
    const s = sha.toLowerCase();
    if (pr.has(s)) return 'pr';
    if (present.has(s) && !outside.has(s)) return 'base';
    // A shallow checkout lacks part of the base's history: a commit it lacks, or cannot reach from
    // the base, may still be in the base. A complete one has the base whole.
    return shallow ? 'unknown' : 'other';
  };
}
