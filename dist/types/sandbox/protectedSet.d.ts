import type { Place } from '../agent/place.js';
import { type GateSet } from '../agent/gatePaths.js';
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
    /** Gate files and folders that are symbolic links: their targets are bound, the links can be replaced. */
    gateLinks: string[];
}
export declare class ManifestInvalid extends Error {
}
export declare function protectedSet(place: Place, env: NodeJS.ProcessEnv): Promise<ProtectedSet>;
/** The folders under `.git/diffgate/` that only a person's commands write. */
export declare const DIFFGATE_RECORDS: string[];
/**
 * Gate folders that the agent's own hooks write into, narrowed to what only a person writes. A git
 * directory named whole would stop commits (objects, refs, the index and logs are written by every
 * commit): it stands for its hooks, its config and diffgate's records. diffgate's state folder in
 * a git directory stands for its records (releases, refused commits): the hooks run inside the
 * sandbox and write the prompt store, the tripwire's record and the audit log. The state folder
 * outside repositories (`~/.local/state/diffgate`) is left to the tripwire, for the same reason.
 */
export declare function narrowGitDirs(gates: GateSet, place: Place, env?: NodeJS.ProcessEnv): GateSet;
