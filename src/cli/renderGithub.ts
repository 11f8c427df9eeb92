/** GitHub workflow commands: one `::error` annotation per violation (usable in any workflow step). */
import type { Verdict } from '../core/verdict.js';

const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function renderGithub(verdict: Verdict): string {
  return verdict.violations
    .map((v) => {
      const props = [`file=${escapeProperty(v.path)}`];
      if (v.line !== undefined) props.push(`line=${v.line}`);
      if (v.endLine !== undefined) props.push(`endLine=${v.endLine}`);
      props.push(`title=${escapeProperty(`diffgate ${v.rule}`)}`);
      return `::error ${props.join(',')}::${escapeData(`${v.message} ${v.reason} Next: ${v.next}`)}\n`;
    })
    .join('');
}
