/**
 * git's plumbing that does what a porcelain command does, judged also as that command, so a rule
 * refusing the porcelain refuses the plumbing too: `git send-pack` is what `git push` runs to send
 * (same `--force`, `-f`, `+REF`), `git update-ref -d refs/heads/X` deletes a branch as `git branch
 * -D X` does, and `git update-ref refs/heads/X REV` moves it as `git branch --force X REV` does.
 */
import { type ArgWord } from './argWord.js';
/** The porcelain commands a git plumbing command line does the work of, as argv (none for others). */
export declare function plumbingEquivalents(argv: readonly ArgWord[]): ArgWord[][];
