/**
 * `diffgate install --<agent>` / `uninstall --<agent>` for Codex, Gemini CLI, Cursor and Copilot
 * CLI: merges diffgate's hook entries into the agent's hook file (project scope: the repository's,
 * with --user: the home directory's) and removes them again, idempotently, keeping every other
 * setting and hook. An entry is diffgate's when its command runs `hook <agent>` of a diffgate CLI.
 */
import { realpathSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { findRepository } from '../../agent/place.js';
import { agentsText as t } from '../../core/messages/agents.js';
import { type HookTarget, TARGETS } from './agentTargets.js';
import { agentHookCommand, CodeCheckError, installedNote } from './verifiedCommand.js';

export interface InstallAgentOptions {
  agent: string;
  cwd: string;
  user: boolean;
  uninstall: boolean;
  home: string;
  /** The running CLI's path (tests pass the built one). */
  cliPath?: string;
}

export interface InstallAgentResult {
  changed: boolean;
  file: string;
  message: string;
}

export class AgentSettingsError extends Error {}

type Json = Record<string, unknown>;

export function settingsFile(target: HookTarget, o: { cwd: string; user: boolean; home: string }): string {
  if (o.user) return posix.join(o.home, target.user);
  const root = findRepository(realpathSync(o.cwd))?.root ?? o.cwd;
  return posix.join(root, target.project);
}

/**
 * The command the agent runs: node and the CLI by absolute path (the repository's own install where
 * there is one), with the CLI's code checked before it runs (verifiedCommand.ts).
 */
export function agentCommand(target: HookTarget, projectRoot: string | undefined, cliPath?: string): string {
  try {
    return agentHookCommand({
      agent: target.agent,
      user: projectRoot === undefined,
      projectRoot,
      cliPath,
      tail: target.tail,
    });
  } catch (e) {
    if (e instanceof CodeCheckError) throw new AgentSettingsError(e.message);
    throw e;
  }
}

export async function installAgent(o: InstallAgentOptions): Promise<InstallAgentResult> {
  const target = TARGETS[o.agent]!;
  const file = settingsFile(target, o);
  const root = o.user ? undefined : (findRepository(realpathSync(o.cwd))?.root ?? o.cwd);
  const command = o.uninstall ? '' : agentCommand(target, root, o.cliPath);
  const settings = await readSettings(file);
  const before = JSON.stringify(settings);
  const hooks = (settings.hooks ?? {}) as Json;
  if (typeof hooks !== 'object' || Array.isArray(hooks))
    throw new AgentSettingsError(t.install.badSettings(file, '"hooks" is not an object'));
  const wanted = target.events(command);
  for (const [event, want] of Object.entries(wanted)) {
    const list = hooks[event] ?? [];
    if (!Array.isArray(list)) throw new AgentSettingsError(t.install.badHooks(file, event));
    if (!o.uninstall && installed(target, list, want)) continue;
    const kept = without(target, list);
    if (!o.uninstall) kept.push(...want);
    if (kept.length > 0) hooks[event] = kept;
    else delete hooks[event];
  }
  if (Object.keys(hooks).length > 0) {
    settings.hooks = hooks;
    if (!o.uninstall) for (const [k, v] of Object.entries(target.top ?? {})) settings[k] ??= v;
  } else delete settings.hooks;
  const changed = JSON.stringify(settings) !== before;
  // A file that holds nothing but what diffgate put there goes when diffgate does.
  const empty = Object.keys(settings).every((k) => k in (target.top ?? {}));
  if (changed && o.uninstall && empty) await rm(file, { force: true });
  else if (changed) await writeSettings(file, settings);
  const events = Object.keys(wanted);
  const message = o.uninstall
    ? changed
      ? t.install.removed(target.title, file)
      : t.install.absent(file)
    : changed
      ? t.install.installed(target.title, file, events)
      : t.install.already(target.title, file);
  const trust = t.install.trust[o.agent as keyof typeof t.install.trust];
  const note = !o.uninstall && root !== undefined && trust !== undefined ? ` ${trust(root)}` : '';
  const code = o.uninstall ? '' : installedNote(command, o.agent, o.user);
  return { changed, file, message: message + note + code };
}

/** Whether an entry, or a hook inside a group, is diffgate's for this agent. */
export function isOurs(agent: string, h: unknown): boolean {
  if (typeof h !== 'object' || h === null) return false;
  const cmd = (h as Json).command ?? (h as Json).bash;
  return typeof cmd === 'string' && new RegExp(`\\bhook ${agent}\\b`).test(cmd) && /diffgate|dist\/cli\b/.test(cmd);
}

function without(target: HookTarget, list: unknown[]): unknown[] {
  if (target.kind === 'flat') return list.filter((e) => !isOurs(target.agent, e));
  return list
    .map((e) => {
      const g = e as { hooks?: unknown };
      return Array.isArray(g?.hooks) ? { ...(e as Json), hooks: g.hooks.filter((h) => !isOurs(target.agent, h)) } : e;
    })
    .filter(
      (e) => !Array.isArray((e as { hooks?: unknown })?.hooks) || ((e as { hooks: unknown[] }).hooks.length ?? 0) > 0,
    );
}

/** Exactly diffgate's entries for this event are there already, once each, as they would be written. */
function installed(target: HookTarget, list: unknown[], want: unknown[]): boolean {
  const ours = list.filter((e) =>
    target.kind === 'flat'
      ? isOurs(target.agent, e)
      : ((e as { hooks?: unknown[] })?.hooks ?? []).some((h) => isOurs(target.agent, h)),
  );
  return JSON.stringify(ours) === JSON.stringify(want);
}

async function readSettings(file: string): Promise<Json> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new AgentSettingsError(t.install.badSettings(file, (e as Error).message));
  }
  if (text.trim() === '') return {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new AgentSettingsError(t.install.badSettings(file, (e as Error).message));
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new AgentSettingsError(t.install.badSettings(file, 'not an object'));
  return data as Json;
}

async function writeSettings(file: string, settings: Json): Promise<void> {
  await mkdir(posix.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify(settings, null, 2)}\n`);
  await rename(tmp, file);
}
