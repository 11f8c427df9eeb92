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
}
export declare class GateWitness {
    readonly dir: string;
    private readonly gitDir;
    private constructor();
    /** The witness of a git folder's gate files, beside its ledger. */
    static of(gitDir: string, env: NodeJS.ProcessEnv, home: string): GateWitness;
    private get index();
    private blob;
    /** The witness as it stands; undefined when there is none, it is another git folder's, or it cannot be read. */
    read(): WitnessData | undefined;
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
     * witness does not list was made since, and is recorded absent. Returns how many entries it set.
     */
    restore(state: State, list: WatchList, ws: WatchStore, fromHead: ReadonlySet<string>): number;
    /** A witnessed copy, into the store (under the hash of the bytes it holds); undefined when it is not intact. */
    private intoStore;
}
export {};
