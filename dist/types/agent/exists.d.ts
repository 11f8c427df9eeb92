/**
 * What the hook asks the file system about a path. Synchronous: the hook makes one decision per
 * process, and node:fs/promises alone costs it 0.07x of node's start-up.
 */
import { type Stats } from 'node:fs';
/** A path's status, or undefined when it cannot be had for any reason (for questions that fail safe either way). */
export declare function statOrUndefined(path: string, follow: 'follow' | 'nofollow'): Stats | undefined;
/**
 * Whether a path exists, for decisions that differ between existing and missing files. Only a
 * path that is surely missing (ENOENT, ENOTDIR) counts as missing; one that cannot be inspected
 * counts as existing, so the rules for existing files still apply (fail closed).
 */
export declare function existsOrUnknown(path: string, follow: 'follow' | 'nofollow'): boolean;
/**
 * ENOENT, ENOTDIR or ENAMETOOLONG: the path is not there (anything else means it could not be
 * inspected). A name longer than the file system allows (or a path past PATH_MAX) can neither
 * exist nor be created, so it is missing: a long word in a command is not a path (issue 32).
 */
export declare function isMissing(e: unknown): boolean;
