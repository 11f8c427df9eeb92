/**
 * The Claude hook's decision run in this process, for the large tables of commands and paths: the
 * same adapter and `runHook` the CLI's `diffgate hook claude` calls, with the same JSON and the same environment,
 * without starting node once per row (a spawned CLI costs about 0.3 s a row on the 2-core machine).
 * The process boundary itself (reading stdin, exit codes, a crash or a hang answering exit 2) is
 * tested through the built CLI in `hookHarness.ts`'s `runHook` and `tool`, which each table keeps
 * for a few of its rows.
 */
import { claudeHook } from '../../src/agents/claude/claudeHook.js';
import { agentHook } from '../../src/cli/agentHooks.js';
import { PROJECT_ROOT } from '../helpers/gitRepo.js';
import { type Harness, type HookRun, hookEnv, preToolUse } from './hookHarness.js';

/** Runs `fn` with `process.env` set to `env` (code that reads the environment itself sees the hook's). */
async function withEnv<T>(env: NodeJS.ProcessEnv, fn: () => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  for (const k of Object.keys(process.env)) if (!(k in env)) delete process.env[k];
  Object.assign(process.env, env);
  try {
    return await fn();
  } finally {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
  }
}

/** The hook's answer to `input` (the JSON Claude Code sends), decided in this process. */
export async function hookHere(h: Harness, input: string): Promise<HookRun> {
  const env = hookEnv(h);
  // as `diffgate hook`: the home is the environment's HOME
  const home = env.HOME || h.home;
  const answer = await withEnv(env, () => claudeHook.run(input, { env, home, selfDir: PROJECT_ROOT }));
  return { status: answer.exit, stdout: answer.stdout, stderr: answer.stderr };
}

/**
 * Another agent's hook answer to `input` (its own JSON), decided in this process: the adapter
 * `diffgate hook <agent>` loads (src/cli/agentHooks.ts), run as `hookHere` runs Claude's.
 */
export async function agentHere(h: Harness, agent: string, input: string): Promise<HookRun> {
  const env = hookEnv(h);
  const home = env.HOME || h.home;
  const adapter = await agentHook(agent);
  const answer = await withEnv(env, () => adapter.run(input, { env, home, selfDir: PROJECT_ROOT }));
  return { status: answer.exit, stdout: answer.stdout, stderr: answer.stderr };
}

/** A PreToolUse of `name` with `input`, decided in this process (the in-process twin of `tool`). */
export function toolHere(
  h: Harness,
  name: string,
  input: Record<string, unknown>,
  opts: { cwd?: string; session?: string } = {},
): Promise<HookRun> {
  return hookHere(h, preToolUse(h, name, input, opts));
}
