/** `diffgate install` / `diffgate uninstall`: put the gate in place, or take it out, idempotently. */
import { parseArgs } from 'node:util';
import { installText as t } from '../core/messages/install.js';
import { EXIT, type Io } from './io.js';
import { hooksPath } from './install/hooksPath.js';
import { husky } from './install/husky.js';
import type { Installer } from './install/installTarget.js';
import { lefthook } from './install/lefthook.js';
import { repoRoot } from './repoRoot.js';
import { UsageError } from './usageError.js';

const INSTALLERS: Record<string, Installer> = { 'hooks-path': hooksPath, husky, lefthook };

export function installCommand(uninstall: boolean) {
  return async (args: string[], io: Io): Promise<number> => {
    const { values } = parseArgs({
      args,
      options: {
        'hooks-path': { type: 'boolean' },
        husky: { type: 'boolean' },
        lefthook: { type: 'boolean' },
        claude: { type: 'boolean' },
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

export async function installClaudeHooks(io: Io, uninstall: boolean, user: boolean): Promise<number> {
  const { installClaude, ClaudeSettingsError } = await import('../claude/installClaude.js');
  try {
    const result = await installClaude({ cwd: io.cwd, user, uninstall });
    io.stdout(`diffgate: ${result.message}\n`);
    return EXIT.ok;
  } catch (e) {
    if (!(e instanceof ClaudeSettingsError)) throw e;
    io.stderr(`diffgate: ${e.message}\n`);
    return EXIT.config;
  }
}
