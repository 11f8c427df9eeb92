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
 */
import { mkdirSync, readdirSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { readRegularText } from '../readRegular.js';
import { lstatOrUndefined } from './statKey.js';

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

/** A call ended (its PostToolUse). The folder is touched even when the file is gone: the agent acted. */
export function endCall(tripwireDir: string, key: string): void {
  const dir = callsDir(tripwireDir);
  try {
    unlinkSync(posix.join(dir, key)); // sets the folder's change time
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'EISDIR') throw e;
    touch(dir);
  }
}

/** The session's turn ended: its calls still listed never got a PostToolUse (refused, or interrupted). */
export function endTurn(tripwireDir: string, session: string): void {
  const dir = callsDir(tripwireDir);
  for (const name of names(dir) ?? [])
    if (sessionOf(posix.join(dir, name)) === session) rmSync(posix.join(dir, name), { force: true });
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

/** Whether a call of another session is in progress (or the calls folder cannot be trusted). */
export function othersAtWork(tripwireDir: string, session: string, now: number): boolean {
  const dir = callsDir(tripwireDir);
  const listed = names(dir);
  if (listed === undefined) return true;
  for (const name of listed) {
    const path = posix.join(dir, name);
    const st = lstatOrUndefined(path);
    if (st === undefined) continue;
    // the change time, which no process can set ahead (a planted file dated 2030 ages like any other)
    if (!st.isFile() || (sessionOf(path) !== session && now - st.ctimeMs < LONGEST_CALL_MS)) return true;
  }
  return false;
}

/** Whether the person had the turn, and no other session's call is at work. */
export function personHasTurn(tripwireDir: string, session: string, prompt: number | undefined, now: number): boolean {
  return turnStarted(tripwireDir, prompt) && !othersAtWork(tripwireDir, session, now);
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

function sessionOf(path: string): string | undefined {
  try {
    return readRegularText(path, 4096);
  } catch {
    return undefined; // not a file the hook wrote: in the reach of the agent's shell, and never a session's
  }
}

/** Sets a folder's change time to now (adding and removing an entry), making it first if it is gone. */
function touch(dir: string): void {
  folder(dir);
  const tmp = posix.join(dir, `.t${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  writeFileSync(tmp, '', { flag: 'wx' });
  rmSync(tmp);
}

/** A first record was taken (before any call): the calls folder starts with it, its time the record's. */
export function startCalls(tripwireDir: string): void {
  folder(callsDir(tripwireDir));
}

/** Makes the calls folder, replacing whatever else stands in its place. */
function folder(dir: string): void {
  const st = lstatOrUndefined(dir);
  if (st !== undefined && !st.isDirectory()) rmSync(dir, { force: true });
  mkdirSync(dir, { recursive: true });
}
