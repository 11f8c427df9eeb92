import type { KnownPatterns } from '../core/commandRuleErrors.js';
import { type ChangeDecision } from '../core/decideChange.js';
import type { RawEntry } from './parseRawDiff.js';
import type { PushedCommit } from './pushedCommits.js';
/** A commit to decide, with the manifest in force: its parent's (a root commit's own) blob id, null for none. */
export interface CommitUnderManifest extends PushedCommit {
    manifest: string | null;
}
/** The manifest in force for a commit, as git names it: its parent's, a root commit's own. */
export declare const manifestInForce: (c: PushedCommit) => string;
/** One commit's decision, or what stopped it (a read failure: a missing object, an unmerged entry). */
export type CommitDecision = {
    decision: ChangeDecision;
} | {
    failure: unknown;
};
export declare function commitDecisions(commits: readonly CommitUnderManifest[], opts: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    knownPatterns?: KnownPatterns | undefined;
}, 
/** Called as each commit is decided (progress on a terminal). */
onDecided?: () => void): Promise<Map<string, CommitDecision>>;
/**
 * Decides each commit on the entries given (its changes against the parent it is judged against),
 * under its manifest: every content from one shared `git cat-file --batch`, each distinct manifest
 * read, parsed and compiled once.
 */
export declare function decideEntries(queue: readonly {
    c: CommitUnderManifest;
    entries: readonly RawEntry[];
}[], opts: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    knownPatterns?: KnownPatterns | undefined;
}, onDecided?: () => void): Promise<Map<string, CommitDecision>>;
