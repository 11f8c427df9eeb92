/**
 * Reads a change from git and decides it: the part `check` and the git hooks share. Every way it
 * can fail to decide (git error, unmerged index, missing or malformed manifest, unreadable blob)
 * comes back as an error message, which the caller turns into exit 2 (blocked).
 */
import { cliText } from '../core/messages/cli.js';
import { decideChange } from '../core/decideChange.js';
import { formatManifestError } from '../core/parseManifest.js';
import type { Verdict } from '../core/verdict.js';
import { GitUsageError } from '../git/changeSet.js';
import { readChanges, type Mode } from '../git/readChanges.js';
import { UnmergedError } from '../git/toFileChanges.js';
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
  } catch (e) {
    // The change list is read as it is checked: an unmerged path is met here.
    if (e instanceof UnmergedError) return { ok: false, error: cliText.readError(e.message) };
    throw e;
  } finally {
    set.close();
  }
}
