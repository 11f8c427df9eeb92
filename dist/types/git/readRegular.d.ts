/** The default bound: manifests, patches and files under edit larger than this are not read. */
export declare const READ_LIMIT: number;
/** Why a file was not read: it is not a regular file, or it is larger than the bound. */
export declare class NotReadable extends Error {
    readonly path: string;
    readonly why: 'not-regular' | 'too-large';
    constructor(path: string, why: 'not-regular' | 'too-large', detail: string);
}
/**
 * The bytes of a regular file (symlinks followed). Throws the fs error as it is (ENOENT, EACCES,
 * ...) and NotReadable for anything but a regular file or one larger than `limit`.
 */
export declare function readRegular(path: string, limit?: number): Buffer;
/**
 * A descriptor of a regular file, for reading: checked before it is opened, opened without
 * blocking, and checked again on the descriptor. The caller closes it.
 */
export declare function openRegular(path: string, limit?: number): number;
/** The text of a regular file (UTF-8), as readRegular. */
export declare function readRegularText(path: string, limit?: number): string;
