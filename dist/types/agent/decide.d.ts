/**
 * The one decision every agent's adapter calls. A call is in the shape the Claude Code hook
 * decides on (src/agent/hookInput.ts: an edit as Write/Edit/MultiEdit with its proposed content,
 * a shell line as Bash, a read as Read/Grep/Glob, a prompt as UserPromptSubmit, a post-tool event
 * as PostToolUse, the end of a turn as Stop); the answer is data, and each adapter renders it in
 * its agent's protocol. Nothing here knows any agent: the same call gets the same decision from
 * every one of them.
 */
import { type HookPorts } from './runHook.js';
import type { HookInput } from './hookInput.js';
import type { ToolNames } from './toolNames.js';
export type { HookInput, HookPorts, ToolNames };
/**
 * A call with, optionally, the project the agent works in (Gemini's `cwd`, Cursor's workspace root,
 * the Codex session's folder, OpenCode's directory). The rules, the repository and the tripwire's
 * store come from the project, as they come from CLAUDE_PROJECT_DIR for Claude Code (it is passed
 * to the decision that way); the call's own `cwd` (a shell's working directory, which the agent may
 * point anywhere) only resolves relative paths and starts the shell.
 */
export type AgentCall = HookInput & {
    project_dir?: string;
    /** The calling agent's tool names as its model sees them, for the message (default Claude Code's; toolNames.ts). */
    tools?: ToolNames;
};
/** deny: blocked (the message says what, why, next); ask: a person decides; allow: the command policy allows it; none: no opinion. */
export type Verdict = 'deny' | 'ask' | 'allow' | 'none';
export interface Decision {
    verdict: Verdict;
    /** For deny, the full block message; for ask and allow, the reason. Empty for none. */
    message: string;
}
export declare const NONE: Decision;
/** Decides one call. Never throws: every failure is a deny whose message names it (fail closed). */
export declare function decide(call: AgentCall, ports: HookPorts): Promise<Decision>;
/**
 * Decides one call in this process (the library API and in-process plugins): never throws, a
 * failure is a deny naming it. Ports default to this process's environment and home.
 * `call.project_dir`, when given, is the project whose rules apply (as CLAUDE_PROJECT_DIR is for
 * Claude Code); `call.cwd` is then only the tool's working directory.
 */
export declare function decideHere(call: AgentCall, ports?: Partial<HookPorts>): Promise<Decision>;
/**
 * Several calls that stand for one tool call (a patch that touches several files): any deny
 * denies (every message kept), else any ask asks, else allow only when every part is allowed.
 */
export declare function decideAll(calls: readonly AgentCall[], ports: HookPorts): Promise<Decision>;
export declare function combine(each: readonly Decision[]): Decision;
