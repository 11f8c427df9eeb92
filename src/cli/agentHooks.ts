/**
 * Each agent's hook adapter for `diffgate hook <agent>` (hookCommand.ts), loaded only when that
 * agent's hook runs; the quiet pass's watchdog (quietHook.ts) renders the agent's fail-closed
 * answer with it.
 */
import type { AgentHook } from '../agent/answer.js';

// Claude's hook is loaded after its input is read: an after-call event that finds nothing moved
// is answered without it (quietHook.ts), as every agent's is where the entry point did not answer it.
export const claude: AgentHook = {
  run: async (stdin, ports) => (await import('../agents/claude/claudeHook.js')).claudeHook.run(stdin, ports),
  crashed: (message) => ({ exit: 2, stdout: '', stderr: message }),
};

/** One line per agent: its adapter, loaded only when that agent's hook runs. */
export const AGENTS: Record<string, () => Promise<AgentHook>> = {
  claude: async () => claude,
  codex: async () => (await import('../agents/codex/codexHook.js')).codexHook,
  gemini: async () => (await import('../agents/gemini/geminiHook.js')).geminiHook,
  cursor: async () => (await import('../agents/cursor/cursorHook.js')).cursorHook,
  copilot: async () => (await import('../agents/copilot/copilotHook.js')).copilotHook,
};

/** An agent's hook adapter (Claude Code's for a name that is none). */
export const agentHook = async (agent: string): Promise<AgentHook> =>
  Object.hasOwn(AGENTS, agent) ? await AGENTS[agent]!() : claude;
