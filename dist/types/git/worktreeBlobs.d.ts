export declare class WorktreeBlobs {
    private readonly top;
    private readonly env;
    private setup;
    private dir;
    private cat;
    private queue;
    /** `top`: the work tree's root; `env`: the environment git runs with (a hook's, say). */
    constructor(top: string, env: NodeJS.ProcessEnv);
    /** The cleaned content of the work-tree file at repository path `path`. */
    read(path: string): Promise<Uint8Array>;
    close(): void;
    private flush;
    private start;
}
