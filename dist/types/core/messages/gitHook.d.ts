/** The git hooks' sentences: blocks at commit and push, and releases. */
export declare const gitHookText: {
    releaseHint: () => string;
    released: (reason: string, n: number) => string;
    releasedError: (reason: string) => string;
    trailer: (reason: string, items: string[]) => string;
    pushCommit: (sha: string, subject: string) => string;
    pushReleasedByTrailer: (sha: string, trailer: string) => string;
    pushReleasedByEnv: (reason: string) => string;
    pushBlocked: (n: number) => string;
    pushHint: () => string;
    /** The fix, command by command: each step is a shell line a person can type as it is. */
    fixSteps: (steps: string[]) => string;
    rebaseEdit: (sha: string, subject: string) => string;
    trailerWithoutRecord: (sha: string, trailer: string) => string;
    ledgerUnwritable: (file: string, error: string) => string;
    releaseNotInLedger: (sha: string, trailer: string, record: string, ledger: string) => string;
    refusedByTripwire: (sha: string, subject: string, session: string | undefined, at: string | undefined) => string;
    refusedBatchUnreadable: (file: string, problem: string) => string;
    refusedViolation: (rule: string, path: string, reason: string) => string;
    refusedHint: () => string;
    releaseInAgentCall: (hook: "commit" | "push") => string;
    ledgerUnlisted: (n: number, ledger: string) => string;
    ledgerUnreadable: (ledger: string, error: string) => string;
    pushAudited: (file: string) => string;
    notJudged: (n: number, judged: number) => string;
    progress: (done: number, total: number) => string;
    unknownHook: (name: string) => string;
    badPushLine: (line: string) => string;
};
