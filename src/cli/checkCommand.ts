/** `diffgate check`: read a change from git, decide with the core, render the verdict. */
import { parseArgs } from 'node:util';
import { Checker, ReadError } from '../core/check.js';
import { cliText, noteText } from '../core/messages.js';
import { formatManifestError, parseManifest } from '../core/parseManifest.js';
import { GitUsageError } from '../git/changeSet.js';
import { readChanges, type Mode } from '../git/readChanges.js';
import { UnmergedError } from '../git/toFileChanges.js';
import { EXIT, useColor, type Io } from './io.js';
import { renderGithub } from './renderGithub.js';
import { renderJson } from './renderJson.js';
import { renderText } from './renderText.js';
import { UsageError } from './usageError.js';

export async function checkCommand(args: string[], io: Io): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      staged: { type: 'boolean' },
      range: { type: 'string' },
      worktree: { type: 'boolean' },
      manifest: { type: 'string' },
      format: { type: 'string', default: 'text' },
    },
    strict: true,
    allowPositionals: false,
  });
  const mode = modeOf(values);
  const format = values.format!;
  if (!['text', 'json', 'github'].includes(format)) throw new UsageError(cliText.badFormat(format));

  let set;
  try {
    set = await readChanges(mode, { cwd: io.cwd, env: io.env, ...(values.manifest !== undefined ? { manifest: values.manifest } : {}) });
  } catch (e) {
    if (e instanceof GitUsageError || e instanceof UnmergedError) {
      io.stderr(`${cliText.gitError(e.message)}\n`);
      return EXIT.config;
    }
    throw e;
  }
  try {
    const { manifest: source } = set;
    if (source.text === null && values.manifest !== undefined) {
      io.stderr(`${cliText.manifestMissing(source.label)}\n`);
      return EXIT.config;
    }
    const manifest = parseManifest(source.text ?? '', source.label);
    if (manifest.errors.length > 0) {
      io.stderr(`${cliText.manifestErrors(source.label, manifest.errors.length)}\n${manifest.errors.map((e) => `  ${formatManifestError(e)}`).join('\n')}\n`);
      return EXIT.config;
    }
    if (source.text === null && format === 'text') io.stderr(`${noteText.noManifest(source.label)}\n`);
    let verdict;
    try {
      verdict = await new Checker(manifest, source.path).check(set.changes);
    } catch (e) {
      if (e instanceof ReadError) {
        io.stderr(`${cliText.readError(e.message)}\n`);
        return EXIT.config;
      }
      throw e;
    }
    if (format === 'json') io.stdout(renderJson(verdict, source.label));
    else if (format === 'github') io.stdout(renderGithub(verdict));
    else io.stderr(renderText(verdict, source.label, useColor(io)));
    return verdict.violations.length > 0 ? EXIT.blocked : EXIT.ok;
  } finally {
    set.close();
  }
}

function modeOf(values: { staged?: boolean; range?: string; worktree?: boolean }): Mode {
  const chosen = [values.staged, values.range !== undefined, values.worktree].filter(Boolean).length;
  if (chosen > 1) throw new UsageError(cliText.oneMode());
  if (values.range !== undefined) {
    const m = /^(.+?)\.\.\.?(.+)$/.exec(values.range);
    if (!m) throw new UsageError(cliText.badRange(values.range));
    return { kind: 'range', base: m[1]!, head: m[2]! };
  }
  return values.worktree ? { kind: 'worktree' } : { kind: 'staged' };
}
