/** `diffgate install` / `diffgate uninstall`: put the gate in place, or take it out, idempotently. */
import { parseArgs } from 'node:util';
import { installText as t } from '../core/messages/install.js';
import { EXIT, type Io } from './io.js';
import { hooksPath } from './install/hooksPath.js';
import { husky } from './install/husky.js';
import type { Installer } from './install/installTarget.js';
import { lefthook } from './install/lefthook.js';
import { installClaudeHooks } from './installClaudeHooks.js';
import { repoRoot } from './repoRoot.js';
import { UsageError } from './usageError.js';

const INSTALLERS: Record<string, Installer> = { 'hooks-path': hooksPath, husky, lefthook };
const AGENT_TARGETS = ['codex', 'gemini', 'cursor', 'copilot', 'opencode'] as const;

export function installCommand(uninstall: boolean) {
  return async (args: string[], io: Io): Promise<number> => {
    const { values } = parseArgs({
      args,
      options: {
        'hooks-path': { type: 'boolean' },
        husky: { type: 'boolean' },
        lefthook: { type: 'boolean' },
        claude: { type: 'boolean' },
        codex: { type: 'boolean' },
        gemini: { type: 'boolean' },
        cursor: { type: 'boolean' },
        copilot: { type: 'boolean' },
        opencode: { type: 'boolean' },
        user: { type: 'boolean' },
        sandbox: { type: 'boolean' },
        force: { type: 'boolean' },
      },
      strict: true,
    });
    const chosen = Object.keys(INSTALLERS).filter((k) => values[k as keyof typeof values]);
    if (values.claude && values.sandbox)
      return (await import('./installSandbox.js')).installSandbox(io, uninstall, values.user === true);
    if (values.claude && uninstall && !values.user)
      await (await import('./installSandbox.js')).removeSandboxQuietly(io);
    if (values.claude) return installClaudeHooks(io, uninstall, values.user === true);
    const agent = AGENT_TARGETS.find((a) => values[a]);
    if (agent) return installAgentHooks(agent, io, uninstall, values.user === true);
    if (chosen.length === 0) throw new UsageError(t.chooseOne());
    const top = await repoRoot(io.cwd);
    if (top === undefined) throw new UsageError(t.notARepo());
    let refused = false;
    for (const name of chosen) {
      const installer = INSTALLERS[name]!;
      const ctx = { top, cwd: io.cwd, force: values.force === true };
      const result = uninstall ? await installer.uninstall(ctx) : await installer.install(ctx);
      (result.refused ? io.stderr : io.stdout)(`diffgate: ${result.message}\n`);
      refused ||= result.refused === true;
    }
    return refused ? EXIT.config : EXIT.ok;
  };
}

async function installAgentHooks(agent: string, io: Io, uninstall: boolean, user: boolean): Promise<number> {
  const [{ installAgent, AgentSettingsError }, { installOpencode }] = await Promise.all([
    import('../agents/install/installAgent.js'),
    import('../agents/opencode/installOpencode.js'),
  ]);
  const home = io.env.HOME || (await import('node:os')).homedir();
  try {
    const opts = { agent, cwd: io.cwd, user, uninstall, home, env: io.env };
    const result = agent === 'opencode' ? await installOpencode(opts) : await installAgent(opts);
    io.stdout(`diffgate: ${result.message}\n`);
    return EXIT.ok;
  } catch (e) {
    if (!(e instanceof AgentSettingsError)) throw e;
    io.stderr(`diffgate: ${e.message}\n`);
    return EXIT.config;
  }
}
