/** budget: a file over its limit after the change may not grow; within the limit anything goes. */
import { countLines } from '../bytes.js';
import { violationText as t } from '../messages/violation.js';
import { violation, type RuleCheck } from './ruleCheck.js';
import type { Violation } from '../verdict.js';

export const budget: RuleCheck = {
  side: 'new',
  reads: { old: true, new: true },
  // Within its limits a file passes whatever it was before: the old side is read only when over.
  oldMatters(rule, after) {
    const { lines, bytes } = rule.options;
    return (lines !== undefined && countLines(after) > lines) || (bytes !== undefined && after.length > bytes);
  },
  check(rule, change) {
    if (change.new === null) return [];
    const after = change.new.bytes!;
    // a rename or copy into the path creates it: it had nothing before, whatever its source held
    const before = change.old?.path === change.new.path ? change.old.bytes : undefined;
    const found: Violation[] = [];
    const { lines, bytes } = rule.options;
    if (lines !== undefined) {
      const [a, b] = [countLines(after), before ? countLines(before) : 0];
      if (a > lines && a > b) {
        found.push(
          violation(rule, 'budget', change.new.path, {
            message: t.budget.lines(a, b, lines),
            next: t.budget.next('lines', lines),
            line: lines + 1,
            endLine: a,
          }),
        );
      }
    }
    if (bytes !== undefined) {
      const [a, b] = [after.length, before ? before.length : 0];
      if (a > bytes && a > b) {
        found.push(
          violation(rule, 'budget', change.new.path, {
            message: t.budget.bytes(a, b, bytes),
            next: t.budget.next('bytes', bytes),
          }),
        );
      }
    }
    return found;
  },
};
