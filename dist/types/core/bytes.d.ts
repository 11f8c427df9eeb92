/** Git's heuristic: a NUL byte in the first 8000 bytes means binary. */
export declare function isBinary(bytes: Uint8Array): boolean;
/** Start offsets of each line; a line ends before its `\n` (a `\r` stays part of the line). */
export declare function lineStarts(bytes: Uint8Array): number[];
/** Number of lines, counting a last line without `\n`. */
export declare function countLines(bytes: Uint8Array): number;
/** End offset (exclusive, before `\n`) of the line that starts at `start`. */
export declare function lineEnd(bytes: Uint8Array, start: number): number;
export declare function rangeEquals(a: Uint8Array, aStart: number, aEnd: number, b: Uint8Array, bStart: number, bEnd: number): boolean;
export declare function bytesEqual(a: Uint8Array, b: Uint8Array): boolean;
/** Length of the common byte prefix. */
export declare function commonPrefix(a: Uint8Array, b: Uint8Array): number;
/** 1-based line number of a byte offset. */
export declare function lineAt(bytes: Uint8Array, offset: number): number;
/** Whether `needle` (ASCII) occurs in bytes[start, end). */
export declare function containsAscii(bytes: Uint8Array, start: number, end: number, needle: string): number;
export declare function decode(bytes: Uint8Array): string;
