/** What one run of the Action found: the data every renderer (annotations, summary, report, outputs) reads. */
import type { Verdict } from '../core/verdict.js';
import type { Release } from './decideRelease.js';
export type Outcome = {
    kind: 'checked';
    event: string;
    /** What was checked, for people: "pull request #12". */
    what: string;
    base: string | null;
    head: string;
    manifest: {
        label: string;
        missing: boolean;
    };
    verdict: Verdict;
    /** null when nothing was blocked, so nothing needed releasing. */
    release: Release | null;
    releaseLabel: string;
    /** Why other rules than the base's were in force (a broken base manifest, released). */
    note?: string;
} | {
    kind: 'nothing';
    event: string;
    why: string;
} | {
    kind: 'error';
    event: string | null;
    message: string;
};
/** The check fails when it could not decide, or when something is blocked and not released. */
export declare function fails(o: Outcome): boolean;
export declare function released(o: Outcome): boolean;
