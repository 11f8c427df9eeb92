/**
 * `diffgate hook claude`: reads the hook's JSON on stdin and answers in Claude Code's protocol.
 * Claude Code lets a call through on any exit code but 0 and 2, so from here on every failure,
 * even one thrown outside the promise chain, ends in exit 2 with a message.
 */
import { HookTimeout, hookTimeout, startDeadline } from '../claude/deadline.js';
import { runHook } from '../claude/hook.js';
import { claudeText } from '../core/messages/claude.js';
import { EXIT, type Io } from './io.js';
import { patternMemo } from './patternMemo.js';
import { writeOut } from './writeOut.js';
import { UsageError } from './usageError.js';

export async function hookCommand(args: string[], io: Io): Promise<number> {
  if (args.length !== 1 || args[0] !== 'claude') throw new UsageError(claudeText.usage());
  const failClosed = (e: unknown) => {
    const detail =
      e instanceof HookTimeout
        ? e.message
        : claudeText.internal(e instanceof Error ? (e.stack ?? e.message) : String(e));
    writeOut(2, `${claudeText.failure(detail)}\n`);
    process.exit(EXIT.config);
  };
  process.on('uncaughtException', failClosed);
  process.on('unhandledRejection', failClosed);
  // The watchdog: past the limit the hook answers exit 2 (Claude Code runs the call when its hook
  // does not answer). The timer ends a wait; synchronous work checks the same deadline itself.
  const limit = hookTimeout(io.env);
  startDeadline(limit.seconds);
  setTimeout(() => failClosed(new HookTimeout(limit.seconds)), limit.seconds * 1000).unref();
  const stdin = await io.readStdin();
  if (limit.problem) {
    io.stderr(`${claudeText.failure(limit.problem)}\n`);
    return EXIT.config;
  }
  const answer = await runHook(stdin, {
    env: io.env,
    // node:os only without HOME: loading it costs 0.4 ms of every call, measured.
    home: io.env.HOME || (await import('node:os')).homedir(),
    knownPatterns: patternMemo(io.env),
  });
  if (answer.stdout) io.stdout(answer.stdout);
  if (answer.stderr) io.stderr(answer.stderr);
  return answer.exit;
}
