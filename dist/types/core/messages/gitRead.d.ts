/** The git adapter's own sentences (src/git), reported by the CLI as configuration errors. */
export declare const gitReadText: {
    unmerged: (path: string) => string;
    noMergeBase: (base: string, head: string) => string;
    untrackedUnreadable: (path: string, why: string) => string;
};
