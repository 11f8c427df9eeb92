/** `diffgate init`: write the starter manifest at the repository root (an error outside a repository). */
import { readFile, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CHANGELOG_FILE, changelogRule } from '../core/changelogRule.js';
import { cliText } from '../core/messages/cli.js';
import { STARTER_MANIFEST } from '../core/messages/starterManifest.js';
import { DEFAULT_MANIFEST } from '../git/readChanges.js';
import { EXIT, type Io } from './io.js';
import { repoRoot } from './repoRoot.js';
import { UsageError } from './usageError.js';

export async function initCommand(args: string[], io: Io): Promise<number> {
  const { values } = parseArgs({ args, options: { force: { type: 'boolean' } }, strict: true });
  const top = await repoRoot(io.cwd);
  // Outside a repository there is nothing for the manifest to protect: no file is written.
  if (top === undefined) throw new UsageError(cliText.notARepo(io.cwd));
  const file = resolve(top, DEFAULT_MANIFEST);
  const label = relative(io.cwd, file) || file;
  const offer = changelogRule(await readText(resolve(top, CHANGELOG_FILE)));
  try {
    await writeFile(file, `${STARTER_MANIFEST}${offer ?? ''}`, { flag: values.force ? 'w' : 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') {
      io.stderr(`${cliText.initExists(label)}\n`);
      return EXIT.config;
    }
    throw e;
  }
  io.stdout(`${cliText.initWrote(label)}\n`);
  if (offer !== undefined) io.stdout(`${cliText.initChangelog(CHANGELOG_FILE)}\n`);
  return EXIT.ok;
}

/** A file's text, or empty when it cannot be read (absent, a folder). */
async function readText(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return '';
  }
}
