/**
 * `diffgate hook <agent>`: reads the agent's hook JSON on stdin and answers in its protocol.
 * Each agent lets a call through on some failure (Claude Code on any exit code but 0 and 2), so
 * from here on every failure, even one thrown outside the promise chain, ends in the agent's
 * fail-closed answer.
 */
import type { AgentHook } from '../agents/answer.js';
import { runHook } from '../claude/hook.js';
import { claudeText } from '../core/messages/claude.js';
import { agentsText } from '../core/messages/agents.js';
import { setCacheRun } from './compileCache.js';
import { EXIT, type Io } from './io.js';
import { patternMemo } from './patternMemo.js';
import { writeOut } from './writeOut.js';
import { UsageError } from './usageError.js';

const claude: AgentHook = {
  run: runHook,
  crashed: (message) => ({ exit: 2, stdout: '', stderr: message }),
};

/** One line per agent: its adapter, loaded only when that agent's hook runs. */
const AGENTS: Record<string, () => Promise<AgentHook>> = {
  claude: async () => claude,
  codex: async () => (await import('../agents/codex/codexHook.js')).codexHook,
  gemini: async () => (await import('../agents/gemini/geminiHook.js')).geminiHook,
  cursor: async () => (await import('../agents/cursor/cursorHook.js')).cursorHook,
  copilot: async () => (await import('../agents/copilot/copilotHook.js')).copilotHook,
};

export async function hookCommand(args: string[], io: Io): Promise<number> {
  const load = args.length === 1 ? AGENTS[args[0]!] : undefined;
  if (load === undefined) throw new UsageError(agentsText.usage(Object.keys(AGENTS)));
  let agent = claude;
  const failClosed = (e: unknown) => {
    const answer = agent.crashed(
      `${claudeText.failure(claudeText.internal(e instanceof Error ? (e.stack ?? e.message) : String(e)))}\n`,
    );
    if (answer.stdout) writeOut(1, answer.stdout);
    if (answer.stderr) writeOut(2, answer.stderr);
    process.exit(answer.exit === 0 ? EXIT.ok : EXIT.config);
  };
  process.on('uncaughtException', failClosed);
  process.on('unhandledRejection', failClosed);
  agent = await load();
  const stdin = await io.readStdin();
  const answer = await agent.run(stdin, {
    env: io.env,
    // node:os only without HOME: loading it costs 0.4 ms of every call, measured.
    home: io.env.HOME || (await import('node:os')).homedir(),
    knownPatterns: patternMemo(io.env),
    onInput: (event, tool) => setCacheRun(`hook:${tool ?? event}`),
  });
  if (answer.stdout) io.stdout(answer.stdout);
  if (answer.stderr) io.stderr(answer.stderr);
  return answer.exit;
}
