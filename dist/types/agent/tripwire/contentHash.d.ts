/** Whether a kept copy's name is a content hash (names an older build gave are not). */
export declare const isContentName: (name: string) => boolean;
export declare function hashBytes(bytes: Uint8Array): string;
/**
 * The hash of a regular file's bytes, read a chunk at a time (a file may be larger than node reads
 * whole); `each` sees every chunk as it is read. Throws for anything but a regular file (a FIFO
 * is opened without blocking and refused: readRegular.ts), and as the fs throws.
 */
export declare function hashFile(path: string, each?: (chunk: Buffer) => void): string;
