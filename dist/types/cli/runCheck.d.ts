import { type ChangeDecision } from '../core/decideChange.js';
import type { Verdict } from '../core/verdict.js';
import { type Mode } from '../git/readChanges.js';
export type CheckOutcome = {
    ok: true;
    verdict: Verdict;
    manifestLabel: string;
    hasManifest: boolean;
} | {
    ok: false;
    error: string;
};
export declare function runCheck(mode: Mode, opts: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    manifest?: string;
}): Promise<CheckOutcome>;
/**
 * The change list is read as it is checked: an unmerged path is met then, or git failing (a
 * missing object), and decides nothing.
 */
export declare function readFailureOutcome(e: unknown): CheckOutcome;
/** A decision as the CLI reports it: a verdict, or the error that blocks instead. */
export declare function decisionOutcome(decision: ChangeDecision): CheckOutcome;
