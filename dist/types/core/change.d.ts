/**
 * The one plain type every adapter produces: a changed file, with its old and new side.
 * Paths are repository-relative with `/` separators. Contents are read lazily, because most
 * rules need only paths and modes, and only protected files' contents are worth reading.
 */
export type ChangeStatus = 'added' | 'modified' | 'deleted' | 'renamed' | 'copied' | 'type-changed';
/** Git's modes: regular file, executable, symlink, submodule (gitlink). */
export type FileMode = '100644' | '100755' | '120000' | '160000' | (string & {});
export interface FileSide {
    path: string;
    mode: FileMode;
    /** The side's bytes (for a symlink its target, for a submodule the commit id). */
    read(): Promise<Uint8Array>;
}
export interface FileChange {
    status: ChangeStatus;
    /** What existed before the change; null for an added file. */
    old: FileSide | null;
    /** What exists after the change; null for a deleted file. */
    new: FileSide | null;
    /**
     * Set by an adapter when the change puts every path it touches back to its state in the version
     * the rules last accepted (for an amend, the commit's parent): a repair, not a change to judge.
     */
    restores?: boolean;
}
/** A side whose bytes the checker has read. */
export interface LoadedSide {
    path: string;
    mode: FileMode;
    bytes: Uint8Array;
    binary: boolean;
}
/** A change whose protected sides have been read (a side is undefined where no rule needed it). */
export interface LoadedChange {
    status: ChangeStatus;
    old: (Omit<FileSide, 'read'> & Partial<LoadedSide>) | null;
    new: (Omit<FileSide, 'read'> & Partial<LoadedSide>) | null;
}
export type FileType = 'file' | 'symlink' | 'submodule';
export declare function fileType(mode: FileMode): FileType;
/** Bytes from a string, for adapters and tests that hold text. */
export declare function bytesOf(text: string): Uint8Array;
