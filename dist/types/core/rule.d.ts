/** Rules as the manifest declares them. */
export type PathRuleKind = 'freeze' | 'invariant' | 'append' | 'budget' | 'deny' | 'allow' | 'save-gate';
export type CommandRuleKind = 'command-allow' | 'command-ask' | 'command-deny';
export type RuleKind = PathRuleKind | CommandRuleKind | 'release';
/** Letters from the seed's manifest: A freeze, B invariant, C append. */
export declare const KIND_ALIASES: Readonly<Record<string, RuleKind>>;
export declare const RULE_KINDS: readonly RuleKind[];
export interface RuleOptions {
    /** append: new lines only after the existing content. */
    atEnd?: boolean;
    /**
     * append: a record with a mutable head. The lines above the first line matching this regular
     * expression may change freely; from that line down the file is append-only.
     */
    head?: string;
    /** budget limits. */
    lines?: number;
    bytes?: number;
    /** save-gate trigger words. */
    words?: string[];
}
export interface Rule {
    kind: RuleKind;
    /** A glob for path rules, a phrase for release, a command prefix for command rules. */
    pattern: string;
    reason: string;
    options: RuleOptions;
    /** Where the rule is written. */
    file: string;
    line: number;
    /** The option column as written, for messages and comparisons. */
    optionsText: string;
}
export declare function isPathKind(kind: RuleKind): kind is PathRuleKind;
/** A path rule's pattern that names files outside the repository (Claude adapter only). */
export declare function isOutsidePattern(pattern: string): boolean;
export declare const DEFAULT_RELEASE_PHRASE = "guard release";
/** The phrases that release a block: the manifest's `release` rules, else the default. */
export declare function releasePhrases(rules: readonly Rule[]): string[];
export declare const DEFAULT_SAVE_WORDS: readonly string[];
