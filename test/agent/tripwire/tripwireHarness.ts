/**
 * Drives the tripwire as Claude Code does around a tool call: PreToolUse through the built CLI
 * (whatever it answers), the command really run by bash (as if the pre-check had let it through),
 * then PostToolUse; and reads back every protected file, gate file and manifest, byte for byte.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cleanEnv } from '../../helpers/gitRepo.js';
import { type Harness, type HookRun, runHook, userPrompt, writeHomeFile } from '../hookHarness.js';
import { expect } from 'vitest';

export function hookEvent(
  h: Harness,
  event: string,
  extra: Record<string, unknown> = {},
  session = 'session-1',
): string {
  return JSON.stringify({
    session_id: session,
    transcript_path: join(h.home, '.claude/projects/x/session-1.jsonl'),
    cwd: h.repo.dir,
    permission_mode: 'default',
    hook_event_name: event,
    ...extra,
  });
}

export const bashCall = (command: string, id = 'toolu_01TRIP') => ({
  tool_name: 'Bash',
  tool_input: { command, description: 'run' },
  tool_use_id: id,
});

export function pre(h: Harness, command: string, id?: string): HookRun {
  return runHook(h, hookEvent(h, 'PreToolUse', bashCall(command, id)));
}

export function post(h: Harness, command: string, id?: string): HookRun {
  return runHook(
    h,
    hookEvent(h, 'PostToolUse', { ...bashCall(command, id), tool_response: { stdout: '', stderr: '' } }),
  );
}

export function stop(h: Harness, active = false): HookRun {
  return runHook(h, hookEvent(h, 'Stop', { stop_hook_active: active }));
}

/** Runs a shell line in the repository the way the agent's Bash tool would (HOME is the test's home). */
export function bash(h: Harness, command: string): { status: number | null; stderr: string } {
  const r = spawnSync('bash', ['-c', command], {
    cwd: h.repo.dir,
    env: cleanEnv({ HOME: h.home, XDG_CONFIG_HOME: join(h.home, '.config') }),
    encoding: 'utf8',
    // generous: a call that writes 150,000 files takes over 20 s on a loaded 2-core machine
    timeout: 60_000,
  });
  return { status: r.status, stderr: r.stderr };
}

/** A path's state: type, permission bits, link target or bytes. */
export type Shot = { type: 'file'; mode: number; bytes: string } | { type: 'link'; target: string } | { type: 'dir' };

export function shot(path: string): Shot | undefined {
  let st;
  try {
    st = lstatSync(path);
  } catch {
    return undefined;
  }
  if (st.isSymbolicLink()) return { type: 'link', target: readlinkSync(path) };
  if (st.isDirectory()) return { type: 'dir' };
  return { type: 'file', mode: st.mode & 0o7777, bytes: readFileSync(path).toString('base64') };
}

/** Every file under a folder (none under .git but the gate files named), by repository-relative path. */
export function tree(dir: string, skip: (rel: string) => boolean = () => false): Map<string, Shot | undefined> {
  const out = new Map<string, Shot | undefined>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      const rel = relative(dir, p);
      if (skip(rel)) continue;
      const s = shot(p);
      if (s?.type === 'dir') walk(p);
      else out.set(rel, s);
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** The protected set of the standard fixture, and the gate files, as they are now. */
export function protectedShots(h: Harness): Record<string, Shot | undefined> {
  const r = h.repo.dir;
  const paths = [
    '.diffgate.tsv',
    'guard.sh',
    'hooks/a.sh',
    'hooks/b.sh',
    'docs/style.md',
    'logs/decisions.md',
    'INDEX.md',
    'memory/notes.md',
    '.env',
    '.env.local',
    'prod.key',
    'data.sqlite',
    'sub/.env.local',
    '.git/config',
    '.git/hooks/pre-commit',
    '.git/hooks/pre-push',
    'lefthook.yml',
    'lefthook-local.yml',
    '.pre-commit-config.yaml',
    '.husky/pre-commit',
    '.claude/settings.json',
    '.claude/settings.local.json',
  ].map((p) => join(r, p));
  const home = ['.gitconfig', '.config/git/config', '.claude/settings.json', '.config/husky/init.sh'].map((p) =>
    join(h.home, p),
  );
  return Object.fromEntries([...paths, ...home].map((p) => [p, shot(p)]));
}

/** The files kept in the quarantine folder (relative to it), with their bytes. */
export function quarantined(h: Harness): Map<string, string> {
  const q = join(h.repo.dir, '.git/diffgate/quarantine');
  const out = new Map<string, string>();
  for (const [rel, s] of tree(q)) {
    const inner = rel.split('/').slice(1).join('/');
    out.set(inner, s?.type === 'file' ? Buffer.from(s.bytes, 'base64').toString('utf8') : (s?.type ?? 'none'));
  }
  return out;
}

/**
 * The gate files the fixture starts with (so that changing them, not only creating them, is tried),
 * and the fixture committed. `preCommit`: the git hook's script (by default one that runs `diffgate`
 * from PATH, which the tests' PATH does not have).
 */
export function gateFiles(h: Harness, preCommit = '#!/bin/sh\nexec diffgate githook pre-commit\n'): void {
  h.repo.write('.git/hooks/pre-commit', preCommit);
  chmodSync(join(h.repo.dir, '.git/hooks/pre-commit'), 0o755);
  writeHomeFile(h, '.gitconfig', '[user]\n\tname = person\n');
  writeHomeFile(h, '.claude/settings.json', '{"hooks":{}}\n');
  h.repo.commit('base');
}

/** The gate files, committed, and the person's prompt that starts the turn (the tripwire takes its record). */
export function withGates(h: Harness): void {
  gateFiles(h);
  expect(runHook(h, userPrompt(h, 'tidy up the build scripts')).status).toBe(0);
}

/** One call run whole: PreToolUse (which must allow everyday git), the command (whatever it said), PostToolUse. */
export function wholeCall(h: Harness, command: string, id: string, everyday = false): HookRun {
  const first = pre(h, command, id);
  if (everyday) expect(first).toMatchObject({ status: 0, stderr: '' });
  const ran = bash(h, command);
  expect(ran.stderr).toBe('');
  return post(h, command, id);
}

/** What each hook of one turn answered (a `cycle`). */
export interface Cycle {
  calls: { pre: HookRun; ran: { status: number | null; stderr: string }; post: HookRun }[];
  stop: HookRun;
  /** The person's next prompt, when one was given. */
  next?: HookRun;
}

/**
 * One turn through the whole cycle an agent goes through: the person's prompt (when `prompt` is
 * given), then for each call PreToolUse, the command in real bash (whatever PreToolUse said, as if
 * the client ran it), PostToolUse; then Stop, and the person's next prompt (when `next` is given).
 * Nothing is asserted: each hook's answer is returned.
 */
export function cycle(
  h: Harness,
  calls: { command: string; id: string }[],
  opts: { prompt?: string; next?: string } = {},
): Cycle {
  if (opts.prompt !== undefined) expect(runHook(h, userPrompt(h, opts.prompt)).status).toBe(0);
  const ran = calls.map(({ command, id }) => ({
    pre: pre(h, command, id),
    ran: bash(h, command),
    post: runHook(h, hookEvent(h, 'PostToolUse', { ...bashCall(command, id), tool_response: {} })),
  }));
  const stopped = runHook(h, hookEvent(h, 'Stop', { stop_hook_active: false }));
  return {
    calls: ran,
    stop: stopped,
    ...(opts.next === undefined ? {} : { next: runHook(h, userPrompt(h, opts.next)) }),
  };
}

/**
 * A turn where nothing happens, through the whole cycle (`tidy up the build scripts`, one `true`,
 * Stop, `now the scripts`): what the person changed before it is taken in as theirs, and the
 * tests' own turn starts with a prompt of this build.
 */
export function settledTurn(h: Harness): void {
  const turn = cycle(h, [{ command: 'true', id: 'toolu_first' }], {
    prompt: 'tidy up the build scripts',
    next: 'now the scripts',
  });
  expect(turn.calls[0]).toMatchObject({ pre: { status: 0, stderr: '' }, post: { status: 0 } });
  expect([turn.stop.status, turn.next?.status]).toEqual([0, 0]);
}

/**
 * The record's files, as diffgate keeps them: in `state.json`, or, for a record of many files, in
 * its parts (`tripwire/parts/<n>-<hash>.json`, named by the record: recordParts.ts).
 */
export function recordedFiles(repoDir: string): Record<string, { t: string; b?: string }> {
  const dir = join(repoDir, '.git/diffgate/tripwire');
  const state = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'));
  if (state.parts === undefined) return state.files;
  const out: Record<string, { t: string; b?: string }> = {};
  (state.parts.h as string[]).forEach((h, i) =>
    Object.assign(out, JSON.parse(readFileSync(join(dir, 'parts', `${i}-${h.slice(0, 16)}.json`), 'utf8'))),
  );
  return out;
}

/**
 * The tripwire's record of a refused commit, as pre-push reads it: the commit in one of the batches
 * under `.git/diffgate/refused/` (one a check), or an earlier version's `refused/<sha>.json`;
 * undefined when neither holds it. `file` is where it is.
 */
export function refusedRecord(
  repoDir: string,
  sha: string,
):
  | { commit: string; session?: string; at?: string; violations: { rule: string; path: string }[]; file: string }
  | undefined {
  const dir = join(repoDir, '.git/diffgate/refused');
  if (!existsSync(dir)) return undefined;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (name === `${sha}.json`) return { ...JSON.parse(readFileSync(file, 'utf8')), file };
    if (!/^batch-[0-9a-z-]+\.json$/.test(name)) continue;
    const batch = JSON.parse(readFileSync(file, 'utf8'));
    const c = (batch.commits as { commit: string; violations: { rule: string; path: string }[] }[]).find(
      (x) => x.commit === sha,
    );
    if (c) return { commit: c.commit, session: batch.session, at: batch.at, violations: c.violations, file };
  }
  return undefined;
}
