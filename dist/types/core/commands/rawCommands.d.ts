export interface RawScan {
    /** Every command found, as its words, wrappers (`sudo`, `env`, `timeout 5`) already peeled off. */
    commands: string[][];
    /** Each piece of code (the line, shell bodies) with quoted text blanked, for shape checks. */
    code: string[];
}
export declare const SHELL_NAMES: ReadonlySet<string>;
export declare function rawCommands(text: string): RawScan;
/** The command a chain of wrappers runs (`sudo -u root env A=1 timeout 5 rm x` -> `rm x`). */
export declare function peelWrappers(words: readonly string[]): string[];
