/**
 * The folder a session works in, for an agent whose tool events carry only the tool's working
 * directory: Codex sends the session's folder as `cwd` with UserPromptSubmit and Stop, but the
 * tool's own folder (an exec_command `workdir`, which the model picks) with PreToolUse and
 * PostToolUse. Each prompt records the session's folder here, and the session's tool calls are
 * judged in that project. The store is diffgate's state folder, a gate folder no agent tool may
 * write (src/agent/gatePaths.ts), kept per session like the prompts (src/agent/prompts.ts).
 */
import { posix } from 'node:path';
import { PromptStore } from './prompts.js';

function store(agent: string, env: NodeJS.ProcessEnv, home: string): PromptStore {
  const state =
    env.XDG_STATE_HOME && posix.isAbsolute(env.XDG_STATE_HOME)
      ? env.XDG_STATE_HOME
      : posix.join(home, '.local', 'state');
  return new PromptStore(posix.join(state, 'diffgate', `${agent}-projects`));
}

export async function rememberProject(
  agent: string,
  session: string,
  dir: string,
  env: NodeJS.ProcessEnv,
  home: string,
): Promise<void> {
  await store(agent, env, home).save(session, dir);
}

/** The session's folder as its latest prompt gave it; undefined when no prompt was seen. */
export async function recallProject(
  agent: string,
  session: string,
  env: NodeJS.ProcessEnv,
  home: string,
): Promise<string | undefined> {
  try {
    return await store(agent, env, home).latest(session);
  } catch {
    return undefined;
  }
}
