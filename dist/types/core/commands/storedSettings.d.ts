/**
 * git settings stored for later commands that make an everyday command do what a rule refuses:
 * `git config remote.origin.push +HEAD:main` (or `remote.origin.mirror true`, or
 * `git remote add --mirror=push`) makes every later `git push` a forced push, and
 * `git config clean.requireForce false` makes every `git clean` delete like `git clean -f`. Such a
 * command is judged also as the command it arms (`git push --force`, `git clean --force`), so a
 * rule refusing that refuses the setting too. A key or value not known before the command runs
 * may be any of these: the armed command is then judged with an unknown word (a deny asks).
 */
import { type ArgWord } from './argWord.js';
/** The commands a `git config` / `git remote add` command line arms for later, as argv. */
export declare function armedCommands(argv: readonly ArgWord[]): ArgWord[][];
