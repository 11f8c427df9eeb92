/**
 * `diffgate hook <agent>`: reads the agent's hook JSON on stdin and answers in its protocol.
 * Each agent lets a call through on some failure (Claude Code on any exit code but 0 and 2), so
 * from here on every failure, even one thrown outside the promise chain, ends in the agent's
 * fail-closed answer.
 */
import { HookTimeout, hookTimeout, remainingMs, startDeadline } from '../agent/deadline.js';
import { boundGit } from '../git/gitDeadline.js';
import { agentsText } from '../core/messages/agents.js';
import { claudeText } from '../core/messages/claude.js';
import { EXIT, type Io } from './io.js';
import { patternMemo } from './patternMemo.js';
import { AGENTS, claude } from './agentHooks.js';
import { quietPass } from './quietHook.js';
import { writeOut } from './writeOut.js';
import { UsageError } from './usageError.js';

export async function hookCommand(args: string[], io: Io): Promise<number> {
  const load = args.length === 1 ? AGENTS[args[0]!] : undefined;
  if (load === undefined) throw new UsageError(agentsText.usage(Object.keys(AGENTS)));
  let agent = claude;
  const failClosed = (e: unknown) => {
    const detail =
      e instanceof HookTimeout
        ? e.message
        : claudeText.internal(e instanceof Error ? (e.stack ?? e.message) : String(e));
    const answer = agent.crashed(`${claudeText.failure(detail)}\n`);
    if (answer.stdout) writeOut(1, answer.stdout);
    if (answer.stderr) writeOut(2, answer.stderr);
    process.exit(answer.exit === 0 ? EXIT.ok : EXIT.config);
  };
  process.on('uncaughtException', failClosed);
  process.on('unhandledRejection', failClosed);
  // The watchdog: past the limit the hook answers the agent's fail-closed answer (an agent runs
  // the call when its hook does not answer). The timer ends a wait; synchronous work checks the
  // same deadline itself. Both count from the process's start: the quiet pass ran first (quietHook.ts).
  const limit = hookTimeout(io.env);
  startDeadline(limit.seconds);
  boundGit(Date.now() + remainingMs()); // a git call cannot outlast the hook either
  setTimeout(() => failClosed(new HookTimeout(limit.seconds)), Math.max(0, remainingMs())).unref();
  agent = await load();
  const stdin = await io.readStdin();
  if (limit.problem) {
    const refused = agent.crashed(`${claudeText.failure(limit.problem)}\n`);
    if (refused.stdout) io.stdout(refused.stdout);
    if (refused.stderr) io.stderr(refused.stderr);
    return refused.exit === 0 ? EXIT.ok : EXIT.config;
  }
  // node:os only without HOME: loading it costs 0.4 ms of every call, measured.
  const home = io.env.HOME || (await import('node:os')).homedir();
  // the quiet after-call pass, where the entry point did not run it (a time limit set): the
  // agent's silent answer when nothing moved, else the full hook's
  const quiet = await quietPass(args[0]!, stdin, io.env, home);
  if (quiet !== undefined) {
    if (quiet) io.stdout(quiet);
    return EXIT.ok;
  }
  const answer = await agent.run(stdin, {
    env: io.env,
    home,
    knownPatterns: patternMemo(io.env),
  });
  if (answer.stdout) io.stdout(answer.stdout);
  if (answer.stderr) io.stderr(answer.stderr);
  return answer.exit;
}
