/**
 * The job summary as Markdown: the verdict, the whole table of violations (annotations show only
 * the first few), and the release: who released what, or why nothing was released.
 */
import { actionText as t } from '../core/messages/action.js';
import type { Violation } from '../core/verdict.js';
import { fails, released, type Outcome } from './outcome.js';

/**
 * GitHub refuses a step summary over 1 MiB (and then shows none of it): the table stops short of
 * that, and the rest is counted and left to the JSON report, which holds every violation.
 */
export const TABLE_LIMIT = 900 * 1024;

/** Text safe in a Markdown table cell: no HTML, no cell breaks, no line breaks. */
export function cell(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '&#124;')
    .replace(/`/g, '&#96;')
    .replace(/\r?\n/g, '<br>');
}

/** Prose that may carry `code` spans but no HTML (an API's error text, a label name). */
const noHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const code = (text: string) => `<code>${cell(text)}</code>`;
const short = (sha: string | null) => (sha === null ? t.emptyBase() : sha.slice(0, 12));
/** `<sha>:.diffgate.tsv:3` with the commit id shortened, for reading (the JSON report keeps it whole). */
const shortLabel = (label: string) => label.replace(/^([0-9a-f]{12})(?:[0-9a-f]{28}|[0-9a-f]{52}):/, '$1:');

function lines(v: Violation): string {
  if (v.line === undefined) return '';
  return v.endLine !== undefined && v.endLine !== v.line ? `${v.line}-${v.endLine}` : `${v.line}`;
}

export function renderSummary(o: Outcome): string {
  if (o.kind === 'error') return `${t.summaryTitle('error')}\n\n${t.summaryError}\n\n${cell(o.message)}\n`;
  if (o.kind === 'nothing') return `${t.summaryTitle('passed')}\n\n${cell(o.why)} ${t.summaryNothing}\n`;
  const { violations, checked } = o.verdict;
  // A release with nothing blocked: the manifest's fix, checked under the head's manifest.
  const state = released(o) ? (violations.length === 0 ? 'repaired' : 'released') : fails(o) ? 'blocked' : 'passed';
  const out = [t.summaryTitle(state), ''];
  out.push(
    t.summaryCounts(
      violations.length,
      checked,
      cell(o.what),
      code(`${short(o.base)}..${short(o.head)}`),
      code(shortLabel(o.manifest.label)),
    ),
    '',
  );
  if (o.note !== undefined) out.push(noHtml(o.note), '');
  if (o.manifest.missing) out.push(t.summaryNoManifest(code(shortLabel(o.manifest.label))), '');
  if (violations.length > 0) {
    out.push(`| ${t.summaryHeader.join(' | ')} |`, `|${t.summaryHeader.map(() => ' --- |').join('')}`);
    let size = out.join('\n').length;
    let shown = 0;
    for (const v of violations) {
      const row = `| ${[v.rule, code(v.path), lines(v), cell(v.message), cell(v.reason) + (v.source ? ` (${code(shortLabel(v.source))})` : ''), cell(v.next)].join(' | ')} |`;
      size += Buffer.byteLength(row) + 1;
      if (size > TABLE_LIMIT) break;
      out.push(row);
      shown++;
    }
    out.push('');
    if (shown < violations.length) out.push(t.summaryTruncated(violations.length - shown), '');
  }
  if (o.release !== null) {
    out.push(t.releaseHeading, '');
    const r = o.release;
    if (r.released)
      out.push(noHtml(t.released(r.by, r.permission, r.label, r.at, r.pr, r.head, r.pushed, violations.length)));
    else out.push(noHtml(t.notReleased(r.why)), '', noHtml(t.howToRelease(o.releaseLabel)));
    out.push('');
  }
  return out.join('\n');
}
