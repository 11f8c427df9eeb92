export interface Ran {
    status: number | null;
    signal: NodeJS.Signals | null;
    stdout: Buffer;
    stderr: Buffer;
    /** stdout then stderr as text: what a person would have seen in the terminal. */
    output: string;
}
export interface RunOptions {
    cwd: string;
    env: NodeJS.ProcessEnv;
    input?: string | Uint8Array;
    /** Milliseconds before the child is killed (a hook that hangs is reported, not waited for). */
    timeout?: number;
}
export declare function run(command: string, args: string[], opts: RunOptions): Promise<Ran>;
export declare class GitFailed extends Error {
    readonly args: string[];
    readonly ran: Ran;
    constructor(args: string[], ran: Ran);
}
/** git's standard output as bytes; rejects with git's message when it fails. */
export declare function gitBytes(args: string[], opts: RunOptions): Promise<Buffer>;
export declare function gitText(args: string[], opts: RunOptions): Promise<string>;
