/**
 * Drives the OpenCode plugin as OpenCode does: a separate process imports the module that
 * `diffgate install --opencode` wrote, calls each exported plugin function with a PluginInput
 * and runs the steps through the hooks it returns; each step's outcome (thrown or not) comes back.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Harness } from '../../agent/hookHarness.js';
import { cleanEnv } from '../../helpers/gitRepo.js';

export type Step = (
  | { hook: 'tool.execute.before'; tool: string; args: Record<string, unknown> }
  | { hook: 'chat.message'; text: string }
) & { session?: string; sleep?: number };

const DRIVER = `
const [file, dir, steps] = process.argv.slice(1);
const mod = await import(file);
const plugins = Object.values(mod).filter((v) => typeof v === 'function');
const hooks = [];
for (const plugin of plugins) hooks.push(await plugin({ directory: dir, worktree: dir, project: {}, client: {}, $: undefined }));
const results = [];
let call = 0;
for (const step of JSON.parse(steps)) {
  for (const h of hooks) {
    const sessionID = step.session ?? 'ses_1';
    try {
      if (step.hook === 'chat.message')
        await h['chat.message']({ sessionID }, { message: {}, parts: [{ type: 'text', text: step.text }] });
      else await h['tool.execute.before']({ tool: step.tool, sessionID, callID: 'call_' + ++call }, { args: step.args });
      results.push({ ok: true });
    } catch (e) {
      results.push({ ok: false, message: e.message });
    }
    if (step.sleep) await new Promise((r) => setTimeout(r, step.sleep));
  }
}
console.log(JSON.stringify({ plugins: plugins.length, results }));
`;

export function drive(h: Harness, steps: Step[]) {
  const file = join(h.repo.dir, '.opencode/plugins/diffgate.js');
  const env = cleanEnv({
    HOME: h.home,
    XDG_CONFIG_HOME: join(h.home, '.config'),
    XDG_STATE_HOME: join(h.home, '.local/state'),
  });
  const r = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', DRIVER, file, h.repo.dir, JSON.stringify(steps)],
    {
      cwd: h.repo.dir,
      env,
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as { plugins: number; results: { ok: boolean; message?: string }[] };
}
