/** The doctor's report: one line per check (ok / problem), its detail, and for a problem the fix. */
import { doctorText as t } from '../../core/messages/doctor.js';
import type { Finding } from './finding.js';

const indent = (text: string, pad: string) =>
  text
    .split('\n')
    .map((l, i) => (i === 0 ? l : `${pad}${l}`))
    .join('\n');

export function renderFindings(title: string, findings: readonly Finding[]): string {
  const width = Math.max(0, ...findings.map((f) => f.check.length));
  const pad = ' '.repeat(2 + 8 + 1 + width + 2);
  const lines = [title];
  for (const f of findings) {
    lines.push(
      `  ${(f.status === 'ok' ? t.ok : t.problem).padEnd(8)} ${f.check.padEnd(width)}  ${indent(f.detail, pad)}`,
    );
    if (f.fix) lines.push(`${pad}${t.fixLabel} ${indent(f.fix, `${pad}${' '.repeat(t.fixLabel.length + 1)}`)}`);
  }
  return `${lines.join('\n')}\n`;
}
