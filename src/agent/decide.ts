/**
 * The one decision every agent's adapter calls, on an event in no agent's words (agentEvent.ts:
 * a prompt, a tool call before it runs, after it ran, the end of a turn); the answer is data
 * (decision.ts), and each adapter renders it in its agent's protocol. Nothing here knows any
 * agent: the same event gets the same decision from every one of them.
 */
import type { AgentEvent } from './agentEvent.js';
import { type Decision, NONE, type Verdict } from './decision.js';
import { failureText } from './failure.js';
import { runHook, type HookPorts } from './runHook.js';
import type { ToolNames } from './toolNames.js';

export type { AgentEvent, Decision, HookPorts, ToolNames, Verdict };
export { NONE };

/** Decides one event. Never throws: every failure is a deny whose message names it (fail closed). */
export async function decide(event: AgentEvent, ports: HookPorts): Promise<Decision> {
  try {
    return await runHook(event, ports);
  } catch (e) {
    return { verdict: 'deny', message: failureText(e) };
  }
}

/**
 * Decides one event in this process (the library API and in-process plugins): never throws, a
 * failure is a deny naming it. Ports default to this process's environment and home.
 */
export async function decideHere(event: AgentEvent, ports: Partial<HookPorts> = {}): Promise<Decision> {
  try {
    const env = ports.env ?? process.env;
    const home = ports.home ?? (env.HOME || (await import('node:os')).homedir());
    return await decide(event, { ...ports, env, home });
  } catch (e) {
    return { verdict: 'deny', message: failureText(e) };
  }
}

/**
 * Several events that stand for one tool call (a patch that touches several files): any deny
 * denies (every message kept), else any ask asks, else allow only when every part is allowed.
 */
export async function decideAll(events: readonly AgentEvent[], ports: HookPorts): Promise<Decision> {
  const each: Decision[] = [];
  for (const event of events) each.push(await decide(event, ports));
  return combine(each);
}

export function combine(each: readonly Decision[]): Decision {
  const denied = each.filter((d) => d.verdict === 'deny');
  if (denied.length > 0) return { verdict: 'deny', message: denied.map((d) => d.message).join('\n') };
  const asked = each.find((d) => d.verdict === 'ask');
  if (asked) return asked;
  if (each.length > 0 && each.every((d) => d.verdict === 'allow'))
    return { verdict: 'allow', message: each.map((d) => d.message).join('; ') };
  return NONE;
}
