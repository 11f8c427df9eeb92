import type { Scan } from './stragglers.js';
/** A call's file name: its tool_use_id, or the session and time for a call without one. */
export declare function callKey(session: string, toolUseId: string | undefined, at: number): string;
/** A call begins: its file names its session. */
export declare function beginCall(tripwireDir: string, key: string, session: string): void;
/** A call ended (its PostToolUse). The folder is touched even when the file is gone: the agent acted. */
export declare function endCall(tripwireDir: string, key: string): void;
/**
 * Whether the calls folder's last change was a hook's end of a call or turn (endCall, endTurn):
 * no call began since, and none was removed by anything but its hook. The marker is in the agent's
 * reach like the folder: remade by hand, it is a forged store (docs/tripwire.md, "Limits").
 */
export declare function endedLast(tripwireDir: string): boolean;
/**
 * The session's turn ended: its calls still listed never got a PostToolUse (refused, or interrupted).
 * What the hook never writes (anything but a regular file) is cleared on the way.
 */
export declare function endTurn(tripwireDir: string, session: string): void;
/**
 * When the agent last acted on this store: the calls folder's change time. Undefined when there is
 * no calls folder although a record exists: every PreToolUse makes it, so it was removed, and the
 * caller must assume the agent acted just now.
 */
export declare function lastActed(tripwireDir: string): number | undefined;
/**
 * Whether the person has the turn in this session: their latest prompt (ms) came after the agent
 * last acted. A session whose host never sent a prompt (no prompt event) has no turns to tell:
 * there, it is the person's turn whenever no call of another session is at work.
 */
export declare function turnStarted(tripwireDir: string, prompt: number | undefined): boolean;
/**
 * Saves the person's prompt (`save`) until its time (`time`, the store's latestTime) reads after the
 * agent's last act. A pass at the prompt that judged open calls ends by setting the calls folder's
 * change time, and the kernel stamps change times with a coarse clock (a tick of up to 10 ms): a
 * prompt saved in the same tick read as no later than that act, so the person's turn did not start
 * and their own prompt record was judged as the agent's change (a gate switch) at the next call.
 * Saved again in a later tick (at most 25 times, 2 ms apart); past that, the turn is not the
 * person's (fail closed).
 */
export declare function saveAfterLastAct(tripwireDir: string, save: () => Promise<void>, time: () => Promise<number | undefined>): Promise<void>;
/** When a session's person last wrote (ms), undefined for a session with no prompt record: the prompt store (prompts.ts). */
export interface PromptTimes {
    latestTime(session: string): Promise<number | undefined>;
}
/**
 * Whether a call of another session is in progress (or the calls folder cannot be trusted). A file
 * counts only if it names a session with a prompt record (a session the person wrote in: every
 * host diffgate serves sends its prompts), and the call began after that session's latest prompt
 * (a newer prompt means the call is over: interrupted, with no PostToolUse) and less than the
 * longest call ago. Entries the hook never writes are cleared; so is a file past the longest call,
 * which counts no more.
 */
export declare function othersAtWork(tripwireDir: string, session: string, now: number, prompts: PromptTimes): Promise<boolean>;
/**
 * Whether the person had the turn: their latest prompt came after the agent last acted, no other
 * session's call is at work, and no call of this session begun before the prompt may be at work.
 * `scan` lists the processes alive that started after a time (stragglers.ts).
 */
export declare function personHasTurn(tripwireDir: string, session: string, prompt: number | undefined, now: number, prompts: PromptTimes, scan: (since: number) => Scan): Promise<boolean>;
/**
 * Whether a call of this session that began before the person's latest prompt is still open and a
 * process started since it began is alive. Such a prompt may be the call's own: a process of the
 * call can run diffgate's prompt hook with a release in it and then write (sameSession.test.ts), and
 * the client runs another call of the session beside it. A call left open with nothing of it alive
 * (its hooks killed, the person interrupting it) keeps the person's turn theirs (openCalls.test.ts).
 * The call's begin is its file's earlier time: a process can set the modification time back, never
 * the change time, so moving either only widens the window. The scan runs only while such a call is
 * open (the end of the turn closes it), never on the common path; one that cannot list the
 * processes counts as at work (fail closed).
 */
export declare function ownCallAtWork(tripwireDir: string, session: string, prompt: number | undefined, scan: (since: number) => Scan): boolean;
/**
 * Whether a call of this session is still open: its PreToolUse began it, and neither its
 * PostToolUse nor the end of the turn closed it (the hooks were killed, stopped or timed out, or
 * the call was interrupted). A regular file only; what else stands there is no call.
 */
export declare function openCalls(tripwireDir: string, session: string): boolean;
/**
 * Whether any session's call may be at work in this store (what pre-commit asks before it honours
 * DIFFGATE_RELEASE): a regular file begun less than the longest call ago and not ended. Undefined
 * when there is no calls folder (never made, or removed: the caller decides). Read only: a git
 * hook clears nothing of the tripwire's.
 */
export declare function callOpenNow(tripwireDir: string, now: number): boolean | undefined;
/** Whether a call's file is still listed (its PreToolUse ran and no PostToolUse came yet). */
export declare function inProgress(tripwireDir: string, key: string): boolean;
/** A first record was taken (before any call): the calls folder starts with it, its time the record's. */
export declare function startCalls(tripwireDir: string): void;
/**
 * Waits until a file written in `dir` gets a change time later than `after` (ms): the kernel
 * stamps files with a coarse clock, up to a tick behind the one node reads. The first record is
 * taken at the person's first prompt just before the prompt is saved; within one tick, the prompt
 * record's change time (what its time is held to) could equal the calls folder's, and the person's
 * turn would never have started (Claude Code 2.1.328: a background subagent's first call then put
 * the person's own prompt record away as a forged gate change). `dir` is not the calls folder,
 * whose change time is the agent's last act.
 */
export declare function fileClockPast(dir: string, after: number): void;
