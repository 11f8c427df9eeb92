// Runs the pinned real GitHub Copilot CLI (conformance/clients.json) headless against a scripted model:
//   copilot -p PROMPT --allow-all-tools [--resume=SESSION]
// with a clean environment: HOME (the project's fresh home; Copilot keeps config.json, settings.json,
// hooks/ and session-state/ under $HOME/.copilot), BYOK (COPILOT_PROVIDER_BASE_URL on 127.0.0.1,
// COPILOT_PROVIDER_TYPE=openai, COPILOT_PROVIDER_WIRE_API "completions" for claude-* / "responses"
// for gpt-5.*, COPILOT_MODEL), COPILOT_OFFLINE=true (no GitHub auth, telemetry, MCP, auto-update),
// and HTTP(S)_PROXY pointing at a recorder on 127.0.0.1 that refuses everything, so no request
// leaves the machine unseen. COPILOT_PKG_CACHE_HOME points at one shared extraction of the native
// binary's bundle (235 MB; it would otherwise be unpacked into every fresh HOME). Every run is bounded:
// on timeout its process group is killed.
//
// Trust, as a person gives it: the folder in $HOME/.copilot/config.json `trustedFolders` (what the
// trust dialog's "Yes, and remember" writes). Without it `copilot -p` loads no project hooks
// (.github/hooks/*.json) at all; the user hooks in $HOME/.copilot/hooks/ load regardless.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain ESM module of the shared suite
import { clientPaths } from '../installClients.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Every hook event Copilot CLI 1.0.102 runs (its runtime's hook event names). */
export const ALL_EVENTS = [
  'sessionStart',
  'sessionEnd',
  'userPromptSubmitted',
  'userPromptTransformed',
  'preToolUse',
  'permissionRequest',
  'postToolUse',
  'postToolUseFailure',
  'agentStop',
  'subagentStart',
  'subagentStop',
  'preCompact',
  'errorOccurred',
  'notification',
];

/** The model families: claude-* over Chat Completions, gpt-5.* over Responses (a different tool set). */
export type Family = 'claude' | 'gpt';
export const MODELS: Record<Family, { model: string; wire: 'completions' | 'responses' }> = {
  claude: { model: 'claude-sonnet-4.5', wire: 'completions' },
  gpt: { model: 'gpt-5.5', wire: 'responses' },
};

/**
 * The client's wrapper and its native binary (the platform package @github/copilot-linux-x64 that
 * the wrapper's optionalDependencies bring), or an error telling how to install it (fail, never skip).
 */
export function copilotBin(): string {
  const p = clientPaths('copilot') as { bin: string; dir: string; version: string };
  const native = join(p.dir, 'node_modules', '@github', 'copilot-linux-x64', 'copilot');
  if (existsSync(p.bin) && existsSync(native)) {
    const head = readFileSync(native).subarray(0, 4);
    if (head[0] === 0x7f && head.toString('latin1', 1, 4) === 'ELF') return p.bin;
  }
  throw new Error(
    `Copilot CLI ${p.version} is not installed at ${p.bin} (with its native binary ${native}): run \`node conformance/installClients.js copilot\``,
  );
}

/** One shared unpacked bundle for every run (beside the install, outside the fresh homes). */
export function pkgCache(): string {
  const p = clientPaths('copilot') as { dir: string };
  return join(p.dir, 'pkg-cache');
}

function configFile(home: string): string {
  return join(home, '.copilot', 'config.json');
}

function readConfig(home: string): Record<string, unknown> & { trustedFolders?: string[] } {
  const f = configFile(home);
  if (!existsSync(f)) return {};
  // the client writes `// ...` comment lines at the top
  return JSON.parse(readFileSync(f, 'utf8').replace(/^\s*\/\/.*$/gm, '') || '{}');
}

/** Trusts a folder as the trust dialog does: $HOME/.copilot/config.json `trustedFolders`. */
export function trustFolder(home: string, root: string): void {
  mkdirSync(join(home, '.copilot'), { recursive: true });
  const cfg = readConfig(home);
  cfg.trustedFolders = [...new Set([...(cfg.trustedFolders ?? []), root])];
  writeFileSync(configFile(home), `${JSON.stringify(cfg, null, 2)}\n`);
}

/** $HOME/.copilot/settings.json (user settings: disableAllHooks, ...). */
export function writeSettings(home: string, settings: Record<string, unknown>): void {
  mkdirSync(join(home, '.copilot'), { recursive: true });
  writeFileSync(join(home, '.copilot', 'settings.json'), `${JSON.stringify(settings, null, 2)}\n`);
}

/**
 * A logging hook for every event in the USER hooks ($HOME/.copilot/hooks/zz-log.json), beside
 * diffgate's project hooks: each payload lands as one file in `dir`, named by its event. The
 * project's .github/hooks/diffgate.json stays exactly as `diffgate install --copilot` wrote it.
 */
export function installPayloadLogger(home: string, dir: string): void {
  mkdirSync(dir, { recursive: true });
  const script = join(here, 'logHook.sh');
  chmodSync(script, 0o755);
  const hooks: Record<string, unknown> = {};
  for (const e of ALL_EVENTS) hooks[e] = [{ type: 'command', bash: `${script} '${dir}' ${e}`, timeoutSec: 10 }];
  mkdirSync(join(home, '.copilot', 'hooks'), { recursive: true });
  writeFileSync(join(home, '.copilot', 'hooks', 'zz-log.json'), `${JSON.stringify({ version: 1, hooks }, null, 2)}\n`);
}

/** A JSON object as the client wrote it (toolArgs: an object, or the raw text of a patch): other fields are narrowed where read. */
export type Payload = Record<string, unknown> & { event?: string; toolArgs?: Record<string, unknown> | string };

/** The payloads the logger caught, in the order they came, each with its `event`. */
export function readPayloads(dir: string): Payload[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const event = /-([A-Za-z]+)\.json$/.exec(f)?.[1];
      const t = readFileSync(join(dir, f), 'utf8');
      try {
        return { event, ...(JSON.parse(t) as Payload) };
      } catch {
        return { event, unparsed: t };
      }
    });
}

export interface RunResult {
  exit: number | null;
  timedOut: boolean;
  ms: number;
  stdout: string;
  stderr: string;
  /** The session id from the closing "Resume copilot --resume=ID" line. */
  sessionId?: string;
}

export interface RunOptions {
  prompt: string;
  cwd: string;
  home: string;
  modelUrl: string;
  family?: Family;
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

export function baseEnv(home: string, modelUrl: string, family: Family, guard: string): Record<string, string> {
  const m = MODELS[family];
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    GIT_CONFIG_NOSYSTEM: '1',
    LANG: 'C.UTF-8',
    TERM: 'dumb',
    COPILOT_PKG_CACHE_HOME: pkgCache(),
    COPILOT_OFFLINE: 'true',
    COPILOT_AUTO_UPDATE: 'false',
    COPILOT_PROVIDER_BASE_URL: `${modelUrl}/v1`,
    COPILOT_PROVIDER_TYPE: 'openai',
    COPILOT_PROVIDER_WIRE_API: m.wire,
    COPILOT_PROVIDER_API_KEY: 'sk-conformance',
    COPILOT_MODEL: m.model,
    HTTP_PROXY: guard,
    HTTPS_PROXY: guard,
    ALL_PROXY: guard,
    http_proxy: guard,
    https_proxy: guard,
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
  };
}

export async function runCopilot(o: RunOptions): Promise<RunResult> {
  const bin = copilotBin();
  const guard = await offMachineGuard();
  const env = { ...baseEnv(o.home, o.modelUrl, o.family ?? 'claude', guard.url), ...o.env };
  const args = ['-p', o.prompt, '--allow-all-tools', ...(o.resume ? [`--resume=${o.resume}`] : []), ...(o.args ?? [])];
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
  const sessionId = /--resume=([0-9a-f-]{36})/.exec(stdout + stderr)?.[1];
  return { exit, timedOut, ms, stdout, stderr, sessionId };
}
