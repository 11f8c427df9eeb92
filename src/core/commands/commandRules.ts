/**
 * The manifest's `command-allow`, `command-ask` and `command-deny` lines, compiled. A pattern that
 * cannot match (a flag where the program belongs, more positional words than its prefix has) is a
 * configuration error naming the file, line and column, like any malformed manifest line.
 */
import type { ManifestError } from '../parseManifest.js';
import type { Rule } from '../rule.js';
import { compileCommandPattern, type CommandPattern } from './commandPattern.js';

export type Decision = 'allow' | 'ask' | 'deny';

export interface CommandRule {
  decision: Decision;
  pattern: CommandPattern;
  /** The manifest line. */
  rule: Rule;
}

const DECISIONS: Readonly<Record<string, Decision>> = {
  'command-allow': 'allow',
  'command-ask': 'ask',
  'command-deny': 'deny',
};

export function commandRules(rules: readonly Rule[]): { rules: CommandRule[]; errors: ManifestError[] } {
  const out: CommandRule[] = [];
  const errors: ManifestError[] = [];
  for (const rule of rules) {
    const decision = DECISIONS[rule.kind];
    if (!decision) continue;
    const pattern = compileCommandPattern(rule.pattern);
    if ('error' in pattern)
      errors.push({ file: rule.file, line: rule.line, column: rule.kind.length + 2, message: pattern.error });
    else out.push({ decision, pattern, rule });
  }
  return { rules: out, errors };
}

/** What is wrong with a command rule's pattern, if anything (for a manifest parser to report). */
export function commandPatternError(pattern: string): string | undefined {
  const compiled = compileCommandPattern(pattern);
  return 'error' in compiled ? compiled.error : undefined;
}

/**
 * The program names the rules mention (wrappers included), or 'any' when a rule starts with `*`.
 * A command line naming none of them cannot match a rule, so it need not be parsed for the policy.
 */
export function namedPrograms(rules: readonly CommandRule[]): ReadonlySet<string> | 'any' {
  const names = new Set<string>();
  for (const r of rules) {
    const first = r.pattern.positional[0];
    if (first === null || first === undefined) return 'any';
    for (const name of first) names.add(name);
  }
  return names;
}
