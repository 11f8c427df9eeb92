// Runs the pinned real Codex CLI (conformance/clients.json) headless against a scripted model:
//   codex exec --json --dangerously-bypass-approvals-and-sandbox PROMPT
//   codex exec --json --dangerously-bypass-approvals-and-sandbox resume THREAD_ID PROMPT
// with a clean environment: HOME and CODEX_HOME (the project's fresh home, $HOME/.codex), the model
// provider in $CODEX_HOME/config.toml (base_url on 127.0.0.1, wire_api = "responses", env_key
// CODEX_CONFORMANCE_KEY), and HTTP(S)_PROXY pointing at a recorder on 127.0.0.1 that refuses
// everything (NO_PROXY=127.0.0.1), so no request leaves the machine unseen. Every run is bounded:
// on timeout its process group is killed.
//
// Trust, as a person gives it: the folder in config.toml (`[projects."<root>"] trust_level =
// "trusted"`, what `codex exec --trust` or the TUI's trust prompt writes), and each hook's hash
// (`[hooks.state."<hooks.json path>:<event>:<group>:<handler>"] trusted_hash = "sha256:..."`, what
// the TUI's /hooks review writes), read from Codex's own `codex app-server` `hooks/list`.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain ESM module of the shared suite
import { clientPaths } from '../installClients.js';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The client's native executable (the platform package @openai/codex-linux-x64 that the wrapper's
 * optionalDependencies bring), or an error telling how to install it (the suite fails, never skips).
 */
export function codexBin(): string {
  const p = clientPaths('codex') as { bin: string; dir: string; version: string };
  const native = join(
    p.dir,
    'node_modules',
    '@openai',
    'codex-linux-x64',
    'vendor',
    'x86_64-unknown-linux-musl',
    'bin',
    'codex',
  );
  for (const bin of [native]) {
    if (!existsSync(bin) || !existsSync(p.bin)) continue;
    const head = readFileSync(bin).subarray(0, 4);
    if (head[0] === 0x7f && head.toString('latin1', 1, 4) === 'ELF') return p.bin;
  }
  throw new Error(
    `Codex ${p.version} is not installed at ${p.bin} (with its native binary ${native}): run \`node conformance/installClients.js codex\``,
  );
}

/** Every hook event Codex 0.169.0 knows (its binary's HookEventName list). */
export const ALL_EVENTS = [
  'PreModelRequest',
  'PreToolUse',
  'PermissionRequest',
  'PostToolUse',
  'PreCompact',
  'PostCompact',
  'SessionStart',
  'SessionEnd',
  'UserPromptSubmit',
  'SubagentStart',
  'SubagentStop',
  'Stop',
  'Interrupt',
];

export const API_KEY_ENV = 'CODEX_CONFORMANCE_KEY';

/** $CODEX_HOME/config.toml: the scripted model as the provider, the trusted folders, any extra TOML. */
export function writeUserConfig(home: string, modelUrl: string, trusted: string[] = [], extra = ''): void {
  const dir = join(home, '.codex');
  mkdirSync(dir, { recursive: true });
  const lines = [
    'model = "gpt-5.5"',
    'model_provider = "conformance"',
    '',
    // without these Codex 0.169.0 opens github.com, api.github.com (plugin marketplace), chatgpt.com
    // and ab.chatgpt.com (analytics) at every start, even with a local provider
    '[features]',
    'plugins = false',
    '',
    '[analytics]',
    'enabled = false',
    '',
    '[model_providers.conformance]',
    'name = "scripted model on 127.0.0.1"',
    `base_url = "${modelUrl}/v1"`,
    `env_key = "${API_KEY_ENV}"`,
    'wire_api = "responses"',
    'request_max_retries = 0',
    'stream_max_retries = 0',
    '',
    ...trusted.flatMap((t) => [`[projects.${JSON.stringify(t)}]`, 'trust_level = "trusted"', '']),
    extra,
  ];
  writeFileSync(join(dir, 'config.toml'), `${lines.join('\n')}\n`);
}

export function trustFolder(home: string, root: string): void {
  const f = join(home, '.codex', 'config.toml');
  writeFileSync(f, `${readFileSync(f, 'utf8')}\n[projects.${JSON.stringify(root)}]\ntrust_level = "trusted"\n`);
}

export interface ListedHook {
  key: string;
  eventName: string;
  command?: string;
  matcher?: string | null;
  source: string;
  sourcePath: string;
  currentHash: string;
  trustStatus: string;
  enabled: boolean;
}

/** Codex's own account of the hooks it would load in `cwd` (`codex app-server`, `hooks/list`). */
export async function listHooks(home: string, cwd: string, timeoutMs = 20_000): Promise<ListedHook[]> {
  const bin = codexBin();
  const child = spawn(bin, ['app-server'], {
    cwd,
    env: baseEnv(home, 'http://127.0.0.1:9'),
    detached: true,
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const send = (o: unknown) => child.stdin.write(`${JSON.stringify(o)}\n`);
  let buf = '';
  try {
    return await new Promise<ListedHook[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('codex app-server: no hooks/list answer')), timeoutMs);
      child.on('error', reject);
      child.stdout.on('data', (d: Buffer) => {
        buf += d.toString('utf8');
        let i: number;
        while ((i = buf.indexOf('\n')) >= 0) {
          const line = buf.slice(0, i);
          buf = buf.slice(i + 1);
          let m: { id?: unknown; error?: unknown; result?: { data?: { hooks?: ListedHook[] }[] } };
          try {
            m = JSON.parse(line);
          } catch {
            continue;
          }
          if (m.id === 1) {
            send({ jsonrpc: '2.0', method: 'initialized', params: {} });
            send({ jsonrpc: '2.0', id: 2, method: 'hooks/list', params: { cwds: [cwd] } });
          } else if (m.id === 2) {
            clearTimeout(timer);
            if (m.error) reject(new Error(`hooks/list: ${JSON.stringify(m.error)}`));
            else resolve((m.result?.data ?? []).flatMap((d) => d.hooks ?? []));
          }
        }
      });
      send({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { clientInfo: { name: 'diffgate-conformance', version: '1' } },
      });
    });
  } finally {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
}

/** Trusts every hook Codex lists for `cwd` that is not trusted yet, as the TUI's /hooks review does. */
export async function trustHooks(home: string, cwd: string): Promise<ListedHook[]> {
  const hooks = await listHooks(home, cwd);
  const f = join(home, '.codex', 'config.toml');
  let cfg = readFileSync(f, 'utf8');
  for (const h of hooks)
    if (h.trustStatus !== 'trusted' && h.trustStatus !== 'managed')
      cfg += `\n[hooks.state.${JSON.stringify(h.key)}]\ntrusted_hash = ${JSON.stringify(h.currentHash)}\n`;
  writeFileSync(f, cfg);
  return hooks;
}

/**
 * A logging hook for every event in the USER hooks (~/.codex/hooks.json of the fresh home), beside
 * diffgate's project hooks: each payload lands as one file in `dir`. The project's .codex/hooks.json
 * stays exactly as `diffgate install --codex` wrote it.
 */
export function installPayloadLogger(home: string, dir: string): void {
  mkdirSync(dir, { recursive: true });
  const script = join(here, 'logHook.sh');
  chmodSync(script, 0o755);
  const command = `${script} '${dir}'`;
  const hooks: Record<string, unknown> = {};
  for (const e of ALL_EVENTS) hooks[e] = [{ matcher: '*', hooks: [{ type: 'command', command }] }];
  mkdirSync(join(home, '.codex'), { recursive: true });
  writeFileSync(join(home, '.codex', 'hooks.json'), `${JSON.stringify({ hooks }, null, 2)}\n`);
}

/** A JSON object as the client wrote it (a hook payload, or an event of `codex exec --json`): other fields are narrowed where read. */
export type Payload = Record<string, unknown> & { prompt?: string; tool_input?: Record<string, unknown> };

/** The payloads the logger caught, in the order they came. */
export function readPayloads(dir: string): Payload[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const t = readFileSync(join(dir, f), 'utf8');
      try {
        return JSON.parse(t) as Payload;
      } catch {
        return { unparsed: t };
      }
    });
}

export interface RunResult {
  exit: number | null;
  timedOut: boolean;
  ms: number;
  stdout: string;
  stderr: string;
  /** `--json` events (thread.started, item.completed, turn.completed, ...). */
  events: Payload[];
  threadId?: string;
  /** stderr without Codex's own noise (the /tmp PATH-alias warning, "Reading additional input"). */
  said: string;
}

export interface RunOptions {
  prompt: string;
  cwd: string;
  home: string;
  modelUrl: string;
  /** Resume this thread (`codex exec resume ID PROMPT`). */
  resume?: string;
  args?: string[];
  env?: Record<string, string>;
  timeoutMs?: number;
}

let proxy: { url: string; seen: string[] } | undefined;

/** A proxy on 127.0.0.1 that records and refuses: any request the client tries to send off the machine. */
export async function offMachineGuard(): Promise<{ url: string; seen: string[] }> {
  if (proxy) return proxy;
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.writeHead(403).end();
  });
  server.on('connect', (req, socket) => {
    seen.push(`CONNECT ${req.url}`);
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  server.unref();
  proxy = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
  return proxy;
}

function baseEnv(home: string, guard: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    CODEX_HOME: join(home, '.codex'),
    XDG_CONFIG_HOME: join(home, '.config'),
    GIT_CONFIG_NOSYSTEM: '1',
    LANG: 'C.UTF-8',
    [API_KEY_ENV]: 'sk-conformance',
    HTTP_PROXY: guard,
    HTTPS_PROXY: guard,
    ALL_PROXY: guard,
    http_proxy: guard,
    https_proxy: guard,
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
  };
}

const NOISE = [
  /^WARNING: proceeding, even though we could not create PATH aliases.*$/gm,
  /^Reading additional input from stdin\.\.\.$/gm,
];

export async function runCodex(o: RunOptions): Promise<RunResult> {
  const bin = codexBin();
  const guard = await offMachineGuard();
  const env = { ...baseEnv(o.home, guard.url), ...o.env };
  const args = [
    'exec',
    '--json',
    '--dangerously-bypass-approvals-and-sandbox',
    ...(o.args ?? []),
    ...(o.resume ? ['resume', o.resume] : []),
    o.prompt,
  ];
  const started = Date.now();
  const child = spawn(bin, args, { cwd: o.cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* gone */
    }
  }, o.timeoutMs ?? 60_000);
  const exit = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  clearTimeout(timer);
  const ms = Date.now() - started;
  const events = stdout
    .split('\n')
    .filter((l) => l.trim().startsWith('{'))
    .map((l) => {
      try {
        return JSON.parse(l) as Payload;
      } catch {
        return { unparsed: l };
      }
    });
  const thread = events.find((e) => e.type === 'thread.started')?.thread_id;
  const threadId = typeof thread === 'string' ? thread : undefined;
  const said = NOISE.reduce((s, re) => s.replace(re, ''), stderr).trim();
  return { exit, timedOut, ms, stdout, stderr, events, threadId, said };
}
