/**
 * Reads a change from git and decides it: the part `check` and the git hooks share. Every way it
 * can fail to decide (git error, unmerged index, missing or malformed manifest, unreadable blob)
 * comes back as an error message, which the caller turns into exit 2 (blocked).
 */
import { cliText } from '../core/messages/cli.js';
import { decideChange, type ChangeDecision } from '../core/decideChange.js';
import { formatManifestError } from '../core/parseManifest.js';
import type { Verdict } from '../core/verdict.js';
import { GitUsageError } from '../git/changeSet.js';
import { readChanges, type Mode } from '../git/readChanges.js';
import { UnmergedError } from '../git/toFileChanges.js';
import { runGit } from '../git/runGit.js';
import { violationText as t } from '../core/messages/violation.js';
import { patternMemo } from './patternMemo.js';

export type CheckOutcome =
  | { ok: true; verdict: Verdict; manifestLabel: string; hasManifest: boolean }
  | { ok: false; error: string };

export async function runCheck(
  mode: Mode,
  opts: { cwd: string; env: NodeJS.ProcessEnv; manifest?: string },
): Promise<CheckOutcome> {
  let set;
  try {
    set = await readChanges(mode, opts);
  } catch (e) {
    if (e instanceof GitUsageError) return { ok: false, error: cliText.gitError(e.message) };
    throw e;
  }
  try {
    const decision = await decideChange(set.manifest, set.changes, {
      manifestRequired: opts.manifest !== undefined,
      knownPatterns: patternMemo(opts.env),
    });
    const outcome = decisionOutcome(decision);
    return outcome.ok && mode.kind === 'worktree'
      ? { ...outcome, verdict: await adviseUntracked(outcome.verdict, opts) }
      : outcome;
  } catch (e) {
    return readFailureOutcome(e);
  } finally {
    set.close();
  }
}

/**
 * The change list is read as it is checked: an unmerged path is met then, or git failing (a
 * missing object), and decides nothing.
 */
export function readFailureOutcome(e: unknown): CheckOutcome {
  if (e instanceof UnmergedError) return { ok: false, error: cliText.readError(e.message) };
  if (e instanceof GitUsageError) return { ok: false, error: cliText.gitError(e.message) };
  throw e;
}

/** A decision as the CLI reports it: a verdict, or the error that blocks instead. */
export function decisionOutcome(decision: ChangeDecision): CheckOutcome {
  switch (decision.kind) {
    case 'manifest-missing':
      return { ok: false, error: cliText.manifestMissing(decision.manifest.label) };
    case 'manifest-errors':
      return {
        ok: false,
        error: `${cliText.manifestErrors(decision.manifest.label, decision.errors.length)}\n${decision.errors.map((e) => `  ${formatManifestError(e)}`).join('\n')}`,
      };
    case 'read-error':
      return { ok: false, error: cliText.readError(decision.error.message) };
    case 'verdict':
      return {
        ok: true,
        verdict: decision.verdict,
        manifestLabel: decision.manifest.label,
        hasManifest: decision.manifest.text !== null,
      };
  }
}

/**
 * In the work tree an added path may not be in the index at all: `git rm --cached` would fail on
 * it. Such a path gets advice for a file git does not track yet (the index says which are).
 */
async function adviseUntracked(verdict: Verdict, opts: { cwd: string; env: NodeJS.ProcessEnv }): Promise<Verdict> {
  const added = verdict.violations.filter((v) => v.rule === 'deny' || v.rule === 'secret');
  if (added.length === 0) return verdict;
  const paths = [...new Set(added.map((v) => v.path))];
  const top = (await runGit(opts.cwd, opts.env).raw(['rev-parse', '--show-toplevel'])).trim();
  const listed = await runGit(top, opts.env).raw([
    'ls-files',
    '-z',
    '--cached',
    '--',
    ...paths.map((p) => `:(literal)${p}`),
  ]);
  const tracked = new Set(listed.split('\0').filter((p) => p !== ''));
  const violations = verdict.violations.map((v) => {
    if ((v.rule !== 'deny' && v.rule !== 'secret') || tracked.has(v.path)) return v;
    return { ...v, next: v.rule === 'deny' ? t.deny.nextUntracked(v.path) : t.secret.nextUntracked(v.path) };
  });
  return { ...verdict, violations };
}
