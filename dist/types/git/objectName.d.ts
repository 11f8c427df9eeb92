/** Whether `bytes` are the content of the blob git names `oid`. */
export declare function isBlobNamed(oid: string, bytes: Uint8Array): boolean;
/** A blob whose bytes, as git read them, do not hash to its name: the object store was rewritten. */
export declare class ObjectRewritten extends Error {
    readonly oid: string;
    constructor(oid: string);
}
/**
 * The blob `oid`, read with `git` (a synchronous runner of git with these arguments), checked
 * against its name; throws ObjectRewritten when it does not match.
 */
export declare function verifiedBlob(git: (args: string[]) => Buffer, oid: string): Buffer;
/**
 * The blob `oid` at `path` in `rev` as a checkout writes it (through the repository's filters: line
 * endings, LFS), after its stored bytes were checked against its name (verifiedBlob); a symlink's
 * (`mode` 120000) is its target, unfiltered.
 */
export declare function verifiedCheckout(git: (args: string[]) => Buffer, rev: string, path: string, entry: {
    mode: string;
    oid: string;
}): Buffer;
/**
 * verifiedCheckout for many paths of `rev` at once: the stored blobs in one `git cat-file --batch`,
 * each checked against its name, then the filtered content of each good one (not a symlink's).
 * `run` runs git with these arguments and this stdin. Each answer is the bytes, or ObjectRewritten.
 */
export declare function verifiedCheckouts(git: (args: string[]) => Buffer, run: (args: string[], input: string) => Buffer, rev: string, entries: readonly {
    path: string;
    mode: string;
    oid: string;
}[]): (Buffer | ObjectRewritten)[];
