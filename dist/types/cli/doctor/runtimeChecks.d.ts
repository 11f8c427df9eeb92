import { type Finding } from './finding.js';
import { type HookSetup } from './hookSetup.js';
/** The node git hooks would run, if any: its path and version. */
export declare function findNode(setup: HookSetup): Promise<{
    path: string;
    version: string;
} | undefined>;
export declare function checkNode(node: {
    path: string;
    version: string;
} | undefined): Finding;
/** Where the installed hooks look for the CLI, or undefined where the hook manager keeps it out of reach. */
export declare function cliLocation(setup: HookSetup): string | undefined;
export declare function checkCli(setup: HookSetup, node: {
    path: string;
} | undefined): Promise<Finding | undefined>;
