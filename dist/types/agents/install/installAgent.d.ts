import { type HookTarget } from './agentTargets.js';
export interface InstallAgentOptions {
    agent: string;
    cwd: string;
    user: boolean;
    uninstall: boolean;
    home: string;
    /** The running CLI's path (tests pass the built one). */
    cliPath?: string;
}
export interface InstallAgentResult {
    changed: boolean;
    file: string;
    message: string;
}
export declare class AgentSettingsError extends Error {
}
export declare function settingsFile(target: HookTarget, o: {
    cwd: string;
    user: boolean;
    home: string;
}): string;
/**
 * The command the agent runs: node and the CLI by absolute path (the repository's own install where
 * there is one), with the CLI's code checked before it runs (verifiedCommand.ts).
 */
export declare function agentCommand(target: HookTarget, projectRoot: string | undefined, cliPath?: string): string;
export declare function installAgent(o: InstallAgentOptions): Promise<InstallAgentResult>;
/** Whether an entry, or a hook inside a group, is diffgate's for this agent. */
export declare function isOurs(agent: string, h: unknown): boolean;
