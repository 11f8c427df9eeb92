export interface Chunk {
    /** The "@@ context" line to find first, if any. */
    context?: string;
    oldLines: string[];
    newLines: string[];
    endOfFile: boolean;
}
export type PatchOp = {
    kind: 'add';
    path: string;
    content: string;
} | {
    kind: 'delete';
    path: string;
} | {
    kind: 'update';
    path: string;
    moveTo?: string;
    chunks: Chunk[];
};
export declare function parsePatch(text: string): PatchOp[];
/**
 * The content an update leaves: each chunk's old lines are found (after its context line, in
 * order) and replaced by its new lines. Lines are matched exactly, then ignoring trailing and
 * then surrounding whitespace, as Codex does. Returns an error text when a chunk does not match.
 */
export declare function applyChunks(content: string, chunks: readonly Chunk[]): string | {
    error: string;
};
