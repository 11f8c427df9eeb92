import { type Verdict } from '../core/verdict.js';
/** `scope`: what was checked (the staged change, the work tree, a range), named in the summary line. */
export declare function renderText(verdict: Verdict, manifestLabel: string, color: boolean, scope?: string): string;
/**
 * The violations a person released (DIFFGATE_RELEASE): location and rule, what, why, without the
 * next action, which for a block is to wait for a person's release and so no longer applies.
 */
export declare function renderViolations(verdict: Verdict, color: boolean): string;
