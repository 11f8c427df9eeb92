/**
 * `diffgate install --claude` / `uninstall --claude`: merges the hook into Claude Code's settings
 * (the project's `.claude/settings.json`, or `~/.claude/settings.json` with --user) without
 * touching any other hook or setting, and removes it again. The command runs this node and the CLI
 * (the project's own install, else this one) by absolute path, never through PATH or npx, checks the
 * CLI's code before it runs (src/agents/install/verifiedCommand.ts), and ends in `|| exit 2`, so
 * even a missing node or a crash while loading blocks instead of passing.
 */
import { realpathSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { posix } from 'node:path';
import { claudeText as c } from '../../core/messages/claude.js';
import { installText } from '../../core/messages/install.js';
import { sandboxText } from '../../core/messages/sandbox.js';
import { claudeDenyList, localSettingsFile } from './claudeDenyList.js';
import { agentHookCommand, CodeCheckError, installedNote } from '../install/verifiedCommand.js';
import { findRepository, locate } from '../../agent/place.js';

export interface InstallClaudeOptions {
  cwd: string;
  /** The user's settings instead of the project's. */
  user: boolean;
  uninstall: boolean;
  /** Defaults: $HOME, the environment, and the running CLI's path (for tests). */
  home?: string;
  env?: NodeJS.ProcessEnv;
  cliPath?: string;
}

export interface InstallClaudeResult {
  changed: boolean;
  file: string;
  message: string;
}

/**
 * CronCreate and ScheduleWakeup (Claude Code 2.1.328) schedule a prompt the model writes: judged by
 * src/agent/scheduledPrompt.ts. Monitor runs a shell command in the background: judged as Bash.
 */
export const CLAUDE_MATCHER =
  'Write|Edit|MultiEdit|NotebookEdit|Read|Grep|Glob|LS|Bash|PowerShell|Monitor|CronCreate|ScheduleWakeup';
/**
 * Every MCP tool (`mcp__<server>__<tool>`), whose PreToolUse begins its call for the tripwire. An
 * entry of its own: a matcher with `^` or `.` is a regular expression, unanchored, so joined to
 * CLAUDE_MATCHER (a list of exact names) it would make Write match TodoWrite.
 */
export const MCP_MATCHER = '^mcp__';
/** The tools whose calls the tripwire checks afterwards: those that can change files (MCP tools included). */
export const TRIPWIRE_MATCHER = 'Write|Edit|MultiEdit|NotebookEdit|Bash|PowerShell|Monitor|mcp__.*';
/** Each event and its matchers, one entry each (none: the event takes no matcher). */
const EVENTS: readonly [string, readonly (string | undefined)[]][] = [
  ['PreToolUse', [CLAUDE_MATCHER, MCP_MATCHER]],
  ['PostToolUse', [TRIPWIRE_MATCHER]],
  ['PostToolUseFailure', [TRIPWIRE_MATCHER]],
  ['Stop', [undefined]],
  ['SubagentStop', [undefined]],
  ['UserPromptSubmit', [undefined]],
];

export class ClaudeSettingsError extends Error {}

type Json = Record<string, unknown>;
interface HookEntry {
  matcher?: string;
  hooks: { type: string; command?: string }[];
}

export async function installClaude(opts: InstallClaudeOptions): Promise<InstallClaudeResult> {
  const env = opts.env ?? process.env;
  const home = opts.home ?? (env.HOME || homedir());
  const root = opts.user ? undefined : (findRepository(realpathSync(opts.cwd))?.root ?? opts.cwd);
  const file = opts.user
    ? posix.join(env.CLAUDE_CONFIG_DIR || posix.join(home, '.claude'), 'settings.json')
    : posix.join(root!, '.claude', 'settings.json');
  const command = opts.uninstall ? '' : hookCommandLine(root, opts.cliPath, opts.user);
  const settings = await readSettings(file);
  const before = JSON.stringify(settings);
  const hooks = (settings.hooks ?? {}) as Json;
  if (typeof hooks !== 'object' || Array.isArray(hooks))
    throw new ClaudeSettingsError(c.install.badSettings(file, '"hooks" is not an object'));
  for (const [event, matchers] of EVENTS) {
    const list = hooks[event] ?? [];
    if (!Array.isArray(list)) throw new ClaudeSettingsError(c.install.badHooks(file, event));
    const entries = list as HookEntry[];
    const want: HookEntry[] = matchers.map((matcher) =>
      matcher !== undefined
        ? { matcher, hooks: [{ type: 'command', command }] }
        : { hooks: [{ type: 'command', command }] },
    );
    if (!opts.uninstall && isInstalled(entries, want)) continue;
    // an older install's entries (another matcher, another command) go, and the wanted ones are added
    const kept = entries
      .map((e) => (Array.isArray(e?.hooks) ? { ...e, hooks: e.hooks.filter((h) => !isOurs(h)) } : e))
      .filter((e) => !Array.isArray(e?.hooks) || e.hooks.length > 0);
    if (!opts.uninstall) kept.push(...want);
    if (kept.length > 0) hooks[event] = kept;
    else delete hooks[event];
  }
  if (Object.keys(hooks).length > 0) settings.hooks = hooks;
  else delete settings.hooks;
  const changed = JSON.stringify(settings) !== before;
  if (changed) await writeSettings(file, settings);
  const message = opts.uninstall
    ? changed
      ? c.install.removed(file)
      : c.install.absent(file)
    : changed
      ? c.install.installed(
          file,
          EVENTS.map(([event]) => event),
        )
      : c.install.already(file);
  return { changed, file, message: message + (opts.uninstall ? '' : installedNote(command, 'claude', opts.user)) };
}

/**
 * The command Claude Code runs: node and the CLI by absolute path (the project's own install where
 * there is one), with the CLI's code checked before it runs (verifiedCommand.ts).
 */
export function hookCommandLine(projectRoot: string | undefined, cliPath?: string, user = projectRoot === undefined) {
  try {
    return agentHookCommand({ agent: 'claude', user, projectRoot, cliPath, tail: ' || exit 2' });
  } catch (e) {
    if (e instanceof CodeCheckError) throw new ClaudeSettingsError(e.message);
    throw e;
  }
}

/** A hook command this installer wrote (any version of it). */
function isOurs(h: { command?: string } | null | undefined): boolean {
  const cmd = h?.command;
  return typeof cmd === 'string' && /\bhook claude\b/.test(cmd) && /diffgate|dist\/cli\b/.test(cmd);
}

/** Whether our hooks in the event are exactly the wanted ones: one each, with its matcher and command. */
function isInstalled(entries: HookEntry[], want: HookEntry[]): boolean {
  const ours = entries.flatMap((e) => (Array.isArray(e?.hooks) ? e.hooks.filter(isOurs).map((h) => ({ e, h })) : []));
  return (
    ours.length === want.length &&
    ours.every(
      ({ e, h }, i) =>
        h.command === want[i]!.hooks[0]!.command && e.matcher === want[i]!.matcher && h.type === 'command',
    )
  );
}

async function readSettings(file: string): Promise<Json> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new ClaudeSettingsError(c.install.badSettings(file, (e as Error).message));
  }
  if (text.trim() === '') return {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new ClaudeSettingsError(c.install.badSettings(file, (e as Error).message));
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new ClaudeSettingsError(c.install.badSettings(file, 'not an object'));
  return data as Json;
}

async function writeSettings(file: string, settings: Json): Promise<void> {
  await mkdir(posix.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify(settings, null, 2)}\n`);
  await rename(tmp, file);
}

/**
 * `diffgate install --claude --sandbox` (and its uninstall): the frozen files, manifests and gate
 * files as they are now, in Claude Code's `sandbox.filesystem.denyWrite` of the project's
 * `.claude/settings.local.json` (absolute paths of this machine, so the per-person, uncommitted
 * settings file). Other entries are kept; the entries diffgate added are recorded in
 * `.git/diffgate/claude-sandbox.json`, so a reinstall replaces them and an uninstall removes
 * exactly them. `sandbox.enabled` is never touched: turning the sandbox on is the person's call.
 */
export async function installClaudeSandbox(opts: Omit<InstallClaudeOptions, 'user' | 'cliPath'>) {
  const t = sandboxText.install;
  const env = opts.env ?? process.env;
  const place = locate(opts.cwd, env, opts.home ?? (env.HOME || homedir()));
  const file = localSettingsFile(place);
  if (!place.gitDir) {
    if (opts.uninstall) return { changed: false, file, message: t.absent(file), entries: [] as string[] };
    throw new ClaudeSettingsError(installText.notARepo());
  }
  const recordFile = sandboxRecordFile(place.gitDir);
  await mkdir(posix.dirname(recordFile), { recursive: true }); // the state folder is a gate folder: listed from the first install
  const previous = await readRecord(recordFile);
  const settings = await readSettings(file);
  const before = JSON.stringify(settings);
  const sandbox = objectAt(settings, 'sandbox', file, t.badSandbox);
  const fs = objectAt(sandbox, 'filesystem', file, t.badSandbox);
  const list = fs.denyWrite ?? [];
  if (!Array.isArray(list) || list.some((e) => typeof e !== 'string'))
    throw new ClaudeSettingsError(t.badSandbox(file, 'sandbox.filesystem.denyWrite'));
  const personal = (list as string[]).filter((e) => !previous.includes(e));
  const wanted = opts.uninstall ? [] : await claudeDenyList(place, env);
  const added = wanted.filter((e) => !personal.includes(e));
  const next = [...personal, ...added];
  if (next.length > 0) fs.denyWrite = next;
  else delete fs.denyWrite;
  if (Object.keys(fs).length > 0) sandbox.filesystem = fs;
  else delete sandbox.filesystem;
  if (Object.keys(sandbox).length > 0) settings.sandbox = sandbox;
  else delete settings.sandbox;
  const changed = JSON.stringify(settings) !== before;
  if (changed) await writeSettings(file, settings);
  await writeRecord(recordFile, opts.uninstall ? undefined : { file, entries: added });
  const removed = previous.filter((e) => list.includes(e)).length;
  const message = opts.uninstall
    ? removed > 0
      ? t.removed(file, removed)
      : t.absent(file)
    : changed
      ? t.written(file, wanted.length)
      : t.same(file, wanted.length);
  return { changed, file, message, entries: wanted };
}

/** Where diffgate notes which denyWrite entries it added (its state folder, a gate folder). */
export const sandboxRecordFile = (gitDir: string) => posix.join(gitDir, 'diffgate', 'claude-sandbox.json');

export async function readRecord(file: string): Promise<string[]> {
  try {
    const data = JSON.parse(await readFile(file, 'utf8')) as { entries?: unknown };
    return Array.isArray(data.entries) ? data.entries.filter((e): e is string => typeof e === 'string') : [];
  } catch {
    return []; // none yet (or unreadable): every entry in the list is taken for the person's own
  }
}

async function writeRecord(file: string, record: { file: string; entries: string[] } | undefined): Promise<void> {
  if (!record) return rm(file, { force: true });
  await mkdir(posix.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
}

function objectAt(parent: Json, key: string, file: string, bad: (file: string, key: string) => string): Json {
  const value = parent[key] ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ClaudeSettingsError(bad(file, key));
  return value as Json;
}
