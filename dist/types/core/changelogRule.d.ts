export declare const CHANGELOG_FILE = "CHANGELOG.md";
/** The commented rule to offer for a changelog with this text, or undefined when it is not one. */
export declare function changelogRule(text: string): string | undefined;
