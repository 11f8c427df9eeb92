/**
 * From the manifest's text and a change list to a decision: the steps every entry point that
 * reads a change takes the same way (manifest missing where one was required, malformed lines,
 * command rules that can never match, an unreadable file, else the verdict). The git hooks and the
 * Action only render the result, so they cannot drift apart.
 */
import type { FileChange } from './change.js';
import { Checker, ReadError } from './check.js';
import { withCommandRuleErrors, type KnownPatterns } from './commandRuleErrors.js';
import { parseManifest, type ManifestError } from './parseManifest.js';
import type { Verdict } from './verdict.js';

export interface ManifestText {
  /** The manifest in force, or null where there is none. */
  text: string | null;
  /** How to name it in messages. */
  label: string;
  /** Its repository-relative path, for its self-protection; null outside the repository. */
  path: string | null;
}

export type ChangeDecision =
  | { kind: 'verdict'; verdict: Verdict; manifest: ManifestText }
  | { kind: 'manifest-missing'; manifest: ManifestText }
  | { kind: 'manifest-errors'; manifest: ManifestText; errors: ManifestError[] }
  | { kind: 'read-error'; error: ReadError };

export async function decideChange(
  manifest: ManifestText,
  changes: Iterable<FileChange>,
  opts: { manifestRequired: boolean; knownPatterns?: KnownPatterns },
): Promise<ChangeDecision> {
  return (await changeDecider(manifest, opts))(changes);
}

/**
 * The manifest parsed and compiled once, for deciding many changes under it (the commits of a
 * push); `label` names the manifest in one decision (`<commit>:<path>`): its errors and its rules'
 * sources. A change to the manifest itself is judged by messages that quote the rules in force, so
 * such a change gets a decider of its own, made with its label.
 */
export async function changeDecider(
  manifest: ManifestText,
  opts: { manifestRequired: boolean; knownPatterns?: KnownPatterns },
): Promise<(changes: Iterable<FileChange>, label?: string) => Promise<ChangeDecision>> {
  const named = (label?: string) => (label === undefined ? manifest : { ...manifest, label });
  // where a rule is written, `<label>:<line>`, as the decision's own label names it
  const relabel = (source: string, label: string | undefined) =>
    label !== undefined && source.startsWith(`${manifest.label}:`)
      ? `${label}${source.slice(manifest.label.length)}`
      : source;
  if (manifest.text === null && opts.manifestRequired)
    return async (_, label) => ({ kind: 'manifest-missing', manifest: named(label) });
  const parsed = await withCommandRuleErrors(parseManifest(manifest.text ?? '', manifest.label), opts.knownPatterns);
  if (parsed.errors.length > 0)
    return async (_, label) => ({
      kind: 'manifest-errors',
      manifest: named(label),
      errors: parsed.errors.map((e) => (label === undefined ? e : { ...e, file: label })),
    });
  const checker = new Checker(parsed, manifest.path, { adoptManifest: true });
  return async (changes, label) => {
    try {
      const verdict = await checker.check(changes);
      if (label !== undefined)
        verdict.violations = verdict.violations.map((v) =>
          v.source === undefined ? v : { ...v, source: relabel(v.source, label) },
        );
      return { kind: 'verdict', verdict, manifest: named(label) };
    } catch (e) {
      if (e instanceof ReadError) return { kind: 'read-error', error: e };
      throw e;
    }
  };
}
