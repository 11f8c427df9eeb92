/**
 * The one decision every agent's adapter calls. A call is in the shape the Claude Code hook
 * decides on (src/claude/hookInput.ts: an edit as Write/Edit/MultiEdit with its proposed content,
 * a shell line as Bash, a read as Read/Grep/Glob, a prompt as UserPromptSubmit, a post-tool event
 * as PostToolUse, the end of a turn as Stop); the answer is data, and each adapter renders it in
 * its agent's protocol. Nothing here knows any agent: the same call gets the same decision from
 * every one of them.
 */
import { type HookPorts } from '../claude/hook.js';
import type { HookInput } from '../claude/hookInput.js';
export type { HookInput, HookPorts };
/** deny: blocked (the message says what, why, next); ask: a person decides; allow: the command policy allows it; none: no opinion. */
export type Verdict = 'deny' | 'ask' | 'allow' | 'none';
export interface Decision {
    verdict: Verdict;
    /** For deny, the full block message; for ask and allow, the reason. Empty for none. */
    message: string;
}
export declare const NONE: Decision;
/** Decides one call. Never throws: every failure is a deny whose message names it (fail closed). */
export declare function decide(call: HookInput, ports: HookPorts): Promise<Decision>;
/**
 * Several calls that stand for one tool call (a patch that touches several files): any deny
 * denies (every message kept), else any ask asks, else allow only when every part is allowed.
 */
export declare function decideAll(calls: readonly HookInput[], ports: HookPorts): Promise<Decision>;
export declare function combine(each: readonly Decision[]): Decision;
