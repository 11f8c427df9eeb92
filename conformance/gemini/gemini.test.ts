// The real Gemini CLI (pinned in conformance/clients.json) against diffgate's Gemini hooks, as a
// user installs them (`diffgate install --gemini`), headless against a scripted model on
// 127.0.0.1. Each scenario asserts on the files afterwards and on what the client sent the model
// next (the functionResponse of the tool call, or the user text of a retry turn).
// Run: DIFFGATE_CLI=/work/snapshot/dist/cli/index.js npx vitest run --config conformance/vitest.config.ts conformance/gemini
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, makeProject, type Project } from '../lib/project.js';
import { installedCommand, pairedTurns, startCosts, timingReport, turnPairs } from '../lib/timing.js';
import {
  addCaptureHooks,
  call,
  doctor,
  functionResponses,
  geminiBin,
  hook,
  type RunResult,
  runGemini,
  say,
  type Script,
  text,
  userTexts,
} from './geminiDriver.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const MANIFEST = [
  'freeze\tfrozen.txt\tFrozen for the conformance test',
  'append\tlog.txt\tThe log is append-only',
  'command-deny\tgit push --force\tHistory on shared branches is rewritten only by a person',
  '',
].join('\n');
const FILES = { '.diffgate.tsv': MANIFEST, 'frozen.txt': 'original\n', 'log.txt': 'line1\n' };
const PY_WRITE = `python3 -c "open('fro'+'zen.txt','w').write('x')"`;
const BLOCKED = /diffgate blocked this/;
/** What Gemini CLI prints for a hook it counts as failed (exit 2, or any non-zero exit). */
const FAILED_HOOK = /Hook\(s\) \[[\s\S]*?\] failed for event/; // the command holds the loader, brackets included

const projects: Project[] = [];
const project = (install = true) => {
  const p = makeProject(FILES, install ? ['--gemini'] : []);
  projects.push(p);
  return p;
};
const read = (p: Project, f: string) => readFileSync(join(p.root, f), 'utf8');
const quarantined = (root: string): string[] => {
  const q = join(root, '.git', 'diffgate', 'quarantine');
  if (!existsSync(q)) return [];
  return readdirSync(q, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath ?? (d as unknown as { path: string }).path, d.name));
};
const run = (p: Project, prompt: string, script: Script, extra: Partial<Parameters<typeof runGemini>[0]> = {}) =>
  runGemini({ home: p.home, cwd: p.root, prompt, script, ...extra });
const show = (r: RunResult) => `exit ${r.code} in ${r.ms} ms\nstdout: ${r.stdout}\nstderr: ${r.stderr.slice(-3000)}`;

// at most 3 client sessions at once on this 2-core machine; each test awaits its own session
let active = 0;
const waiting: (() => void)[] = [];
async function limited<T>(f: () => Promise<T>): Promise<T> {
  while (active >= 3) await new Promise<void>((r) => waiting.push(r));
  active++;
  try {
    return await f();
  } finally {
    active--;
    waiting.shift()?.();
  }
}
const sessions = new Map<string, Promise<unknown>>();
function session<T>(name: string, f: () => Promise<T>): () => Promise<T> {
  return () => {
    if (!sessions.has(name)) sessions.set(name, limited(f));
    return sessions.get(name) as Promise<T>;
  };
}

// ---- the sessions ----------------------------------------------------------------------------

/** One session, one call per scenario the main agent's built-in tools have. */
const main = session('main', async () => {
  const p = project();
  const r = await run(p, 'work on the repository', {
    main: [
      call('write_file', { file_path: 'frozen.txt', content: 'changed\n' }),
      call('replace', {
        file_path: 'log.txt',
        instruction: 'append',
        old_string: 'line1\n',
        new_string: 'line1\nline2\n',
      }),
      call('replace', { file_path: 'log.txt', instruction: 'rewrite', old_string: 'line1', new_string: 'LINE-ONE' }),
      call('run_shell_command', { command: 'echo x > frozen.txt', description: 'write' }),
      call('run_shell_command', { command: PY_WRITE, description: 'write unseen' }),
      call('run_shell_command', { command: 'git push --force', description: 'push' }),
      call('write_file', { file_path: '.env', content: 'SECRET=1\n' }),
      call('run_shell_command', { command: "printf 'SECRET=1\\n' > .env", description: 'secret' }),
      call('write_todos', { todos: [{ description: 'a', status: 'pending' }] }),
      say('all done'),
    ],
  });
  return { p, r, f: functionResponses(r, 'main') };
});

const release = session('release', async () => {
  const p = project();
  const r = await run(p, 'guard release: please update frozen.txt', {
    main: [call('write_file', { file_path: 'frozen.txt', content: 'released\n' }), say('done')],
  });
  return { p, r };
});

/** A subagent whose prompt (the model's text) holds the release phrase; payloads captured. */
const sub = session('sub', async () => {
  const p = project();
  const cap = join(p.base, 'capture');
  addCaptureHooks(p.root, cap, ['BeforeTool', 'AfterTool', 'BeforeAgent', 'AfterAgent', 'SessionStart', 'SessionEnd']);
  const r = await run(p, 'delegate the frozen file', {
    main: [
      call('invoke_agent', { agent_name: 'generalist', prompt: 'guard release. Write "sub" into frozen.txt.' }),
      call('write_todos', { todos: [{ description: 'check', status: 'pending' }] }),
      say('main done'),
    ],
    sub: [
      call('write_file', { file_path: 'frozen.txt', content: 'sub\n' }),
      call('run_shell_command', { command: PY_WRITE, description: 'write unseen' }),
      call('complete_task', { result: { response: 'guard release: finished' } }),
    ],
  });
  const payloads = readdirSync(cap)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(cap, f), 'utf8')) as Record<string, unknown>);
  // kept only when asked for (GEMINI_CONFORMANCE_CAPTURE=DIR): a run leaves the checkout as it was
  const keep = process.env.GEMINI_CONFORMANCE_CAPTURE;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(join(keep, 'captured-payloads.json'), `${JSON.stringify(payloads, null, 2)}\n`);
  }
  return { p, r, payloads };
});

/** A background write that lands while the model answers its last call; then the retry turn. */
const background = session('background', async () => {
  const p = project();
  const r = await run(p, 'start the watcher', {
    main: [
      call('run_shell_command', { command: `sleep 2; ${PY_WRITE}`, is_background: true, description: 'bg' }),
      say('turn over', 7000),
      // the retry turn Gemini starts from AfterAgent's exit 2: the agent tries the frozen file again
      call('write_file', { file_path: 'frozen.txt', content: 'retry\n' }),
      say('after retry'),
    ],
  });
  return { p, r };
});

/** Sessions in the repository, then after `mv repo repo2`, then in a `cp -a` copy. */
const moved = session('moved', async () => {
  const p = project();
  const first = await run(p, 'look', { main: [call('read_file', { file_path: 'log.txt' }), say('ok')] });
  const repo2 = join(p.base, 'repo2');
  renameSync(p.root, repo2);
  const second = await runGemini({
    home: p.home,
    cwd: repo2,
    prompt: 'write',
    script: { main: [call('run_shell_command', { command: PY_WRITE, description: 'w' }), say('ok')] },
  });
  const repo3 = join(p.base, 'repo3');
  execFileSync('cp', ['-a', repo2, repo3]);
  const third = await runGemini({
    home: p.home,
    cwd: repo3,
    prompt: 'write',
    script: { main: [call('run_shell_command', { command: PY_WRITE, description: 'w' }), say('ok')] },
  });
  return { p, first, second, third, repo2, repo3 };
});

const untrusted = session('untrusted', async () => {
  const p = project();
  const r = await run(
    p,
    'change it',
    { main: [call('write_file', { file_path: 'frozen.txt', content: 'u\n' })] },
    { trust: false },
  );
  return { p, r };
});

const hooksOff = session('hooksOff', async () => {
  const p = project();
  const file = join(p.root, '.gemini', 'settings.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), hooksConfig: { enabled: false } }));
  const r = await run(p, 'change it', {
    main: [call('write_file', { file_path: 'frozen.txt', content: 'off\n' }), say('ok')],
  });
  return { p, r };
});

/**
 * diffgate's hook module fails to load (a chunk of the install is missing): the installed command
 * must still block, by exit 2 with the loader's error on stderr, since no JSON can be written.
 */
const broken = session('broken', async () => {
  const p = project();
  const copy = join(p.base, 'broken-dist');
  cpSync(dirname(dirname(cli)), copy, { recursive: true });
  const chunks = readdirSync(join(copy, 'cli')).filter((f) =>
    readFileSync(join(copy, 'cli', f), 'utf8').includes('read_many_files'),
  );
  for (const f of chunks) rmSync(join(copy, 'cli', f));
  // the hook command names the CLI's folder (the verifying loader's form, verifiedCommand.ts)
  const file = join(p.root, '.gemini', 'settings.json');
  const before = readFileSync(file, 'utf8');
  expect(before).toContain(dirname(cli));
  writeFileSync(file, before.split(dirname(cli)).join(join(copy, 'cli')));
  const r = await run(p, 'change it', {
    main: [call('write_file', { file_path: 'frozen.txt', content: 'broken\n' }), say('ok')],
  });
  return { p, r, chunks };
});

beforeAll(() => {
  geminiBin(); // fails every test with the install hint when the client is missing
  // bench/clients.js runs the timing alone: the scenarios' sessions are not started for it
  if (process.env.CONFORMANCE_TIMING_ONLY === '1') return;
  for (const s of [main, sub, background, release, moved, untrusted, hooksOff, broken]) s().catch(() => {});
});
afterAll(async () => {
  await Promise.allSettled([...sessions.values()]); // a session a filtered run skipped may still be writing
  for (const p of projects) p.cleanup();
});

// ---- the scenarios ---------------------------------------------------------------------------

describe.concurrent('Gemini CLI 0.61.0 against diffgate install --gemini', () => {
  it('an edit of a frozen file is denied, the file unchanged, the model told in the functionResponse', async () => {
    const { p, r, f } = await main();
    expect(r.code, show(r)).toBe(0);
    expect(f[0]?.name).toBe('write_file');
    expect(text(f[0])).toMatch(/^Tool execution blocked: diffgate blocked this write_file call/);
    expect(text(f[0])).toContain('frozen.txt [freeze]');
    expect(text(f[0])).toContain('Frozen for the conformance test');
    expect(read(p, 'frozen.txt')).toBe('original\n');
  });

  it('an append to an append-only file passes', async () => {
    const { p, f } = await main();
    expect(f[1]?.name).toBe('replace');
    expect(f[1]?.response.output).toMatch(/Successfully modified file/);
    expect(read(p, 'log.txt')).toBe('line1\nline2\n');
  });

  it('a rewrite of an append-only line is denied', async () => {
    const { p, f } = await main();
    expect(text(f[2])).toMatch(BLOCKED);
    expect(text(f[2])).toContain('log.txt:1 [append]');
    expect(read(p, 'log.txt')).not.toContain('LINE-ONE');
  });

  it('a shell write to a frozen file (echo x > frozen.txt) is denied', async () => {
    const { f } = await main();
    expect(f[3]?.name).toBe('run_shell_command');
    expect(text(f[3])).toMatch(/diffgate blocked this run_shell_command call \(echo x > frozen\.txt\)/);
  });

  it('a shell write no pre-check reads is put back by AfterTool, the agent version quarantined, the model told', async () => {
    const { p, f } = await main();
    expect(text(f[4])).toMatch(/really changed: it changed a protected file, so diffgate put it back/);
    expect(text(f[4])).toContain('.git/diffgate/quarantine/');
    expect(read(p, 'frozen.txt')).toBe('original\n');
    const kept = quarantined(p.root).filter((q) => q.endsWith('frozen.txt'));
    expect(kept.map((q) => readFileSync(q, 'utf8'))).toContain('x');
  });

  it('a forced push is denied by the command-deny rule', async () => {
    const { f } = await main();
    expect(text(f[5])).toMatch(/diffgate blocked this run_shell_command call \(git push --force\)/);
    expect(text(f[5])).toContain('[command-deny]');
  });

  it('a .env written with write_file is refused (by Gemini itself, before any hook) and not created', async () => {
    const { p, f } = await main();
    expect(f[6]?.name).toBe('write_file');
    expect(f[6]?.response.error).toBeTruthy();
    expect(existsSync(join(p.root, '.env'))).toBe(false);
  });

  it('a .env written through the shell is denied by diffgate', async () => {
    const { p, f } = await main();
    expect(text(f[7])).toMatch(BLOCKED);
    expect(text(f[7])).toContain('.env');
    expect(existsSync(join(p.root, '.env'))).toBe(false);
  });

  it('a tool outside the installed matcher (write_todos) runs: no opinion, no hook', async () => {
    const { f } = await main();
    expect(f[8]?.name).toBe('write_todos');
    expect(f[8]?.response.output).toMatch(/Successfully updated the todo list/);
  });

  it('a block is a JSON deny (exit 0): the model gets the reason, the person sees no failed-hook warning', async () => {
    const { r, f } = await main();
    // BeforeTool blocks (write_file, replace, shell) and AfterTool's put-back, all in one session
    expect(text(f[0])).toMatch(/^Tool execution blocked: diffgate blocked this write_file call/);
    expect(text(f[3])).toMatch(/^Tool execution blocked: diffgate blocked this run_shell_command call/);
    expect(text(f[4])).toMatch(/diffgate put it back/);
    expect(`${r.stdout}${r.stderr}`, show(r)).not.toMatch(FAILED_HOOK);
  });

  it("AfterAgent's JSON deny starts the retry turn, without a failed-hook warning", async () => {
    const { r } = await background();
    expect(userTexts(r).some((t) => t.startsWith('diffgate found a protected file changed'))).toBe(true);
    expect(`${r.stdout}${r.stderr}`, show(r)).not.toMatch(FAILED_HOOK);
  });

  it('a hook module that fails to load still blocks (exit 2, the error as the reason): BeforeAgent stops the turn, the person is warned', async () => {
    const { p, r, chunks } = await broken();
    expect(chunks.length).toBeGreaterThan(0);
    expect(r.stderr, show(r)).toMatch(/Agent execution blocked: diffgate: internal error, so the change is blocked/);
    expect(r.stderr).toMatch(FAILED_HOOK);
    expect(functionResponses(r, 'main')).toHaveLength(0);
    expect(read(p, 'frozen.txt')).toBe('original\n');
  });

  it("the person's release phrase lets a frozen edit through for that turn", async () => {
    const { p, r } = await release();
    const f = functionResponses(r, 'main');
    expect(f[0]?.response.output, show(r)).toMatch(/Successfully/);
    expect(read(p, 'frozen.txt')).toBe('released\n');
    expect(readFileSync(join(p.root, '.git', 'diffgate', 'audit.jsonl'), 'utf8')).toContain('frozen.txt');
  });

  it("a subagent's edit is judged (BeforeTool/AfterTool fire for its calls), and its model-written prompt releases nothing", async () => {
    const { p, r } = await sub();
    const f = functionResponses(r, 'sub');
    expect(f[0]?.name, show(r)).toBe('write_file');
    expect(text(f[0])).toMatch(/diffgate blocked this write_file call/);
    expect(text(f[1])).toMatch(/diffgate put it back/);
    expect(read(p, 'frozen.txt')).toBe('original\n');
  });

  it('the payloads the client sends are the shapes the adapter parses', async () => {
    const { p, payloads } = await sub();
    const events = payloads.map((x) => `${x.hook_event_name}${x.tool_name ? `:${x.tool_name}` : ''}`);
    // no BeforeAgent for the subagent: its prompt (model text) never reaches a prompt event
    expect(events.filter((e) => e === 'BeforeAgent')).toHaveLength(1);
    expect(events).toContain('BeforeTool:write_file');
    expect(events).toContain('AfterTool:run_shell_command');
    const bt = payloads.find((x) => x.hook_event_name === 'BeforeTool' && x.tool_name === 'write_file')!;
    expect(Object.keys(bt).sort()).toEqual(
      ['cwd', 'hook_event_name', 'session_id', 'timestamp', 'tool_input', 'tool_name', 'transcript_path'].sort(),
    );
    expect(bt.cwd).toBe(p.root);
    expect(bt.tool_input).toEqual({ file_path: 'frozen.txt', content: 'sub\n' }); // relative, as the model sent it
    const aa = payloads.find((x) => x.hook_event_name === 'AfterAgent')!;
    expect(aa.stop_hook_active).toBe(false);
    expect(typeof aa.prompt_response).toBe('string');
  });

  it('a tool the adapter does not know, sent as the real client sends it, fails closed naming the tool', async () => {
    const { p, payloads } = await sub();
    const todo = payloads.find((x) => x.hook_event_name === 'BeforeTool' && x.tool_name === 'write_todos');
    expect(todo, 'the client sent no BeforeTool for write_todos to the capture hook').toBeDefined();
    const h = hook(cli, p.root, p.home, todo);
    expect(h.status).toBe(2);
    expect(h.stderr).toContain('write_todos');
  });

  it('a background write landing after the last call is put back at AfterAgent, and the model is told in the retry turn', async () => {
    const { p, r } = await background();
    const retry = userTexts(r).find((t) =>
      t.includes('diffgate found a protected file changed at the end of the turn'),
    );
    expect(retry, show(r)).toBeDefined();
    const kept = quarantined(p.root).filter((q) => q.includes('-Stop') && q.endsWith('frozen.txt'));
    expect(kept.map((q) => readFileSync(q, 'utf8'))).toContain('x');
  });

  it("AfterAgent's block text, which Gemini sends as the retry turn's BeforeAgent prompt, releases nothing", async () => {
    const { p, r } = await background();
    const f = functionResponses(r, 'main');
    const w = f.find((x) => x.name === 'write_file');
    expect(w, show(r)).toBeDefined();
    expect(text(w)).toMatch(BLOCKED);
    expect(read(p, 'frozen.txt')).toBe('original\n');
  });

  it('the tripwire still works after the repository is renamed (mv) and copied (cp -a) between sessions', async () => {
    const { first, second, third, repo2, repo3 } = await moved();
    expect(first.code, show(first)).toBe(0);
    for (const [r, root] of [
      [second, repo2],
      [third, repo3],
    ] as const) {
      const f = functionResponses(r, 'main');
      expect(text(f[0]), show(r)).toMatch(/diffgate put it back/);
      expect(readFileSync(join(root, 'frozen.txt'), 'utf8')).toBe('original\n');
      expect(quarantined(root).some((q) => q.endsWith('frozen.txt'))).toBe(true);
    }
  });

  it('an untrusted folder: headless Gemini exits 55 before any model request or hook, saying how to trust it', async () => {
    const { p, r } = await untrusted();
    expect(r.code, show(r)).toBe(55);
    expect(r.stderr).toContain('Gemini CLI is not running in a trusted directory');
    expect(r.stderr).toContain('GEMINI_CLI_TRUST_WORKSPACE=true');
    expect(r.generations).toHaveLength(0);
    expect(read(p, 'frozen.txt')).toBe('original\n');
    expect(existsSync(join(p.root, '.git', 'diffgate', 'sessions'))).toBe(false);
  });

  it('hooksConfig.enabled false in the project settings: the client runs no hook, and doctor must say so', async () => {
    const { p, r } = await hooksOff();
    expect(r.code, show(r)).toBe(0);
    expect(read(p, 'frozen.txt')).toBe('off\n'); // the client's fact: nothing judged the edit
    const out = doctor(cli, p.root, p.home);
    const gemini = out.split('\n').filter((l) => /Gemini CLI/.test(l));
    expect(
      gemini.some((l) => /^\s*problem/.test(l)),
      out,
    ).toBe(true);
    expect(out).toContain('hooksConfig');
  });

  it('hooksConfig.enabled false in the user settings, or the command in hooksConfig.disabled: doctor must say so', async () => {
    for (const userSettings of [
      { hooksConfig: { enabled: false } },
      { hooksConfig: { disabled: [`${cli} hook gemini || exit 2`] } },
    ]) {
      const p = project();
      mkdirSync(join(p.home, '.gemini'), { recursive: true });
      writeFileSync(join(p.home, '.gemini', 'settings.json'), JSON.stringify(userSettings));
      const out = doctor(cli, p.root, p.home);
      const gemini = out.split('\n').filter((l) => /Gemini CLI/.test(l));
      expect(
        gemini.some((l) => /^\s*problem/.test(l)),
        `${JSON.stringify(userSettings)}\n${out}`,
      ).toBe(true);
    }
  });
});

describe('timing', () => {
  it('a 10-call headless run with and without diffgate, against node -e 0', async () => {
    await Promise.allSettled([...sessions.values()]);
    const ten: Script = {
      main: [
        ...Array.from({ length: 10 }, (_, i) => call('run_shell_command', { command: `echo ${i}`, description: 'n' })),
        say('done'),
      ],
    };
    // a turn with no tool call: what BeforeAgent and AfterAgent add once per turn
    const none: Script = { main: [say('done')] };
    const bare = project(false);
    const guarded = project(true);
    const calls = { without: [] as number[], with: [] as number[] };
    // interleaved, so drift on the loaded machine hits both alike
    for (let i = 0; i < 2; i++) {
      const without = await run(bare, 'ten calls', ten);
      const withDg = await run(guarded, 'ten calls', ten);
      expect(functionResponses(without, 'main')).toHaveLength(10);
      expect(functionResponses(withDg, 'main')).toHaveLength(10);
      calls.without.push(without.ms);
      calls.with.push(withDg.ms);
    }
    // each turn with diffgate beside one without (lib/timing.ts)
    const turns = await pairedTurns(
      turnPairs(),
      async (install) => (await run(install ? guarded : bare, 'no call', none)).ms,
    );
    const start = startCosts(installedCommand(guarded.root, 'gemini'), 'gemini', guarded.root, {
      ...process.env,
      HOME: guarded.home,
    });
    const line = timingReport('gemini', { ...calls, ...turns }, start);
    writeFileSync(join(HERE, 'timing.latest.json'), `${JSON.stringify(line)}\n`);
    expect(line.turnPairs).toBe(turnPairs());
  }, 400_000);
});
