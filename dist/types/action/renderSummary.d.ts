import { type Outcome } from './outcome.js';
/**
 * GitHub refuses a step summary over 1 MiB (and then shows none of it): the table stops short of
 * that, and the rest is counted and left to the JSON report, which holds every violation.
 */
export declare const TABLE_LIMIT: number;
/** Text safe in a Markdown table cell: no HTML, no cell breaks, no line breaks. */
export declare function cell(text: string): string;
export declare function renderSummary(o: Outcome): string;
