/**
 * The text an Edit or MultiEdit leaves, computed as the tool computes it: each old_string must
 * occur; its first occurrence is replaced, or every one with replace_all; MultiEdit applies its
 * edits in order, each to the result of the one before, and fails as a whole. Replacement is
 * literal (no `$&` patterns). An empty old_string creates the file, or fills an empty one. An
 * empty new_string deletes the line break after old_string too, where there is one (the tool
 * does, so a deletion can join a line to the next). The text is the file as the tool reads it,
 * CRLF turned into LF (toolFormat.ts).
 */
export interface Edit {
    oldString: string;
    newString: string;
    replaceAll: boolean;
}
export type EditResult = {
    ok: true;
    text: string;
} | {
    ok: false;
    failed: number;
    why: 'not-found' | 'exists';
};
export declare function applyEdits(current: string | null, edits: readonly Edit[]): EditResult;
