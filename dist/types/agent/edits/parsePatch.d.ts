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
 * The content an update leaves, computed as codex-rs/apply-patch does (lib.rs
 * derive_new_contents_from_chunks, compute_replacements, seek_sequence.rs; eol.rs): the file's
 * lines (its final newline dropped); for each chunk its context line is sought from where the
 * last chunk ended, then its old lines (exactly, then ignoring trailing, then surrounding
 * whitespace, then with Unicode punctuation read as ASCII; once more without a trailing empty line
 * standing for the final newline). A chunk with only added lines goes at the end of the file, or
 * just before a final empty line, whatever its context says. The replacements are made, the file
 * ends with a newline, and a file whose newlines were mostly CRLF keeps CRLF throughout. Returns
 * an error text when a chunk does not match.
 */
export declare function applyChunks(content: string, chunks: readonly Chunk[]): string | {
    error: string;
};
