/**
 * Each agent's hook adapter for `diffgate hook <agent>` (hookCommand.ts), loaded only when that
 * agent's hook runs; the quiet pass's watchdog (quietHook.ts) renders the agent's fail-closed
 * answer with it.
 */
import type { AgentHook } from '../agent/answer.js';
export declare const claude: AgentHook;
/** One line per agent: its adapter, loaded only when that agent's hook runs. */
export declare const AGENTS: Record<string, () => Promise<AgentHook>>;
/** An agent's hook adapter (Claude Code's for a name that is none). */
export declare const agentHook: (agent: string) => Promise<AgentHook>;
