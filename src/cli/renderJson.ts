/**
 * One JSON document with every violation. Each violation has the same keys whatever its rule
 * (`line`, `endLine` and `source` are null where they do not apply), so consumers need no guards.
 */
import type { Verdict } from '../core/verdict.js';

export function renderJson(verdict: Verdict, manifestLabel: string): string {
  const violations = verdict.violations.map((v) => ({
    rule: v.rule,
    path: v.path,
    line: v.line ?? null,
    endLine: v.endLine ?? null,
    reason: v.reason,
    message: v.message,
    next: v.next,
    source: v.source ?? null,
  }));
  return `${JSON.stringify({ blocked: violations.length > 0, checked: verdict.checked, manifest: manifestLabel, violations }, null, 2)}\n`;
}
