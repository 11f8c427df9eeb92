import { type Stats } from 'node:fs';
import { HookFailure } from '../failure.js';
export interface Owner {
    pid: number;
    /** When the holder's hook answers at the latest (ms since the epoch). */
    until: number;
    token: string;
    /** The holder's pid namespace (Linux), when known: a pid from another one says nothing here. */
    ns?: string;
}
export interface HeldLock {
    /** The lock was taken over from a holder that did not finish (gone, hung, or a lock that was not one). */
    takenOver: boolean;
    /** The pid of a holder found stopped (SIGSTOP) whose lock was taken over. */
    stopped?: number;
    /**
     * Whether the lock is still this holder's: a holder stopped and taken over, then continued,
     * must not save its older record over the one its taker saved.
     */
    stillHeld(): boolean;
    /**
     * Gives the lock up. Unfinished (the work threw: a timeout, an unreadable store), it is left as
     * a folder without its owner, which the next hook takes over at once and is told so.
     */
    release(finished: boolean): void;
}
/** Why a lock is taken over; undefined while its holder is at work. */
export type Stale = 'not a folder' | 'no owner' | 'gone' | 'overdue' | 'stopped';
export declare const ownerText: (o: Owner) => string;
export declare function parseOwner(text: string): Owner | undefined;
/** The lock could not be taken before this hook's deadline: it fails closed (exit 2), naming the lock. */
export declare class StoreLockHeld extends HookFailure {
    readonly lock: string;
    readonly pid: number | undefined;
    constructor(lock: string, pid: number | undefined, waitedMs: number);
}
/**
 * Whether a process is stopped (Linux: state T, stopped by a signal, or t, stopped under a
 * tracer, in /proc/<pid>/stat). The state follows the last parenthesis: the command's name may hold
 * spaces and parentheses. Elsewhere (no /proc) nothing is known to be stopped.
 */
export declare function isStopped(pid: number): boolean;
/** What is at the lock's place: nothing, a holder at work (its owner), or something to take over. */
export declare function lookAt(lock: string, now?: number): {
    st?: undefined;
} | {
    st: Stats;
    owner: Owner;
    stale?: undefined;
} | {
    st: Stats;
    stale: Stale;
    owner?: Owner;
};
/** Takes the lock of the store folder `dir` (which exists). */
export declare function takeStoreLock(dir: string): Promise<HeldLock>;
