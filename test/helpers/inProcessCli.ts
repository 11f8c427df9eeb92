/**
 * The CLI's `run` (src/cli/main.ts, what `diffgate ARGS` runs after its start-up) in this process,
 * for the large tables that compare verdicts: no node started a row (a spawned CLI costs about
 * 0.15 s of CPU on the 2-core machine). The process boundary (arguments, exit codes, output
 * streams) stays tested through the built CLI by each table's rows that keep it (GitRepo.diffgate).
 */
import { run } from '../../src/cli/main.js';
import { cleanEnv, type Run } from './gitRepo.js';

/** Runs `fn` with `process.env` set to `env` (code that reads the environment itself, or spawns git, sees it). */
export async function withEnv<T>(env: NodeJS.ProcessEnv, fn: () => Promise<T>): Promise<T> {
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

/** `diffgate ARGS` in `cwd`, in this process, with GitRepo.diffgate's environment (cleanEnv plus `env`). */
export async function diffgateHere(
  cwd: string,
  args: string[],
  opts: { env?: Record<string, string>; input?: string } = {},
): Promise<Run> {
  const env = cleanEnv(opts.env);
  let stdout = '';
  let stderr = '';
  const status = await withEnv(env, () =>
    run(args, {
      cwd,
      env,
      stdout: (t) => {
        stdout += t;
      },
      stderr: (t) => {
        stderr += t;
      },
      isTTY: false,
      readStdin: async () => opts.input ?? '',
    }),
  );
  return { status, stdout, stderr };
}
