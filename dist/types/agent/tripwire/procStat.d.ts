/**
 * One line of `/proc/<pid>/stat`, the fields diffgate reads from it: the straggler scan
 * (stragglers.ts), the prompt's sender (promptSender.ts) and the watch's server (watchman.ts).
 * The line is "pid (comm) state ppid pgrp session tty tpgid flags ... starttime(22) ...": the
 * command's name may hold spaces and parentheses, so the fields are counted from the last `)`.
 */
export interface StatLine {
    /** The command's name (comm), between the first `(` and the last `)`. */
    name: string;
    /** Field 3: R, S, D, Z (zombie), X (dead), T or t (stopped), ... */
    state: string;
    /** Field 4. */
    ppid: number;
    /** Field 6: the session id. */
    session: number;
    /** Field 9: the kernel's flags (PF_*). */
    flags: number;
    /** Field 22, as written: the start time in clock ticks since boot; undefined on a line cut short. */
    start: string | undefined;
}
export declare function statLine(text: string): StatLine;
