import type { Catastrophe } from '../../core/commands/catastrophic.js';
import { commandText as t } from '../../core/messages/command.js';
import type { Denial } from '../denial.js';

/** One denial per catastrophic form found (never releasable). */
export function catastropheDenials(catastrophes: readonly Catastrophe[]): Denial[] {
  const denials: Denial[] = [];
  const forms = new Set<string>();
  for (const found of catastrophes) {
    if (forms.has(found.form)) continue;
    forms.add(found.form);
    denials.push({
      rule: 'catastrophic',
      message: t.catastrophic.message(found.form, found.text),
      reason: t.catastrophic.reason(),
      next: t.catastrophic.next(),
      releasable: false,
    });
  }
  return denials;
}
