import type { Violation } from '../core/verdict.js';
import type { Finding } from './protection.js';
export interface Denial {
    /** Stable id: a checker rule (`freeze`, `invariant`, ...) or the adapter's (`workspace`, `shell-target`, ...). */
    rule: string;
    path?: string;
    line?: number;
    endLine?: number;
    message: string;
    reason: string;
    next: string;
    /** Where the rule is written (`.diffgate.tsv:3`). */
    source?: string;
    /** Whether the person's release phrase lifts it (rules do; the workspace, secrets and gate switches do not). */
    releasable: boolean;
    /** For a save-gate: the words in the person's prompt that open it. */
    saveWords?: readonly string[];
}
/**
 * A checker violation as the hook reports it. The git hook's next step for an added path names
 * the staged file (`git rm --cached`); for an edit only proposed, nothing exists yet to remove.
 */
export declare function fromViolation(v: Violation): Denial;
/** A shell command (or inline program) that would write a protected path; `edit` names the agent's checked edit tool. */
export declare function fromFinding(f: Finding, how: string, program: boolean, edit: string): Denial;
