/**
 * The command policy's verdict on a command line, from its segments (every simple command in it,
 * found by the adapter's shell parser) and its raw text. Per segment the strictest matching rule
 * wins: deny, then ask, then allow; a deny rule that only may match (a word could not be read
 * before the command runs) asks. The line: any segment denied -> deny; else any asked -> ask; else
 * every segment explicitly allowed -> allow; else no opinion. An allow never applies to a segment
 * whose parse failed, that runs with changed environment or privileges, that uses options making
 * it run other code, or whose prefix is in doubt. The catastrophic forms are denied apart from all
 * that, on the raw text and on every segment, and nothing overrides them.
 */
import { type ArgWord } from './argWord.js';
import { type Canonical } from './canonicalPrefix.js';
import { type Catastrophe, type CatastrophicForm } from './catastrophic.js';
import type { CommandRule, Decision } from './commandRules.js';
export interface SegmentInput {
    /** The words after the expansions known before it runs, the program first (wrappers peeled). */
    argv: readonly ArgWord[];
    /** The simple command as written. */
    text: string;
    /** The wrappers it was found inside, by name (`sudo`, `env`, `bash`, `xargs`). */
    via?: readonly string[];
    /** The shell parser could not read it; `argv` is a best effort from its raw text. */
    parseFailed?: boolean;
    /** Its environment is changed (`VAR=value cmd`, `env VAR=value`, an `export` earlier in the line). */
    hasOverrides?: boolean;
    /** It only runs other segments (`bash -c BODY` with the body read): judged by deny and ask, needs no allow. */
    wrapper?: boolean;
    /** The directories it may run in (null: unknown), for relative operands of `rm`. */
    dirs?: readonly (string | null)[];
}
export interface CommandInput {
    /** The command line as written. */
    text: string;
    segments: readonly SegmentInput[];
    /** The home directory the parser expanded `~` and `$HOME` to. */
    home?: string;
}
export type AllowBlock = {
    kind: 'parse-failed';
} | {
    kind: 'privilege';
    wrapper: string;
} | {
    kind: 'environment';
} | {
    kind: 'overrides';
    found: {
        option: string;
        reason: string;
    }[];
} | {
    kind: 'doubt';
    options: string[];
    unknownWord: boolean;
};
export interface SegmentVerdict {
    segment: SegmentInput;
    canonical: Canonical;
    decision: Decision | null;
    /** The rule that decided (none for a catastrophic form or no opinion). */
    rule?: CommandRule;
    /** The rule only may match: a word it depends on is not known before the command runs. */
    maybe: boolean;
    catastrophic?: CatastrophicForm;
    /** Why an allow rule that matches does not apply. */
    allowBlocked?: AllowBlock;
}
export interface CommandVerdict {
    decision: Decision | null;
    segments: SegmentVerdict[];
    /** Catastrophic forms found, in the raw text or in a segment. */
    catastrophes: Catastrophe[];
}
export declare function judgeCommand(input: CommandInput, rules: readonly CommandRule[]): CommandVerdict;
export declare function judgeSegment(segment: SegmentInput, rules: readonly CommandRule[], home?: string): SegmentVerdict;
/** A segment from plain words (tests, and text a parser could not read). */
export declare function segmentOf(argv: readonly ArgWord[], extra?: Partial<SegmentInput>): SegmentInput;
