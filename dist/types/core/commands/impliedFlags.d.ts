/**
 * Flags a command has by what it does, though not written as such: `git push origin +main` and
 * `git push --mirror` force-update the remote like `git push --force`, so a rule on `--force`
 * (or `-f`) matches them too.
 */
import { type ArgWord } from './argWord.js';
import type { Canonical } from './canonicalPrefix.js';
import type { FlagFacts } from './flagFacts.js';
export declare function impliedFlags(flags: FlagFacts, canonical: Canonical, argv: readonly ArgWord[]): FlagFacts;
