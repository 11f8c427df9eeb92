/** `install --lefthook`: merge diffgate's commands into lefthook.yml, keeping everything else. */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isMap, parseDocument, type Document } from 'yaml';
import { installText as t } from '../../core/messages/install.js';
import { GIT_HOOKS, HOOK_BIN, RELEASE_GUARD, type Installer } from './installTarget.js';

const FILE = 'lefthook.yml';

/** lefthook passes git's arguments as {1}, {2}; pre-push also needs git's standard input. */
export function lefthookCommand(hook: (typeof GIT_HOOKS)[number]): Record<string, unknown> {
  if (hook === 'pre-push') return { run: `${HOOK_BIN} githook pre-push {1} {2}`, use_stdin: true };
  if (hook === 'prepare-commit-msg')
    return { run: `${RELEASE_GUARD} ${HOOK_BIN} githook prepare-commit-msg {1} {2} {3}` };
  return { run: `${HOOK_BIN} githook ${hook}` };
}

async function load(top: string): Promise<{ doc: Document; file: string } | { error: string; file: string }> {
  const file = join(top, FILE);
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return { error: doc.errors[0]!.message, file };
  if (doc.contents === null) doc.contents = doc.createNode({}) as never;
  if (!isMap(doc.contents)) return { error: 'the top level is not a mapping', file };
  return { doc, file };
}

export const lefthook: Installer = {
  async install(ctx) {
    const loaded = await load(ctx.top);
    if ('error' in loaded) return { changed: false, refused: true, message: t.lefthookInvalid(FILE, loaded.error) };
    const { doc, file } = loaded;
    let changed = false;
    for (const hook of GIT_HOOKS) {
      const want = lefthookCommand(hook);
      const have = doc.getIn([hook, 'commands', 'diffgate']);
      if (
        have !== undefined &&
        JSON.stringify((have as { toJSON(): unknown }).toJSON?.() ?? have) === JSON.stringify(want)
      )
        continue;
      doc.setIn([hook, 'commands', 'diffgate'], doc.createNode(want));
      changed = true;
    }
    if (!changed) return { changed: false, message: t.lefthookSame(FILE) };
    await writeFile(file, doc.toString());
    return { changed: true, message: t.lefthookAdded(FILE) };
  },
  async uninstall(ctx) {
    const loaded = await load(ctx.top);
    if ('error' in loaded) return { changed: false, refused: true, message: t.lefthookInvalid(FILE, loaded.error) };
    const { doc, file } = loaded;
    let changed = false;
    for (const hook of GIT_HOOKS) {
      if (!doc.hasIn([hook, 'commands', 'diffgate'])) continue;
      doc.deleteIn([hook, 'commands', 'diffgate']);
      const commands = doc.getIn([hook, 'commands']);
      if (isMap(commands) && commands.items.length === 0) doc.deleteIn([hook, 'commands']);
      const section = doc.getIn([hook]);
      if (isMap(section) && section.items.length === 0) doc.deleteIn([hook]);
      changed = true;
    }
    if (!changed) return { changed: false, message: t.nothingInstalled(FILE) };
    await writeFile(file, doc.toString());
    return { changed: true, message: t.lefthookRemoved(FILE) };
  },
};
