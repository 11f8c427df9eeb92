/**
 * Reads a change from git and decides it: the part `check` and the git hooks share. Every way it
 * can fail to decide (git error, unmerged index, missing or malformed manifest, unreadable blob)
 * comes back as an error message, which the caller turns into exit 2 (blocked).
 */
import { Checker, ReadError } from '../core/check.js';
import { cliText } from '../core/messages.js';
import { withCommandRuleErrors } from '../core/commandRuleErrors.js';
import { formatManifestError, parseManifest } from '../core/parseManifest.js';
import type { Verdict } from '../core/verdict.js';
import { GitUsageError } from '../git/changeSet.js';
import { readChanges, type Mode } from '../git/readChanges.js';
import { UnmergedError } from '../git/toFileChanges.js';

export type CheckOutcome =
  | { ok: true; verdict: Verdict; manifestLabel: string; hasManifest: boolean }
  | { ok: false; error: string };

export async function runCheck(mode: Mode, opts: { cwd: string; env: NodeJS.ProcessEnv; manifest?: string }): Promise<CheckOutcome> {
  let set;
  try {
    set = await readChanges(mode, opts);
  } catch (e) {
    if (e instanceof UnmergedError) return { ok: false, error: cliText.readError(e.message) };
    if (e instanceof GitUsageError) return { ok: false, error: cliText.gitError(e.message) };
    throw e;
  }
  try {
    const { manifest: source } = set;
    if (source.text === null && opts.manifest !== undefined) return { ok: false, error: cliText.manifestMissing(source.label) };
    const manifest = await withCommandRuleErrors(parseManifest(source.text ?? '', source.label));
    if (manifest.errors.length > 0) {
      return {
        ok: false,
        error: `${cliText.manifestErrors(source.label, manifest.errors.length)}\n${manifest.errors.map((e) => `  ${formatManifestError(e)}`).join('\n')}`,
      };
    }
    try {
      const verdict = await new Checker(manifest, source.path).check(set.changes);
      return { ok: true, verdict, manifestLabel: source.label, hasManifest: source.text !== null };
    } catch (e) {
      if (e instanceof ReadError) return { ok: false, error: cliText.readError(e.message) };
      throw e;
    }
  } finally {
    set.close();
  }
}
