/**
 * `diffgate explain PATH...`: which rules of the manifest on disk cover each path.
 * `diffgate explain --command 'CMD'`: the command policy's verdict on a shell command line, segment
 * by segment (canonical prefix, matching rule, verdict), under the repository's manifest and the
 * user manifest, as the Claude Code hook would judge it. It loads the shell parser.
 */
import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { isAbsolute, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Checker } from '../core/check.js';
import { explainPath } from '../core/explainPath.js';
import { cliText } from '../core/messages/cli.js';
import { commandText } from '../core/messages/command.js';
import { formatManifestError, parseManifest, type Manifest } from '../core/parseManifest.js';
import { DEFAULT_MANIFEST } from '../git/readChanges.js';
import { EXIT, type Io } from './io.js';
import { repoRoot } from './repoRoot.js';
import { UsageError } from './usageError.js';

export async function explainCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { manifest: { type: 'string' }, command: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.command !== undefined && positionals.length > 0) throw new UsageError(commandText.explain.usage());
  if (values.command === undefined && positionals.length === 0) throw new UsageError(commandText.explain.needsPath());
  const top = (await repoRoot(io.cwd)) ?? io.cwd;
  const file = values.manifest !== undefined ? resolve(io.cwd, values.manifest) : resolve(top, DEFAULT_MANIFEST);
  const manifest = await readManifest(file, values.manifest !== undefined, io);
  if (manifest === undefined) return EXIT.config;
  if (values.command !== undefined) return explainShellCommand(values.command, manifest, top, io);
  const checker = new Checker(manifest, null);
  const out: string[] = [];
  for (const p of positionals) {
    const rel = relative(top, resolve(io.cwd, p)).split('\\').join('/');
    const path = rel.startsWith('..') || isAbsolute(rel) ? p : rel;
    const e = explainPath(checker, path);
    out.push(path);
    for (const r of e.rules)
      out.push(
        `  ${r.kind}\t${r.pattern}\t${r.reason}${r.optionsText ? `\t${r.optionsText}` : ''}  (${r.file}:${r.line})`,
      );
    for (const r of e.allowedBy) out.push(`  ${cliText.explainAllowed(`${r.file}:${r.line}`)}`);
    if (e.secret !== undefined && e.allowedBy.length === 0) out.push(`  ${cliText.explainSecret(e.secret)}`);
    if (e.rules.length === 0 && e.allowedBy.length === 0 && e.secret === undefined)
      out.push(`  ${cliText.explainNone()}`);
  }
  io.stdout(`${out.join('\n')}\n`);
  return EXIT.ok;
}

/** The manifest at `file` (empty when the default one does not exist); undefined after reporting an error. */
async function readManifest(file: string, required: boolean, io: Io): Promise<Manifest | undefined> {
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || required) {
      io.stderr(`${cliText.manifestMissing(file)}\n`);
      return undefined;
    }
  }
  const label = relative(io.cwd, file) || file;
  const manifest = parseManifest(text, label);
  if (manifest.errors.length > 0) {
    reportErrors(label, manifest.errors.map(formatManifestError), io);
    return undefined;
  }
  return manifest;
}

function reportErrors(label: string, lines: string[], io: Io): void {
  io.stderr(`${cliText.manifestErrors(label, lines.length)}\n${lines.map((l) => `  ${l}`).join('\n')}\n`);
}

async function explainShellCommand(command: string, manifest: Manifest, top: string, io: Io): Promise<number> {
  const [{ commandRules }, { judgeCommand }, { explainVerdict }, { commandSegments }, { userManifestFile }] =
    await Promise.all([
      import(/* webpackChunkName: "policy" */ '../core/commands/commandRules.js'),
      import(/* webpackChunkName: "policy" */ '../core/commands/judgeCommand.js'),
      import(/* webpackChunkName: "policy" */ '../core/commands/describeVerdict.js'),
      import(/* webpackChunkName: "policy" */ '../claude/commands/commandSegments.js'),
      import('../claude/context.js'),
    ]);
  const home = io.env.HOME || homedir();
  const manifests = [manifest];
  const userFile = userManifestFile(io.env, home);
  const user = await readFile(userFile, 'utf8').then(
    (text) => parseManifest(text, userFile),
    (e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return undefined;
      throw e;
    },
  );
  if (user !== undefined) {
    if (user.errors.length > 0) {
      reportErrors(userFile, user.errors.map(formatManifestError), io);
      return EXIT.config;
    }
    manifests.push(user);
  }
  const rules = [];
  for (const m of manifests) {
    const compiled = commandRules(m.rules);
    if (compiled.errors.length > 0) {
      reportErrors(m.file, compiled.errors.map(formatManifestError), io);
      return EXIT.config;
    }
    rules.push(...compiled.rules);
  }
  const projectDir = io.env.CLAUDE_PROJECT_DIR || top;
  const segments = await commandSegments(command, { cwd: io.cwd, home, projectDir });
  io.stdout(explainVerdict(command, judgeCommand({ text: command, segments, home }, rules)));
  return EXIT.ok;
}
