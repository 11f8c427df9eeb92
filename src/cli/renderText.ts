/** Human text for a verdict: path:line, rule, what, why, next. Readable without colour. */
import { cliText } from '../core/messages/cli.js';
import { location, type Verdict, type Violation } from '../core/verdict.js';
import { inReadingOrder } from './renderOrder.js';

const paint = (on: boolean, code: string, s: string) => (on ? `\u001b[${code}m${s}\u001b[0m` : s);

/** `scope`: what was checked (the staged change, the work tree, a range), named in the summary line. */
export function renderText(verdict: Verdict, manifestLabel: string, color: boolean, scope?: string): string {
  if (verdict.violations.length === 0) return `${cliText.ok(verdict.checked, manifestLabel, scope)}\n`;
  const header = paint(color, '1;31', cliText.blockedHeader(verdict.violations.length, verdict.checked, scope));
  return `${header}\n\n${blocks(verdict.violations, color, true)}`;
}

/**
 * The violations a person released (DIFFGATE_RELEASE): location and rule, what, why, without the
 * next action, which for a block is to wait for a person's release and so no longer applies.
 */
export function renderViolations(verdict: Verdict, color: boolean): string {
  return blocks(verdict.violations, color, false);
}

/** Each violation as a block: location and rule, what, why, and the next action when it still applies. */
function blocks(violations: readonly Violation[], color: boolean, withNext: boolean): string {
  const out: string[] = [];
  for (const v of inReadingOrder(violations)) {
    out.push(`${paint(color, '1', location(v))}  [${v.rule}]`);
    out.push(`  ${v.message}`);
    out.push(`  ${cliText.why.trimEnd()} ${v.reason}${v.source ? ` (${v.source})` : ''}`);
    if (withNext) out.push(`  ${paint(color, '33', cliText.next)} ${v.next}`);
    out.push('');
  }
  return out.join('\n');
}
