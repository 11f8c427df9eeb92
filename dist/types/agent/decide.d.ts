/**
 * The one decision every agent's adapter calls, on an event in no agent's words (agentEvent.ts:
 * a prompt, a tool call before it runs, after it ran, the end of a turn); the answer is data
 * (decision.ts), and each adapter renders it in its agent's protocol. Nothing here knows any
 * agent: the same event gets the same decision from every one of them.
 */
import type { AgentEvent } from './agentEvent.js';
import { type Decision, NONE, type Verdict } from './decision.js';
import { type HookPorts } from './runHook.js';
import type { ToolNames } from './toolNames.js';
export type { AgentEvent, Decision, HookPorts, ToolNames, Verdict };
export { NONE };
/** Decides one event. Never throws: every failure is a deny whose message names it (fail closed). */
export declare function decide(event: AgentEvent, ports: HookPorts): Promise<Decision>;
/**
 * Decides one event in this process (the library API and in-process plugins): never throws, a
 * failure is a deny naming it. Ports default to this process's environment and home.
 */
export declare function decideHere(event: AgentEvent, ports?: Partial<HookPorts>): Promise<Decision>;
/**
 * Several events that stand for one tool call (a patch that touches several files): any deny
 * denies (every message kept), else any ask asks, else allow only when every part is allowed.
 */
export declare function decideAll(events: readonly AgentEvent[], ports: HookPorts): Promise<Decision>;
export declare function combine(each: readonly Decision[]): Decision;
