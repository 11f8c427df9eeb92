/**
 * Whether the client itself will load the hooks diffgate installed: the pinned real clients skip
 * project hooks in a folder they do not trust and say nothing (Codex 0.169.0, Copilot CLI 1.0.102),
 * Gemini CLI 0.61.0 exits 55 headless there, and Gemini's hooksConfig switches every hook off
 * (conformance/<agent>/FINDINGS.md). Read from the client's own settings files; nothing is written.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { parse as parseJsonc } from 'jsonc-parser';
import { parse as parseToml } from 'smol-toml';
import { codexHookTrust, type TrustedHook } from '../../agents/codex/hookTrust.js';
import { isOurs } from '../../agents/install/installAgent.js';
import { agentsText } from '../../core/messages/agents.js';
import { ok, problem, type DoctorContext, type Finding } from './finding.js';

const t = agentsText.doctor;

async function text(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

const isTable = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON with comments and trailing commas, as the clients write and read it (Copilot's config.json starts with `//` lines). */
async function json(file: string): Promise<Record<string, unknown> | undefined> {
  const s = await text(file);
  if (s === undefined) return undefined;
  const v: unknown = parseJsonc(s, [], { allowTrailingComma: true });
  return isTable(v) ? v : undefined;
}

/** A TOML file read as Codex reads it; a file that does not parse trusts nothing. */
async function toml(file: string): Promise<Record<string, unknown>> {
  try {
    return parseToml((await text(file)) ?? '');
  } catch {
    return {};
  }
}

/** The folder and its parents, innermost first. */
function upward(root: string): string[] {
  const out = [root];
  while (dirname(out[out.length - 1]!) !== out[out.length - 1]) out.push(dirname(out[out.length - 1]!));
  return out;
}

/** Codex: [projects."<root or a parent>"] trust_level = "trusted" in $CODEX_HOME/config.toml. */
async function codexTrusted(root: string, env: NodeJS.ProcessEnv, home: string): Promise<string | undefined> {
  const file = join(env.CODEX_HOME || join(home, '.codex'), 'config.toml');
  const projects = (await toml(file)).projects;
  if (!isTable(projects)) return undefined;
  for (const dir of upward(root)) {
    const p = projects[dir];
    if (isTable(p) && p.trust_level === 'trusted') return `${file} trusts ${dir}`;
  }
  return undefined;
}

/** Copilot: "trustedFolders" in ~/.copilot/config.json (a folder or a parent), or the env switches. */
async function copilotTrusted(root: string, env: NodeJS.ProcessEnv, home: string): Promise<string | undefined> {
  for (const v of ['COPILOT_ALLOW_ALL', 'GITHUB_COPILOT_PROMPT_MODE_REPO_HOOKS'])
    if (env[v] === 'true') return `${v}=true`;
  const file = join(env.COPILOT_HOME || join(home, '.copilot'), 'config.json');
  const list = (await json(file))?.trustedFolders;
  const dirs = Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  const hit = dirs.find((d) => root === d || root.startsWith(d.endsWith(sep) ? d : d + sep));
  return hit === undefined ? undefined : `${file} trusts ${hit}`;
}

/** Gemini: ~/.gemini/trustedFolders.json (TRUST_FOLDER on the folder or a parent, TRUST_PARENT on a child). */
async function geminiTrusted(root: string, env: NodeJS.ProcessEnv, home: string): Promise<string | undefined> {
  if (env.GEMINI_CLI_TRUST_WORKSPACE === 'true') return 'GEMINI_CLI_TRUST_WORKSPACE=true';
  const file = env.GEMINI_CLI_TRUSTED_FOLDERS_PATH || join(home, '.gemini', 'trustedFolders.json');
  const rules = (await json(file)) ?? {};
  for (const [path, level] of Object.entries(rules)) {
    const dir = level === 'TRUST_PARENT' ? dirname(path) : path;
    if ((level === 'TRUST_FOLDER' || level === 'TRUST_PARENT') && upward(root).includes(dir))
      return `${file} trusts ${dir}`;
  }
  return undefined;
}

/** Gemini's hooksConfig in the user and project settings: enabled false, or our command disabled. */
async function geminiSwitchedOff(root: string, home: string, commands: readonly string[]): Promise<Finding[]> {
  const out: Finding[] = [];
  for (const file of [join(home, '.gemini', 'settings.json'), join(root, '.gemini', 'settings.json')]) {
    const cfg = (await json(file))?.hooksConfig as { enabled?: unknown; disabled?: unknown } | undefined;
    if (cfg === undefined || typeof cfg !== 'object' || cfg === null) continue;
    const hows: string[] = [];
    if (cfg.enabled === false) hows.push('hooksConfig.enabled is false');
    const off = Array.isArray(cfg.disabled) ? cfg.disabled.filter((d) => commands.includes(d as string)) : [];
    if (off.length > 0) hows.push(`hooksConfig.disabled names ${off.map((d) => JSON.stringify(d)).join(', ')}`);
    if (hows.length > 0)
      out.push(problem(t.loadsCheck('Gemini CLI'), t.switchedOff(file, hows.join('; ')), t.hooksOnFix(file)));
  }
  return out;
}

/**
 * Codex: each of diffgate's hooks runs only once its hash is recorded as reviewed
 * (`[hooks.state."<key>"] trusted_hash` in $CODEX_HOME/config.toml, what /hooks writes) and it is not
 * disabled there. A new install (a new diffgate, a new node) changes the command, so its hash: Codex
 * then skips the hook, saying nothing in `codex exec`. User hooks need it as much as project ones.
 */
async function codexHooksReviewed(root: string, env: NodeJS.ProcessEnv, home: string): Promise<Finding | undefined> {
  const codexHome = env.CODEX_HOME || join(home, '.codex');
  const config = join(codexHome, 'config.toml');
  const hooksTable = (await toml(config)).hooks;
  const state = isTable(hooksTable) && isTable(hooksTable.state) ? hooksTable.state : {};
  const ours: TrustedHook[] = [];
  for (const file of [join(root, '.codex', 'hooks.json'), join(codexHome, 'hooks.json')]) {
    const data = await json(file);
    if (data !== undefined) ours.push(...codexHookTrust(file, data).filter((h) => isOurs('codex', h)));
  }
  if (ours.length === 0) return undefined;
  const skipped = ours.filter((h) => {
    const s = state[h.key];
    return !isTable(s) || s.trusted_hash !== h.hash || s.enabled === false;
  });
  if (skipped.length === 0) return ok(t.reviewedCheck('Codex CLI'), t.reviewed(ours.length, config));
  return problem(
    t.reviewedCheck('Codex CLI'),
    t.unreviewed(
      skipped.map((h) => h.key),
      ours.length,
      config,
    ),
    t.reviewFix(root),
  );
}

const TRUST: Record<string, { title: string; trusted: typeof codexTrusted; where: string; userToo: boolean }> = {
  codex: {
    title: 'Codex CLI',
    trusted: codexTrusted,
    where: 'no trust_level "trusted" for it in ~/.codex/config.toml',
    userToo: false,
  },
  gemini: { title: 'Gemini CLI', trusted: geminiTrusted, where: 'not in ~/.gemini/trustedFolders.json', userToo: true },
  copilot: {
    title: 'Copilot CLI',
    trusted: copilotTrusted,
    where: 'not in "trustedFolders" of ~/.copilot/config.json',
    userToo: false,
  },
};

/** What keeps the client from loading diffgate's hooks here, for an agent whose hooks are installed. */
export async function clientLoads(
  agent: string,
  ctx: DoctorContext,
  home: string,
  user: boolean,
  commands: readonly string[],
): Promise<Finding[]> {
  const c = TRUST[agent];
  const reviewed = agent === 'codex' ? await codexHooksReviewed(ctx.top, ctx.env, home) : undefined;
  if (c === undefined || (user && !c.userToo)) return reviewed ? [reviewed] : [];
  const findings: Finding[] = reviewed ? [reviewed] : [];
  const trusted = await c.trusted(ctx.top, ctx.env, home);
  const fix = t.trustFix[agent as keyof typeof t.trustFix](ctx.top);
  findings.push(
    trusted === undefined
      ? problem(t.loadsCheck(c.title), t.untrusted(c.title, ctx.top, c.where), fix)
      : ok(t.loadsCheck(c.title), t.loads(trusted)),
  );
  if (agent === 'gemini') {
    const off = await geminiSwitchedOff(ctx.top, home, commands);
    if (off.length > 0) return [...findings.filter((f) => f.status !== 'ok'), ...off];
  }
  return findings;
}
