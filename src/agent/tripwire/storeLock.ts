/**
 * The lock of the tripwire's store, which keeps parallel tool calls from interleaving their
 * records. The store is in reach of the agent's shell, so nothing found at the lock's place is
 * trusted, and nothing there may cost the hook its answer time (review-14r F12).
 *
 * The lock is a folder `lock` holding a file `owner`: the holder's pid, the time by which its
 * hook has answered (its deadline), a token of its own and its pid namespace. The folder is built under a name of its
 * own and renamed into place, which fails while anything is at `lock`, so a lock never appears
 * without its owner; a holder whose work threw removes only its owner. Hence a lock is taken over
 * at once when it is not a folder (a file, a FIFO, a symlink), when its owner cannot be read, when
 * its holder is gone (no such process) or when its holder is past its deadline (hung, or its pid
 * now names another process), and the new holder is told: the pass before it did not finish.
 * Taking over moves what is at `lock` aside by a rename, which never follows a symlink, and
 * removes only that. A live holder within its deadline is waited on, as long as this hook's own
 * deadline allows; then the hook fails closed, naming the lock.
 */
import { randomBytes } from 'node:crypto';
import { type Stats, lstatSync, mkdirSync, readlinkSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { tripwireText as t } from '../../core/messages/tripwire.js';
import { MAX_TIMEOUT_S, remainingMs } from '../deadline.js';
import { HookFailure } from '../failure.js';
import { readRegularText } from '../../git/readRegular.js';

/** How often a held lock is looked at again. */
const POLL_MS = 20;
/** A holder this far past its deadline is hung or gone (its hook has answered by then). */
const OVERDUE_MS = 2000;
/** Time kept for the work after the lock is taken: the wait for a holder ends this long before the deadline. */
const RESERVE_MS = 2000;
/** How long a live holder is waited on when no deadline is set (library use). */
const NO_DEADLINE_WAIT_MS = 30_000;
/** The largest pid on Linux (pid_max is at most 2^22); any other number is not a process. */
const MAX_PID = 4_194_304;

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

export const ownerText = (o: Owner): string => `${o.pid} ${o.until} ${o.token} ${o.ns ?? '-'}\n`;

export function parseOwner(text: string): Owner | undefined {
  const m = /^(\d{1,8}) (\d{1,16}) ([0-9a-f]{8,64}) (\d{1,20}|-)\n$/.exec(text);
  if (m === null) return undefined;
  const pid = Number(m[1]);
  if (!(pid > 0 && pid <= MAX_PID)) return undefined;
  return { pid, until: Number(m[2]), token: m[3]!, ...(m[4] === '-' ? {} : { ns: m[4]! }) };
}

let ownNs: string | null | undefined;
/**
 * This process's pid namespace (`pid:[4026531836]` on Linux; none elsewhere). A hook run under
 * `diffgate run` (bubblewrap, --unshare-pid) and one outside it see each other's pids as other
 * processes or none.
 */
function pidNamespace(): string | undefined {
  if (ownNs === undefined) {
    try {
      ownNs = /^pid:\[(\d+)\]$/.exec(readlinkSync('/proc/self/ns/pid'))?.[1] ?? null;
    } catch {
      ownNs = null;
    }
  }
  return ownNs ?? undefined;
}

/** The lock could not be taken before this hook's deadline: it fails closed (exit 2), naming the lock. */
export class StoreLockHeld extends HookFailure {
  constructor(
    readonly lock: string,
    readonly pid: number | undefined,
    waitedMs: number,
  ) {
    super(t.lockHeld(lock, pid, Math.round(waitedMs / 100) / 10));
  }
}

const isProcess = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists, under another user
    return (e as NodeJS.ErrnoException).code !== 'ESRCH';
  }
};

/**
 * Whether a process is stopped (Linux: state T, stopped by a signal, or t, stopped under a
 * tracer, in /proc/<pid>/stat). The state follows the last parenthesis: the command's name may hold
 * spaces and parentheses. Elsewhere (no /proc) nothing is known to be stopped.
 */
export function isStopped(pid: number): boolean {
  let stat: string;
  try {
    stat = readRegularText(`/proc/${pid}/stat`, 4096);
  } catch {
    return false;
  }
  const state = stat.slice(stat.lastIndexOf(')') + 1).trim()[0];
  return state === 'T' || state === 't';
}

const token = (): string => randomBytes(8).toString('hex');

/** The tokens of the locks this process holds. */
const holding = new Set<string>();

/** What is at the lock's place: nothing, a holder at work (its owner), or something to take over. */
export function lookAt(
  lock: string,
  now = Date.now(),
): { st?: undefined } | { st: Stats; owner: Owner; stale?: undefined } | { st: Stats; stale: Stale; owner?: Owner } {
  let st: Stats;
  try {
    st = lstatSync(lock);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw e;
  }
  if (!st.isDirectory()) return { st, stale: 'not a folder' };
  let owner: Owner | undefined;
  try {
    // a regular file only, opened without blocking, and a few bytes at most
    owner = parseOwner(readRegularText(posix.join(lock, 'owner'), 256));
  } catch {
    // a holder writes its owner before its lock appears, and reads it as it wrote it
  }
  if (owner === undefined) return { st, stale: 'no owner' };
  // this process's pid: a lock of its own (library use runs calls side by side), or one left by a
  // process gone before this one started with the same pid
  // (a holder in another pid namespace cannot be looked for: its deadline says when it is gone)
  const ns = pidNamespace();
  const here = owner.ns === undefined || ns === undefined || owner.ns === ns;
  if (here && (owner.pid === process.pid ? !holding.has(owner.token) : !isProcess(owner.pid)))
    return { st, stale: 'gone' };
  // stopped (SIGSTOP, by a process a call left behind): it cannot finish before its deadline, and
  // waiting for it would cost this hook its answer (the client then lets the call through)
  if (here && owner.pid !== process.pid && isStopped(owner.pid)) return { st, owner, stale: 'stopped' };
  // a forged deadline counts at most the longest time limit from when the lock was made (ctime)
  if (now > Math.min(owner.until, st.ctimeMs + MAX_TIMEOUT_S * 1000) + OVERDUE_MS) return { st, stale: 'overdue' };
  return { st, owner };
}

/** Moves aside and removes what is at `lock`, if it is still what was looked at; whether it was. */
function takeAway(dir: string, lock: string, seen: Stats): boolean {
  const aside = posix.join(dir, `lock.${process.pid}.${token()}.stale`);
  try {
    renameSync(lock, aside);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw e;
  }
  const moved = lstatSync(aside);
  if (moved.ino !== seen.ino || moved.dev !== seen.dev) {
    // another hook's lock, made since: put it back (a rename fails if a third one is there by now)
    try {
      renameSync(aside, lock);
      return false;
    } catch {
      // lost: its holder finds its lock gone when it releases, and removes nothing
    }
  }
  rmSync(aside, { recursive: true, force: true });
  return moved.ino === seen.ino && moved.dev === seen.dev;
}

/** Makes this process's lock at `lock`, whole; false when something is there. */
function make(dir: string, lock: string, own: Owner): boolean {
  const tmp = posix.join(dir, `lock.${own.pid}.${own.token}`);
  mkdirSync(tmp, { mode: 0o700 });
  holding.add(own.token); // before it appears
  try {
    writeFileSync(posix.join(tmp, 'owner'), ownerText(own), { flag: 'wx', mode: 0o600 });
    renameSync(tmp, lock);
    return true;
  } catch (e) {
    holding.delete(own.token);
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOTEMPTY' || code === 'ENOTDIR' || code === 'EISDIR') return false;
    throw e;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Takes the lock of the store folder `dir` (which exists). */
export async function takeStoreLock(dir: string): Promise<HeldLock> {
  const lock = posix.join(dir, 'lock');
  const started = Date.now();
  const left = remainingMs(started);
  const giveUpAt = started + (Number.isFinite(left) ? left - Math.min(RESERVE_MS, left / 3) : NO_DEADLINE_WAIT_MS);
  let cleared = false;
  let stopped: number | undefined;
  let holder: number | undefined;
  for (let round = 0; ; round++) {
    // a holder at work is looked at again shortly; a lock made again as fast as it is taken away
    // (a process at it in a loop) must not hold the thread either
    if (holder !== undefined || round >= 3) await new Promise((r) => setTimeout(r, POLL_MS));
    const now = Date.now();
    const seen = lookAt(lock, now);
    holder = undefined;
    if (seen.st === undefined) {
      const ns = pidNamespace();
      // whole milliseconds: the deadline counts from the process's start, a fraction of a
      // millisecond, and an owner with a fraction in it would read as no owner (taken over at once)
      const until = Math.ceil(now + Math.min(remainingMs(now), MAX_TIMEOUT_S * 1000));
      const own: Owner = { pid: process.pid, until, token: token(), ...(ns === undefined ? {} : { ns }) };
      if (make(dir, lock, own))
        return {
          takenOver: cleared,
          ...(cleared && stopped !== undefined ? { stopped } : {}),
          stillHeld: () => holds(lock, own),
          release: (finished) => release(dir, lock, own, finished),
        };
      cleared = false; // another hook made its lock first
    } else if (seen.stale !== undefined) {
      const taken = takeAway(dir, lock, seen.st);
      if (taken && seen.stale === 'stopped') stopped = seen.owner?.pid;
      cleared = taken || cleared;
    } else {
      cleared = false;
      holder = seen.owner.pid;
    }
    if (Date.now() >= giveUpAt) throw new StoreLockHeld(lock, holder, Date.now() - started);
  }
}

/** Whether the lock at `lock` is still `own`'s. */
function holds(lock: string, own: Owner): boolean {
  try {
    return readRegularText(posix.join(lock, 'owner'), 256) === ownerText(own);
  } catch {
    return false;
  }
}

/**
 * Removes this process's lock, and nothing else (a lock taken over meanwhile is another's). It is
 * moved aside first, so that no hook finds a lock folder without its owner, unless the work did
 * not finish: then only the owner is removed.
 */
function release(dir: string, lock: string, own: Owner, finished: boolean): void {
  const owner = posix.join(lock, 'owner');
  try {
    if (readRegularText(owner, 256) !== ownerText(own)) return;
    if (!finished) {
      unlinkSync(owner);
      return;
    }
    const aside = posix.join(dir, `lock.${own.pid}.${own.token}.done`);
    renameSync(lock, aside);
    rmSync(aside, { recursive: true, force: true });
  } catch {
    // gone or replaced: not ours to remove
  } finally {
    holding.delete(own.token);
  }
}
