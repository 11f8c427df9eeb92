/**
 * The tool calls in progress, and when the agent last acted: what tells a person's change from the
 * agent's. Each PreToolUse adds a file for its call to `tripwire/calls/`, its PostToolUse removes
 * it, and the end of a turn removes what is left of the session's (calls a pre-check refused, which
 * never get a PostToolUse). Every such step sets the folder's change time, which no process can
 * set back; so the folder's change time is the last time the agent acted.
 *
 * A difference found before a call was a person's only if the person had the turn: their latest
 * prompt came after the agent last acted, and no other session has a call in progress. Otherwise a
 * call running beside this one, or a process an earlier call left running, made it: it is judged.
 *
 * The folder is in the reach of the agent's shell, so an entry counts as another session's call
 * only when the hook could have written it: a regular file naming a session the person wrote in
 * (it has a prompt record), begun after that session's latest prompt, within the longest call.
 * Anything else (review-14s F14: a file naming a made-up session, a folder, a FIFO, a symlink)
 * blocks nothing, and is cleared.
 */
import { mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, type Stats, unlinkSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { readRegularText } from '../../git/readRegular.js';
import { lstatOrUndefined } from './statKey.js';
import type { Scan } from './stragglers.js';

/** How long another session's call may be in progress (Claude Code's Bash tool stops a command after 10 minutes). */
const LONGEST_CALL_MS = 10 * 60_000;

const callsDir = (tripwireDir: string) => posix.join(tripwireDir, 'calls');

/** A call's file name: its tool_use_id, or the session and time for a call without one. */
export function callKey(session: string, toolUseId: string | undefined, at: number): string {
  return (toolUseId ?? `${session}-${at}`).replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 120);
}

/** A call begins: its file names its session. */
export function beginCall(tripwireDir: string, key: string, session: string): void {
  const dir = callsDir(tripwireDir);
  const file = posix.join(dir, key);
  // created new, never opened where it stands: a FIFO put in its place would block the open
  const create = () => writeFileSync(file, session, { mode: 0o600, flag: 'wx' });
  try {
    create();
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') rmSync(file, { recursive: true, force: true });
    else if (code === 'ENOENT' || code === 'ENOTDIR') folder(dir);
    else throw e;
    create();
  }
}

/**
 * What a hook's end of a call or turn leaves as the folder's last change: made anew each time, so
 * its change time is the folder's as long as nothing was added to the folder or removed from it
 * since. A call file removed by anything else (the call's own process: review R3b) leaves the
 * folder changed after it.
 */
const ENDED = '.ended';

/** A call ended (its PostToolUse). The folder is touched even when the file is gone: the agent acted. */
export function endCall(tripwireDir: string, key: string): void {
  const dir = callsDir(tripwireDir);
  try {
    unlinkSync(posix.join(dir, key)); // sets the folder's change time
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'EISDIR') throw e;
  }
  touch(dir);
}

/**
 * Whether the calls folder's last change was a hook's end of a call or turn (endCall, endTurn):
 * no call began since, and none was removed by anything but its hook. The marker is in the agent's
 * reach like the folder: remade by hand, it is a forged store (docs/tripwire.md, "Limits").
 */
export function endedLast(tripwireDir: string): boolean {
  const dir = callsDir(tripwireDir);
  const folder = lstatOrUndefined(dir);
  const marker = lstatOrUndefined(posix.join(dir, ENDED));
  return folder?.isDirectory() === true && marker?.isFile() === true && marker.ctimeMs >= folder.ctimeMs;
}

/**
 * The session's turn ended: its calls still listed never got a PostToolUse (refused, or interrupted).
 * What the hook never writes (anything but a regular file) is cleared on the way.
 */
export function endTurn(tripwireDir: string, session: string): void {
  const dir = callsDir(tripwireDir);
  for (const name of names(dir) ?? []) {
    if (name === ENDED) continue;
    const path = posix.join(dir, name);
    const st = lstatOrUndefined(path);
    if (st !== undefined && !st.isFile()) clear(path, st);
    else if (st !== undefined && sessionOf(path) === session) rmSync(path, { force: true });
  }
  touch(dir);
}

/**
 * When the agent last acted on this store: the calls folder's change time. Undefined when there is
 * no calls folder although a record exists: every PreToolUse makes it, so it was removed, and the
 * caller must assume the agent acted just now.
 */
export function lastActed(tripwireDir: string): number | undefined {
  const st = lstatOrUndefined(callsDir(tripwireDir));
  return st?.isDirectory() ? st.ctimeMs : undefined;
}

/**
 * Whether the person has the turn in this session: their latest prompt (ms) came after the agent
 * last acted. A session whose host never sent a prompt (no prompt event) has no turns to tell:
 * there, it is the person's turn whenever no call of another session is at work.
 */
export function turnStarted(tripwireDir: string, prompt: number | undefined): boolean {
  if (prompt === undefined) return true;
  const acted = lastActed(tripwireDir);
  return acted !== undefined && acted < prompt;
}

/**
 * Saves the person's prompt (`save`) until its time (`time`, the store's latestTime) reads after the
 * agent's last act. A pass at the prompt that judged open calls ends by setting the calls folder's
 * change time, and the kernel stamps change times with a coarse clock (a tick of up to 10 ms): a
 * prompt saved in the same tick read as no later than that act, so the person's turn did not start
 * and their own prompt record was judged as the agent's change (a gate switch) at the next call.
 * Saved again in a later tick (at most 25 times, 2 ms apart); past that, the turn is not the
 * person's (fail closed).
 */
export async function saveAfterLastAct(
  tripwireDir: string,
  save: () => Promise<void>,
  time: () => Promise<number | undefined>,
): Promise<void> {
  for (let i = 0; i < 25; i++) {
    await save();
    const acted = lastActed(tripwireDir);
    const said = await time();
    if (acted === undefined || said === undefined || acted < said) return;
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** When a session's person last wrote (ms), undefined for a session with no prompt record: the prompt store (prompts.ts). */
export interface PromptTimes {
  latestTime(session: string): Promise<number | undefined>;
}

/**
 * How far a file's change time may lag the clock that dated a prompt: the kernel stamps files with
 * a coarse clock, a tick behind the one node reads.
 */
const CLOCK_SLACK_MS = 20;

/**
 * Whether a call of another session is in progress (or the calls folder cannot be trusted). A file
 * counts only if it names a session with a prompt record (a session the person wrote in: every
 * host diffgate serves sends its prompts), and the call began after that session's latest prompt
 * (a newer prompt means the call is over: interrupted, with no PostToolUse) and less than the
 * longest call ago. Entries the hook never writes are cleared; so is a file past the longest call,
 * which counts no more.
 */
export async function othersAtWork(
  tripwireDir: string,
  session: string,
  now: number,
  prompts: PromptTimes,
): Promise<boolean> {
  const dir = callsDir(tripwireDir);
  const listed = names(dir);
  if (listed === undefined) return true;
  const latest = new Map<string, Promise<number | undefined>>();
  for (const name of listed) {
    if (name === ENDED) continue;
    const path = posix.join(dir, name);
    const st = lstatOrUndefined(path);
    if (st === undefined) continue;
    if (!st.isFile()) {
      clear(path, st); // never a call's: beginCall writes a regular file, over whatever stood there
      continue;
    }
    const other = sessionOf(path);
    if (other === session) continue; // this session's own: ended by its PostToolUse, or its Stop
    // the change time, which no process can date (a planted file dated 2030 ages like any other)
    if (other === undefined || now - st.ctimeMs >= LONGEST_CALL_MS) {
      rmSync(path, { force: true });
      continue;
    }
    if (!latest.has(other)) latest.set(other, promptTime(prompts, other));
    const prompt = await latest.get(other);
    if (prompt !== undefined && st.ctimeMs + CLOCK_SLACK_MS >= prompt) return true;
  }
  return false;
}

/** A session's latest prompt; a record that cannot be read is none (the tripwire judges the store's change). */
async function promptTime(prompts: PromptTimes, session: string): Promise<number | undefined> {
  try {
    const time = await prompts.latestTime(session);
    return time !== undefined && Number.isFinite(time) ? time : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the person had the turn: their latest prompt came after the agent last acted, no other
 * session's call is at work, and no call of this session begun before the prompt may be at work.
 * `scan` lists the processes alive that started after a time (stragglers.ts).
 */
export async function personHasTurn(
  tripwireDir: string,
  session: string,
  prompt: number | undefined,
  now: number,
  prompts: PromptTimes,
  scan: (since: number) => Scan,
): Promise<boolean> {
  return (
    turnStarted(tripwireDir, prompt) &&
    !(await othersAtWork(tripwireDir, session, now, prompts)) &&
    !ownCallAtWork(tripwireDir, session, prompt, scan)
  );
}

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
export function ownCallAtWork(
  tripwireDir: string,
  session: string,
  prompt: number | undefined,
  scan: (since: number) => Scan,
): boolean {
  if (prompt === undefined) return false;
  const dir = callsDir(tripwireDir);
  let began: number | undefined;
  for (const name of names(dir) ?? []) {
    if (name === ENDED) continue;
    const path = posix.join(dir, name);
    const st = lstatOrUndefined(path);
    if (!st?.isFile() || sessionOf(path) !== session) continue;
    const at = Math.min(st.mtimeMs, st.ctimeMs);
    if (at < prompt && (began === undefined || at < began)) began = at;
  }
  if (began === undefined) return false;
  const found = scan(began);
  return found.unknown || found.found.length > 0;
}

/**
 * Whether a call of this session is still open: its PreToolUse began it, and neither its
 * PostToolUse nor the end of the turn closed it (the hooks were killed, stopped or timed out, or
 * the call was interrupted). A regular file only; what else stands there is no call.
 */
export function openCalls(tripwireDir: string, session: string): boolean {
  const dir = callsDir(tripwireDir);
  return (names(dir) ?? []).some((name) => {
    if (name === ENDED) return false;
    const path = posix.join(dir, name);
    return lstatOrUndefined(path)?.isFile() === true && sessionOf(path) === session;
  });
}

/**
 * Whether any session's call may be at work in this store (what pre-commit asks before it honours
 * DIFFGATE_RELEASE): a regular file begun less than the longest call ago and not ended. Undefined
 * when there is no calls folder (never made, or removed: the caller decides). Read only: a git
 * hook clears nothing of the tripwire's.
 */
export function callOpenNow(tripwireDir: string, now: number): boolean | undefined {
  const dir = callsDir(tripwireDir);
  if (lstatOrUndefined(dir)?.isDirectory() !== true) return undefined;
  let listed: string[];
  try {
    listed = readdirSync(dir);
  } catch {
    return true; // a calls folder that cannot be listed may hold one
  }
  return listed.some((name) => {
    if (name === ENDED) return false;
    const st = lstatOrUndefined(posix.join(dir, name));
    return st?.isFile() === true && now - st.ctimeMs < LONGEST_CALL_MS;
  });
}

/** Whether a call's file is still listed (its PreToolUse ran and no PostToolUse came yet). */
export function inProgress(tripwireDir: string, key: string): boolean {
  return lstatOrUndefined(posix.join(callsDir(tripwireDir), key))?.isFile() === true;
}

/** More calls listed than any session runs at once: filled by something else, and set aside unread. */
const MAX_LISTED = 1000;

/** The calls listed; undefined when there were too many, and the folder was set aside. */
function names(dir: string): string[] | undefined {
  try {
    const listed = readdirSync(dir);
    if (listed.length <= MAX_LISTED) return listed;
    renameSync(dir, `${dir}-set-aside-${Date.now()}`);
    mkdirSync(dir);
    return undefined;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw e;
  }
}

/** Folders cleared out of the calls folder by this process: part of the name each is moved to. */
let setAside = 0;

/**
 * Removes an entry the hook never writes: a folder is moved out of the calls folder (its contents
 * are not walked, however many there are), anything else is unlinked (a FIFO is never opened, a
 * symlink never followed).
 */
function clear(path: string, st: Stats): void {
  try {
    if (!st.isDirectory()) unlinkSync(path);
    else {
      try {
        rmdirSync(path);
      } catch {
        renameSync(path, `${posix.dirname(path)}-set-aside-${Date.now()}-${process.pid}-${(setAside += 1)}`);
      }
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}

function sessionOf(path: string): string | undefined {
  try {
    return readRegularText(path, 4096);
  } catch {
    return undefined; // not a file the hook wrote: in the reach of the agent's shell, and never a session's
  }
}

/** Sets the calls folder's change time to now, making it first if it is gone: the end marker made anew (see ENDED). */
function touch(dir: string): void {
  folder(dir);
  const marker = posix.join(dir, ENDED);
  rmSync(marker, { recursive: true, force: true });
  writeFileSync(marker, '', { flag: 'wx', mode: 0o600 });
}

/** A first record was taken (before any call): the calls folder starts with it, its time the record's. */
export function startCalls(tripwireDir: string): void {
  touch(callsDir(tripwireDir)); // with the end marker: no call began yet (endedLast)
}

/** The longest wait for the kernel's file clock (its tick is 1 to 10 ms). */
const TICK_WAIT_MS = 50;

/**
 * Waits until a file written in `dir` gets a change time later than `after` (ms): the kernel
 * stamps files with a coarse clock, up to a tick behind the one node reads. The first record is
 * taken at the person's first prompt just before the prompt is saved; within one tick, the prompt
 * record's change time (what its time is held to) could equal the calls folder's, and the person's
 * turn would never have started (Claude Code 2.1.328: a background subagent's first call then put
 * the person's own prompt record away as a forged gate change). `dir` is not the calls folder,
 * whose change time is the agent's last act.
 */
export function fileClockPast(dir: string, after: number): void {
  const probe = posix.join(dir, `.clock${process.pid}`);
  const until = Date.now() + TICK_WAIT_MS;
  for (;;) {
    writeFileSync(probe, '');
    const st = lstatOrUndefined(probe);
    rmSync(probe, { force: true });
    if ((st !== undefined && st.ctimeMs > after) || Date.now() > until) return;
  }
}

/** Makes the calls folder, replacing whatever else stands in its place. */
function folder(dir: string): void {
  const st = lstatOrUndefined(dir);
  if (st !== undefined && !st.isDirectory()) rmSync(dir, { force: true });
  mkdirSync(dir, { recursive: true });
}
