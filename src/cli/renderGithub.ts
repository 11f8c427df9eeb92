/** GitHub workflow commands: one `::error` annotation per violation (usable in any workflow step). */
import type { Verdict } from '../core/verdict.js';
import { inReadingOrder } from './renderOrder.js';

const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** A manifest's reason is often written without a full stop; the annotation joins it to sentences. */
const sentence = (s: string) => (/[.!?]["')\]]?$/.test(s.trimEnd()) ? s.trimEnd() : `${s.trimEnd()}.`);

export function renderGithub(verdict: Verdict): string {
  return inReadingOrder(verdict.violations)
    .map((v) => {
      const props = [`file=${escapeProperty(v.path)}`];
      if (v.line !== undefined) props.push(`line=${v.line}`);
      if (v.endLine !== undefined) props.push(`endLine=${v.endLine}`);
      props.push(`title=${escapeProperty(`diffgate ${v.rule}`)}`);
      const text = `${sentence(v.message)} Why: ${sentence(v.reason)} Next: ${sentence(v.next)}`;
      return `::error ${props.join(',')}::${escapeData(text)}\n`;
    })
    .join('');
}
