// Drives the real, pinned Gemini CLI (@google/gemini-cli, conformance/clients.json) headless
// against a scripted stand-in for the Gemini API on 127.0.0.1.
//
// What makes 0.61.0 run here (read from its bundle, checked by running it):
// - the model URL: GOOGLE_GEMINI_BASE_URL=http://127.0.0.1:<port> with GEMINI_API_KEY=<anything>;
//   the client then calls POST /v1beta/models/<model>:streamGenerateContent?alt=sse.
//   GOOGLE_GEMINI_BASE_URL alone selects auth type "gateway", which the CLI's own check rejects
//   ("Invalid auth method selected.", exit 41), so the user settings name
//   security.auth.selectedType "gemini-api-key".
// - headless: `gemini -p <prompt> --approval-mode yolo -m gemini-2.5-flash`.
// - trust: folder trust is on by default in 0.61.0; an untrusted folder exits 55 headless. The
//   fresh HOME gets ~/.gemini/trustedFolders.json {"<repo>": "TRUST_FOLDER"} (what the trust
//   dialog writes), unless a run asks for an untrusted folder.
// - GEMINI_CLI_NO_RELAUNCH=true skips the child node the CLI otherwise starts for heap flags.
// - privacy.usageStatisticsEnabled false, auto update off, and HTTP(S)_PROXY pointed at a dead
//   local port with NO_PROXY=127.0.0.1: nothing may leave the machine.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
// @ts-expect-error plain JS module shared by the suite
import { clientPaths } from '../installClients.js';
import { type RecordedRequest, type ScriptedModel, startScriptedModel } from '../lib/scriptedModel.js';

export const MODEL = 'gemini-2.5-flash';

/** The pinned client's executable; throws (the test fails) when installClients has not run. */
export function geminiBin(): string {
  const p = clientPaths('gemini') as { bin: string; version: string };
  if (!existsSync(p.bin))
    throw new Error(
      `Gemini CLI ${p.version} is not installed at ${p.bin}: run \`node conformance/installClients.js gemini\` first`,
    );
  return p.bin;
}

export type Part = Record<string, unknown>;
/** One model answer: its parts, and how long the model "thinks" before answering. */
export interface Step {
  parts: Part[];
  delayMs?: number;
  /** Called once this answer has been sent to the client. */
  sent?: () => void;
}
/** main: answers to the main agent in order; sub: answers to a subagent (a request offering complete_task). */
export interface Script {
  main: Step[];
  sub?: Step[];
}

export const call = (name: string, args: Record<string, unknown>, delayMs?: number): Step => ({
  parts: [{ functionCall: { name, args } }],
  ...(delayMs === undefined ? {} : { delayMs }),
});
export const say = (text: string, delayMs?: number): Step => ({
  parts: [{ text }],
  ...(delayMs === undefined ? {} : { delayMs }),
});

interface Content {
  role?: string;
  parts?: Part[];
}
interface GenerateRequest {
  contents?: Content[];
  tools?: { functionDeclarations?: { name: string }[] }[];
}

export const toolNames = (r: RecordedRequest): string[] =>
  ((r.json as GenerateRequest | undefined)?.tools ?? []).flatMap((t) =>
    (t.functionDeclarations ?? []).map((f) => f.name),
  );
export const isSubagent = (r: RecordedRequest) => toolNames(r).includes('complete_task');
export const isGenerate = (r: RecordedRequest) => r.path.includes(':streamGenerateContent');

function handler(script: Script) {
  const seen = { main: 0, sub: 0 };
  return async (req: RecordedRequest, res: ServerResponse) => {
    if (isGenerate(req)) {
      const who = isSubagent(req) ? 'sub' : 'main';
      const steps = (who === 'sub' ? script.sub : script.main) ?? [];
      const step = steps[seen[who]++] ?? say(who === 'sub' ? 'Nothing more.' : 'Done.');
      if (step.delayMs) await new Promise((r) => setTimeout(r, step.delayMs));
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(
        `data: ${JSON.stringify({
          candidates: [{ content: { role: 'model', parts: step.parts }, finishReason: 'STOP', index: 0 }],
          usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
          modelVersion: MODEL,
        })}\n\n`,
      );
      res.end();
      step.sent?.();
      return;
    }
    if (req.path.includes(':countTokens')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"totalTokens":10}');
      return;
    }
    if (req.path.includes(':generateContent')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text: '{}' }] }, finishReason: 'STOP' }] }),
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{}');
  };
}

export interface RunOptions {
  home: string;
  cwd: string;
  prompt: string;
  script: Script;
  /** Write ~/.gemini/trustedFolders.json trusting cwd (default true). */
  trust?: boolean;
  /** Merged into ~/.gemini/settings.json. */
  userSettings?: Record<string, unknown>;
  env?: Record<string, string>;
  timeoutMs?: number;
}

export interface RunResult {
  code: number | string | null;
  stdout: string;
  stderr: string;
  ms: number;
  timedOut: boolean;
  requests: RecordedRequest[];
  /** Requests to streamGenerateContent, main agent and subagent. */
  generations: RecordedRequest[];
}

export function writeUserSettings(
  home: string,
  cwd: string,
  trust: boolean,
  extra: Record<string, unknown> = {},
): void {
  mkdirSync(join(home, '.gemini'), { recursive: true });
  writeFileSync(
    join(home, '.gemini', 'settings.json'),
    JSON.stringify({
      security: { auth: { selectedType: 'gemini-api-key' } },
      privacy: { usageStatisticsEnabled: false },
      general: { enableAutoUpdate: false, enableAutoUpdateNotification: false },
      ...extra,
    }),
  );
  const trustFile = join(home, '.gemini', 'trustedFolders.json');
  let folders: Record<string, string> = {};
  try {
    folders = JSON.parse(readFileSync(trustFile, 'utf8'));
  } catch {}
  if (trust) folders[cwd] = 'TRUST_FOLDER';
  else delete folders[cwd];
  writeFileSync(trustFile, JSON.stringify(folders));
}

/** Runs one headless session; the client's process group is killed on timeout and at the end. */
export async function runGemini(o: RunOptions): Promise<RunResult> {
  const bin = geminiBin();
  writeUserSettings(o.home, o.cwd, o.trust !== false, o.userSettings);
  const model: ScriptedModel = await startScriptedModel(handler(o.script));
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !/^(GEMINI_|GOOGLE_|DIFFGATE_|CLAUDE_)/.test(k)) env[k] = v;
  Object.assign(env, {
    HOME: o.home,
    XDG_CONFIG_HOME: join(o.home, '.config'),
    GIT_CONFIG_NOSYSTEM: '1',
    GOOGLE_GEMINI_BASE_URL: model.url,
    GEMINI_API_KEY: 'conformance-key',
    GEMINI_CLI_NO_RELAUNCH: 'true',
    HTTPS_PROXY: 'http://127.0.0.1:9',
    HTTP_PROXY: 'http://127.0.0.1:9',
    NO_PROXY: '127.0.0.1,localhost',
    NO_COLOR: '1',
    ...o.env,
  });
  const t0 = Date.now();
  const child = spawn(bin, ['-p', o.prompt, '--approval-mode', 'yolo', '-m', MODEL], {
    cwd: o.cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  let timedOut = false;
  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {}
  };
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup();
  }, o.timeoutMs ?? 100_000);
  const code = await new Promise<number | string | null>((resolve) => child.on('close', (c, s) => resolve(c ?? s)));
  const ms = Date.now() - t0;
  clearTimeout(timer);
  killGroup();
  await model.close();
  return {
    code,
    stdout,
    stderr,
    ms,
    timedOut,
    requests: model.requests,
    generations: model.requests.filter(isGenerate),
  };
}

export interface FunctionResponse {
  name: string;
  id?: string;
  response: { output?: string; error?: string };
}

/** Every functionResponse the client sent the model (main and subagent), in order. */
export function functionResponses(r: RunResult, who: 'main' | 'sub' | 'any' = 'any'): FunctionResponse[] {
  const out: FunctionResponse[] = [];
  const seen = new Set<string>();
  for (const q of r.generations) {
    if (who !== 'any' && isSubagent(q) !== (who === 'sub')) continue;
    for (const c of (q.json as GenerateRequest).contents ?? [])
      for (const p of c.parts ?? []) {
        const fr = p.functionResponse as FunctionResponse | undefined;
        if (!fr) continue;
        const key = `${fr.id}|${JSON.stringify(fr.response)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(fr);
      }
  }
  return out;
}

/** The text of the user turns the client sent the main agent (after the first prompt). */
export function userTexts(r: RunResult): string[] {
  const last = [...r.generations].reverse().find((q) => !isSubagent(q));
  const contents = ((last?.json as GenerateRequest | undefined)?.contents ?? []).filter((c) => c.role === 'user');
  return contents.flatMap((c) => (c.parts ?? []).map((p) => p.text).filter((t): t is string => typeof t === 'string'));
}

/** A function response's text, output or error. */
export const text = (f: FunctionResponse | undefined) => (f ? (f.response.error ?? f.response.output ?? '') : '');

/** Runs the built CLI's doctor in the repository (it exits 1 while any gate has a problem). */
export function doctor(cli: string, cwd: string, home: string): string {
  const r = spawnSync(process.execPath, [cli, 'doctor'], {
    cwd,
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), GIT_CONFIG_NOSYSTEM: '1' },
    encoding: 'utf8',
  });
  return `${r.stdout}${r.stderr}`;
}

/** Runs `diffgate hook gemini` on one payload, as the installed command does. */
export function hook(cli: string, cwd: string, home: string, payload: unknown) {
  const r = spawnSync(process.execPath, [cli, 'hook', 'gemini'], {
    cwd,
    input: JSON.stringify(payload),
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), GIT_CONFIG_NOSYSTEM: '1' },
    encoding: 'utf8',
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Adds a hook before diffgate's on each event that saves every payload it is given (capture only). */
export function addCaptureHooks(root: string, dir: string, events: string[]): void {
  const file = join(root, '.gemini', 'settings.json');
  const s = JSON.parse(readFileSync(file, 'utf8')) as { hooks: Record<string, unknown[]> };
  mkdirSync(dir, { recursive: true });
  const command = `f="${dir}/$(date +%s%N)-$$.json"; cat > "$f"; echo '{}'`;
  for (const e of events)
    s.hooks[e] = [
      { ...(e.endsWith('Tool') ? { matcher: '.*' } : {}), hooks: [{ type: 'command', name: `capture-${e}`, command }] },
      ...(s.hooks[e] ?? []),
    ];
  writeFileSync(file, JSON.stringify(s, null, 2));
}
