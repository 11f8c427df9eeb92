/** `install --husky`: one line in each of .husky/pre-commit, pre-merge-commit, prepare-commit-msg and pre-push. */
import { chmod, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { installText as t } from '../../core/messages/install.js';
import { GIT_HOOKS, HOOK_BIN, RELEASE_GUARD, type Installer } from './installTarget.js';

export const huskyLine = (hook: string) =>
  `${hook === 'prepare-commit-msg' ? `${RELEASE_GUARD} ` : ''}${HOOK_BIN} githook ${hook} "$@"`;

async function read(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

async function hasHuskyDir(top: string): Promise<boolean> {
  try {
    return (await stat(join(top, '.husky'))).isDirectory();
  } catch {
    return false;
  }
}

export const husky: Installer = {
  async install(ctx) {
    if (!(await hasHuskyDir(ctx.top))) return { changed: false, refused: true, message: t.huskyMissing() };
    const changed: string[] = [];
    for (const hook of GIT_HOOKS) {
      const file = join(ctx.top, '.husky', hook);
      const text = await read(file);
      if (text?.split('\n').includes(huskyLine(hook))) continue;
      const prefix = text === undefined || text === '' ? '' : text.endsWith('\n') ? text : `${text}\n`;
      await writeFile(file, `${prefix}${huskyLine(hook)}\n`);
      await chmod(file, 0o755);
      changed.push(`.husky/${hook}`);
    }
    return changed.length
      ? { changed: true, message: t.huskyAdded(changed) }
      : { changed: false, message: t.huskySame() };
  },
  async uninstall(ctx) {
    const changed: string[] = [];
    for (const hook of GIT_HOOKS) {
      const file = join(ctx.top, '.husky', hook);
      const text = await read(file);
      if (text === undefined || !text.split('\n').includes(huskyLine(hook))) continue;
      const rest = text
        .split('\n')
        .filter((l) => l !== huskyLine(hook))
        .join('\n');
      if (rest.trim() === '') await rm(file);
      else await writeFile(file, rest);
      changed.push(`.husky/${hook}`);
    }
    return changed.length
      ? { changed: true, message: t.huskyRemoved(changed) }
      : { changed: false, message: t.nothingInstalled('.husky/') };
  },
};
