/** `diffgate install --claude` (and its uninstall): Claude Code's hooks in its settings file. */
import { EXIT, type Io } from './io.js';

export async function installClaudeHooks(io: Io, uninstall: boolean, user: boolean): Promise<number> {
  const { installClaude, ClaudeSettingsError } = await import('../agents/claude/installClaude.js');
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
