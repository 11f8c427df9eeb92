import type { WatchList } from './watchList.js';
import type { Entry, State, WatchStore } from './watchState.js';
interface WitnessData {
    v: 1;
    /** The git folder it is for (real path: a hash collision makes two take turns, as with the ledger). */
    git: string;
    /** The record's entry of each gate file, by absolute path. */
    files: Record<string, Entry>;
    /** The gate folders whose every file is listed in `files`: a file in one not listed was made since. */
    folders: string[];
    /** Every path of `files`, again: an entry taken out of `files` alone is seen (review 8 W1). */
    paths: string[];
}
/** The witness as read: none there, one to take, or one there that cannot be taken as written (why). */
export type WitnessRead = {
    kind: 'none';
} | {
    kind: 'whole';
    data: WitnessData;
} | {
    kind: 'broken';
    why: string;
    data?: WitnessData;
};
/** What `restore` did: how many entries it set, and the gate files it could not vouch for (with why). */
export interface Restored {
    n: number;
    broken?: {
        why: string;
        unknown: string[];
    };
}
export declare class GateWitness {
    readonly dir: string;
    private readonly gitDir;
    private constructor();
    /** The witness of a git folder's gate files, beside its ledger. */
    static of(gitDir: string, env: NodeJS.ProcessEnv, home: string): GateWitness;
    private get index();
    private blob;
    /** The witness as it stands (review 8 W1-W3: one there that cannot be taken as written is broken, not none). */
    read(): WitnessRead;
    /**
     * Keeps the gate entries of a record just saved: `changed` the paths the pass recorded anew
     * (undefined: the record was taken whole, or there is no witness yet, so every gate entry).
     */
    keep(state: State, list: WatchList, ws: WatchStore, changed?: Iterable<string>): void;
    /** A kept copy, from the store into the witness, unless one is there under its name. */
    private copy;
    /**
     * Gives a record taken from HEAD the witness's entry of every gate file HEAD did not give it
     * (`fromHead`), its kept copy put back into the store; a file in a witnessed gate folder that the
     * witness does not list was made since, and is recorded absent. A broken witness gives what it
     * can (the entries of a readable one of this git folder), and every other gate file HEAD did not
     * give that is a file or a symlink now is recorded unknown (`u`): judged as changed, never put back.
     */
    restore(state: State, list: WatchList, ws: WatchStore, fromHead: ReadonlySet<string>, 
    /** Which of these paths git's HEAD holds (asked only for a broken witness): HEAD is their witness. */
    heldByHead?: (paths: readonly string[]) => ReadonlySet<string>): Restored;
    /** A witnessed copy, into the store (under the hash of the bytes it holds); undefined when it is not intact. */
    private intoStore;
}
export {};
