/** `diffgate init`: write the starter manifest at the repository root (an error outside a repository). */
import { writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
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
  try {
    await writeFile(file, STARTER_MANIFEST, { flag: values.force ? 'w' : 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') {
      io.stderr(`${cliText.initExists(label)}\n`);
      return EXIT.config;
    }
    throw e;
  }
  io.stdout(`${cliText.initWrote(label)}\n`);
  return EXIT.ok;
}
