/** The command line's own sentences: usage, errors, summaries, explain and init. */
export declare const noteText: {
    noManifest: (file: string) => string;
};
export declare const cliText: {
    usage: () => string;
    /** `diffgate COMMAND --help`, per command. */
    help: Record<string, string>;
    version: (v: string) => string;
    usageError: (detail: string) => string;
    unknownCommand: (name: string) => string;
    badRange: (range: string) => string;
    oneMode: () => string;
    badFormat: (f: string) => string;
    manifestErrors: (label: string, n: number) => string;
    manifestMissing: (label: string) => string;
    gitError: (detail: string) => string;
    gitFailed: (detail: string) => string;
    readError: (detail: string) => string;
    internalError: (detail: string) => string;
    ok: (n: number, label: string, scope?: string) => string;
    blockedHeader: (v: number, n: number, scope?: string) => string;
    /** What `check` looked at, for its summary line. */
    scope: {
        staged: () => string;
        worktree: () => string;
        range: (base: string, head: string) => string;
    };
    unstagedHint: () => string;
    notARepo: (cwd: string) => string;
    why: string;
    next: string;
    rule: string;
    explainNone: () => string;
    explain: {
        saveGate: (words: readonly string[]) => string;
        manifest: () => string;
        userManifest: () => string;
        gateFile: (gate: string) => string;
        gitDir: () => string;
        gitHooks: () => string;
        outsideRule: (file: string) => string;
        refused: (why: string) => string;
        verdicts: string;
        shell: (v: string) => string;
        edit: (v: string) => string;
        commit: (v: string) => string;
        denied: (rules: string[]) => string;
        judged: (rules: string[]) => string;
        saveGated: () => string;
        noOpinion: () => string;
        commitBlocked: (rules: string[]) => string;
        commitJudged: (rules: string[]) => string;
        commitFree: () => string;
        policyTotal: () => string;
        commandHeader: (verdict: string) => string;
        commandDenials: () => string;
        commandWrites: () => string;
        releasable: (phrases: readonly string[]) => string;
    };
    explainSecret: (segment: string) => string;
    explainAllowed: (source: string) => string;
    initExists: (file: string) => string;
    initChangelog: (file: string) => string;
    initWrote: (file: string) => string;
};
