/**
 * Compares the protected set on disk with the tripwire's record, past the quick pass (quickPass.ts):
 * only what moved is looked at closer. A folder whose key moved is listed for new files a rule
 * covers, and a file whose key moved is compared by type, mode, link target and bytes.
 */
import { type Stats } from 'node:fs';
import type { Moved } from './quickPass.js';
import type { Guard, WatchList } from './watchList.js';
import { type Entry, type State, type WatchStore } from './watchState.js';
/** A watched path that is not as recorded. */
export interface Difference {
    path: string;
    /** As recorded (absent: `t` is '-'). */
    before: Entry;
    /** As it is now; undefined when absent (or reached only through a folder that became a symlink). */
    now: Stats | undefined;
    guard: Guard;
}
/**
 * The differences behind what moved, with the record brought up to date for everything that is
 * not a difference (a folder's new key, a file touched but unchanged). New files found in moved
 * folders that a rule covers are differences (created); differences are not yet recorded.
 */
export declare function differences(state: State, m: Moved, list: WatchList, store: WatchStore, now: number): Difference[];
/**
 * The recorded files `differences` compares with their record (and so whose kept copies it may
 * use): those whose key moved, and those under a watched folder that is a symlink now.
 */
export declare function compared(state: State, m: Moved): string[];
/** Where the first record starts: the watched files and the folders to walk. */
export interface Roots {
    files: readonly string[];
    gateFolders: readonly string[];
    trees: readonly string[];
    /** Files rules name outright: recorded, existing or not, when their folder is a real one. */
    ruleFiles?: readonly string[];
    /** Rules' base folders: walked whole before the trees, not counted toward MAX_WALKED_FOLDERS. */
    ruleFolders?: readonly string[];
    /** Folders recorded by their key alone (absent ones too), never walked (WatchList.keyFolders). */
    keyFolders?: readonly string[];
}
/**
 * How far the first record walks the workspace for files a rule covers: a workspace that is a home
 * folder or `/` (Claude Code started outside a repository) would take minutes, and every later call
 * one lstat per folder. Past this many folders, or half the hook's time left, the walk stops: the
 * gate files, the gate folders and the files rules name outright are recorded first and always;
 * then each rule's base folder (`hooks` for `hooks/*.sh`), walked whole and not counted (the rule
 * bounds it; only the time stops it); then what the previous record held and the rules still
 * watch; only then the trees, counted. New files in folders left unwalked are left to the
 * pre-check, the git hooks and the Action.
 */
export declare const MAX_WALKED_FOLDERS = 20000;
/**
 * The first record: every watched file and folder as it is, bytes kept where rules need them.
 * `previous`, the record this one replaces: every path it held that is still watched is recorded
 * again (as it is now: the caller has judged its differences already), and every folder it held
 * is walked again without counting, so that a fresh record never watches less than the last one
 * because the walk stopped early this time.
 */
export declare function firstRecord(state: State, list: WatchList, store: WatchStore, now: number, roots?: Roots, previous?: State): void;
/**
 * Resumes a record whose walk of the rules' folders was cut (State.pending): walks what is left,
 * within this call's time. What is still left after it is again in State.pending.
 */
export declare function resumeRecord(state: State, list: WatchList, store: WatchStore, now: number): void;
/** Newly watched paths (a rule or gate added since the record): recorded as they are, not judged. */
export declare function recordNewlyWatched(state: State, list: WatchList, store: WatchStore, now: number): void;
