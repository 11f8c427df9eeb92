/** deny: a matching path may not be added (new file, rename or copy to it); `allow` exempts. */
import { violationText as t } from '../messages/violation.js';
import { violation, type RuleCheck } from './ruleCheck.js';
import type { LoadedChange } from '../change.js';

/** Whether the change brings a path into existence (added, or renamed or copied to it). */
export function addsPath(change: LoadedChange): boolean {
  return (
    change.new !== null && (change.status === 'added' || change.status === 'renamed' || change.status === 'copied')
  );
}

export const deny: RuleCheck = {
  side: 'added',
  reads: { old: false, new: false },
  check(rule, change) {
    if (!addsPath(change)) return [];
    const path = change.new!.path;
    return [violation(rule, 'deny', path, { message: t.deny.added(), next: t.deny.next(path) })];
  },
};
