import { type Place } from '../claude/context.js';
import { type GateSet } from './gateSetFallback.js';
export interface ProtectedSet {
    place: Place;
    /** Existing files made read-only one by one (real paths): frozen files, manifests, gate files. */
    files: string[];
    /** Existing gate folders made read-only whole. */
    folders: string[];
    /** How many of `files` a freeze rule covers. */
    frozen: number;
    /** Frozen paths that are symbolic links: a bind would protect the target, not the link. */
    links: string[];
}
export declare class ManifestInvalid extends Error {
}
export declare function protectedSet(place: Place, env: NodeJS.ProcessEnv, selfDir?: string): Promise<ProtectedSet>;
/**
 * A git directory named as a gate folder whole would stop commits (objects, refs, the index and
 * logs are written by every commit): it stands for its hooks, its config and diffgate's state.
 */
/** The folders under `.git/diffgate/` that only a person's commands write. */
export declare const DIFFGATE_RECORDS: string[];
export declare function narrowGitDirs(gates: GateSet, place: Place): GateSet;
