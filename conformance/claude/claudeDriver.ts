// Runs the pinned real Claude Code (conformance/clients.json) headless against a scripted model:
//   claude -p PROMPT --output-format stream-json --verbose --include-hook-events
//          --dangerously-skip-permissions
// with a clean environment: HOME (the project's fresh home), ANTHROPIC_BASE_URL (the model on
// 127.0.0.1), ANTHROPIC_API_KEY, IS_SANDBOX=1 (Claude Code refuses --dangerously-skip-permissions
// as root otherwise), CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1, and HTTP(S)_PROXY pointing at a
// recorder on 127.0.0.1 that refuses everything (NO_PROXY=127.0.0.1), so no request leaves the
// machine unseen. Every run is bounded: on timeout its process group is killed.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain ESM module of the shared suite
import { clientPaths } from '../installClients.js';

const here = dirname(fileURLToPath(import.meta.url));

/** The client's executable, or an error telling how to install it (the suite fails, never skips). */
export function claudeBin(): string {
  const p = clientPaths('claude') as { bin: string; dir: string; version: string };
  const native = join(p.dir, 'node_modules', '@anthropic-ai', 'claude-code-linux-x64', 'claude');
  // npm may not run the wrapper's postinstall (npm 11 install-scripts policy): bin/claude.exe is then
  // a stub, and the platform package's binary is the client itself
  for (const bin of [p.bin, native]) {
    if (!existsSync(bin)) continue;
    const head = readFileSync(bin).subarray(0, 4);
    if (head[0] === 0x7f && head.toString('latin1', 1, 4) === 'ELF') return bin;
  }
  throw new Error(
    `Claude Code ${p.version} is not installed at ${p.bin}: run \`node conformance/installClients.js claude\``,
  );
}

/** Every hook event Claude Code 2.1.328 knows (from its bundle). */
export const ALL_EVENTS = [
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
  'PostToolBatch',
  'Notification',
  'UserPromptSubmit',
  'UserPromptExpansion',
  'SessionStart',
  'SessionEnd',
  'Stop',
  'StopFailure',
  'SubagentStart',
  'SubagentStop',
  'PreCompact',
  'PostCompact',
  'PreModelSwitch',
  'PostModelSwitch',
  'PermissionRequest',
  'PermissionDenied',
  'Setup',
  'TeammateIdle',
  'TaskCreated',
  'TaskCompleted',
  'Elicitation',
  'ElicitationResult',
  'ConfigChange',
  'WorktreeCreate',
  'WorktreeRemove',
  'InstructionsLoaded',
  'CwdChanged',
  'FileChanged',
  'DirectoryAdded',
  'MessageDisplay',
];

/**
 * A logging hook for every event in the USER settings (~/.claude/settings.json of the fresh home),
 * beside diffgate's project hooks: each payload lands as one file in `dir`. The project's
 * settings stay exactly as `diffgate install --claude` wrote them.
 */
export function installPayloadLogger(home: string, dir: string): void {
  mkdirSync(dir, { recursive: true });
  const script = join(here, 'logHook.sh');
  chmodSync(script, 0o755);
  const command = `${script} '${dir}'`;
  const hooks: Record<string, unknown> = {};
  for (const e of ALL_EVENTS) hooks[e] = [{ matcher: '*', hooks: [{ type: 'command', command }] }];
  mkdirSync(join(home, '.claude'), { recursive: true });
  writeFileSync(join(home, '.claude', 'settings.json'), `${JSON.stringify({ hooks }, null, 2)}\n`);
}

/** A JSON object as the client wrote it: each field is narrowed where it is read. */
export type Payload = Record<string, unknown>;

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

export interface HookResponse {
  event: string;
  name: string;
  exit: number | null;
  stdout: string;
  stderr: string;
  outcome: string;
}

export interface RunResult {
  exit: number | null;
  timedOut: boolean;
  ms: number;
  stdout: string;
  stderr: string;
  events: Payload[];
  /** Claude Code's own report of each hook it ran (stream-json `hook_response`). */
  hooks: HookResponse[];
  /** The answers of hooks that said something (diffgate's: the logger says nothing). */
  spoke: HookResponse[];
}

export interface RunOptions {
  prompt: string;
  cwd: string;
  home: string;
  modelUrl: string;
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

export async function runClaude(o: RunOptions): Promise<RunResult> {
  const bin = claudeBin();
  const guard = await offMachineGuard();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: o.home,
    XDG_CONFIG_HOME: join(o.home, '.config'),
    GIT_CONFIG_NOSYSTEM: '1',
    LANG: 'C.UTF-8',
    IS_SANDBOX: '1',
    ANTHROPIC_BASE_URL: o.modelUrl,
    ANTHROPIC_API_KEY: 'sk-ant-conformance',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
    HTTP_PROXY: guard.url,
    HTTPS_PROXY: guard.url,
    http_proxy: guard.url,
    https_proxy: guard.url,
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
    ...o.env,
  };
  const args = [
    '-p',
    o.prompt,
    '--output-format',
    'stream-json',
    '--verbose',
    '--include-hook-events',
    '--dangerously-skip-permissions',
    ...(o.args ?? []),
  ];
  const started = Date.now();
  const child = spawn(bin, args, { cwd: o.cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  let timedOut = false;
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* gone */
    }
  };
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup();
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
  const hooks: HookResponse[] = events
    .filter((e) => e.type === 'system' && e.subtype === 'hook_response')
    .map((e) => ({
      event: String(e.hook_event),
      name: String(e.hook_name),
      exit: typeof e.exit_code === 'number' ? e.exit_code : null,
      stdout: String(e.stdout ?? ''),
      stderr: String(e.stderr ?? ''),
      outcome: String(e.outcome),
    }));
  return {
    exit,
    timedOut,
    ms,
    stdout,
    stderr,
    events,
    hooks,
    spoke: hooks.filter((h) => h.exit !== 0 || h.stdout || h.stderr),
  };
}
