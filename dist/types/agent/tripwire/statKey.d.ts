/**
 * The stat key of a watched path: anything a write changes, change time included. A process can
 * set a file's size and modification time back (`touch -d`), but not its change time, which the
 * kernel sets to now on every write, chmod or rename; a replaced file has another inode. Kept as
 * numbers and compared as numbers: the quick pass compares one key per watched path on both sides
 * of every tool call, and building a string of six numbers (two of them fractions) for each cost
 * more than the lstat's own work in node.
 */
import { type Stats } from 'node:fs';
/** mode, device, inode, size, change time and modification time (ms, as node gives them); 0 when absent. */
export type Key = readonly [number, number, number, number, number, number] | 0;
export declare const ABSENT = 0;
export declare function keyOf(st: Stats | undefined): Key;
/** Whether a path's stat (undefined: absent) is the one a key recorded. */
export declare function sameKey(st: Stats | undefined, k: Key): boolean;
export declare function lstatOrUndefined(path: string): Stats | undefined;
