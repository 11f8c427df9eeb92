/**
 * The Claude Code hook's checks: which settings file runs `diffgate hook claude` (PreToolUse for
 * the file and shell tools, UserPromptSubmit for the person's prompts), and proof that the
 * installed command really denies: it is run the way Claude Code runs it (a shell, the project
 * in CLAUDE_PROJECT_DIR, the hook JSON on stdin) for a synthetic Write to a protected path.
 * Nothing is written: the hook only decides.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, relative } from 'node:path';
import { recordedCount } from '../../agent/tripwire/recordParts.js';
import { Checker } from '../../core/check.js';
import { doctorText } from '../../core/messages/doctor.js';
import { tripwireText } from '../../core/messages/tripwire.js';
import { parseManifest } from '../../core/parseManifest.js';
import { checkAgentCode } from './codeChecks.js';
import { sandboxFindings } from './sandboxFindings.js';
import { gitText, run } from './exec.js';
import { ok, problem, type CheckGroup, type DoctorContext, type Finding } from './finding.js';

const t = doctorText.claude;

interface Installed {
  file: string;
  preToolUse?: { matcher: string; command: string };
  /** The matchers of every PreToolUse entry that runs diffgate (the file tools' and the MCP tools'). */
  preMatchers: string[];
  postToolUse?: { matcher: string; command: string };
  stop?: string;
  userPromptSubmit?: string;
}

type HookEntry = { matcher?: unknown; hooks?: { command?: unknown }[] };

const isDiffgate = (command: unknown): command is string =>
  typeof command === 'string' && /\bhook claude\b/.test(command);

function find(entries: unknown, withMatcher: boolean): { matcher: string; command: string } | undefined {
  if (!Array.isArray(entries)) return undefined;
  for (const e of entries as HookEntry[]) {
    const h = Array.isArray(e?.hooks) ? e.hooks.find((x) => isDiffgate(x?.command)) : undefined;
    if (h)
      return { matcher: withMatcher && typeof e.matcher === 'string' ? e.matcher : '', command: h.command as string };
  }
  return undefined;
}

/** The matchers of every entry that runs diffgate. */
function matchersOf(entries: unknown): string[] {
  if (!Array.isArray(entries)) return [];
  return (entries as HookEntry[])
    .filter((e) => Array.isArray(e?.hooks) && e.hooks.some((x) => isDiffgate(x?.command)))
    .map((e) => (typeof e.matcher === 'string' ? e.matcher : ''));
}

/**
 * Whether Claude Code runs a hook with this matcher for the tool: "*" or none is every tool; only
 * letters, digits, "_" and "|" is a list of exact names; anything else a regular expression, unanchored.
 */
function matchesTool(matcher: string, tool: string): boolean {
  if (matcher === '' || matcher === '*') return true;
  if (/^[A-Za-z0-9_|]+$/.test(matcher)) return matcher.split('|').includes(tool);
  try {
    return new RegExp(matcher).test(tool);
  } catch {
    return false;
  }
}

async function settingsFiles(ctx: DoctorContext): Promise<Installed[]> {
  const home = ctx.env.HOME ?? homedir();
  const files = [
    join(ctx.top, '.claude/settings.json'),
    join(ctx.top, '.claude/settings.local.json'),
    join(home, '.claude/settings.json'),
  ];
  const found: Installed[] = [];
  for (const file of files) {
    let data: { hooks?: Record<string, unknown> };
    try {
      data = JSON.parse(await readFile(file, 'utf8')) as typeof data;
    } catch {
      continue; // absent or not JSON: Claude Code reports unreadable settings itself
    }
    const pre = find(data?.hooks?.PreToolUse, true);
    const prompt = find(data?.hooks?.UserPromptSubmit, false);
    const post = find(data?.hooks?.PostToolUse, true);
    const stop = find(data?.hooks?.Stop, false);
    if (pre || prompt)
      found.push({
        file,
        ...(pre ? { preToolUse: pre } : {}),
        preMatchers: matchersOf(data?.hooks?.PreToolUse),
        ...(post ? { postToolUse: post } : {}),
        ...(stop ? { stop: stop.command } : {}),
        ...(prompt ? { userPromptSubmit: prompt.command } : {}),
      });
  }
  return found;
}

/** A tracked file a freeze rule covers, else a secret path: a Write there must be denied. */
export async function probePath(ctx: DoctorContext): Promise<string> {
  let text = '';
  try {
    text = await readFile(join(ctx.top, '.diffgate.tsv'), 'utf8');
  } catch {
    /* no manifest: the secret list still applies */
  }
  const manifest = parseManifest(text, '.diffgate.tsv');
  if (manifest.errors.length === 0) {
    const checker = new Checker(manifest, null);
    const tracked = (await gitText(['ls-files', '-z'], { cwd: ctx.top, env: ctx.env })).split('\0');
    const frozen = tracked.find((p) => p !== '' && checker.rulesFor(p).rules.some((r) => r.kind === 'freeze'));
    if (frozen) return frozen;
  }
  return 'diffgate-doctor-probe/.env';
}

async function probe(ctx: DoctorContext, command: string): Promise<Finding> {
  const path = await probePath(ctx);
  const input = JSON.stringify({
    session_id: 'diffgate-doctor',
    transcript_path: join(ctx.top, '.diffgate-doctor-transcript.jsonl'),
    cwd: ctx.top,
    permission_mode: 'default',
    hook_event_name: 'PreToolUse',
    tool_name: 'Write',
    tool_input: { file_path: join(ctx.top, path), content: 'diffgate doctor probe\n' },
    tool_use_id: 'toolu_diffgate_doctor',
  });
  const ran = await run('sh', ['-c', command], {
    cwd: ctx.top,
    env: { ...ctx.env, CLAUDE_PROJECT_DIR: ctx.top },
    input,
    timeout: 30_000,
  });
  if (ran.status === 2 && ran.stderr.toString('utf8').includes(path)) return ok(t.probeCheck, t.probeDenied(path));
  return problem(t.probeCheck, t.probeNotDenied(path, ran.status, ran.output), t.reinstall());
}

/**
 * Proves the tripwire live: records the protected set (PreToolUse of a harmless Bash call), creates
 * a file on the secret list in a fresh folder of its own, and runs PostToolUse, which must put it
 * back (move it away) and say so with exit 2. Only that folder and its quarantined copy are
 * touched, and both are removed afterwards.
 */
async function tripwireProbe(ctx: DoctorContext, preCommand: string, postCommand: string): Promise<Finding> {
  const folder = join(ctx.top, `diffgate-doctor-tripwire-${process.pid}`);
  const file = join(folder, '.env');
  const base = {
    session_id: 'diffgate-doctor',
    transcript_path: join(ctx.top, '.diffgate-doctor-transcript.jsonl'),
    cwd: ctx.top,
    permission_mode: 'default',
    tool_name: 'Bash',
    tool_input: { command: 'true' },
    tool_use_id: 'toolu_diffgate_doctor_tripwire',
  };
  const opts = { cwd: ctx.top, env: { ...ctx.env, CLAUDE_PROJECT_DIR: ctx.top }, timeout: 30_000 };
  try {
    const before = () =>
      run('sh', ['-c', preCommand], { ...opts, input: JSON.stringify({ ...base, hook_event_name: 'PreToolUse' }) });
    // a very large protected set is recorded over several calls, each held until it is whole (issue 30)
    let pre = await before();
    for (let i = 0; i < 100 && pre.status === 2 && pre.output.includes(tripwireText.recordPendingLead); i++)
      pre = await before();
    if (pre.status !== 0) return problem(t.tripwireCheck, t.tripwireNotRecorded(pre.status, pre.output), t.reinstall());
    await mkdir(folder, { recursive: true });
    await writeFile(file, 'DIFFGATE_DOCTOR=probe\n');
    const post = await run('sh', ['-c', postCommand], {
      ...opts,
      input: JSON.stringify({ ...base, hook_event_name: 'PostToolUse', tool_response: {} }),
    });
    const putBack = !existsSync(file);
    if (post.status === 2 && putBack)
      return ok(t.tripwireCheck, t.tripwirePutBack(relative(ctx.top, file), await watched(ctx)));
    return problem(t.tripwireCheck, t.tripwireMissed(relative(ctx.top, file), post.status, post.output), t.reinstall());
  } finally {
    await rm(folder, { recursive: true, force: true });
    const gitDir = (await gitText(['rev-parse', '--absolute-git-dir'], { cwd: ctx.top, env: ctx.env })).trim();
    const quarantine = join(gitDir, 'diffgate', 'quarantine');
    for (const name of await readdir(quarantine).catch(() => [] as string[]))
      if (name.endsWith('toolu_diffgate_doctor_tripwire'))
        await rm(join(quarantine, name), { recursive: true, force: true });
  }
}

/** How much the tripwire's record holds: paths recorded, and rules' folders still pending (issue 30). */
async function watched(ctx: DoctorContext): Promise<{ paths: number; pending: number } | undefined> {
  try {
    const gitDir = (await gitText(['rev-parse', '--absolute-git-dir'], { cwd: ctx.top, env: ctx.env })).trim();
    const state = JSON.parse(await readFile(join(gitDir, 'diffgate', 'tripwire', 'state.json'), 'utf8')) as {
      files?: object;
      parts?: unknown;
      pending?: unknown[];
    };
    return { paths: recordedCount(state), pending: state.pending?.length ?? 0 };
  } catch {
    return undefined;
  }
}

export const claudeChecks: CheckGroup = {
  title: t.group(),
  async run(ctx) {
    const installed = await settingsFiles(ctx);
    if (installed.length === 0) return [ok(t.settingsCheck, t.notInstalled()), ...(await sandboxFindings(ctx))];
    const findings: Finding[] = [];
    for (const i of installed) {
      if (!i.preToolUse) {
        findings.push(problem(t.settingsCheck, t.noPreToolUse(i.file), t.reinstall()));
        continue;
      }
      const missing = [
        'Write',
        'Edit',
        'MultiEdit',
        'NotebookEdit',
        'Bash',
        'Read',
        'CronCreate',
        'ScheduleWakeup',
      ].filter((tool) => !new RegExp(`(^|\\|)${tool}(\\||$)`).test(i.preToolUse!.matcher));
      if (missing.length > 0) findings.push(problem(t.settingsCheck, t.matcherMissing(i.file, missing), t.reinstall()));
      // an MCP tool's call begins at its PreToolUse: without it, the tripwire takes its change for the person's
      else if (!i.preMatchers.some((m) => matchesTool(m, 'mcp__server__write_file')))
        findings.push(problem(t.settingsCheck, t.noMcp(i.file), t.reinstall()));
      else if (!i.userPromptSubmit) findings.push(problem(t.settingsCheck, t.noPrompt(i.file), t.reinstall()));
      else findings.push(ok(t.settingsCheck, t.installed(i.file)));
      findings.push(await probe(ctx, i.preToolUse.command));
      findings.push(checkAgentCode(i.preToolUse.command, 'claude', !i.file.startsWith(`${ctx.top}/`), i.file));
      if (!i.postToolUse || !/(^|\|)Bash(\||$)/.test(i.postToolUse.matcher) || !i.stop)
        findings.push(problem(t.tripwireCheck, t.noTripwire(i.file), t.reinstall()));
      else findings.push(await tripwireProbe(ctx, i.preToolUse.command, i.postToolUse.command));
    }
    return [...findings, ...(await sandboxFindings(ctx))];
  },
};
