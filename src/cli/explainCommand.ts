/**
 * `diffgate explain PATH...`: every rule, save gate, gate file, manifest and secret-list entry that
 * covers each path, and the verdicts the hooks give: an agent's shell write to it and an edit of it
 * (the Claude Code hook's own code: resolveToolPath, GatePaths, Protection), and a commit that
 * changes it (the checker's rules).
 * `diffgate explain --command 'CMD'`: the command policy segment by segment, then the verdict
 * `diffgate hook claude` gives the line, from the hook's own decision (decideBash): command
 * rules, write targets, gate switches and the catastrophic forms.
 * Both judge under the manifest on disk (or --manifest FILE) and the user manifest, as the hook does.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { isAbsolute, posix, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { contextOf, loadRules, type Context } from '../agent/context.js';
import { locate } from '../agent/place.js';
import { fromFinding, type Denial } from '../agent/denial.js';
import { CLAUDE_TOOL_NAMES } from '../agent/toolNames.js';
import { HookFailure } from '../agent/failure.js';
import { GatePaths } from '../agent/gatePaths.js';
import { Protection, type Finding } from '../agent/protection.js';
import { isDenial, resolveToolPath } from '../agent/toolPath.js';
import { explainPath, type PathExplanation } from '../core/explainPath.js';
import { cliText } from '../core/messages/cli.js';
import { commandText } from '../core/messages/command.js';
import { formatManifestError, parseManifest, type Manifest } from '../core/parseManifest.js';
import type { Rule } from '../core/rule.js';
import { location } from '../core/verdict.js';
import { DEFAULT_MANIFEST } from '../git/readChanges.js';
import { EXIT, type Io } from './io.js';
import { patternMemo } from './patternMemo.js';
import { repoRoot } from './repoRoot.js';
import { UsageError } from './usageError.js';

const x = cliText.explain;

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
  const home = io.env.HOME || homedir();
  let ctx: Context;
  try {
    ctx = await hookContext(io, home, manifest, values.manifest !== undefined ? file : undefined);
    if (values.command !== undefined) return await explainShellCommand(values.command, ctx, io);
    const hook = { gates: new GatePaths(ctx.place), protection: new Protection(ctx) };
    io.stdout(`${positionals.map((p) => explainOne(p, manifest, top, ctx, hook, io).join('\n')).join('\n')}\n`);
    return EXIT.ok;
  } catch (e) {
    if (!(e instanceof HookFailure)) throw e;
    io.stderr(`${e.message}\n`);
    return EXIT.config;
  }
}

/**
 * The hook's context for the working directory: its workspace and rules, with the repository's
 * manifest as explain read it (named relative to the working directory, or --manifest FILE).
 */
async function hookContext(io: Io, home: string, manifest: Manifest, file: string | undefined): Promise<Context> {
  const place = locate(io.cwd, io.env, home);
  const known = patternMemo(io.env);
  const rulesFor = async (p: typeof place) => loadRules(p, io.env, known);
  const rules = await rulesFor(place);
  const ctx: Context = { place, rules: { ...rules, repo: manifest, ...(file ? { repoFile: file } : {}) } };
  ctx.ownContext = (real) => contextOf(real, ctx, rulesFor);
  return ctx;
}

function explainOne(
  p: string,
  manifest: Manifest,
  top: string,
  ctx: Context,
  hook: { gates: GatePaths; protection: Protection },
  io: Io,
): string[] {
  const abs = posix.resolve(io.cwd, p.replace(/\\/g, '/'));
  const rel = relative(top, abs).split('\\').join('/');
  const inRepo = !(rel.startsWith('..') || isAbsolute(rel));
  const path = inRepo ? rel : abs;
  const exists = existsSync(abs);
  // Inside the repository its manifest's rules; outside, the lines naming outside paths (from `/`).
  const e = inRepo
    ? explainPath(manifest, ctx.rules.repoRel, rel, exists)
    : explainPath(ctx.rules.outside, null, abs.replace(/^\/+/, ''), exists);
  const out = [path];
  for (const r of e.rules) out.push(`  ${ruleLine(r)}`);
  for (const r of e.allowedBy) out.push(`  ${cliText.explainAllowed(`${r.file}:${r.line}`)}`);
  if (e.secret !== undefined && e.allowedBy.length === 0) out.push(`  ${cliText.explainSecret(e.secret)}`);

  // The agent hook's view: the same functions the hook calls for a Write and for a shell write target.
  const tool = resolveToolPath(p, ctx);
  const real = isDenial(tool) ? abs : tool.real;
  const isRepoManifest = abs === ctx.rules.repoFile || real === ctx.rules.repoFile || e.isManifest;
  const isUserManifest = ctx.rules.userFiles.includes(abs) || ctx.rules.userFiles.includes(real);
  const gate = hook.gates.at(real) ?? hook.gates.at(abs);
  const findings = hook.protection.exact(abs, false);
  if (isRepoManifest) out.push(`  ${x.manifest()}`);
  if (isUserManifest) out.push(`  ${x.userManifest()}`);
  for (const f of findings) {
    if (f.kind === 'gate-file') out.push(`  ${x.gateFile(f.path)}`);
    else if (f.kind === 'git') out.push(`  ${x.gitDir()}`);
    else if (f.kind === 'git-hooks') out.push(`  ${x.gitHooks()}`);
  }
  if (gate !== undefined && !findings.some((f) => f.kind === 'gate-file')) out.push(`  ${x.gateFile(gate)}`);
  for (const r of e.rules)
    if (r.kind === 'save-gate') out.push(`  ${x.saveGate(r.options.words ?? ['save', 'remember'])}`);
  if (isDenial(tool)) out.push(`  ${x.refused(tool.message)}`);
  if (out.length === 1) out.push(`  ${cliText.explainNone()}`);

  out.push(`  ${x.verdicts}`);
  out.push(`  ${x.shell(shellVerdict(findings))}`);
  out.push(`  ${x.edit(editVerdict(e, tool, gate, exists, isRepoManifest || isUserManifest))}`);
  if (inRepo) out.push(`  ${x.commit(commitVerdict(e))}`);
  return out;
}

function ruleLine(r: Rule): string {
  return `${r.kind}\t${r.pattern}\t${r.reason}${r.optionsText ? `\t${r.optionsText}` : ''}  (${r.file}:${r.line})`;
}

/**
 * What the hook answers a shell command that writes the path: each finding becomes the denial the
 * hook would give (fromFinding, so the rule ids are the hook's); a save gate alone opens after the
 * person's prompt asks to save.
 */
function shellVerdict(findings: readonly Finding[]): string {
  if (findings.length === 0) return x.noOpinion();
  const denials = findings.map((f) => fromFinding(f, 'write', false, CLAUDE_TOOL_NAMES.edit));
  if (denials.every((d) => d.saveWords !== undefined)) return x.saveGated();
  return x.denied([...new Set(denials.map((d) => d.rule))]);
}

/** What the hook answers an edit of the path (Write, Edit): as decideEdit decides it, by what covers the path. */
function editVerdict(
  e: PathExplanation,
  tool: ReturnType<typeof resolveToolPath>,
  gate: string | undefined,
  exists: boolean,
  isManifest: boolean,
): string {
  if (isDenial(tool)) return x.denied([tool.rule]);
  if (gate !== undefined) return x.denied(['gate-switch']);
  const denied: string[] = [];
  const judged: string[] = [];
  if (isManifest) judged.push('manifest');
  for (const r of e.rules) {
    if (r.kind === 'freeze' && exists) denied.push('freeze');
    else if (r.kind === 'deny' && !exists && e.allowedBy.length === 0) denied.push('deny');
    else if ((r.kind === 'invariant' || r.kind === 'append') && exists) judged.push(r.kind);
    else if (r.kind === 'budget') judged.push(r.kind);
  }
  const saveGated = e.rules.some((r) => r.kind === 'save-gate');
  if (denied.length > 0) return x.denied([...new Set([...denied, ...(saveGated ? ['save-gate'] : [])])]);
  if (saveGated) return x.saveGated();
  if (judged.length > 0) return x.judged([...new Set(judged)]);
  return x.noOpinion();
}

function commitVerdict(e: PathExplanation): string {
  if (e.commit.verdict === 'blocked') return x.commitBlocked(e.commit.rules);
  if (e.commit.verdict === 'judged') return x.commitJudged(e.commit.rules);
  return x.commitFree();
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
    io.stderr(
      `${cliText.manifestErrors(label, manifest.errors.length)}\n${manifest.errors.map((l) => `  ${formatManifestError(l)}`).join('\n')}\n`,
    );
    return undefined;
  }
  return manifest;
}

/**
 * The command policy's account of the line, then the hook's own decision on it: decideBash, as
 * `diffgate hook claude` calls it for a Bash tool call (before a person's prompt could release it).
 */
async function explainShellCommand(command: string, ctx: Context, io: Io): Promise<number> {
  const [{ commandRules }, { judgeCommand }, { explainVerdict }, { commandWalk }, { decideBash }, { withForkBombs }] =
    await Promise.all([
      import(/* webpackChunkName: "policy" */ '../core/commands/commandRules.js'),
      import(/* webpackChunkName: "policy" */ '../core/commands/judgeCommand.js'),
      import(/* webpackChunkName: "policy" */ '../core/commands/describeVerdict.js'),
      import(/* webpackChunkName: "policy" */ '../agent/commands/commandSegments.js'),
      import(/* webpackChunkName: "policy" */ '../agent/commands/decideBash.js'),
      import(/* webpackChunkName: "policy" */ '../core/commands/catastrophic.js'),
    ]);
  const rules = [];
  for (const m of [ctx.rules.repo, ...(ctx.rules.user ? [ctx.rules.user] : [])]) {
    const compiled = commandRules(m.rules);
    if (compiled.errors.length > 0) {
      io.stderr(
        `${cliText.manifestErrors(m.file, compiled.errors.length)}\n${compiled.errors.map((l) => `  ${formatManifestError(l)}`).join('\n')}\n`,
      );
      return EXIT.config;
    }
    rules.push(...compiled.rules);
  }
  const { place } = ctx;
  const { segments, calls } = await commandWalk(command, {
    cwd: io.cwd,
    home: place.home,
    projectDir: place.workspace,
  });
  // the fork bombs only the parsed line shows (a quoted or aliased name), as the hook adds them
  const policy = explainVerdict(
    command,
    withForkBombs(judgeCommand({ text: command, segments, home: place.home }, rules), calls),
  );
  const outcome = await decideBash(command, ctx);
  const verdict =
    outcome.denials.length > 0
      ? 'deny'
      : outcome.ask !== undefined
        ? 'ask'
        : outcome.allow !== undefined
          ? 'allow'
          : commandText.explain.noOpinion();
  const out = [policy.trimEnd().replace(/\nverdict: (?=[^\n]*$)/, `\n${x.policyTotal()}`)];
  if (outcome.denials.length > 0) {
    out.push(x.commandDenials());
    for (const d of sortDenials(outcome.denials)) out.push(...denialLines(d));
  }
  out.push(x.commandHeader(verdict));
  if (outcome.denials.some((d) => d.releasable)) out.push(x.releasable(ctx.rules.releasePhrases));
  io.stdout(`${out.join('\n')}\n`);
  return EXIT.ok;
}

function denialLines(d: Denial): string[] {
  const where = d.path === undefined || d.path === '' ? '' : `${location({ ...d, path: d.path })} `;
  return [
    `  ${where}[${d.rule}] ${d.message}`,
    `    ${cliText.why.trimEnd()} ${d.reason}${d.source ? ` (${d.source})` : ''}`,
    `    ${cliText.next} ${d.next}`,
  ];
}

function sortDenials(denials: readonly Denial[]): Denial[] {
  return [...denials].sort((a, b) =>
    (a.path ?? '') !== (b.path ?? '') ? ((a.path ?? '') < (b.path ?? '') ? -1 : 1) : (a.line ?? 0) - (b.line ?? 0),
  );
}
