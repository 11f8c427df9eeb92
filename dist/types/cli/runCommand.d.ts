import { type Io } from './io.js';
export declare function runCommand(args: string[], io: Io): Promise<number>;
/** Why a command cannot be started, as a shell finds it (127 not found, 126 not executable); none when it can. */
export declare function unstartable(name: string, env: NodeJS.ProcessEnv, cwd: string): {
    why: string;
    status: number;
} | undefined;
export declare function parseRunArgs(args: string[]): {
    allowUnsandboxed: boolean;
    command: string[];
};
