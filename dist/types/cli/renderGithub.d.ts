/** GitHub workflow commands: one `::error` annotation per violation (usable in any workflow step). */
import type { Verdict } from '../core/verdict.js';
export declare function renderGithub(verdict: Verdict): string;
