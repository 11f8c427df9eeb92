/** A process left running by a turn: what the message names. */
export interface Straggler {
    pid: number;
    /** When it started (ms since the epoch). */
    start: number;
    name: string;
}
export interface Scan {
    found: Straggler[];
    /** The processes could not be listed (no /proc, no ps): the caller fails closed. */
    unknown: boolean;
}
/**
 * The system's ps, by absolute path, never the hook environment's PATH: when a command of the
 * agent's runs a hook, or the agent put a `ps` first on the client's PATH, a ps found there could
 * hide a straggler or name the client as anyone's parent (review 3, R3). Its output; throws as
 * execFileSync does (`status` 1: no such process), or with `code` ENOENT where there is no ps.
 */
export declare function systemPs(args: readonly string[]): string;
export interface ScanPorts {
    env: NodeJS.ProcessEnv;
    /**
     * Where the process table is read: DIFFGATE_PROC in the hook's environment, else /proc. The tests
     * point it at a folder holding only the processes a test started, so that what other tests run
     * on the machine meanwhile is not taken for a straggler; like DIFFGATE_HOOK_TIMEOUT, it is the
     * person's setting (the client's environment), out of the agent's reach.
     */
    proc?: string;
    /** This process (default process.pid). */
    self?: number;
    uid?: number;
}
/**
 * The processes of this user that started after `since` (ms) and are alive: every one but this
 * hook and its ancestors, kernel threads and zombies, and those in a session older than `since`
 * that is not the client's (see the module's comment).
 */
export declare function stragglers(since: number, ports: ScanPorts): Scan;
/** When the turn began: the person's latest prompt, or (a host that sends none) the longest call ago. */
export declare function turnBegan(prompt: number | undefined, now: number): number;
/** Whether a pass is the end of a turn, where the processes the turn left running are looked for. */
export declare const endsTurnPass: (tool: string) => boolean;
/**
 * When the turn that left processes running began (ms), or undefined when no mark stands. A mark
 * diffgate did not write (not a regular file, not its JSON) still stands, from 10 minutes before
 * it was made: it is in the agent's reach, and failing closed costs only a judgement.
 */
export declare function lateSince(tripwireDir: string): number | undefined;
/** Sets the mark (replaced whole by a rename), or clears it when `since` is undefined. */
export declare function setLate(tripwireDir: string, since: number | undefined): void;
