/** `diffgate explain PATH...`: which rules of the manifest on disk cover each path. */
import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Checker } from '../core/check.js';
import { explainPath } from '../core/explainPath.js';
import { cliText } from '../core/messages.js';
import { formatManifestError, parseManifest } from '../core/parseManifest.js';
import { DEFAULT_MANIFEST } from '../git/readChanges.js';
import { EXIT, type Io } from './io.js';
import { repoRoot } from './repoRoot.js';
import { UsageError } from './usageError.js';

export async function explainCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: { manifest: { type: 'string' } }, allowPositionals: true, strict: true });
  if (positionals.length === 0) throw new UsageError('explain needs at least one PATH');
  const top = (await repoRoot(io.cwd)) ?? io.cwd;
  const file = values.manifest !== undefined ? resolve(io.cwd, values.manifest) : resolve(top, DEFAULT_MANIFEST);
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || values.manifest !== undefined) {
      io.stderr(`${cliText.manifestMissing(file)}\n`);
      return EXIT.config;
    }
  }
  const label = relative(io.cwd, file) || file;
  const manifest = parseManifest(text, label);
  if (manifest.errors.length > 0) {
    io.stderr(`${cliText.manifestErrors(label, manifest.errors.length)}\n${manifest.errors.map((e) => `  ${formatManifestError(e)}`).join('\n')}\n`);
    return EXIT.config;
  }
  const checker = new Checker(manifest, null);
  const out: string[] = [];
  for (const p of positionals) {
    const rel = relative(top, resolve(io.cwd, p)).split('\\').join('/');
    const path = rel.startsWith('..') || isAbsolute(rel) ? p : rel;
    const e = explainPath(checker, path);
    out.push(path);
    for (const r of e.rules) out.push(`  ${r.kind}\t${r.pattern}\t${r.reason}${r.optionsText ? `\t${r.optionsText}` : ''}  (${r.file}:${r.line})`);
    for (const r of e.allowedBy) out.push(`  ${cliText.explainAllowed(`${r.file}:${r.line}`)}`);
    if (e.secret !== undefined && e.allowedBy.length === 0) out.push(`  ${cliText.explainSecret(e.secret)}`);
    if (e.rules.length === 0 && e.allowedBy.length === 0 && e.secret === undefined) out.push(`  ${cliText.explainNone()}`);
  }
  io.stdout(`${out.join('\n')}\n`);
  return EXIT.ok;
}
