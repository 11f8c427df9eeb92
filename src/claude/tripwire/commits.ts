/**
 * Commits made during a tool call: git's ref files are watched by key like the protected set (no
 * git process while nothing moved); when one moved, the commits now reachable from a branch or
 * HEAD that were not before are checked one by one, as pre-push checks them (each under its
 * parent's manifest). A violating commit is not rewritten: it is recorded under
 * `.git/diffgate/refused/`, which pre-push honours whatever the commit's message says.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { decideChange } from '../../core/decideChange.js';
import type { Violation } from '../../core/verdict.js';
import { readChanges } from '../../git/readChanges.js';
import { type Git, runGit } from '../../git/runGit.js';

export interface RefusedCommit {
  commit: string;
  subject: string;
  violations: Violation[];
  record: string;
}

/**
 * Checks the commits reachable from `after` but not from `before` nor from a remote-tracking ref. Returns the violating ones,
 * each recorded as `refused/<sha>.json` under the store folder.
 */
export async function checkNewCommits(
  root: string,
  env: NodeJS.ProcessEnv,
  before: Record<string, string>,
  after: Record<string, string>,
  storeDir: string,
  session: string,
  now: Date,
): Promise<{ refused: RefusedCommit[]; errors: string[] }> {
  const tips = [...new Set(Object.values(after))].filter((sha) => !Object.values(before).includes(sha));
  if (tips.length === 0) return { refused: [], errors: [] };
  const git = runGit(root, env);
  const old = [...new Set(Object.values(before))];
  // a commit on a remote-tracking ref is not the agent's (a pull brings it): pre-push leaves it out too
  const listed = (
    await git.raw(['rev-list', '--reverse', '--parents', ...tips, '--not', ...old, ...(await onRemotes(git)), '--'])
  )
    .split('\n')
    .filter((l) => l !== '');
  const refused: RefusedCommit[] = [];
  const errors: string[] = [];
  for (const line of listed) {
    const [commit, parent = null, ...otherParents] = line.split(' ') as [string, string?, ...string[]];
    const violations = await commitViolations(root, env, commit, parent, otherParents);
    if (typeof violations === 'string') {
      errors.push(`${commit.slice(0, 12)}: ${violations}`);
      continue;
    }
    if (violations.length === 0) continue;
    const subject = (await git.raw(['log', '-1', '--format=%s', commit])).trim();
    const dir = posix.join(storeDir, 'refused');
    mkdirSync(dir, { recursive: true });
    const record = posix.join(dir, `${commit}.json`);
    writeFileSync(
      record,
      `${JSON.stringify({
        commit,
        session,
        at: now.toISOString(),
        violations: violations.map((v) => ({ rule: v.rule, path: v.path, reason: v.reason })),
      })}\n`,
    );
    refused.push({ commit, subject, violations, record });
  }
  return { refused, errors };
}

/**
 * What the rules find wrong with one commit against its first parent, under the parent's manifest
 * (as pre-push judges it; a merge only on the paths that differ from every parent, `otherParents`
 * its second and later parents): none for a commit whose parent had no manifest; a string when
 * the checker could not judge it.
 */
export async function commitViolations(
  root: string,
  env: NodeJS.ProcessEnv,
  commit: string,
  parent: string | null,
  otherParents: readonly string[] = [],
): Promise<Violation[] | string> {
  const set = await readChanges({ kind: 'commit', commit, parent, otherParents }, { cwd: root, env });
  try {
    const decision = await decideChange(set.manifest, set.changes, { manifestRequired: false });
    if (decision.kind === 'verdict') return decision.verdict.violations;
    return decision.kind === 'manifest-missing' ? [] : decision.kind;
  } finally {
    set.close();
  }
}

/**
 * `--remotes` (leave out what is on a remote-tracking ref), unless HEAD itself is attached to one:
 * `git symbolic-ref HEAD refs/remotes/origin/main` and a commit would put the agent's own commit
 * there (review-15a F09).
 */
export async function onRemotes(git: Git): Promise<string[]> {
  const head = await git.raw(['symbolic-ref', '-q', 'HEAD']).then(
    (r) => r.trim(),
    () => '',
  );
  return head.startsWith('refs/heads/') || head === '' ? ['--remotes'] : [];
}
