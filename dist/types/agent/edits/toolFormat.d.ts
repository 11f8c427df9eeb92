/**
 * How Claude Code's file tools store text, so that the hook judges the bytes the tool will write
 * (read in its source, @anthropic-ai/claude-code 2.0.50): a file that starts with FF FE is read and
 * written as UTF-16LE; Edit works on the text with every CRLF turned into LF; and every write
 * turns each LF of the new text into CRLF when CRLF line endings outnumber bare LFs in the first
 * 4,096 characters of the file as it was.
 */
export interface ToolFormat {
    utf16: boolean;
    crlf: boolean;
}
export declare function formatOf(bytes: Uint8Array | null): ToolFormat;
/** The file's text as the tool reads it. */
export declare function decode(bytes: Uint8Array, format: ToolFormat): string;
/** The bytes the tool writes for a text, in the file's format. */
export declare function encode(text: string, format: ToolFormat): Uint8Array;
