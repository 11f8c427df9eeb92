/** The text the model reads on stderr when a call is blocked: what, why, next, in that order. */
import { claudeText as c } from '../core/messages/claude.js';
import { location } from '../core/verdict.js';
import type { Denial } from './denial.js';

export function renderDenials(
  tool: string,
  subject: string | undefined,
  denials: readonly Denial[],
  releasePhrases: readonly string[],
): string {
  const out = [c.header(tool, subject), ''];
  for (const d of denials) {
    const where = d.path === undefined || d.path === '' ? '' : `${location({ ...d, path: d.path })} `;
    out.push(`${where}[${d.rule}] ${d.message}`);
    out.push(`  ${c.why} ${d.reason}${d.source ? ` (${d.source})` : ''}`);
    out.push(`  ${c.next} ${d.next}`);
    out.push('');
  }
  if (denials.some((d) => d.releasable)) out.push(c.release([...releasePhrases]));
  out.push(c.workaround());
  return `${out.join('\n')}\n`;
}
