export interface RunSpec {
    bwrap: string;
    options: string[];
    command: string[];
    env: NodeJS.ProcessEnv;
    cwd: string;
    /** Whether standard input is a terminal (then terminal signals are not forwarded twice). */
    interactive: boolean;
}
/** The command's exit status: its own code, or 128 + the signal's number when a signal ended it. */
export declare function runSandboxed(spec: RunSpec): Promise<number>;
