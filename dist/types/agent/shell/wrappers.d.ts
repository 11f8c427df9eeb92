import type { ShellVisitor, SimpleCommand } from './simpleCommand.js';
import { type Lookup } from './envSplitString.js';
import { type Word } from './words.js';
/** The command a wrapper finally runs, or null when it runs none (`command -v x`, `sudo -l`). */
export declare function unwrap(cmd: SimpleCommand, visitor: ShellVisitor, lookup?: Lookup): SimpleCommand | null;
/** The commands `find -exec`/`-execdir`/`-ok`/`-okdir` runs, with `{}` standing for the found path. */
export declare function findExecs(cmd: SimpleCommand, found: Word): SimpleCommand[];
/**
 * What `{}` (or a deleted path) of a `find` stands for: some path under each starting point, whose
 * last segment matches the `-name` pattern when there is exactly one.
 */
export declare function findFound(cmd: SimpleCommand): Word;
