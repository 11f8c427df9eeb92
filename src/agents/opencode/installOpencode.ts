/**
 * `diffgate install --opencode` / `uninstall --opencode`: OpenCode loads every module in
 * `.opencode/plugins/` (project) and `~/.config/opencode/plugins/` (user) and calls its exported
 * plugin functions. diffgate writes one module of its own there, re-exporting the package's
 * plugin (`diffgate/opencode` from the repository's node_modules, else this CLI's own copy by
 * absolute URL), and removes it again; it never touches a file it did not write.
 */
import { existsSync, realpathSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findRepository } from '../../agent/place.js';
import { agentsText as t } from '../../core/messages/agents.js';
import { AgentSettingsError, type InstallAgentOptions, type InstallAgentResult } from '../install/installAgent.js';

export const MARK = '// Written by `diffgate install --opencode`; `diffgate uninstall --opencode` removes it.';

export function opencodeFile(o: { cwd: string; user: boolean; home: string; env?: NodeJS.ProcessEnv }): string {
  if (o.user) {
    const config = o.env?.XDG_CONFIG_HOME?.startsWith('/') ? o.env.XDG_CONFIG_HOME : posix.join(o.home, '.config');
    return posix.join(config, 'opencode', 'plugins', 'diffgate.js');
  }
  const root = findRepository(realpathSync(o.cwd))?.root ?? o.cwd;
  return posix.join(root, '.opencode', 'plugins', 'diffgate.js');
}

export function pluginModule(projectRoot: string | undefined, cliPath?: string): string {
  const local =
    projectRoot !== undefined && existsSync(posix.join(projectRoot, 'node_modules', 'diffgate', 'package.json'));
  const from = local
    ? 'diffgate/opencode'
    : pathToFileURL(posix.join(posix.dirname(cliPath ?? realpathSync(process.argv[1]!)), '..', 'opencode', 'index.js'))
        .href;
  return `${MARK}\nexport { DiffgatePlugin } from ${JSON.stringify(from)};\n`;
}

export async function installOpencode(
  o: InstallAgentOptions & { env?: NodeJS.ProcessEnv },
): Promise<InstallAgentResult> {
  const file = opencodeFile(o);
  const root = o.user ? undefined : (findRepository(realpathSync(o.cwd))?.root ?? o.cwd);
  let current: string | undefined;
  try {
    current = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new AgentSettingsError(t.install.badSettings(file, (e as Error).message));
  }
  if (current !== undefined && !current.startsWith(MARK)) throw new AgentSettingsError(t.install.notOurs(file));
  if (o.uninstall) {
    if (current === undefined) return { changed: false, file, message: t.install.absent(file) };
    await rm(file, { force: true });
    return { changed: true, file, message: t.install.removed('OpenCode', file) };
  }
  const want = pluginModule(root, o.cliPath);
  if (current === want) return { changed: false, file, message: t.install.already('OpenCode', file) };
  await mkdir(posix.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, want);
  await rename(tmp, file);
  return {
    changed: true,
    file,
    message: t.install.installed('OpenCode', file, [
      'tool.execute.before',
      'tool.execute.after',
      'chat.message',
      'session.idle',
    ]),
  };
}
