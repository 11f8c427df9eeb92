/** freeze (A): nothing but creation may happen to a frozen path. */
import { fileType } from '../change.js';
import { violationText as t } from '../messages/violation.js';
import { touchesOldPath, violation, type RuleCheck } from './ruleCheck.js';

export const freeze: RuleCheck = {
  side: 'old',
  reads: { old: false, new: false },
  check(rule, change) {
    if (!touchesOldPath(change)) return [];
    const old = change.old!;
    const next = t.freeze.next();
    const make = (message: string) => [violation(rule, 'freeze', old.path, { message, next })];
    if (change.new === null) return make(t.freeze.deleted());
    if (change.new.path !== old.path) return make(t.freeze.renamed(change.new.path));
    const [from, to] = [fileType(old.mode), fileType(change.new.mode)];
    if (from !== to) return make(t.freeze.type(from, to));
    if (old.mode !== change.new.mode) return make(t.freeze.mode(old.mode, change.new.mode));
    return make(t.freeze.modified());
  },
};
