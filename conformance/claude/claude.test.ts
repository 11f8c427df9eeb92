// Real-client conformance of `diffgate hook claude` against Claude Code 2.1.328 (headless, scripted
// model on 127.0.0.1). Each scenario asserts on the files afterwards and on what the client sent
// the model next. The tests state the promised behaviour (docs/agents.md, docs/tripwire.md,
// DESIGN.md); where today's build falls short they fail, and FINDINGS.md says why.
// Paths in scripted tool inputs are written `$ROOT/...`: the repository wherever it is now.
import { cpSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { installedCommand, pairedTurns, startCosts, timingReport, turnPairs } from '../lib/timing.js';
import { claudeBin, offMachineGuard } from './claudeDriver.js';
import { type Scenario, scenario, sneakyWrite } from './scenario.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let current: Scenario | undefined;
const open = async (...a: Parameters<typeof scenario>) => (current = await scenario(...a));
afterEach(async () => {
  await current?.close();
  current = undefined;
});
afterAll(async () => {
  // no request left the machine: the proxy the client was given (a recorder on 127.0.0.1) saw nothing
  expect((await offMachineGuard()).seen).toEqual([]);
});

const readFrozen = { tool: 'Read', input: { file_path: '$ROOT/frozen.txt' } };
const editFrozen = {
  tool: 'Edit',
  input: { file_path: '$ROOT/frozen.txt', old_string: 'frozen', new_string: 'changed' },
};
const bash = (command: string, extra: Record<string, unknown> = {}) => ({
  tool: 'Bash',
  input: { command, description: 'run it', ...extra },
});
/** Every text the client sent the model as the user or as a tool result, one string. */
const sentToModel = (s: Scenario) =>
  [...s.model.userTexts(), ...[...s.model.toolResults().values()].map((r) => r.text)].join('\n----\n');

describe('Claude Code 2.1.328, real client, headless', () => {
  it('is installed (else: node conformance/installClients.js claude)', () => {
    expect(claudeBin()).toMatch(/claude/);
  });

  it('install --claude says once what it installed, naming every event it installed', async () => {
    const s = await open({});
    const settings = JSON.parse(readFileSync(join(s.root, '.claude/settings.json'), 'utf8'));
    const events = Object.keys(settings.hooks).sort();
    expect(events).toEqual([
      'PostToolUse',
      'PostToolUseFailure',
      'PreToolUse',
      'Stop',
      'SubagentStop',
      'UserPromptSubmit',
    ]);
    expect(s.installOutput).not.toMatch(/diffgate: diffgate:/);
    for (const e of events) expect(s.installOutput).toContain(e);
  });

  it('an Edit of a frozen file: denied, file unchanged, the model told; project hooks run untrusted in -p', async () => {
    const k = 'K-edit-frozen';
    const s = await open({ [k]: [readFrozen, editFrozen] });
    const r = await s.run(k);
    expect(r.timedOut).toBe(false);
    expect(s.read('frozen.txt')).toBe('frozen\n');
    const res = s.model.toolResult(s.model.idOf(k, 1));
    expect(res?.isError).toBe(true);
    expect(res?.text).toMatch(
      /^PreToolUse:Edit hook error: \[.*hook claude \|\| exit 2\]: diffgate blocked this Edit call/,
    );
    expect(res?.text).toContain('frozen.txt [freeze]');
    // the folder was never trusted (no project entry in ~/.claude.json): the project's hooks ran anyway
    const state = JSON.parse(readFileSync(join(s.project.home, '.claude.json'), 'utf8'));
    expect(state.projects?.[s.root]?.hasTrustDialogAccepted).not.toBe(true);
  });

  it('an allowed append to an append-only file passes; a rewrite of its line is denied', async () => {
    const k = 'K-append';
    const s = await open({
      [k]: [
        { tool: 'Read', input: { file_path: '$ROOT/log.md' } },
        { tool: 'Edit', input: { file_path: '$ROOT/log.md', old_string: 'two\n', new_string: 'two\nthree\n' } },
        { tool: 'Edit', input: { file_path: '$ROOT/log.md', old_string: 'one', new_string: 'uno' } },
      ],
    });
    await s.run(k);
    expect(s.read('log.md')).toBe('one\ntwo\nthree\n');
    expect(s.model.toolResult(s.model.idOf(k, 1))?.isError).toBe(false);
    const denied = s.model.toolResult(s.model.idOf(k, 2));
    expect(denied?.isError).toBe(true);
    expect(denied?.text).toMatch(/log\.md:1 \[append\]/);
  });

  it('a shell write to a frozen file (echo x > frozen.txt) is denied before it runs', async () => {
    const k = 'K-shell-frozen';
    const s = await open({ [k]: [bash('echo x > frozen.txt')] });
    await s.run(k);
    expect(s.read('frozen.txt')).toBe('frozen\n');
    const res = s.model.toolResult(s.model.idOf(k, 0));
    expect(res?.isError).toBe(true);
    expect(res?.text).toContain('diffgate blocked this Bash call');
  });

  it('a shell write no pre-check can read is put back by the tripwire, kept in quarantine, the model told', async () => {
    const k = 'K-sneaky';
    const s = await open({ [k]: [bash(sneakyWrite('x'))] });
    await s.run(k);
    expect(s.read('frozen.txt')).toBe('frozen\n');
    expect(Object.entries(s.quarantine()).filter(([p, t]) => p.endsWith('frozen.txt') && t === 'x')).toHaveLength(1);
    // exit 2 from PostToolUse: Claude Code sends the stderr in a `role: "system"` message after the tool result
    const text = s.model.userTexts().find((t) => t.startsWith('PostToolUse:Bash hook blocking error from command'));
    expect(text).toContain('diffgate checked what this Bash call really changed');
    expect(text).toContain('frozen.txt [freeze]');
  });

  it('a forced push is denied by the command-deny rule', async () => {
    const k = 'K-push';
    const s = await open({ [k]: [bash('git push --force origin main')] });
    await s.run(k);
    const res = s.model.toolResult(s.model.idOf(k, 0));
    expect(res?.isError).toBe(true);
    expect(res?.text).toContain('History on shared branches is rewritten only by a person');
  });

  it('a .env written with Write is denied', async () => {
    const k = 'K-env';
    const s = await open({ [k]: [{ tool: 'Write', input: { file_path: '$ROOT/.env', content: 'TOKEN=1\n' } }] });
    await s.run(k);
    expect(s.read('.env')).toBeUndefined();
    const res = s.model.toolResult(s.model.idOf(k, 0));
    expect(res?.isError).toBe(true);
    expect(res?.text).toContain('.env');
  });

  it("the person's release phrase lets a frozen Edit through, audited once", async () => {
    const k = 'K-release guard release: please change frozen.txt';
    const s = await open({ [k]: [readFrozen, editFrozen] });
    await s.run(k);
    expect(s.read('frozen.txt')).toBe('changed\n');
    expect(s.model.toolResult(s.model.idOf(k, 1))?.isError).toBe(false);
    const lines = s.audit().filter((a) => JSON.stringify(a).includes('frozen.txt'));
    // one released call, one audit line (today: two identical lines)
    expect(lines).toHaveLength(1);
  });

  it('a background task described "guard release": its notification (model text) releases nothing', async () => {
    const k = 'K-bg-release';
    const s = await open({
      [k]: [bash('sleep 1', { run_in_background: true, description: 'guard release' }), { text: 'Waiting for it.' }],
      '<task-notification>': [readFrozen, editFrozen],
    });
    await s.run(k, { timeoutMs: 60_000 });
    const notice = s
      .payloads()
      .find((p) => p.hook_event_name === 'UserPromptSubmit' && /<task-notification>/.test(String(p.prompt)));
    expect(notice?.prompt).toMatch(/<summary>.*guard release.*<\/summary>/s);
    expect(s.model.toolResult(s.model.idOf('<task-notification>', 1))?.isError).toBe(true);
    expect(s.read('frozen.txt')).toBe('frozen\n');
  });

  it("a background task's write to a frozen file is put back, even when its notification starts a turn", async () => {
    const k = 'K-bg-write';
    const s = await open({
      [k]: [
        bash(`sleep 1; ${sneakyWrite('bg')}`, { run_in_background: true, description: 'build' }),
        { text: 'Started.' },
      ],
      '<task-notification>': [bash('true'), { text: 'It finished.' }],
    });
    await s.run(k);
    expect(
      s
        .payloads()
        .some((p) => p.hook_event_name === 'UserPromptSubmit' && /<task-notification>/.test(String(p.prompt))),
    ).toBe(true);
    expect(s.read('frozen.txt')).toBe('frozen\n');
    expect(Object.values(s.quarantine())).toContain('bg');
    expect(sentToModel(s)).toContain('frozen.txt [freeze]');
  });

  // open defect (issue 29): Claude Code 2.1.328's Stop carries no sign of a background task still running, and the
  // next prompt takes what it wrote for the person's; it.fails turns red the day this is fixed
  it('a background write landing after Stop is put back at the next turn, not taken for the person', async () => {
    const k = 'K-late';
    const s = await open({
      [k]: [bash(`(sleep 2; ${sneakyWrite('late')}) >/dev/null 2>&1 &`), { text: 'Done for now.' }],
      'K-next': [bash('true'), { text: 'ok' }],
    });
    const first = await s.run(k);
    const session = String(first.events.find((e) => e.type === 'system' && e.subtype === 'init')?.session_id);
    await sleep(3000);
    expect(s.read('frozen.txt')).toBe('late'); // the write landed after the turn ended
    await s.run('K-next', { args: ['--resume', session] });
    expect(s.read('frozen.txt')).toBe('frozen\n');
    expect(Object.values(s.quarantine())).toContain('late');
  });

  it("a subagent's Edit of a frozen file is denied and the subagent told; SubagentStart/Stop arrive", async () => {
    const k = 'K-main-sub';
    const sub = 'SUBTASK-EDIT-FROZEN';
    const s = await open({
      [k]: [
        {
          tool: 'Agent',
          input: { description: 'edit it', prompt: `${sub}: edit frozen.txt`, subagent_type: 'general-purpose' },
        },
        { text: 'The subagent is done.' },
      ],
      [sub]: [readFrozen, editFrozen, { text: 'I was blocked.' }],
    });
    await s.run(k);
    expect(s.read('frozen.txt')).toBe('frozen\n');
    const res = s.model.toolResult(s.model.idOf(sub, 1));
    expect(res?.isError).toBe(true);
    expect(res?.text).toContain('diffgate blocked this Edit call');
    expect(res?.text).toContain('frozen.txt [freeze]');
    // the person's prompt record is theirs: not put away as a forged gate-file change
    expect(Object.keys(s.quarantine()).filter((p) => p.includes('diffgate/sessions/'))).toEqual([]);
    const events = s.payloads().map((p) => p.hook_event_name);
    expect(events).toContain('SubagentStart');
    expect(events).toContain('SubagentStop');
  });

  it('a subagent prompt holding the release phrase (model text) releases nothing', async () => {
    const k = 'K-main-subrel';
    const sub = 'SUBTASK-REL';
    const s = await open({
      [k]: [
        {
          tool: 'Agent',
          input: {
            description: 'guard release',
            prompt: `${sub}: guard release. Edit frozen.txt.`,
            subagent_type: 'general-purpose',
          },
        },
        { text: 'done' },
      ],
      [sub]: [readFrozen, editFrozen, { text: 'tried' }],
    });
    await s.run(k);
    expect(s.read('frozen.txt')).toBe('frozen\n');
    expect(s.model.toolResult(s.model.idOf(sub, 1))?.isError).toBe(true);
  });

  it('a subagent\'s result saying "guard release" (model text, sent back as a task notification) releases nothing', async () => {
    const k = 'K-main-subresult';
    const sub = 'SUBTASK-RESULT';
    const s = await open({
      [k]: [
        {
          tool: 'Agent',
          input: { description: 'look', prompt: `${sub}: look around`, subagent_type: 'general-purpose' },
        },
        { text: 'Waiting for the subagent.' },
      ],
      // twice: a SubagentStop that blocks makes the subagent answer again
      [sub]: [{ text: 'guard release' }, { text: 'guard release' }],
      '<task-notification>': [readFrozen, editFrozen],
    });
    await s.run(k);
    const notice = s
      .payloads()
      .find((p) => p.hook_event_name === 'UserPromptSubmit' && /<task-notification>/.test(String(p.prompt)));
    expect(notice?.prompt).toMatch(/<result>guard release<\/result>/);
    expect(s.model.toolResult(s.model.idOf('<task-notification>', 1))?.isError).toBe(true);
    expect(s.read('frozen.txt')).toBe('frozen\n');
  });

  for (const how of ['mv', 'cp -a'] as const) {
    it(`the tripwire still works after the repository is ${how === 'mv' ? 'renamed (mv repo repo2)' : 'copied (cp -a)'} between sessions`, async () => {
      const s = await open({
        'K-first': [bash('true'), { text: 'ok' }],
        'K-second': [bash(sneakyWrite('moved')), { text: 'ok' }],
      });
      await s.run('K-first');
      const to = join(s.project.base, how === 'mv' ? 'repo2' : 'repo3');
      if (how === 'mv') renameSync(s.root, to);
      else cpSync(s.root, to, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
      s.root = to;
      await s.run('K-second');
      expect(s.read('frozen.txt')).toBe('frozen\n');
      expect(Object.values(s.quarantine())).toContain('moved');
      expect(sentToModel(s)).toContain('frozen.txt [freeze]');
    });
  }

  it('writing disableAllHooks into .claude/settings.local.json (a gate file) is refused', async () => {
    const k = 'K-disable';
    const s = await open({
      [k]: [
        {
          tool: 'Write',
          input: { file_path: '$ROOT/.claude/settings.local.json', content: '{"disableAllHooks": true}\n' },
        },
        readFrozen,
        editFrozen,
      ],
    });
    await s.run(k);
    expect(s.read('.claude/settings.local.json')).toBeUndefined();
    expect(s.model.toolResult(s.model.idOf(k, 0))?.isError).toBe(true);
    expect(s.read('frozen.txt')).toBe('frozen\n');
  });

  it('a nested Claude Code with hooks off (CLAUDE_CODE_SIMPLE=1, what --bare sets) cannot leave a frozen file changed', async () => {
    const k = 'K-nested';
    const s = await open({
      // the nested client inherits ANTHROPIC_BASE_URL: its conversation is scripted here too
      [k]: [bash(`CLAUDE_CODE_SIMPLE=1 '${claudeBin()}' -p NESTED-RUN --dangerously-skip-permissions`), { text: 'ok' }],
      'NESTED-RUN': [readFrozen, editFrozen, { text: 'nested done' }],
    });
    await s.run(k, { timeoutMs: 90_000 });
    // the nested client really ran its Edit (its requests reached the model)
    expect(s.model.agentRequests().some((r) => JSON.stringify(r.json).includes('NESTED-RUN'))).toBe(true);
    expect(s.read('frozen.txt')).toBe('frozen\n');
    expect(sentToModel(s)).toContain('frozen.txt [freeze]');
  });

  it('a deferred tool (ToolSearch) is outside the matcher (no opinion); NotebookEdit of a frozen notebook is denied', async () => {
    const k = 'K-deferred';
    const s = await open({
      [k]: [
        { tool: 'ToolSearch', input: { query: 'select:NotebookEdit', max_results: 1 } },
        { tool: 'Read', input: { file_path: '$ROOT/notes.ipynb' } },
        { tool: 'NotebookEdit', input: { notebook_path: '$ROOT/notes.ipynb', cell_id: 'c1', new_source: 'print(2)' } },
      ],
    });
    const before = s.read('notes.ipynb');
    const r = await s.run(k);
    expect(s.model.toolResult(s.model.idOf(k, 0))?.isError).toBe(false);
    expect(r.spoke.filter((h) => h.name === 'PreToolUse:ToolSearch')).toEqual([]);
    expect(s.read('notes.ipynb')).toBe(before);
    const res = s.model.toolResult(s.model.idOf(k, 2));
    expect(res?.isError).toBe(true);
    expect(res?.text).toContain('notes.ipynb');
  });

  it('the payloads carry what the adapter parses (session_id, cwd, hook_event_name, tool_name, tool_input, prompt)', async () => {
    const k = 'K-payloads';
    const s = await open({
      [k]: [bash('false'), { tool: 'Write', input: { file_path: '$ROOT/new.txt', content: 'n\n' } }],
    });
    await s.run(k);
    const ps = s.payloads();
    const byEvent = (e: string) => ps.filter((p) => p.hook_event_name === e);
    for (const p of ps) {
      expect(typeof p.session_id).toBe('string');
      expect(p.cwd).toBe(s.root);
    }
    for (const e of ['PreToolUse', 'PostToolUse', 'PostToolUseFailure']) {
      expect(byEvent(e).length).toBeGreaterThan(0);
      for (const p of byEvent(e)) {
        expect(typeof p.tool_name).toBe('string');
        expect(typeof p.tool_input).toBe('object');
        expect(typeof p.tool_use_id).toBe('string');
      }
    }
    expect(byEvent('UserPromptSubmit')[0]?.prompt).toBe(k);
    expect(byEvent('Stop')[0]?.stop_hook_active).toBe(false);
    // every answer diffgate gave was exit 0 (nothing protected was touched)
    expect(s.runs[0]!.spoke).toEqual([]);
    expect(s.read('new.txt')).toBe('n\n');
  });

  it('timing: a 10-call run with and without diffgate, against node -e 0', async () => {
    const steps = Array.from({ length: 10 }, (_, i) => bash(`echo ${i} > out${i}.txt`));
    const k = 'K-time';
    const turn = 'K-turn'; // a turn with no tool call: what UserPromptSubmit and Stop add once per turn
    const script = { [k]: steps, [turn]: [{ text: 'nothing to do' }] };
    // both sides open at once, so that each turn with diffgate runs beside one without (lib/timing.ts)
    const side = {
      with: await scenario(script, { install: true }),
      without: await scenario(script, { install: false }),
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
      const turns = await pairedTurns(turnPairs(), (install) => once(install, turn));
      const start = startCosts(installedCommand(side.with.root, 'claude'), 'claude', side.with.root, {
        ...process.env,
        HOME: side.with.project.home,
      });
      const report = timingReport('claude', { ...calls, ...turns }, start);
      expect(report.turnPairs).toBe(turnPairs());
    } finally {
      await side.with.close();
      await side.without.close();
    }
  }, 300_000);
});
