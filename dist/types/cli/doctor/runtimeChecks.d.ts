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
/**
 * Where `git` and `node` are on the person's PATH, every match in order: the first runs (in a hook
 * git puts its own exec path first; the person's `git commit` runs whatever their PATH finds). A
 * first match under the home in a per-user bin folder (`~/.local/bin`, `~/bin`) ahead of another
 * is a problem: a file there runs in place of the real program for every hook (issue 32). (A node
 * of a version manager, `~/.nvm/...`, is a match of its own, not a shadow.)
 */
export declare function checkPrograms(env: NodeJS.ProcessEnv): Finding;
/** Whether the CLI's code is checked before it runs: not yet (said, with what to do instead). */
export declare function checkCodeVerified(): Finding;
