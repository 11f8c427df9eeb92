import type { Canonical } from './canonicalPrefix.js';
import type { FlagFacts } from './flagFacts.js';
/** A positional token: the words it accepts, or null for `*` (any one word). */
export type PositionalToken = readonly string[] | null;
/** A flag token: alternatives; each is a flag written as is, plus its letters for a short group. */
export type FlagToken = readonly {
    readonly exact: string;
    readonly letters: readonly string[];
}[];
export interface CommandPattern {
    text: string;
    positional: readonly PositionalToken[];
    flags: readonly FlagToken[];
    /** The pattern names a wrapper alone (`sudo`): it matches commands run through it. */
    wrapper: boolean;
}
export type Match = 'yes' | 'maybe' | 'no';
export interface MatchFacts {
    canonical: Canonical;
    flags: FlagFacts;
    /** Wrapper names the command was found inside (`sudo`, `env`, `xargs`). */
    via: readonly string[];
}
/** The compiled pattern, or a sentence saying what is wrong and what was expected. */
export declare function compileCommandPattern(text: string): CommandPattern | {
    error: string;
};
export declare function matchPattern(pattern: CommandPattern, facts: MatchFacts): Match;
