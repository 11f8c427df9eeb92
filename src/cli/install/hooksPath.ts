/** `install --hooks-path`: point core.hooksPath at this package's githooks/ folder. */
import { realpathSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { installText as t } from '../../core/messages/install.js';
import { runGit } from '../../git/runGit.js';
import type { InstallContext, Installer } from './installTarget.js';

/**
 * githooks/ of the package this CLI runs from: the bin is dist/cli/index.js (reached through
 * node_modules/.bin's link, hence the real path), so it is ../../githooks from there. The CLI
 * bundle is CommonJS (faster to start than an ES module), so there is no import.meta here.
 */
export function packageHooksDir(): string {
  return resolve(dirname(realpathSync(process.argv[1]!)), '../../githooks');
}

/** Relative to the repository when the package sits inside it, so every clone shares the setting. */
function hooksPathValue(top: string): string {
  const dir = packageHooksDir();
  const rel = relative(top, dir);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? dir : rel.split('\\').join('/');
}

async function current(ctx: InstallContext): Promise<string | undefined> {
  try {
    return (await runGit(ctx.top).raw(['config', '--local', '--get', 'core.hooksPath'])).trim() || undefined;
  } catch {
    return undefined; // exit 1: not set
  }
}

function ownerOf(value: string): string {
  if (/(^|\/)\.husky(\/_)?\/?$/.test(value)) return 'husky';
  return '';
}

async function localHooks(top: string): Promise<string[]> {
  const dir = (await runGit(top).raw(['rev-parse', '--git-common-dir'])).trim();
  try {
    return (await readdir(join(resolve(top, dir), 'hooks'))).filter((n) => !n.endsWith('.sample'));
  } catch {
    return [];
  }
}

export const hooksPath: Installer = {
  async install(ctx) {
    const value = hooksPathValue(ctx.top);
    const now = await current(ctx);
    if (now !== undefined && resolve(ctx.top, now) === resolve(ctx.top, value))
      return { changed: false, message: t.hooksPathSame(value) };
    if (now !== undefined && !ctx.force)
      return { changed: false, refused: true, message: t.hooksPathOwned(now, ownerOf(now)) };
    await runGit(ctx.top).raw(['config', '--local', 'core.hooksPath', value]);
    const shadowed = await localHooks(ctx.top);
    return {
      changed: true,
      message: [t.hooksPathSet(value), ...(shadowed.length ? [t.hooksPathLocalHooks(shadowed)] : [])].join('\n'),
    };
  },
  async uninstall(ctx) {
    const now = await current(ctx);
    if (now === undefined) return { changed: false, message: t.nothingInstalled('core.hooksPath') };
    if (
      resolve(ctx.top, now) !== resolve(ctx.top, hooksPathValue(ctx.top)) &&
      resolve(ctx.top, now) !== packageHooksDir()
    ) {
      return { changed: false, message: t.hooksPathNotOurs(now) };
    }
    await runGit(ctx.top).raw(['config', '--local', '--unset', 'core.hooksPath']);
    return { changed: true, message: t.hooksPathRemoved(now) };
  },
};
