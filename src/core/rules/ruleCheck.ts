/** The shape every rule module exports, and the helper that fills a violation from its rule. */
import type { LoadedChange } from '../change.js';
import type { Rule } from '../rule.js';
import type { Violation, ViolationRule } from '../verdict.js';

export interface RuleCheck {
  /** Which side's path selects the rule: the path that existed (old) or the one that will (new). */
  side: 'old' | 'new';
  /** Which sides' bytes the rule reads. */
  reads: { old: boolean; new: boolean };
  /** Pure: the rule and a change (sides read as declared) to violations. */
  check(rule: Rule, change: LoadedChange): Violation[];
}

export function violation(
  rule: Rule,
  kind: ViolationRule,
  path: string,
  parts: { message: string; next: string; line?: number; endLine?: number },
): Violation {
  const v: Violation = { rule: kind, path, reason: rule.reason, message: parts.message, next: parts.next, source: `${rule.file}:${rule.line}` };
  if (parts.line !== undefined) v.line = parts.line;
  if (parts.endLine !== undefined && parts.endLine !== parts.line) v.endLine = parts.endLine;
  return v;
}

/** Whether the change removes or alters what existed at the old path. */
export function touchesOldPath(change: LoadedChange): boolean {
  return change.old !== null && change.status !== 'added' && change.status !== 'copied';
}
