// Real-client conformance of `diffgate hook copilot` against GitHub Copilot CLI 1.0.102 (`copilot -p`,
// headless, BYOK provider: a scripted model on 127.0.0.1, Chat Completions for claude-* and Responses
// for gpt-5.*). Each scenario asserts on the files afterwards and on what the client sent the model
// next. The tests state the promised behaviour (docs/agents.md, docs/tripwire.md, DESIGN.md); where
// today's build falls short they fail, and FINDINGS.md says why.
// Paths in scripted tool inputs are written `$ROOT/...`: the repository wherever it is now.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../lib/project.js';
import { installedCommand, pairedTurns, startCosts, timingReport, turnPairs } from '../lib/timing.js';
import { copilotBin, offMachineGuard } from './copilotDriver.js';
import type { Step } from './copilotModel.js';
import { addFile, FILES, patch, type Scenario, scenario, sneakyWrite, updateFile } from './scenario.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// The scenarios run concurrently, at most 3 at a time (a 2-core machine; each client run mostly waits
// on its hooks and the model), so the file stays within ~3 minutes. Each closes at the end.
const opened: Scenario[] = [];
const open = async (...a: Parameters<typeof scenario>) => {
  const s = await scenario(...a);
  opened.push(s);
  return s;
};
let running = 0;
const queue: (() => void)[] = [];
async function gate<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= 3) await new Promise<void>((r) => queue.push(r));
  running++;
  try {
    return await fn();
  } finally {
    running--;
    queue.shift()?.();
  }
}
const cit = (name: string, fn: () => Promise<void>, ms = 170_000) => it.concurrent(name, () => gate(fn), ms);
afterAll(async () => {
  for (const s of opened) await s.close();
  // no request left the machine: the proxy the client was given (a recorder on 127.0.0.1) saw nothing
  expect((await offMachineGuard()).seen).toEqual([]);
});

const bash = (command: string, extra: Record<string, unknown> = {}): Step => ({
  fn: 'bash',
  args: { command, description: 'run it', ...extra },
});
const edit = (path: string, old_str: string, new_str: string): Step => ({
  fn: 'edit',
  args: { path: `$ROOT/${path}`, old_str, new_str },
});
const create = (path: string, file_text: string): Step => ({
  fn: 'create',
  args: { path: `$ROOT/${path}`, file_text },
});
const applyPatch = (...hunks: string[]): Step => ({ custom: 'apply_patch', input: patch(...hunks) });
const editFrozen = edit('frozen.txt', 'frozen', 'changed');
/** Every text the client sent the model as a user/system message or as a tool result, one string. */
const sentToModel = (s: Scenario) =>
  [...s.model.userTexts(), ...[...s.model.outputs().values()].map((r) => r.text)].join('\n----\n');
const task = (prompt: string): Step => ({
  fn: 'task',
  args: { name: 'sub', description: 'do the subtask', agent_type: 'general-purpose', prompt, mode: 'sync' },
});
const FILES_WITH_ENV = { ...FILES, '.env': 'TOKEN=1\n' };
/** What the protocol probes found, printed with the timing. */
const PROTOCOL: Record<string, unknown> = {};
/** A probe hook in the user hooks for one event: a shell script body (stdin is the payload). */
function probeHook(s: Scenario, event: string, body: string): void {
  const dir = join(s.project.home, '.copilot', 'hooks');
  mkdirSync(dir, { recursive: true });
  const script = join(s.project.base, `probe-${event}.sh`);
  writeFileSync(script, `#!/bin/bash\n${body}\n`);
  chmodSync(script, 0o755);
  writeFileSync(
    join(dir, `probe-${event}.json`),
    JSON.stringify({ version: 1, hooks: { [event]: [{ type: 'command', bash: script, timeoutSec: 10 }] } }),
  );
}
/** Where a text reached the model: in a tool result (its call id) or as a user/system message. */
function whereIs(s: Scenario, text: string): string[] {
  const at: string[] = [];
  for (const o of s.model.outputs().values())
    if (o.text.includes(text)) at.push(`tool result ${o.callId}: ${JSON.stringify(o.text)}`);
  for (const t of s.model.userTexts()) if (t.includes(text)) at.push(`message: ${JSON.stringify(t.slice(0, 400))}`);
  return at;
}
/** What Copilot puts in the tool result for a preToolUse deny (the hook's permissionDecisionReason follows). */
const DENIED = /diffgate blocked this/;

describe('GitHub Copilot CLI 1.0.102, real client, headless (copilot -p)', () => {
  cit('is installed with its native binary (else: node conformance/installClients.js copilot)', async () => {
    const bin = copilotBin();
    expect(execFileSync(bin, ['--version'], { encoding: 'utf8' })).toContain('1.0.102');
  });

  cit('a harmless bash call passes (no deny); the payloads are as captured', async () => {
    const k = 'K-harmless';
    const s = await open({ [k]: [bash('echo hi > out.txt'), { text: 'ok' }] });
    const r = await s.run(k);
    expect(r.timedOut).toBe(false);
    expect(s.read('out.txt')).toBe('hi\n');
    expect(s.model.output(s.model.idOf(k, 0))?.text).not.toMatch(/denied|diffgate/i);
    const pre = s.payloads().find((p) => p.event === 'preToolUse');
    // Copilot CLI 1.0.102 sends toolArgs as an OBJECT (its hook reference says a JSON string)
    expect(pre).toMatchObject({ toolName: 'bash', toolArgs: { command: 'echo hi > out.txt' }, cwd: s.root });
    expect(typeof pre?.sessionId).toBe('string');
  });

  cit('an edit of a frozen file: denied, file unchanged, the model told in the tool result', async () => {
    const k = 'K-edit-frozen';
    const s = await open({ [k]: [editFrozen, { text: 'blocked' }] });
    await s.run(k);
    expect(s.read('frozen.txt')).toBe('frozen\n');
    const out = s.model.output(s.model.idOf(k, 0));
    expect(out?.text).toMatch(DENIED);
    expect(out?.text).toContain('frozen.txt [freeze]');
  });

  cit(
    'a shell write no pre-check can read is put back by the tripwire, kept in quarantine, the model told',
    async () => {
      const k = 'K-sneaky';
      const s = await open({ [k]: [bash(sneakyWrite('x')), { text: 'ok' }] });
      await s.run(k);
      expect(s.read('frozen.txt')).toBe('frozen\n');
      expect(Object.entries(s.quarantine()).filter(([p, t]) => p.endsWith('frozen.txt') && t === 'x')).toHaveLength(1);
      // only stdout {"additionalContext": ...} of postToolUse reaches the model
      expect(sentToModel(s)).toContain('frozen.txt [freeze]');
    },
  );

  cit('gpt-5.*: an apply_patch edit of a frozen file is denied, the model told', async () => {
    const k = 'K-gpt-patch';
    const s = await open(
      { [k]: [applyPatch(updateFile('frozen.txt', '-frozen', '+changed')), { text: 'blocked' }] },
      { family: 'gpt' },
    );
    await s.run(k);
    expect(s.read('frozen.txt')).toBe('frozen\n');
    // Copilot sends the raw patch text as toolArgs (a string that is not JSON)
    expect(s.payloads().find((p) => p.event === 'preToolUse')?.toolArgs).toBe(
      patch(updateFile('frozen.txt', '-frozen', '+changed')),
    );
    const out = s.model.output(s.model.idOf(k, 0));
    expect(out?.text).toMatch(DENIED);
    expect(out?.text).toContain('frozen.txt [freeze]');
  });

  cit('gpt-5.*: an apply_patch that touches nothing protected passes (a new file)', async () => {
    const k = 'K-gpt-patch-ok';
    const s = await open({ [k]: [applyPatch(addFile('new.txt', 'n')), { text: 'ok' }] }, { family: 'gpt' });
    await s.run(k);
    expect(s.read('new.txt')).toBe('n\n');
    expect(s.model.output(s.model.idOf(k, 0))?.text).not.toMatch(/Denied by preToolUse hook/);
  });

  cit('an allowed append to an append-only file passes; a rewrite of its line is denied', async () => {
    const k = 'K-append';
    const s = await open({
      [k]: [edit('log.md', 'two\n', 'two\nthree\n'), edit('log.md', 'one', 'uno'), { text: 'ok' }],
    });
    await s.run(k);
    expect(s.read('log.md')).toBe('one\ntwo\nthree\n');
    expect(s.model.output(s.model.idOf(k, 0))?.text).not.toMatch(/Denied by preToolUse hook/);
    const denied = s.model.output(s.model.idOf(k, 1));
    expect(denied?.text).toMatch(DENIED);
    expect(denied?.text).toMatch(/log\.md(:\d+)? \[append\]/);
  });

  cit('a shell write to a frozen file (bash echo x > frozen.txt) is denied before it runs', async () => {
    const k = 'K-shell-frozen';
    const s = await open({ [k]: [bash('echo x > frozen.txt'), { text: 'ok' }] });
    await s.run(k);
    expect(s.read('frozen.txt')).toBe('frozen\n');
    const out = s.model.output(s.model.idOf(k, 0));
    expect(out?.text).toMatch(/^Denied by preToolUse hook: diffgate blocked this bash call/);
    expect(out?.text).toContain('frozen.txt [freeze]');
  });

  cit('a forced push is denied by the command-deny rule', async () => {
    const k = 'K-push';
    const s = await open({ [k]: [bash('git push --force origin main'), { text: 'ok' }] });
    await s.run(k);
    const out = s.model.output(s.model.idOf(k, 0));
    expect(out?.text).toMatch(DENIED);
    expect(out?.text).toContain('History on shared branches is rewritten only by a person');
  });

  cit('a .env written (create, and a shell redirect) is denied', async () => {
    const k = 'K-env';
    const s = await open({ [k]: [create('.env', 'TOKEN=1\n'), bash('echo TOKEN=2 > .env'), { text: 'ok' }] });
    await s.run(k);
    expect(s.read('.env')).toBeUndefined();
    for (const i of [0, 1]) {
      const out = s.model.output(s.model.idOf(k, i));
      expect(out?.text).toMatch(DENIED);
      expect(out?.text).toContain('.env');
    }
  });

  cit('reads of .env through grep / glob with `paths` (a string or an array) are denied', async () => {
    const k = 'K-grep-paths';
    const s = await open(
      {
        [k]: [
          { fn: 'grep', args: { pattern: 'TOKEN', paths: ['.env'] } },
          { fn: 'grep', args: { pattern: 'TOKEN', paths: '.env' } },
          { fn: 'glob', args: { pattern: '*', paths: ['$ROOT/.env'] } },
          { text: 'ok' },
        ],
      },
      { files: { ...FILES_WITH_ENV } },
    );
    await s.run(k);
    const pre = s.payloads().filter((p) => p.event === 'preToolUse');
    expect(pre.map((p) => (typeof p.toolArgs === 'object' ? p.toolArgs.paths : undefined))).toEqual([
      ['.env'],
      '.env',
      [`${s.root}/.env`],
    ]);
    for (const i of [0, 1, 2]) expect(s.model.output(s.model.idOf(k, i))?.text).toMatch(DENIED);
  });

  cit('gpt-5.*: the rg tool (grep for gpt models) reading .env is denied', async () => {
    const k = 'K-rg';
    const s = await open(
      { [k]: [{ fn: 'rg', args: { pattern: 'TOKEN', paths: ['.env'] } }, { text: 'ok' }] },
      { family: 'gpt', files: FILES_WITH_ENV },
    );
    await s.run(k);
    expect(s.payloads().find((p) => p.event === 'preToolUse')).toMatchObject({
      toolName: 'rg',
      toolArgs: { pattern: 'TOKEN', paths: ['.env'] },
    });
    expect(s.model.output(s.model.idOf(k, 0))?.text).toMatch(DENIED);
  });

  cit("the person's release phrase `guard release` in the prompt lets a frozen edit through, audited", async () => {
    const k = 'K-release guard release: please change frozen.txt';
    const s = await open({ [k]: [editFrozen, { text: 'changed' }] });
    await s.run(k);
    expect(s.read('frozen.txt')).toBe('changed\n');
    expect(s.model.output(s.model.idOf(k, 0))?.text).not.toMatch(/Denied by preToolUse hook/);
    expect(s.audit().filter((a) => JSON.stringify(a).includes('frozen.txt')).length).toBeGreaterThan(0);
  });

  cit("a subagent's (task tool) edit of a frozen file is denied and the subagent told", async () => {
    const k = 'K-main-sub';
    const sub = 'SUBTASK-EDIT-FROZEN';
    const s = await open({
      [k]: [task(`${sub}: edit frozen.txt`), { text: 'The subagent is done.' }],
      [sub]: [editFrozen, { text: 'I was blocked.' }],
    });
    await s.run(k, { timeoutMs: 90_000 });
    expect(s.read('frozen.txt')).toBe('frozen\n');
    const out = s.model.output(s.model.idOf(sub, 0));
    expect(out).toBeDefined(); // the subagent's own conversation reached the model
    expect(out?.text).toMatch(DENIED);
  });

  cit('a task prompt holding the release phrase (model text: a subagent prompt) releases nothing', async () => {
    const k = 'K-main-subrel';
    const sub = 'SUBTASK-REL';
    const s = await open({
      [k]: [task(`${sub}: guard release. Edit frozen.txt.`), editFrozen, { text: 'done' }],
      [sub]: [editFrozen, { text: 'tried' }],
    });
    await s.run(k, { timeoutMs: 90_000 });
    expect(s.read('frozen.txt')).toBe('frozen\n');
    // neither the subagent's edit nor the parent's later edit in the same turn is released
    expect(s.model.output(s.model.idOf(sub, 0))?.text).toMatch(DENIED);
    expect(s.model.output(s.model.idOf(k, 1))?.text).toMatch(DENIED);
  });

  cit('the release phrase in a file the model views (tool output) releases nothing', async () => {
    const k = 'K-view-rel';
    const s = await open(
      { [k]: [{ fn: 'view', args: { path: '$ROOT/notes.md' } }, editFrozen, { text: 'done' }] },
      { files: { ...FILES, 'notes.md': 'guard release\n' } },
    );
    await s.run(k);
    expect(s.read('frozen.txt')).toBe('frozen\n');
    expect(s.model.output(s.model.idOf(k, 0))?.text).toContain('guard release');
    expect(s.model.output(s.model.idOf(k, 1))?.text).toMatch(DENIED);
  });

  cit('a background write landing between calls is put back at the next call, the model told', async () => {
    const k = 'K-bg-during';
    const s = await open({
      [k]: [bash(`(sleep 1; ${sneakyWrite('bg')}) >/dev/null 2>&1 &`), bash('sleep 3'), { text: 'ok' }],
    });
    await s.run(k);
    expect(s.read('frozen.txt')).toBe('frozen\n');
    expect(Object.values(s.quarantine())).toContain('bg');
    expect(sentToModel(s)).toContain('frozen.txt [freeze]');
  });

  // issue 29: the end of the turn finds the process it left running (setsid included: stragglers.ts),
  // so the next prompt judges what it wrote (until 2026-12-07 a stated limit: taken as the person's)
  cit(
    "a background write landing after the end of the turn is put back at the next turn, not taken for the person's",
    async () => {
      const k = 'K-late';
      const s = await open({
        // the write waits (at most 60 s) for the test's go-ahead, given once the first run has ended
        [k]: [
          bash(
            `setsid sh -c "i=0; while [ ! -e ../go ] && [ \\$i -lt 600 ]; do sleep 0.1; i=\\$((i+1)); done; ${sneakyWrite('late').replaceAll('"', '\\"')}" >/dev/null 2>&1 &`,
          ),
          { text: 'Done for now.' },
        ],
        'K-next': [bash('true'), { text: 'ok' }],
      });
      const first = await s.run(k);
      expect(first.sessionId).toEqual(expect.any(String));
      writeFileSync(join(s.project.base, 'go'), '');
      for (let i = 0; i < 50 && s.read('frozen.txt') !== 'late'; i++) await sleep(100);
      expect(s.read('frozen.txt')).toBe('late'); // the write landed after the turn ended
      await s.run('K-next', { resume: first.sessionId });
      expect(
        s
          .payloads()
          .filter((p) => p.event === 'userPromptSubmitted')
          .map((p) => p.prompt),
      ).toEqual([k, 'K-next']);
      expect(s.read('frozen.txt')).toBe('frozen\n');
      expect(Object.values(s.quarantine())).toContain('late');
      // the second turn's harmless call is not refused
      expect(s.model.output(s.model.idOf('K-next', 0))?.text ?? '').not.toMatch(/Denied by preToolUse hook/);
    },
  );

  for (const how of ['mv', 'cp -a'] as const) {
    cit(
      `after the repository is ${how === 'mv' ? 'renamed (mv repo repo2)' : 'copied (cp -a)'}, the new place needs Copilot trust again; trusted, the tripwire works`,
      async () => {
        const s = await open({
          'K-first': [bash('true'), { text: 'ok' }],
          'K-untrusted': [bash('true'), { text: 'ok' }],
          'K-second': [bash(sneakyWrite('moved')), { text: 'ok' }],
        });
        await s.run('K-first');
        const to = join(s.project.base, how === 'mv' ? 'repo2' : 'repo3');
        if (how === 'mv') renameSync(s.root, to);
        else cpSync(s.root, to, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
        s.root = to;
        // Copilot keys folder trust by absolute path: at the new place no project hook runs
        const before = s.payloads().length;
        const r = await s.run('K-untrusted');
        expect(r.exit).toBe(0);
        expect(
          s
            .payloads()
            .slice(before)
            .some((p) => p.event === 'preToolUse'),
        ).toBe(true); // the user logger ran
        expect(s.model.output(s.model.idOf('K-untrusted', 0))?.text ?? '').not.toMatch(/diffgate/); // diffgate did not run
        s.trustHere();
        await s.run('K-second');
        expect(s.read('frozen.txt')).toBe('frozen\n');
        expect(Object.values(s.quarantine())).toContain('moved');
        expect(sentToModel(s)).toContain('frozen.txt [freeze]');
      },
    );
  }

  cit('an untrusted folder: `copilot -p` loads no project hooks and prints nothing about it', async () => {
    const k = 'K-untrusted';
    const s = await open({ [k]: [bash('echo x > frozen.txt'), { text: 'ok' }] }, { trust: false });
    const r = await s.run(k);
    expect(r.exit).toBe(0);
    expect(s.read('frozen.txt')).toBe('x\n'); // nothing stopped it
    expect(s.payloads().some((p) => p.event === 'preToolUse')).toBe(true); // user hooks still ran
    expect(`${r.stdout}\n${r.stderr}`).not.toMatch(/hook|trust/i);
    expect(s.model.output(s.model.idOf(k, 0))?.text).not.toMatch(/diffgate/);
  });

  cit('GITHUB_COPILOT_PROMPT_MODE_REPO_HOOKS=true loads the project hooks in an untrusted folder', async () => {
    const k = 'K-optin';
    const s = await open({ [k]: [bash('echo x > frozen.txt'), { text: 'ok' }] }, { trust: false });
    await s.run(k, { env: { GITHUB_COPILOT_PROMPT_MODE_REPO_HOOKS: 'true' } });
    expect(s.read('frozen.txt')).toBe('frozen\n');
    expect(s.model.output(s.model.idOf(k, 0))?.text).toMatch(/Denied by preToolUse hook/);
  });

  cit('doctor does not call the Copilot hooks live in a folder Copilot does not trust', async () => {
    const s = await open({}, { trust: false });
    const d = spawnSync(process.execPath, [cli, 'doctor'], {
      cwd: s.root,
      env: { ...process.env, HOME: s.project.home },
      encoding: 'utf8',
    });
    const lines = d.stdout.split('\n').filter((l) => /Copilot CLI hook/.test(l));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((l) => /^\s*problem/.test(l) && /trust/i.test(l))).toBe(true);
  });

  // its settings schema says "Disable all hooks, both user-level and repo-level"; `copilot -p` 1.0.102
  // ignores it (in settings.json and in a hooks file alike): the hooks still run
  cit('disableAllHooks: true in ~/.copilot/settings.json does not switch the hooks off in `copilot -p`', async () => {
    const k = 'K-disabled';
    const s = await open(
      { [k]: [bash('echo x > frozen.txt'), { text: 'ok' }] },
      { settings: { disableAllHooks: true } },
    );
    await s.run(k);
    expect(s.payloads().some((p) => p.event === 'preToolUse')).toBe(true); // the user logger still ran
    expect(s.read('frozen.txt')).toBe('frozen\n');
    expect(s.model.output(s.model.idOf(k, 0))?.text).toContain('frozen.txt [freeze]');
  });

  cit(
    'doctor calls the hook live only if it answers the payload Copilot really sends (toolArgs an object)',
    async () => {
      const k = 'K-doctor';
      const s = await open({ [k]: [bash('echo hi > out.txt'), { text: 'ok' }] });
      await s.run(k);
      const real = s.payloads().find((p) => p.event === 'preToolUse');
      expect(real).toBeDefined();
      const { event: _e, ...payload } = real!;
      const cmd = JSON.parse(readFileSync(join(s.root, '.github/hooks/diffgate.json'), 'utf8')).hooks.preToolUse[0];
      const r = spawnSync('bash', ['-c', cmd.bash], {
        cwd: s.root,
        input: JSON.stringify(payload),
        env: { ...process.env, HOME: s.project.home, ...cmd.env },
        encoding: 'utf8',
      });
      const d = spawnSync(process.execPath, [cli, 'doctor'], {
        cwd: s.root,
        env: { ...process.env, HOME: s.project.home },
        encoding: 'utf8',
      });
      const live = d.stdout.split('\n').some((l) => /^\s*ok\s+Copilot CLI hook denies/.test(l));
      // a harmless real payload gets no opinion; if doctor calls the hook live, that must hold
      expect({ live, stdout: r.stdout }).toEqual({ live: true, stdout: '' });
    },
  );

  cit('a tool the adapter does not map (fetch_copilot_cli_documentation, sql) gets no opinion', async () => {
    const k = 'K-unmapped';
    const s = await open({
      [k]: [
        { fn: 'fetch_copilot_cli_documentation', args: {} },
        { fn: 'sql', args: { description: 'list todos', query: 'SELECT 1' } },
        { text: 'ok' },
      ],
    });
    await s.run(k);
    const names = s
      .payloads()
      .filter((p) => p.event === 'preToolUse')
      .map((p) => p.toolName);
    expect(names).toEqual(['fetch_copilot_cli_documentation', 'sql']);
    for (const i of [0, 1])
      expect(s.model.output(s.model.idOf(k, i))?.text ?? '').not.toMatch(/Denied by preToolUse hook/);
  });

  cit('writing a gate file (.github/hooks/diffgate.json) through edit is refused', async () => {
    const k = 'K-gate';
    const s = await open({
      [k]: [edit('.github/hooks/diffgate.json', '"version": 1', '"version": 2'), { text: 'ok' }],
    });
    await s.run(k);
    expect(s.read('.github/hooks/diffgate.json')).toContain('"version": 1');
    expect(s.model.output(s.model.idOf(k, 0))?.text).toMatch(DENIED);
  });
});

// What Copilot CLI 1.0.102 itself does with a hook's answer, with probe hooks in the user hooks
// (no diffgate): which of stdout / stderr / exit code reaches the model.
describe('Copilot CLI 1.0.102 hook protocol (probe hooks, no diffgate)', () => {
  cit('postToolUse: stdout {additionalContext} reaches the model; stderr does not, at exit 0 or 2', async () => {
    const k = 'K-probe-post';
    const s = await open({ [k]: [bash('echo one'), bash('echo two'), { text: 'ok' }] }, { install: false });
    probeHook(
      s,
      'postToolUse',
      `n=$(cat | grep -c '"echo two"'); echo "STDERR-PROBE-$n" >&2; echo '{"additionalContext":"CTX-PROBE-'$n'"}'; [ "$n" = 1 ] && exit 2; exit 0`,
    );
    await s.run(k);
    const all = sentToModel(s);
    expect(all).toContain('CTX-PROBE-0');
    expect(all).not.toContain('STDERR-PROBE');
    PROTOCOL.post = {
      ctxExit0: all.includes('CTX-PROBE-0'),
      ctxExit2: all.includes('CTX-PROBE-1'),
      where: whereIs(s, 'CTX-PROBE-0'),
    };
  });

  cit('preToolUse: a deny reason on stdout reaches the model as the tool result; exit 2 with stderr only', async () => {
    const k = 'K-probe-pre';
    const s = await open({ [k]: [bash('echo one'), bash('echo two'), { text: 'ok' }] }, { install: false });
    probeHook(
      s,
      'preToolUse',
      `if grep -q '"echo two"'; then echo "STDERR-EXIT2" >&2; exit 2; fi; echo '{"permissionDecision":"deny","permissionDecisionReason":"REASON-PROBE"}'`,
    );
    await s.run(k);
    expect(s.model.output(s.model.idOf(k, 0))?.text).toBe('Denied by preToolUse hook: REASON-PROBE');
    PROTOCOL.pre = { exit2: s.model.output(s.model.idOf(k, 1))?.text };
  });

  cit('agentStop: stdout / stderr of the hook at the end of the turn', async () => {
    const k = 'K-probe-stop';
    const s = await open({ [k]: [{ text: 'ok' }] }, { install: false });
    probeHook(s, 'agentStop', `cat >/dev/null; echo "STOP-STDERR" >&2; echo '{"additionalContext":"STOP-CTX"}'`);
    const r = await s.run(k);
    PROTOCOL.stop = {
      requests: s.model.agentRequests().length,
      ctx: sentToModel(s).includes('STOP-CTX'),
      printed: /STOP-/.test(r.stdout + r.stderr),
    };
    expect(r.exit).toBe(0);
  });
});

describe('Copilot CLI 1.0.102, timing (alone, after the scenarios)', () => {
  it('timing: a 10-call run with and without diffgate, against node -e 0 and one hook call', async () => {
    const steps: Step[] = [...Array.from({ length: 10 }, (_, i) => bash(`echo ${i} > out${i}.txt`)), { text: 'ok' }];
    const k = 'K-time';
    // a turn with no tool call: what the prompt and the end of the turn add once per run, taken off
    // the per-call figure as claude.test.ts does (before, a tenth of it was counted in each call)
    const turn = 'K-turn';
    const hookMs: Record<string, number[]> = {};
    const script = { [k]: steps, [turn]: [{ text: 'nothing to do' }] };
    // both sides open at once, so that each turn with diffgate runs beside one without (lib/timing.ts)
    const side = {
      with: await scenario(script, { install: true, logger: false }),
      without: await scenario(script, { install: false, logger: false }),
    };
    try {
      const once = async (install: boolean, prompt: string) => {
        const r = await side[install ? 'with' : 'without'].run(prompt);
        expect(r.exit).toBe(0);
        return r.ms;
      };
      const calls = { with: [] as number[], without: [] as number[] };
      for (let i = 0; i < 2; i++)
        for (const install of i % 2 === 0 ? [true, false] : [false, true])
          calls[install ? 'with' : 'without'].push(await once(install, k));
      const outputs = {
        with: side.with.read('out9.txt') ?? '(none)',
        without: side.without.read('out9.txt') ?? '(none)',
      };
      const turns = await pairedTurns(turnPairs(), (install) => once(install, turn));
      const base = { sessionId: 'timing', timestamp: Date.now(), cwd: side.with.root };
      const args = { command: 'echo 1 > out1.txt', description: 'run it' };
      const events: Record<string, object> = {
        userPromptSubmitted: { ...base, prompt: 'K-time' },
        preToolUse: { ...base, toolName: 'bash', toolArgs: args },
        postToolUse: {
          ...base,
          toolName: 'bash',
          toolArgs: args,
          toolResult: { resultType: 'success', textResultForLlm: '' },
        },
        agentStop: { ...base, transcriptPath: '/dev/null', stopReason: 'end_turn', stop_hook_active: false },
      };
      const cmd = JSON.parse(readFileSync(join(side.with.root, '.github/hooks/diffgate.json'), 'utf8')).hooks
        .preToolUse[0].bash;
      for (const [e, payload] of Object.entries(events))
        for (let i = 0; i < 3; i++) {
          const t = Date.now();
          spawnSync('bash', ['-c', cmd], {
            cwd: side.with.root,
            input: JSON.stringify(payload),
            env: { ...process.env, HOME: side.with.project.home, DIFFGATE_COPILOT_EVENT: e },
          });
          (hookMs[e] ??= []).push(Date.now() - t);
        }
      const start = startCosts(installedCommand(side.with.root, 'copilot'), 'copilot', side.with.root, {
        ...process.env,
        HOME: side.with.project.home,
      });
      const report = timingReport('copilot', { ...calls, ...turns }, start, { hookMs, outputs });
      console.log(`copilot protocol ${JSON.stringify(PROTOCOL)}`);
      expect(report.turnPairs).toBe(turnPairs());
      expect(outputs.without).toBe('9\n');
      // with diffgate the same ten harmless calls run too (they were each denied: toolArgs is an object)
      expect(outputs.with).toBe('9\n');
    } finally {
      await side.with.close();
      await side.without.close();
    }
  }, 300_000);
});
