/** One JSON document with every violation. */
import type { Verdict } from '../core/verdict.js';

export function renderJson(verdict: Verdict, manifestLabel: string): string {
  return `${JSON.stringify({ blocked: verdict.violations.length > 0, checked: verdict.checked, manifest: manifestLabel, violations: verdict.violations }, null, 2)}\n`;
}
