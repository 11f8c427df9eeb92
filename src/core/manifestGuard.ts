/**
 * The manifest protects itself: the new version must keep every old rule, or replace it with one
 * at least as strong; loosening lines (allow, command-allow, a new release phrase) may not be added.
 */
import { violationText as t } from './messages/violation.js';
import { formatManifestError, parseManifest, type Manifest } from './parseManifest.js';
import { patternCovers } from './pathIndex.js';
import { DEFAULT_SAVE_WORDS, releasePhrases, type Rule, type RuleKind } from './rule.js';
import type { Violation } from './verdict.js';

/** Kinds whose rules may stand in for a rule of the key's kind (the same kind or a stronger one). */
const STRONGER: Partial<Record<RuleKind, RuleKind[]>> = {
  freeze: ['freeze'],
  invariant: ['invariant', 'freeze'],
  append: ['append', 'freeze'],
  budget: ['budget'],
  deny: ['deny'],
  'save-gate': ['save-gate', 'freeze'],
  'command-deny': ['command-deny'],
  'command-ask': ['command-ask', 'command-deny'],
};

const LOOSENING: ReadonlySet<RuleKind> = new Set(['allow', 'command-allow']);

/**
 * Violations of the strengthen-only rule, from the rules in force and the manifest's new text.
 * With `adopt` (a person's commit or pull request; never an agent's edit), adopting a manifest is
 * not loosening one: while the rules in force are none (no manifest yet, or one of comments only,
 * as `diffgate init` writes it), the new manifest may hold any rule (adoptionNotes says what it
 * allows). Strengthen-only applies from the first rule on.
 */
export function checkManifestChange(
  before: Manifest,
  path: string,
  newText: string | null,
  opts: { adopt?: boolean } = {},
): Violation[] {
  const base = { rule: 'manifest' as const, path, reason: t.manifest.reason() };
  const after = parseManifest(newText ?? '', path); // the changed version, not the one in force (before.file)
  if (after.errors.length > 0) {
    return after.errors.map((e) => ({
      ...base,
      line: e.line,
      message: t.manifest.invalid(formatManifestError(e)),
      next: t.manifest.invalidNext(),
    }));
  }
  if (opts.adopt && adopting(before)) return [];
  const found: Violation[] = [];
  const next = t.manifest.next();
  for (const old of before.rules) {
    const kinds = STRONGER[old.kind];
    if (!kinds) continue;
    if (!after.rules.some((r) => kinds.includes(r.kind) && covers(r, old))) {
      found.push({
        ...base,
        message: t.manifest.weakened(old.kind, old.pattern, `${old.file}:${old.line}`),
        next,
        source: `${old.file}:${old.line}`,
      });
    }
  }
  for (const added of after.rules) {
    if (!LOOSENING.has(added.kind)) continue;
    if (!before.rules.some((r) => r.kind === added.kind && r.pattern === added.pattern)) {
      found.push({ ...base, line: added.line, message: t.manifest.loosened(added.kind, added.pattern), next });
    }
  }
  const [was, now] = [releasePhrases(before.rules), releasePhrases(after.rules)];
  const newPhrase = now.find((p) => !was.includes(p));
  if (newPhrase !== undefined) {
    const line = after.rules.find((r) => r.kind === 'release' && r.pattern === newPhrase)?.line;
    found.push({ ...base, ...(line ? { line } : {}), message: t.manifest.release(now), next });
  }
  return found;
}

/** Whether `stronger` (of a kind allowed to stand in) protects at least what `old` does. */
function covers(stronger: Rule, old: Rule): boolean {
  if (old.kind.startsWith('command-')) return stronger.pattern === old.pattern;
  if (!patternCovers(stronger.pattern, old.pattern)) return false;
  if (stronger.kind !== old.kind) return true;
  const [s, o] = [stronger.options, old.options];
  switch (old.kind) {
    case 'append':
      // a head= rule keeps less than a plain one: only the same head, or none, stands in for it
      return (!o.atEnd || s.atEnd === true) && (s.head === undefined || s.head === o.head);
    case 'budget':
      return (
        (o.lines === undefined || (s.lines !== undefined && s.lines <= o.lines)) &&
        (o.bytes === undefined || (s.bytes !== undefined && s.bytes <= o.bytes))
      );
    case 'save-gate': {
      const oldWords = o.words ?? DEFAULT_SAVE_WORDS;
      return (s.words ?? DEFAULT_SAVE_WORDS).every((w) => oldWords.includes(w));
    }
    default:
      return true;
  }
}

// in rule.ts, so that a reader of the phrases (the hook's pre-check) loads no manifest guard
export { releasePhrases } from './rule.js';

/** Whether a change to the manifest adopts it: no rule is in force yet. */
export function adopting(before: Manifest): boolean {
  return before.rules.length === 0;
}

/**
 * What committing a first manifest means, for the person adopting it: the rules that let things
 * through (allow, command-allow, a release phrase), and that strengthen-only applies from now on.
 * Empty when the change adopts nothing (rules were in force, or the new text holds none or does
 * not parse).
 */
export function adoptionNotes(before: Manifest, newText: string | null): string[] {
  if (!adopting(before) || newText === null) return [];
  const after = parseManifest(newText, before.file);
  if (after.errors.length > 0 || after.rules.length === 0) return [];
  const allows = after.rules
    .filter((r) => LOOSENING.has(r.kind) || r.kind === 'release')
    .map((r) => t.manifest.adoptedAllows(r.kind, r.pattern, r.line));
  return [t.manifest.adopted(after.rules.length), ...allows, t.manifest.adoptedFromNow()];
}
