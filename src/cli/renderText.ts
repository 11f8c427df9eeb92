/** Human text for a verdict: path:line, rule, what, why, next. Readable without colour. */
import { cliText } from '../core/messages/cli.js';
import { location, type Verdict } from '../core/verdict.js';

const paint = (on: boolean, code: string, s: string) => (on ? `\u001b[${code}m${s}\u001b[0m` : s);

export function renderText(verdict: Verdict, manifestLabel: string, color: boolean): string {
  if (verdict.violations.length === 0) return `${cliText.ok(verdict.checked, manifestLabel)}\n`;
  const header = paint(color, '1;31', cliText.blockedHeader(verdict.violations.length, verdict.checked));
  return `${header}\n\n${renderViolations(verdict, color)}`;
}

/** Each violation as a block: location and rule, what, why, next. */
export function renderViolations(verdict: Verdict, color: boolean): string {
  const out: string[] = [];
  for (const v of verdict.violations) {
    out.push(`${paint(color, '1', location(v))}  [${v.rule}]`);
    out.push(`  ${v.message}`);
    out.push(`  ${cliText.why.trimEnd()} ${v.reason}${v.source ? ` (${v.source})` : ''}`);
    out.push(`  ${paint(color, '33', cliText.next)} ${v.next}`);
    out.push('');
  }
  return out.join('\n');
}
