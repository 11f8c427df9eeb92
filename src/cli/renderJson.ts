/**
 * One JSON document with every violation. Each violation has the same keys whatever its rule
 * (`line`, `endLine` and `source` are null where they do not apply), so consumers need no guards;
 * in reading order (path, then line).
 */
import { violationRecord, type Verdict } from '../core/verdict.js';
import { inReadingOrder } from './renderOrder.js';

export function renderJson(verdict: Verdict, manifestLabel: string): string {
  const violations = inReadingOrder(verdict.violations).map(violationRecord);
  return `${JSON.stringify({ blocked: violations.length > 0, checked: verdict.checked, manifest: manifestLabel, violations }, null, 2)}\n`;
}
