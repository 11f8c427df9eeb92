/**
 * Whether a path is longer than any file system call accepts: a component over NAME_MAX (255
 * bytes, the limit of ext4, xfs, btrfs, tmpfs and APFS) or the whole over PATH_MAX (4096 bytes on
 * Linux). No file can be reached through such a path (the kernel answers ENAMETOOLONG before it
 * looks), so a word that long is not a path to anything: a long string literal in a program, a
 * blob of base64.
 */
export declare const NAME_MAX = 255;
export declare const PATH_MAX = 4096;
export declare function tooLongForPath(path: string): boolean;
