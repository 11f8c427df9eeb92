export declare class CatFile {
    private readonly cwd;
    private readonly env;
    private proc;
    private readonly pending;
    private header;
    private body;
    private filled;
    private stderr;
    private failure;
    private syncCalls;
    constructor(cwd: string, env: NodeJS.ProcessEnv, 
    /**
     * `long`: a reader that will make many rounds (the commits of a push) starts its long-lived
     * process at once, instead of spending its first rounds on a git each.
     */
    opts?: {
        long?: boolean;
    });
    /** An object's content by any name cat-file accepts (`<sha>`, `HEAD:path`, `:path`); null when missing. */
    read(name: string): Promise<Uint8Array | null>;
    private queued;
    private queuedNames;
    private flush;
    /** Answers the pending requests with one synchronous git; false when the answer is too large to take this way. */
    private readSync;
    close(): void;
    private start;
    private fail;
    private onData;
    private onHeader;
}
