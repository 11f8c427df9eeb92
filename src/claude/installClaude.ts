/**
 * `diffgate install --claude` / `uninstall --claude`: merges the hook into Claude Code's settings
 * (the project's `.claude/settings.json`, or `~/.claude/settings.json` with --user) without
 * touching any other hook or setting, and removes it again. The command calls the CLI directly
 * (the project's node_modules/.bin, else the absolute path of this CLI), never through npx, and
 * ends in `|| exit 2`, so even a missing node or a crash while loading blocks instead of passing.
 */
import { existsSync, realpathSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { posix } from 'node:path';
import { claudeText as c } from '../core/messages/claude.js';
import { findRepository } from './context.js';

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

export const CLAUDE_MATCHER = 'Write|Edit|MultiEdit|NotebookEdit|Read|Grep|Glob|LS|Bash|PowerShell';
/** The tools whose calls the tripwire checks afterwards: those that can change files (MCP tools included). */
export const TRIPWIRE_MATCHER = 'Write|Edit|MultiEdit|NotebookEdit|Bash|PowerShell|mcp__.*';
/** Each event and its matcher (none: the event takes no matcher). */
const EVENTS: readonly [string, string | undefined][] = [
  ['PreToolUse', CLAUDE_MATCHER],
  ['PostToolUse', TRIPWIRE_MATCHER],
  ['PostToolUseFailure', TRIPWIRE_MATCHER],
  ['Stop', undefined],
  ['SubagentStop', undefined],
  ['UserPromptSubmit', undefined],
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
  const command = hookCommandLine(root, opts.cliPath);
  const settings = await readSettings(file);
  const before = JSON.stringify(settings);
  const hooks = (settings.hooks ?? {}) as Json;
  if (typeof hooks !== 'object' || Array.isArray(hooks))
    throw new ClaudeSettingsError(c.install.badSettings(file, '"hooks" is not an object'));
  for (const [event, matcher] of EVENTS) {
    const list = hooks[event] ?? [];
    if (!Array.isArray(list)) throw new ClaudeSettingsError(c.install.badHooks(file, event));
    const entries = list as HookEntry[];
    const want: HookEntry =
      matcher !== undefined
        ? { matcher, hooks: [{ type: 'command', command }] }
        : { hooks: [{ type: 'command', command }] };
    if (!opts.uninstall && isInstalled(entries, want)) continue;
    const kept = entries
      .map((e) => (Array.isArray(e?.hooks) ? { ...e, hooks: e.hooks.filter((h) => !isOurs(h)) } : e))
      .filter((e) => !Array.isArray(e?.hooks) || e.hooks.length > 0);
    if (!opts.uninstall) kept.push(want);
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
      ? c.install.installed(file)
      : c.install.already(file);
  return { changed, file, message };
}

/** The command Claude Code runs: the project's own install where there is one, else this CLI. */
export function hookCommandLine(projectRoot: string | undefined, cliPath?: string): string {
  if (projectRoot !== undefined && existsSync(posix.join(projectRoot, 'node_modules', '.bin', 'diffgate'))) {
    return '"$CLAUDE_PROJECT_DIR"/node_modules/.bin/diffgate hook claude || exit 2';
  }
  const cli = cliPath ?? realpathSync(process.argv[1]!);
  return `${shellQuote(cli)} hook claude || exit 2`;
}

function shellQuote(s: string): string {
  return /^[A-Za-z0-9_./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/** A hook command this installer wrote (any version of it). */
function isOurs(h: { command?: string } | null | undefined): boolean {
  const cmd = h?.command;
  return typeof cmd === 'string' && /\bhook claude\b/.test(cmd) && /diffgate|dist\/cli\/index\.js/.test(cmd);
}

function isInstalled(entries: HookEntry[], want: HookEntry): boolean {
  const ours = entries.flatMap((e) => (Array.isArray(e?.hooks) ? e.hooks.filter(isOurs).map((h) => ({ e, h })) : []));
  return (
    ours.length === 1 &&
    ours[0]!.h.command === want.hooks[0]!.command &&
    ours[0]!.e.matcher === want.matcher &&
    ours[0]!.h.type === 'command'
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
