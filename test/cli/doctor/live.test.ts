/**
 * `diffgate doctor --live`: the stand-in model's framing (what the real clients parse), its refusal
 * of every other host, and the report when a client does not hold the gate: clients that stand in
 * for Gemini CLI here talk to the stand-in as the real one does, but ignore the hooks, or hang.
 * The real clients are run by conformance/<agent>/doctorLive.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codexHookTrust } from '../../../src/agents/codex/hookTrust.js';
import { anthropicStream, chatCompletionsStream, geminiStream, sseEvent } from '../../../src/cli/doctor/live/sse.js';
import { startScriptedModel } from '../../../src/cli/doctor/live/standIn.js';

const CLI = resolve('dist/cli/index.js');

/** Splits an SSE body into events: the `event:` name and the joined `data:` lines. */
function events(body: string): { event?: string; data: string }[] {
  expect(body.endsWith('\n\n')).toBe(true);
  return body
    .slice(0, -2)
    .split('\n\n')
    .map((block) => {
      const lines = block.split('\n');
      for (const l of lines) expect(l).toMatch(/^(event|data): /);
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { ...(event ? { event } : {}), data };
    });
}

describe('the stand-in model: SSE framing', () => {
  it('one event is its name, its data and a blank line; a newline in the data makes a data line each', () => {
    expect(sseEvent({ a: 1 }, 'ping')).toBe('event: ping\ndata: {"a":1}\n\n');
    expect(sseEvent({ a: 'x\ny' })).toBe('data: {"a":"x\\ny"}\n\n');
    expect(sseEvent('one\ntwo')).toBe('data: one\ndata: two\n\n');
  });

  it('Anthropic Messages: message_start, each block as start/delta/stop, message_delta with the stop reason, message_stop', () => {
    const input = { file_path: '/r/f.txt', old_string: 'a\nb', new_string: 'c' };
    const body = anthropicStream({
      id: 'msg_1',
      model: 'm',
      blocks: [{ text: 'editing' }, { tool: 'Edit', id: 'toolu_1', input }],
    });
    const ev = events(body);
    expect(ev.map((e) => e.event)).toEqual([
      'message_start',
      'content_block_start',
      'content_block_delta',
      'content_block_stop',
      'content_block_start',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    const data = ev.map((e) => JSON.parse(e.data));
    for (const [i, d] of data.entries()) expect(d.type).toBe(ev[i]!.event);
    expect(data[0].message).toMatchObject({ id: 'msg_1', role: 'assistant', content: [] });
    expect(data[2].delta).toEqual({ type: 'text_delta', text: 'editing' });
    expect(data[4].content_block).toEqual({ type: 'tool_use', id: 'toolu_1', name: 'Edit', input: {} });
    expect(JSON.parse(data[5].delta.partial_json)).toEqual(input);
    expect(data[7].delta.stop_reason).toBe('tool_use');
    expect(
      JSON.parse(events(anthropicStream({ id: 'm2', model: 'm', blocks: [{ text: 'ok' }] }))[4]!.data).delta
        .stop_reason,
    ).toBe('end_turn');
  });

  it('Gemini streamGenerateContent: one data event with the whole finished candidate', () => {
    const ev = events(
      geminiStream({ model: 'g', blocks: [{ tool: 'write_file', id: '', input: { file_path: 'f', content: 'x\n' } }] }),
    );
    expect(ev).toHaveLength(1);
    expect(ev[0]!.event).toBeUndefined();
    const c = JSON.parse(ev[0]!.data).candidates[0];
    expect(c.finishReason).toBe('STOP');
    expect(c.content).toEqual({
      role: 'model',
      parts: [{ functionCall: { name: 'write_file', args: { file_path: 'f', content: 'x\n' } } }],
    });
  });

  it('Chat Completions: a chunk with the role and the tool call (arguments as a JSON string), one with the finish reason, then [DONE]', () => {
    const input = { path: '/r/f.txt', old_str: 'a', new_str: 'b' };
    const body = chatCompletionsStream({ id: 'c1', model: 'm', blocks: [{ tool: 'edit', id: 'call_1', input }] });
    expect(body.endsWith('data: [DONE]\n\n')).toBe(true);
    const ev = events(body).map((e) => e.data);
    expect(ev).toHaveLength(3);
    const [first, last] = [JSON.parse(ev[0]!), JSON.parse(ev[1]!)];
    expect(first.object).toBe('chat.completion.chunk');
    const call = first.choices[0].delta.tool_calls[0];
    expect(call).toMatchObject({ index: 0, id: 'call_1', type: 'function', function: { name: 'edit' } });
    expect(JSON.parse(call.function.arguments)).toEqual(input);
    expect(last.choices[0]).toEqual({ index: 0, delta: {}, finish_reason: 'tool_calls' });
    const plain = events(chatCompletionsStream({ id: 'c2', model: 'm', blocks: [{ text: 'done.' }] })).map(
      (e) => e.data,
    );
    expect(JSON.parse(plain[0]!).choices[0].delta).toEqual({ role: 'assistant', content: 'done.' });
    expect(JSON.parse(plain[1]!).choices[0].finish_reason).toBe('stop');
  });

  it('refuses and records a request sent to it as a proxy (an absolute URL, a CONNECT); answers its own', async () => {
    const m = await startScriptedModel((_req, res) => {
      res.end('mine');
    });
    const send = (o: { method: string; path: string }) =>
      new Promise<number>((ok, fail) => {
        const r = request({ host: '127.0.0.1', port: m.port, ...o }, (res) => {
          res.resume();
          ok(res.statusCode ?? 0);
        });
        r.on('connect', (res, socket) => {
          socket.destroy();
          ok(res.statusCode ?? 0);
        });
        r.on('error', fail);
        r.end();
      });
    expect(await send({ method: 'GET', path: 'http://example.com/x' })).toBe(403);
    expect(await send({ method: 'CONNECT', path: 'api.example.com:443' })).toBe(403);
    expect(await send({ method: 'POST', path: '/v1/messages' })).toBe(200);
    await m.close();
    expect(m.refused).toEqual(['GET http://example.com/x', 'CONNECT api.example.com:443']);
    expect(m.requests.map((r) => r.path)).toEqual(['/v1/messages']);
  });
});

/** A Gemini CLI stand-in: asks the model, does the write_file it is told to without any hook, and reports the result. */
const IGNORES_HOOKS = `#!/usr/bin/env node
const fs = require('node:fs');
const url = process.env.GOOGLE_GEMINI_BASE_URL + '/v1beta/models/m:streamGenerateContent?alt=sse';
const ask = async (contents) => {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ contents }) });
  const line = (await r.text()).split('\\n').find((l) => l.startsWith('data: '));
  return JSON.parse(line.slice(6)).candidates[0].content.parts;
};
(async () => {
  if (process.argv[2] === '--version') return console.log('0.0.1-fake');
  const contents = [{ role: 'user', parts: [{ text: process.argv[3] }] }];
  const parts = await ask(contents);
  const call = parts[0].functionCall;
  fs.writeFileSync(call.args.file_path, call.args.content);
  contents.push({ role: 'model', parts }, { role: 'user', parts: [{ functionResponse: { name: call.name, response: { output: 'Successfully wrote the file.' } } }] });
  await ask(contents);
})();
`;
const HANGS = `#!/usr/bin/env node
if (process.argv[2] === '--version') { console.log('0.0.2-fake'); process.exit(0); }
setInterval(() => {}, 1000);
`;

/** A Codex CLI stand-in: keeps what doctor gave it (its config.toml, the installed hooks.json, its environment) in KEEP, and does nothing else. */
const CODEX_KEEPS = (keep: string) => `#!/usr/bin/env node
const fs = require('node:fs');
if (process.argv[2] === '--version') { console.log('codex-cli 0.0.3-fake'); process.exit(0); }
fs.mkdirSync(${JSON.stringify(keep)}, { recursive: true });
fs.copyFileSync(process.env.CODEX_HOME + '/config.toml', ${JSON.stringify(keep)} + '/config.toml');
fs.copyFileSync(process.cwd() + '/.codex/hooks.json', ${JSON.stringify(keep)} + '/hooks.json');
fs.writeFileSync(${JSON.stringify(keep)} + '/run.json', JSON.stringify({ cwd: process.cwd(), args: process.argv.slice(2), env: process.env }));
`;

/** An OpenCode stand-in: keeps its user config, the plugin folders' seed and its environment in KEEP, and does nothing else. */
const OPENCODE_KEEPS = (keep: string) => `#!/usr/bin/env node
const fs = require('node:fs');
if (process.argv[2] === '--version') { console.log('1.18.99'); process.exit(0); }
const cfg = process.env.XDG_CONFIG_HOME + '/opencode';
const seen = {
  cwd: process.cwd(),
  args: process.argv.slice(2),
  env: process.env,
  config: JSON.parse(fs.readFileSync(cfg + '/opencode.json', 'utf8')),
  seeds: [cfg, process.cwd() + '/.opencode'].map((d) => ({
    lock: JSON.parse(fs.readFileSync(d + '/package-lock.json', 'utf8')),
    modules: fs.existsSync(d + '/node_modules'),
  })),
  plugin: fs.readdirSync(process.cwd() + '/.opencode/plugins'),
};
fs.mkdirSync(${JSON.stringify(keep)}, { recursive: true });
fs.writeFileSync(${JSON.stringify(keep)} + '/run.json', JSON.stringify(seen));
`;

function doctorLive(args: (fake: (name: string, text: string) => string, dir: string) => string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'dg-live-'));
  const repo = join(dir, 'repo');
  mkdirSync(repo);
  const env = {
    PATH: `${dirname(process.execPath)}:/usr/bin:/bin`,
    HOME: join(dir, 'home'),
    GIT_CONFIG_NOSYSTEM: '1',
  };
  spawnSync('git', ['init', '-q'], { cwd: repo, env });
  const fake = (name: string, text: string) => {
    const f = join(dir, name);
    writeFileSync(f, text);
    chmodSync(f, 0o755);
    return f;
  };
  const r = spawnSync(process.execPath, [CLI, 'doctor', '--live', ...args(fake, dir)], {
    cwd: repo,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const live = r.stdout.slice(r.stdout.indexOf('diffgate doctor --live'));
  return { status: r.status, live, out: `${r.stdout}${r.stderr}`, home: env.HOME };
}

describe('diffgate doctor --live: the report', () => {
  it('a client that does the edit without running the hooks: not blocked, the model not told, the file changed', () => {
    const r = doctorLive((fake) => ['--gemini-bin', fake('gemini', IGNORES_HOOKS)]);
    expect(r.status, r.out).toBe(1);
    expect(r.live).toMatch(/problem\s+live Gemini CLI\s+Gemini CLI 0\.0\.1-fake \(.*\) ran headless/);
    expect(r.live).toContain("diffgate's hook did not block the write_file call");
    expect(r.live).toContain("the model was not told of a block; the call's result was: Successfully wrote the file.");
    expect(r.live).toContain('diffgate-live-probe.txt was changed (it now reads "changed\\n")');
    // Claude Code is not on this PATH and was not given
    expect(r.live).toMatch(
      /ok\s+live Claude Code\s+not run: no claude on PATH \(give its executable with --claude-bin PATH\)/,
    );
  });

  it("Codex: the temporary HOME trusts the folder and each installed hook by Codex's hash; a run that blocks nothing says so", () => {
    let keep = '';
    const r = doctorLive((fake, dir) => {
      keep = join(dir, 'kept');
      return ['--codex-bin', fake('codex', CODEX_KEEPS(keep))];
    });
    expect(r.status, r.out).toBe(1);
    const run = JSON.parse(readFileSync(join(keep, 'run.json'), 'utf8'));
    const toml = readFileSync(join(keep, 'config.toml'), 'utf8');
    expect(run.args).toEqual(['exec', '--json', '--dangerously-bypass-approvals-and-sandbox', expect.any(String)]);
    expect(run.env.CODEX_HOME).toBe(join(run.env.HOME, '.codex'));
    expect(run.env.HOME).not.toBe(r.home);
    // the model is the stand-in on 127.0.0.1, with the key Codex reads from the variable the provider names
    expect(toml).toMatch(/^base_url = "http:\/\/127\.0\.0\.1:\d+\/v1"$/m);
    expect(toml).toContain('wire_api = "responses"');
    expect(run.env[/env_key = "(\w+)"/.exec(toml)![1]!]).toBeTruthy();
    // the folder and the four hooks diffgate installed, trusted as Codex's /hooks review trusts them
    expect(toml).toContain(`[projects.${JSON.stringify(run.cwd)}]\ntrust_level = "trusted"`);
    const hooksFile = join(run.cwd, '.codex', 'hooks.json');
    const trusted = codexHookTrust(hooksFile, JSON.parse(readFileSync(join(keep, 'hooks.json'), 'utf8')));
    expect(trusted.map((h) => h.key.slice(hooksFile.length))).toEqual([
      ':pre_tool_use:0:0',
      ':post_tool_use:0:0',
      ':user_prompt_submit:0:0',
      ':stop:0:0',
    ]);
    for (const h of trusted)
      expect(toml).toContain(`[hooks.state.${JSON.stringify(h.key)}]\ntrusted_hash = "${h.hash}"`);
    expect(r.live).toMatch(/problem\s+live Codex CLI\s+Codex CLI 0\.0\.3-fake/);
    expect(r.live).toContain('it sent the stand-in model no request');
    expect(r.live).toContain('a Codex that hashes its hooks otherwise skips them without a word');
    // the person's HOME (not made by this test) is never written
    expect(existsSync(r.home)).toBe(false);
  });

  it('OpenCode: the stand-in as its provider, its plugin folders seeded (no npm at start), the plugin installed; a run that blocks nothing says so', () => {
    let keep = '';
    const r = doctorLive((fake, dir) => {
      keep = join(dir, 'kept');
      return ['--opencode-bin', fake('opencode', OPENCODE_KEEPS(keep))];
    });
    expect(r.status, r.out).toBe(1);
    const run = JSON.parse(readFileSync(join(keep, 'run.json'), 'utf8'));
    expect(run.args).toEqual(['run', '--format', 'json', '--auto', expect.any(String)]);
    expect(run.config.model).toBe('live/stand-in');
    expect(run.config.provider.live.options.baseURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(run.env.OPENCODE_DISABLE_MODELS_FETCH).toBe('1');
    expect(run.env.npm_config_registry).toMatch(/^http:\/\/127\.0\.0\.1:/);
    for (const seed of run.seeds) {
      expect(seed.lock.packages[''].dependencies).toEqual({ '@opencode-ai/plugin': '1.18.99' });
      expect(seed.modules).toBe(true);
    }
    expect(run.plugin).toEqual(['diffgate.js']);
    expect(r.live).toMatch(/problem\s+live OpenCode\s+OpenCode 1\.18\.99/);
    expect(r.live).toContain('it sent the stand-in model no request');
    expect(existsSync(r.home)).toBe(false);
  });

  it('a client that hangs is killed at --live-timeout and reported with what it did not do', () => {
    const started = Date.now();
    const r = doctorLive((fake) => ['--gemini-bin', fake('gemini', HANGS), '--live-timeout', '2']);
    expect(Date.now() - started).toBeLessThan(40_000);
    expect(r.status, r.out).toBe(1);
    expect(r.live).toContain('it did not finish within 2 s and was killed');
    expect(r.live).toContain('it sent the stand-in model no request');
    expect(r.live).toContain('diffgate-live-probe.txt is unchanged');
  });

  it('an executable that does not exist is a problem, not a crash; a bad --live-timeout is a usage error', () => {
    const r = doctorLive(() => ['--claude-bin', '/no/such/claude']);
    expect(r.status, r.out).toBe(1);
    expect(r.live).toMatch(/problem\s+live Claude Code/);
    expect(r.live).toContain('it sent the stand-in model no request (exit error)');
    const bad = doctorLive(() => ['--live-timeout', 'soon']);
    expect(bad.status).toBe(2);
    expect(bad.out).toContain('--live-timeout takes a number of seconds above 0, not "soon"');
  });
});
