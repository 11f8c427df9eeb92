/**
 * The JSON report (the `report` output names its file): the verdict as data, for later steps.
 * Violations have the same keys as `diffgate check --format json` prints (null where a key does
 * not apply), so one consumer reads both.
 */
import { violationRecord } from '../core/verdict.js';
import { fails, released, type Outcome } from './outcome.js';

export function renderReport(o: Outcome): string {
  const common = { event: o.event, failed: fails(o), released: released(o) };
  const doc =
    o.kind === 'error'
      ? { ...common, blocked: true, error: o.message, violations: [] }
      : o.kind === 'nothing'
        ? { ...common, blocked: false, note: o.why, checked: 0, violations: [] }
        : {
            ...common,
            blocked: o.verdict.violations.length > 0,
            what: o.what,
            base: o.base,
            head: o.head,
            manifest: o.manifest.label,
            checked: o.verdict.checked,
            violations: o.verdict.violations.map(violationRecord),
            release: o.release,
            ...(o.note !== undefined ? { note: o.note } : {}),
          };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
