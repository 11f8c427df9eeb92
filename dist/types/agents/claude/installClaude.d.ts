export interface InstallClaudeOptions {
    cwd: string;
    /** The user's settings instead of the project's. */
    user: boolean;
    uninstall: boolean;
    /** Defaults: $HOME, the environment, and the running CLI's path (for tests). */
    home?: string;
    env?: NodeJS.ProcessEnv;
    cliPath?: string;
}
export interface InstallClaudeResult {
    changed: boolean;
    file: string;
    message: string;
}
/**
 * CronCreate and ScheduleWakeup (Claude Code 2.1.328) schedule a prompt the model writes: judged by
 * src/agent/scheduledPrompt.ts. Monitor runs a shell command in the background: judged as Bash.
 */
export declare const CLAUDE_MATCHER = "Write|Edit|MultiEdit|NotebookEdit|Read|Grep|Glob|LS|Bash|PowerShell|Monitor|CronCreate|ScheduleWakeup";
/**
 * Every MCP tool (`mcp__<server>__<tool>`), whose PreToolUse begins its call for the tripwire. An
 * entry of its own: a matcher with `^` or `.` is a regular expression, unanchored, so joined to
 * CLAUDE_MATCHER (a list of exact names) it would make Write match TodoWrite.
 */
export declare const MCP_MATCHER = "^mcp__";
/** The tools whose calls the tripwire checks afterwards: those that can change files (MCP tools included). */
export declare const TRIPWIRE_MATCHER = "Write|Edit|MultiEdit|NotebookEdit|Bash|PowerShell|Monitor|mcp__.*";
export declare class ClaudeSettingsError extends Error {
}
export declare function installClaude(opts: InstallClaudeOptions): Promise<InstallClaudeResult>;
/**
 * The command Claude Code runs: node and the CLI by absolute path (the project's own install where
 * there is one), with the CLI's code checked before it runs (verifiedCommand.ts).
 */
export declare function hookCommandLine(projectRoot: string | undefined, cliPath?: string, user?: boolean): string;
/**
 * `diffgate install --claude --sandbox` (and its uninstall): the frozen files, manifests and gate
 * files as they are now, in Claude Code's `sandbox.filesystem.denyWrite` of the project's
 * `.claude/settings.local.json` (absolute paths of this machine, so the per-person, uncommitted
 * settings file). Other entries are kept; the entries diffgate added are recorded in
 * `.git/diffgate/claude-sandbox.json`, so a reinstall replaces them and an uninstall removes
 * exactly them. `sandbox.enabled` is never touched: turning the sandbox on is the person's call.
 */
export declare function installClaudeSandbox(opts: Omit<InstallClaudeOptions, 'user' | 'cliPath'>): Promise<{
    changed: boolean;
    file: string;
    message: string;
    entries: string[];
}>;
/** Where diffgate notes which denyWrite entries it added (its state folder, a gate folder). */
export declare const sandboxRecordFile: (gitDir: string) => string;
export declare function readRecord(file: string): Promise<string[]>;
