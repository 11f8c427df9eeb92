import { type Io } from './io.js';
export declare function runCommand(args: string[], io: Io): Promise<number>;
export declare function parseRunArgs(args: string[]): {
    allowUnsandboxed: boolean;
    command: string[];
};
