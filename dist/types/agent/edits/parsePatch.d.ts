export interface Chunk {
    /** The "@@ context" line to find first, if any. */
    context?: string;
    oldLines: string[];
    newLines: string[];
    endOfFile: boolean;
    /**
     * Each line of the chunk by its mark: " " context (in old and new), "-" removed, "+" added. Codex
     * 0.169.0 keeps a context line as it is in the file (its line ending too) and writes only the
     * added ones anew.
     */
    marks: string;
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
 * The content an update leaves, computed as Codex 0.169.0 writes it (codex-rs apply-patch's
 * compute_replacements and seek_sequence; the line endings as the real client was seen to write
 * them, conformance/codex "line endings"). The file is read as lines, each with its own ending
 * (LF, CRLF, or none for an unterminated last line). For each chunk its context line is sought
 * from where the last chunk ended, then its old lines (exactly, then ignoring trailing, then
 * surrounding whitespace, then with Unicode punctuation read as ASCII; once more without a
 * trailing empty line standing for the final newline). A chunk with only added lines goes at the
 * very end of the file, after a final empty line too, whatever its context says. In the matched
 * lines a context line stays as it is in the file, a removed one goes, and an added one is written
 * with the ending of the file's first line (LF when the file has none); an unterminated last line
 * gets that ending too. Returns an error text when a chunk does not match.
 */
export declare function applyChunks(content: string, chunks: readonly Chunk[]): string | {
    error: string;
};
