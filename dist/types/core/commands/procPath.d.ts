/**
 * Paths through Linux's links to a process's folders: `/proc/self/cwd` is the folder of the
 * process that opens it (the shell running the command), `/proc/self/root` is `/`, and `/dev/fd`
 * is a link to `/proc/self/fd`, so `/dev/fd/..` is `/proc/self` (review-15c F01: `cd ~ && rm -rf
 * /proc/self/cwd/*` and `rm -rf /dev/fd/../root/*` passed). `$$` and `$BASHPID` are the shell
 * itself; another process's folders (`/proc/1/cwd`, `/proc/*\/root`) are not known.
 */
/** Where the path leads: the shell's folder or `/`, with the rest to follow from there; or a process not known. */
export type ProcRoute = {
    via: 'cwd' | 'root';
    rest: string;
} | {
    via: 'other';
};
/** The route of an absolute path through /proc's links, or undefined when it takes none. */
export declare function procRoute(path: string): ProcRoute | undefined;
/**
 * An operand as the catastrophic check reads it: through /proc's links to `/` (absolute) or to the
 * shell's folder (relative, read against the segment's folders); 'unknown' for another process's
 * folders, and for everything in, or above, the shell's folder where that folder is not known.
 */
export declare function procOperand(text: string, dirs: readonly (string | null)[] | undefined): string | 'unknown';
