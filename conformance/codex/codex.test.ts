// Real-client conformance of `diffgate hook codex` against Codex CLI 0.169.0 (`codex exec`, headless,
// scripted Responses-API model on 127.0.0.1). Each scenario asserts on the files afterwards and on
// what the client sent the model next. The tests state the promised behaviour (docs/agents.md,
// docs/tripwire.md, DESIGN.md); where today's build falls short they fail, and FINDINGS.md says why.
// Paths in scripted tool inputs are written `$ROOT/...`: the repository wherever it is now.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../lib/project.js';
import { installedCommand, pairedTurns, startCosts, timingReport, turnPairs } from '../lib/timing.js';
import { codexBin, listHooks, offMachineGuard } from './codexDriver.js';
import type { Step } from './responsesModel.js';
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

const sh = (cmd: string, extra: Record<string, unknown> = {}): Step => ({
  fn: 'exec_command',
  args: { cmd, ...extra },
});
const applyPatch = (...hunks: string[]): Step => ({ custom: 'apply_patch', input: patch(...hunks) });
const editFrozen = applyPatch(updateFile('frozen.txt', '-frozen', '+changed'));
const spawnAgent = (message: string): Step => ({ fn: 'spawn_agent', ns: 'multi_agent_v1', args: { message } });
const waitAgent: Step = { fn: 'wait_agent', ns: 'multi_agent_v1', args: { targets: ['$AGENT'], timeout_ms: 30_000 } };
/** Every text the client sent the model as a user/developer message or as a tool output, one string. */
const sentToModel = (s: Scenario) =>
  [...s.model.userTexts(), ...[...s.model.outputs().values()].map((r) => r.text)].join('\n----\n');
const BLOCKED = /^Command blocked by PreToolUse hook: diffgate blocked this /;

describe('Codex CLI 0.169.0, real client, headless (codex exec)', () => {
  cit('is installed with its native binary (else: node conformance/installClients.js codex)', async () => {
    const bin = codexBin();
    expect(execFileSync(bin, ['--version'], { encoding: 'utf8' })).toContain('0.169.0');
  });

  cit('install --codex writes the four events; Codex lists them as project hooks of .codex/hooks.json', async () => {
    const s = await open({}, { trustHooks: false });
    const file = JSON.parse(readFileSync(join(s.root, '.codex/hooks.json'), 'utf8'));
    expect(Object.keys(file.hooks).sort()).toEqual(['PostToolUse', 'PreToolUse', 'Stop', 'UserPromptSubmit']);
    const listed = (await listHooks(s.project.home, s.root)).filter((h) => h.source === 'project');
    expect(listed.map((h) => h.key).sort()).toEqual(
      ['post_tool_use', 'pre_tool_use', 'stop', 'user_prompt_submit'].map(
        (e) => `${s.root}/.codex/hooks.json:${e}:0:0`,
      ),
    );
    // a fresh install is untrusted until the person reviews it (/hooks in the TUI)
    for (const h of listed) expect(h.trustStatus).toBe('untrusted');
  });

  cit('an apply_patch edit of a frozen file: denied, file unchanged, the model told in the tool output', async () => {
    const k = 'K-patch-frozen';
    const s = await open({ [k]: [editFrozen, { text: 'blocked' }] });
    const r = await s.run(k);
    expect(r.timedOut).toBe(false);
    expect(s.read('frozen.txt')).toBe('frozen\n');
    const out = s.model.output(s.model.idOf(k, 0));
    expect(out?.type).toBe('custom_tool_call_output');
    expect(out?.text).toMatch(BLOCKED);
    expect(out?.text).toContain('frozen.txt [freeze]');
  });

  cit('an allowed apply_patch append to an append-only file passes; a rewrite of its line is denied', async () => {
    const k = 'K-append';
    const s = await open({
      [k]: [
        applyPatch(updateFile('log.md', ' two', '+three')),
        applyPatch(updateFile('log.md', '-one', '+uno')),
        { text: 'ok' },
      ],
    });
    await s.run(k);
    expect(s.read('log.md')).toBe('one\ntwo\nthree\n');
    expect(s.model.output(s.model.idOf(k, 0))?.text).toContain('Success. Updated the following files');
    const denied = s.model.output(s.model.idOf(k, 1));
    expect(denied?.text).toMatch(BLOCKED);
    expect(denied?.text).toMatch(/log\.md(:\d+)? \[append\]/);
  });

  cit('a shell write to a frozen file (exec_command echo x > frozen.txt) is denied before it runs', async () => {
    const k = 'K-shell-frozen';
    const s = await open({ [k]: [sh('echo x > frozen.txt'), { text: 'ok' }] });
    await s.run(k);
    expect(s.read('frozen.txt')).toBe('frozen\n');
    const out = s.model.output(s.model.idOf(k, 0));
    expect(out?.type).toBe('function_call_output');
    expect(out?.text).toMatch(/^Command blocked by PreToolUse hook: diffgate blocked this exec_command call/);
  });

  cit(
    'a shell write no pre-check can read is put back by the tripwire, kept in quarantine, the model told',
    async () => {
      const k = 'K-sneaky';
      const s = await open({ [k]: [sh(sneakyWrite('x')), { text: 'ok' }] });
      await s.run(k);
      expect(s.read('frozen.txt')).toBe('frozen\n');
      expect(Object.entries(s.quarantine()).filter(([p, t]) => p.endsWith('frozen.txt') && t === 'x')).toHaveLength(1);
      // PostToolUse exit 2: Codex REPLACES the tool's output with the hook's stderr
      const out = s.model.output(s.model.idOf(k, 0));
      expect(out?.text).toMatch(/^diffgate checked what this exec_command call really changed/);
      expect(out?.text).toContain('frozen.txt [freeze]');
    },
  );

  // the messages say the tool names Codex gave the model (fixed in 9eb5f86's tool-neutral advice; was open in issue 29)
  cit("the messages name the tools Codex gave the model (apply_patch), not Claude's (Write, Edit)", async () => {
    const k = 'K-names';
    const s = await open({ [k]: [editFrozen, sh(sneakyWrite('x')), { text: 'ok' }] });
    await s.run(k);
    const denied = s.model.output(s.model.idOf(k, 0))?.text ?? '';
    const putBack = s.model.output(s.model.idOf(k, 1))?.text ?? '';
    expect(denied).toMatch(BLOCKED);
    expect(denied).toContain('this apply_patch call');
    expect(denied).not.toMatch(/\bWrite call\b/);
    expect(putBack).toContain('frozen.txt [freeze]');
    expect(putBack).not.toMatch(/\bEdit tool\b/);
  });

  cit('a forced push is denied by the command-deny rule', async () => {
    const k = 'K-push';
    const s = await open({ [k]: [sh('git push --force origin main'), { text: 'ok' }] });
    await s.run(k);
    const out = s.model.output(s.model.idOf(k, 0));
    expect(out?.text).toMatch(BLOCKED);
    expect(out?.text).toContain('History on shared branches is rewritten only by a person');
  });

  cit('a .env written (apply_patch Add File, and a shell redirect) is denied', async () => {
    const k = 'K-env';
    const s = await open({ [k]: [applyPatch(addFile('.env', 'TOKEN=1')), sh('echo TOKEN=2 > .env'), { text: 'ok' }] });
    await s.run(k);
    expect(s.read('.env')).toBeUndefined();
    for (const i of [0, 1]) {
      const out = s.model.output(s.model.idOf(k, i));
      expect(out?.text).toMatch(BLOCKED);
      expect(out?.text).toContain('.env');
    }
  });

  // Line endings, as Codex 0.169.0 really writes them (parsePatch.ts follows this): it drops every CR
  // before a patch line's end, writes an added line with the ending of the file's first line, keeps
  // each context line as it is, and writes an Add File with LF whatever was there
  cit(
    "line endings: a patch whose lines end in CR leaves the append-only log's LF lines LF, and nothing is blocked",
    async () => {
      const k = 'K-crlf';
      const s = await open({
        [k]: [
          applyPatch(updateFile('log.md', '-one', '-two', '+one\r', '+two\r')),
          applyPatch(updateFile('log.md', '-one', '+one\r\r\r')),
          { text: 'ok' },
        ],
      });
      await s.run(k);
      expect(s.read('log.md')).toBe('one\ntwo\n');
      for (const i of [0, 1])
        expect(s.model.output(s.model.idOf(k, i))?.text).toContain('Success. Updated the following files');
      expect(sentToModel(s)).not.toMatch(/diffgate (blocked|checked)/);
    },
  );

  cit(
    'line endings: an Add File over a CRLF log would write it LF, every line changed: denied before it runs',
    async () => {
      const k = 'K-crlf-add';
      const s = await open(
        { [k]: [applyPatch(addFile('log.md', 'one', 'two')), { text: 'ok' }] },
        {
          files: { ...FILES, 'log.md': 'one\r\ntwo\r\n' },
        },
      );
      await s.run(k);
      expect(s.read('log.md')).toBe('one\r\ntwo\r\n');
      const out = s.model.output(s.model.idOf(k, 0))?.text;
      expect(out).toMatch(BLOCKED);
      expect(out).toMatch(/log\.md(:\d+)? \[append\]/);
    },
  );

  cit(
    "line endings: a line appended to a mixed log takes the first line's CRLF, the others keep theirs: allowed",
    async () => {
      const k = 'K-crlf-mixed';
      const s = await open(
        { [k]: [applyPatch(updateFile('log.md', ' three', '+four')), { text: 'ok' }] },
        {
          files: { ...FILES, 'log.md': 'one\r\ntwo\r\nthree\n' },
        },
      );
      await s.run(k);
      expect(s.read('log.md')).toBe('one\r\ntwo\r\nthree\nfour\r\n');
      expect(s.model.output(s.model.idOf(k, 0))?.text).toContain('Success. Updated the following files');
      expect(sentToModel(s)).not.toMatch(/diffgate (blocked|checked)/);
    },
  );

  cit("the person's release phrase in the exec prompt lets a frozen apply_patch through, audited", async () => {
    const k = 'K-release guard release: please change frozen.txt';
    const s = await open({ [k]: [editFrozen, { text: 'changed' }] });
    await s.run(k);
    expect(s.read('frozen.txt')).toBe('changed\n');
    expect(s.model.output(s.model.idOf(k, 0))?.text).toContain('Success');
    expect(s.audit().filter((a) => JSON.stringify(a).includes('frozen.txt')).length).toBeGreaterThan(0);
  });

  cit("a subagent's apply_patch of a frozen file is denied and the subagent told; SubagentStart arrives", async () => {
    const k = 'K-main-sub';
    const sub = 'SUBTASK-EDIT-FROZEN';
    const s = await open({
      [k]: [spawnAgent(`${sub}: edit frozen.txt`), waitAgent, { text: 'The subagent is done.' }],
      [sub]: [editFrozen, { text: 'I was blocked.' }],
    });
    await s.run(k, { timeoutMs: 90_000 });
    expect(s.read('frozen.txt')).toBe('frozen\n');
    const out = s.model.output(s.model.idOf(sub, 0));
    expect(out?.text).toMatch(BLOCKED);
    const events = s.payloads().map((p) => p.hook_event_name);
    expect(events).toContain('SubagentStart');
    // the subagent's prompt (the parent model's spawn_agent message) arrives as a UserPromptSubmit
    // under the PARENT's session_id, told apart only by agent_id / agent_type
    const subPrompt = s.payloads().find((p) => p.hook_event_name === 'UserPromptSubmit' && p.prompt?.includes(sub));
    expect(subPrompt?.agent_id).toEqual(expect.any(String));
    expect(subPrompt?.session_id).toBe(s.payloads().find((p) => p.hook_event_name === 'SessionStart')?.session_id);
  });

  cit(
    'a spawn_agent message holding the release phrase (model text reaching UserPromptSubmit) releases nothing',
    async () => {
      const k = 'K-main-subrel';
      const sub = 'SUBTASK-REL';
      const s = await open({
        [k]: [spawnAgent(`${sub}: guard release. Edit frozen.txt.`), waitAgent, editFrozen, { text: 'done' }],
        [sub]: [editFrozen, { text: 'tried' }],
      });
      await s.run(k, { timeoutMs: 90_000 });
      expect(s.read('frozen.txt')).toBe('frozen\n');
      // neither the subagent's edit nor the parent's later edit in the same turn is released
      expect(s.model.output(s.model.idOf(sub, 0))?.text).toMatch(BLOCKED);
      expect(s.model.output(s.model.idOf(k, 2))?.text).toMatch(BLOCKED);
    },
  );

  // issue 29: the end of the turn finds the process it left running (setsid included: stragglers.ts),
  // so the next prompt judges what it wrote (until 2026-12-07 a stated limit: taken as the person's)
  cit(
    "a background write landing after the end of the turn is put back at the next turn, not taken for the person's",
    async () => {
      const k = 'K-late';
      const s = await open({
        // the write waits (at most 60 s) for the test's go-ahead, given once the first run has ended
        [k]: [
          sh(
            `setsid sh -c "i=0; while [ ! -e ../go ] && [ \\$i -lt 600 ]; do sleep 0.1; i=\\$((i+1)); done; ${sneakyWrite('late').replaceAll('"', '\\"')}" >/dev/null 2>&1 &`,
          ),
          { text: 'Done for now.' },
        ],
        'K-next': [sh('true'), { text: 'ok' }],
      });
      const first = await s.run(k);
      expect(first.threadId).toEqual(expect.any(String));
      writeFileSync(join(s.project.base, 'go'), '');
      for (let i = 0; i < 50 && s.read('frozen.txt') !== 'late'; i++) await sleep(100);
      expect(s.read('frozen.txt')).toBe('late'); // the write landed after the turn ended
      const next = await s.run('K-next', { resume: first.threadId });
      expect(next.events.some((e) => e.type === 'turn.completed')).toBe(true);
      expect(
        s
          .payloads()
          .filter((p) => p.hook_event_name === 'UserPromptSubmit')
          .map((p) => p.prompt),
      ).toEqual([k, 'K-next']);
      expect(s.read('frozen.txt')).toBe('frozen\n');
      expect(Object.values(s.quarantine())).toContain('late');
    },
  );

  // Codex 0.169.0 runs no PreToolUse for write_stdin, but the TTY exec_command's PostToolUse does
  // come, when its process exits: its exit-2 stderr replaces the output of the write_stdin that ended it
  cit(
    'a write typed into a unified-exec session (write_stdin) is put back when the session ends, the model told',
    async () => {
      const k = 'K-stdin';
      const s = await open({
        [k]: [
          sh('bash --norc --noprofile', { tty: true, yield_time_ms: 500 }),
          {
            fn: 'write_stdin',
            args: { session_id: '$SESSION', chars: `${sneakyWrite('typed')}\n`, yield_time_ms: 1000 },
          },
          { fn: 'write_stdin', args: { session_id: '$SESSION', chars: 'exit\n', yield_time_ms: 1000 } },
          { text: 'typed it' },
        ],
      });
      await s.run(k);
      const pre = s
        .payloads()
        .filter((p) => p.hook_event_name === 'PreToolUse')
        .map((p) => p.tool_name);
      expect(pre).not.toContain('write_stdin'); // Codex 0.169.0 runs no PreToolUse for write_stdin
      expect(s.read('frozen.txt')).toBe('frozen\n');
      expect(Object.values(s.quarantine())).toContain('typed');
      expect(sentToModel(s)).toContain('frozen.txt [freeze]');
    },
  );

  cit(
    'a write typed into a session left running at the end of the turn is put back at Stop, the model told',
    async () => {
      const k = 'K-stdin-open';
      const s = await open({
        [k]: [
          sh('bash --norc --noprofile', { tty: true, yield_time_ms: 500 }),
          {
            fn: 'write_stdin',
            args: { session_id: '$SESSION', chars: `${sneakyWrite('open')}\n`, yield_time_ms: 1000 },
          },
          { text: 'left it running' },
        ],
      });
      await s.run(k);
      expect(s.read('frozen.txt')).toBe('frozen\n');
      expect(Object.values(s.quarantine())).toContain('open');
      // Stop exit 2: Codex goes on with the stderr as a new user message to the model
      const stops = s.payloads().filter((p) => p.hook_event_name === 'Stop');
      expect(stops.map((p) => p.stop_hook_active)).toEqual([false, true]);
      expect(s.model.userTexts().some((t) => t.includes('frozen.txt [freeze]'))).toBe(true);
    },
  );

  for (const how of ['mv', 'cp -a'] as const) {
    cit(
      `after the repository is ${how === 'mv' ? 'renamed (mv repo repo2)' : 'copied (cp -a)'}, the new place needs Codex trust again; trusted, the tripwire works`,
      async () => {
        const s = await open({
          'K-first': [sh('true'), { text: 'ok' }],
          'K-untrusted': [sh('true'), { text: 'ok' }],
          'K-second': [sh(sneakyWrite('moved')), { text: 'ok' }],
        });
        await s.run('K-first');
        const to = join(s.project.base, how === 'mv' ? 'repo2' : 'repo3');
        if (how === 'mv') renameSync(s.root, to);
        else cpSync(s.root, to, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
        s.root = to;
        // Codex keys folder trust and hook trust by absolute path: at the new place no project hook runs
        const before = s.payloads().length;
        const r = await s.run('K-untrusted');
        expect(r.said).toContain('Untrusted project-local configuration is disabled');
        expect(
          s
            .payloads()
            .slice(before)
            .some((p) => p.hook_event_name === 'PreToolUse'),
        ).toBe(true); // the user logger ran
        expect(s.model.output(s.model.idOf('K-untrusted', 0))?.text).not.toMatch(/diffgate/);
        await s.trustHere();
        await s.run('K-second');
        expect(s.read('frozen.txt')).toBe('frozen\n');
        expect(Object.values(s.quarantine())).toContain('moved');
        expect(sentToModel(s)).toContain('frozen.txt [freeze]');
      },
    );
  }

  cit('an untrusted folder: Codex loads no project hooks and says only that project config is disabled', async () => {
    const k = 'K-untrusted';
    const s = await open(
      { [k]: [sh('echo x > frozen.txt'), { text: 'ok' }] },
      { trustFolder: false, trustHooks: false },
    );
    const r = await s.run(k);
    expect(s.read('frozen.txt')).toBe('x\n'); // nothing stopped it
    expect(r.said).toContain(
      'warning: Untrusted project-local configuration is disabled. Run `codex exec --trust` to allow project configuration',
    );
    expect(r.said).not.toMatch(/hook/i);
    expect(s.model.output(s.model.idOf(k, 0))?.text).not.toMatch(/diffgate/);
  });

  cit('a trusted folder whose hooks were never reviewed: Codex skips them silently', async () => {
    const k = 'K-unreviewed';
    const s = await open({ [k]: [sh('echo x > frozen.txt'), { text: 'ok' }] }, { trustHooks: false });
    const r = await s.run(k);
    expect(s.read('frozen.txt')).toBe('x\n');
    expect(r.said).toBe('');
  });

  cit(
    'install --codex tells the person that Codex runs the hooks only once the folder and the hooks are trusted',
    async () => {
      const s = await open({}, { trustHooks: false });
      expect(s.installOutput).toMatch(/trust/i);
    },
  );

  cit('doctor does not call the Codex hooks live in a folder Codex does not trust', async () => {
    const s = await open({}, { trustFolder: false, trustHooks: false });
    const d = spawnSync(process.execPath, [cli, 'doctor'], {
      cwd: s.root,
      env: { ...process.env, HOME: s.project.home, CODEX_HOME: join(s.project.home, '.codex') },
      encoding: 'utf8',
    });
    const codexLines = d.stdout.split('\n').filter((l) => /Codex CLI hook/.test(l));
    expect(codexLines.length).toBeGreaterThan(0);
    expect(codexLines.some((l) => /^\s*problem/.test(l) && /trust/i.test(l))).toBe(true);
  });

  cit('writing .codex/config.toml (a gate file: it can switch hooks off) through apply_patch is refused', async () => {
    const k = 'K-gate';
    const s = await open({
      [k]: [applyPatch(addFile('.codex/config.toml', '[features]', 'hooks = false')), { text: 'ok' }],
    });
    await s.run(k);
    expect(s.read('.codex/config.toml')).toBeUndefined();
    expect(s.model.output(s.model.idOf(k, 0))?.text).toMatch(BLOCKED);
  });

  cit(
    'a tool outside the matcher (view_image, spawn_agent) gets no opinion; its real payload fed to the hook names the tool',
    async () => {
      const k = 'K-other-tool';
      const s = await open({ [k]: [{ fn: 'view_image', args: { path: '$ROOT/log.md' } }, { text: 'ok' }] });
      await s.run(k);
      const p = s.payloads().find((x) => x.hook_event_name === 'PreToolUse' && x.tool_name === 'view_image');
      expect(p).toBeDefined();
      expect(s.model.output(s.model.idOf(k, 0))?.text ?? '').not.toMatch(/diffgate/);
      // what diffgate answers if such a payload reaches it (a user's matcher "*"): fails closed, naming it
      const r = spawnSync(process.execPath, [cli, 'hook', 'codex'], {
        cwd: s.root,
        input: JSON.stringify(p),
        env: { ...process.env, HOME: s.project.home },
        encoding: 'utf8',
      });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('view_image');
    },
  );

  cit(
    'the payloads carry what the adapter parses (session_id, cwd, hook_event_name, tool_name, tool_input, prompt)',
    async () => {
      const k = 'K-payloads';
      const s = await open({ [k]: [sh('false'), applyPatch(addFile('new.txt', 'n')), { text: 'ok' }] });
      await s.run(k);
      const ps = s.payloads();
      const byEvent = (e: string) => ps.filter((p) => p.hook_event_name === e);
      for (const p of ps) {
        expect(typeof p.session_id).toBe('string');
        expect(p.cwd).toBe(s.root);
      }
      for (const e of ['PreToolUse', 'PostToolUse']) {
        expect(byEvent(e).map((p) => p.tool_name)).toEqual(['Bash', 'apply_patch']);
        for (const p of byEvent(e)) {
          expect(typeof p.tool_input?.command).toBe('string');
          expect(typeof p.tool_use_id).toBe('string');
          expect(typeof p.turn_id).toBe('string');
        }
      }
      expect(byEvent('PreToolUse')[1]?.tool_input?.command).toBe(patch(addFile('new.txt', 'n')));
      expect(byEvent('UserPromptSubmit')[0]?.prompt).toBe(k);
      expect(byEvent('Stop')[0]?.stop_hook_active).toBe(false);
      expect(s.read('new.txt')).toBe('n\n');
      // nothing protected was touched: the model saw no diffgate message
      expect(sentToModel(s)).not.toMatch(/diffgate (blocked|checked)/);
    },
  );
});

describe('Codex CLI 0.169.0, timing (alone, after the scenarios)', () => {
  it('timing: a 10-call run with and without diffgate, against node -e 0 and one hook call', async () => {
    const steps: Step[] = [...Array.from({ length: 10 }, (_, i) => sh(`echo ${i} > out${i}.txt`)), { text: 'ok' }];
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
      expect(side.with.read('out9.txt')).toBe('9\n');
      expect(side.without.read('out9.txt')).toBe('9\n');
      const turns = await pairedTurns(turnPairs(), (install) => once(install, turn));
      // one hook process per event, timed alone on payloads shaped as Codex sends them
      const base = {
        session_id: 'timing',
        turn_id: 't',
        cwd: side.with.root,
        model: 'gpt-5.5',
        permission_mode: 'bypassPermissions',
        transcript_path: null,
      };
      const events: Record<string, object> = {
        UserPromptSubmit: { ...base, hook_event_name: 'UserPromptSubmit', prompt: 'K-time' },
        PreToolUse: {
          ...base,
          hook_event_name: 'PreToolUse',
          tool_name: 'Bash',
          tool_input: { command: 'echo 1 > out1.txt' },
          tool_use_id: 'c1',
        },
        PostToolUse: {
          ...base,
          hook_event_name: 'PostToolUse',
          tool_name: 'Bash',
          tool_input: { command: 'echo 1 > out1.txt' },
          tool_response: '',
          tool_use_id: 'c1',
        },
        Stop: { ...base, hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: 'ok' },
      };
      for (const [e, payload] of Object.entries(events))
        for (let i = 0; i < 3; i++) {
          const t = Date.now();
          spawnSync('sh', ['-c', `${cli} hook codex || exit 2`], {
            cwd: side.with.root,
            input: JSON.stringify(payload),
            env: { ...process.env, HOME: side.with.project.home },
          });
          (hookMs[e] ??= []).push(Date.now() - t);
        }
      const start = startCosts(installedCommand(side.with.root, 'codex'), 'codex', side.with.root, {
        ...process.env,
        HOME: side.with.project.home,
      });
      const report = timingReport('codex', { ...calls, ...turns }, start, { hookMs });
      expect(report.turnPairs).toBe(turnPairs());
    } finally {
      await side.with.close();
      await side.without.close();
    }
  }, 300_000);
});
