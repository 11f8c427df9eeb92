/**
 * bubblewrap's options for `diffgate run`: the whole filesystem as it is (`--bind / /`, devices
 * through `--dev-bind /dev /dev`; /proc comes along, bind mounts being recursive), then each gate
 * folder and each protected file bound onto itself read-only. A write into one fails with EROFS;
 * a rename over it, or its removal, with EBUSY (it is a mount point); a hard link to it with EXDEV.
 * As root the sandboxed process keeps root's other powers but loses CAP_SYS_ADMIN, without which
 * it could unmount the binds. Pure: the caller passes what exists.
 */
export interface Binds {
    files: string[];
    folders: string[];
}
export declare function bwrapArgs(binds: Binds, opts: {
    root: boolean;
}): string[];
/** The options as bubblewrap's `--args FD` reads them: each one ended by a NUL (no length limit, unlike argv). */
export declare function nulSeparated(args: string[]): Buffer;
