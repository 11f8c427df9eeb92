/** One thing found and set right: a folder's mode given back, or what stood in a folder's place moved aside. */
export type Repaired = {
    path: string;
    mode: string;
    now: string;
} | {
    path: string;
    stood: 'a symbolic link' | 'a FIFO' | 'a file' | 'a socket' | 'not a folder';
    aside: string;
};
export interface StoreRepair {
    /** What was found and set right (empty: nothing). Loaded by the quiet passes too: the words are the caller's. */
    found: Repaired[];
    /** A store folder was replaced: the record in it is gone, and must not be taken afresh as if nothing happened. */
    replaced: boolean;
}
/** Sets the store's folders right (`storeDir`, its prompt store, the tripwire's folder and its parts). */
export declare function repairStore(storeDir: string, tripwireDir: string, now: Date): StoreRepair;
