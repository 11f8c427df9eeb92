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
