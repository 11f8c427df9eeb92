export declare function boundGit(deadline: number | undefined): void;
/** Milliseconds a git started now may run, or undefined when nothing bounds it. */
export declare function gitTimeLeft(now?: number): number | undefined;
/** spawnSync's options for that bound: killed with SIGKILL when it runs out (error code ETIMEDOUT). */
export declare function gitTimeout(): {
    timeout?: number;
    killSignal?: 'SIGKILL';
};
