/**
 * `diffgate install --claude --sandbox`: the hook (as --claude alone) and the sandbox deny list;
 * `uninstall --claude --sandbox` takes out the deny list only, and plain `uninstall --claude`
 * takes out both.
 */
import { sandboxText as t } from '../core/messages/sandbox.js';
import { EXIT, type Io } from './io.js';
import { installClaudeHooks } from './installClaudeHooks.js';
import { UsageError } from './usageError.js';

export async function installSandbox(io: Io, uninstall: boolean, user: boolean): Promise<number> {
  if (user) throw new UsageError(t.install.userUnsupported());
  const { installClaudeSandbox, ClaudeSettingsError } = await import('../agents/claude/installClaude.js');
  if (!uninstall) {
    const hooks = await installClaudeHooks(io, false, false);
    if (hooks !== EXIT.ok) return hooks;
  }
  try {
    const result = await installClaudeSandbox({ cwd: io.cwd, env: io.env, uninstall });
    io.stdout(`diffgate: ${result.message}\n`);
    return EXIT.ok;
  } catch (e) {
    if (!(e instanceof ClaudeSettingsError)) throw e;
    io.stderr(`diffgate: ${e.message}\n`);
    return EXIT.config;
  }
}

/** Plain `uninstall --claude`: the deny list goes too, and is mentioned only when there was one. */
export async function removeSandboxQuietly(io: Io): Promise<void> {
  const { installClaudeSandbox, ClaudeSettingsError } = await import('../agents/claude/installClaude.js');
  try {
    const result = await installClaudeSandbox({ cwd: io.cwd, env: io.env, uninstall: true });
    if (result.changed) io.stdout(`diffgate: ${result.message}\n`);
  } catch (e) {
    if (!(e instanceof ClaudeSettingsError)) throw e;
    io.stderr(`diffgate: ${e.message}\n`);
  }
}
