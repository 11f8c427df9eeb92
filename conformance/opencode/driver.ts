// Drives the real OpenCode (opencode-ai, pinned in conformance/clients.json) headless against a
// scripted OpenAI-compatible model on 127.0.0.1. What works for 1.18.33 (see FINDINGS.md):
//   opencode run --format json --auto "<prompt>"   (cwd = the repository)
//   ~/.config/opencode/opencode.json: a provider with npm "@ai-sdk/openai-compatible" (bundled in
//   the binary, nothing downloaded) and options.baseURL = http://127.0.0.1:<port>/v1
//   OPENCODE_DISABLE_MODELS_FETCH=1 (no models.dev), OPENCODE_DISABLE_AUTOUPDATE=1, and a dead proxy
//   for everything but 127.0.0.1, so OpenCode's background `@opencode-ai/plugin` install fails.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
// @ts-expect-error plain JS module shared by the suite
import { clientPaths } from '../installClients.js';
import { type RecordedRequest, type ScriptedModel, sse, startScriptedModel } from '../lib/scriptedModel.js';

export function opencodeBin(): string {
  const p = clientPaths('opencode') as { bin: string; version: string };
  if (!existsSync(p.bin))
    throw new Error(
      `OpenCode ${p.version} is not installed at ${p.bin}: run \`node conformance/installClients.js opencode\``,
    );
  return p.bin;
}

/** One scripted answer of the model: tool calls (run in parallel by OpenCode), or text. */
export type Step =
  | { tools: { name: string; args: Record<string, unknown> }[]; delayMs?: number }
  | { text: string; delayMs?: number };
export const call = (name: string, args: Record<string, unknown>): Step => ({ tools: [{ name, args }] });
export const say = (text: string, delayMs?: number): Step => ({ text, delayMs });

interface ChatMessage {
  role: string;
  content?: unknown;
  tool_call_id?: string;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
}
export interface ChatBody {
  model: string;
  messages: ChatMessage[];
  tools?: { function: { name: string } }[];
}

export const body = (r: RecordedRequest) => r.json as ChatBody;
const isTitle = (r: RecordedRequest) =>
  JSON.stringify(body(r)?.messages?.[0]?.content ?? '').includes('You are a title generator');

/** The requests of the agent's turns (the title generator's are left out), in order. */
export const turns = (m: ScriptedModel) => m.requests.filter((r) => r.json && !isTitle(r));

/** Text of the tool results the client sent for a tool call id (or all of a request's). */
export function toolResults(r: RecordedRequest): { id: string; text: string }[] {
  return (body(r)?.messages ?? [])
    .filter((m) => m.role === 'tool')
    .map((m) => ({
      id: m.tool_call_id ?? '',
      text: typeof m.content === 'string' ? m.content : JSON.stringify(m.content),
    }));
}
/** Everything the client sent the model, as one string (to find a message wherever it went). */
export const allText = (m: ScriptedModel) =>
  turns(m)
    .map((r) => r.text)
    .join('\n');

/**
 * A model that answers the agent's n-th request with steps[n] (then "done"). A `task` subagent's
 * requests come in the same sequence (the parent waits for the child).
 */
export async function scriptedOpencodeModel(steps: Step[]): Promise<ScriptedModel> {
  let n = 0;
  return startScriptedModel(async (req, res: ServerResponse) => {
    if (!req.json) {
      res.writeHead(404).end();
      return;
    }
    const b = body(req);
    const base = { id: `chatcmpl-${n}`, object: 'chat.completion.chunk', created: 1, model: b.model };
    const chunk = (choice: unknown) => sse(res, { ...base, choices: [choice] });
    const step: Step = isTitle(req) ? { text: 'Conformance' } : (steps[n++] ?? { text: 'done' });
    if (step.delayMs) await new Promise((r) => setTimeout(r, step.delayMs));
    if ('tools' in step) {
      const k = n;
      chunk({
        index: 0,
        delta: {
          role: 'assistant',
          tool_calls: step.tools.map((t, i) => ({
            index: i,
            id: `call_${k}_${i}`,
            type: 'function',
            function: { name: t.name, arguments: JSON.stringify(t.args) },
          })),
        },
        finish_reason: null,
      });
      chunk({ index: 0, delta: {}, finish_reason: 'tool_calls' });
    } else {
      chunk({ index: 0, delta: { role: 'assistant', content: step.text }, finish_reason: null });
      chunk({ index: 0, delta: {}, finish_reason: 'stop' });
    }
    sse(res, { ...base, choices: [], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } });
    sse(res, '[DONE]');
    res.end();
  });
}

/** Writes the user config pointing OpenCode at the scripted model (model id decides the edit tools:
 * an id with "gpt-" (not gpt-4, not oss) gets apply_patch instead of edit/write). */
export function writeConfig(home: string, url: string, modelId = 'scripted', extra: Record<string, unknown> = {}) {
  const dir = join(home, '.config', 'opencode');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'opencode.json'),
    `${JSON.stringify(
      {
        $schema: 'https://opencode.ai/config.json',
        provider: {
          local: {
            npm: '@ai-sdk/openai-compatible',
            name: 'Local scripted model',
            options: { baseURL: `${url}/v1`, apiKey: 'conformance' },
            models: { [modelId]: { name: modelId, tool_call: true } },
          },
        },
        model: `local/${modelId}`,
        small_model: `local/${modelId}`,
        autoupdate: false,
        share: 'disabled',
        ...extra,
      },
      null,
      2,
    )}\n`,
  );
}

/**
 * OpenCode installs @opencode-ai/plugin from npm into every config folder it reads
 * (~/.config/opencode/, <project>/.opencode/) at start, and waits for it: with the registry out of
 * reach the run hangs. Its Npm.install skips a folder whose node_modules/ exists and whose
 * package-lock.json lists the package, which is what a user's first (online) run leaves there.
 * diffgate's plugin needs nothing from that package (its import is type-only).
 */
export function seedOpencodeDeps(dir: string) {
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  const deps = { '@opencode-ai/plugin': '1.18.33' };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ dependencies: deps })}\n`);
  writeFileSync(
    join(dir, 'package-lock.json'),
    `${JSON.stringify({ lockfileVersion: 3, packages: { '': { dependencies: deps } } })}\n`,
  );
}

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  ms: number;
  /** The --format json events. */
  events: { type: string; part?: { tool?: string; state?: { status: string; error?: string; output?: string } } }[];
}

export function runOpencode(o: {
  cwd: string;
  home: string;
  prompt: string;
  timeoutMs?: number;
  env?: Record<string, string>;
  args?: string[];
}): Promise<RunResult> {
  const bin = opencodeBin();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: o.home,
    XDG_CONFIG_HOME: join(o.home, '.config'),
    XDG_DATA_HOME: join(o.home, '.local', 'share'),
    XDG_STATE_HOME: join(o.home, '.local', 'state'),
    XDG_CACHE_HOME: join(o.home, '.cache'),
    TMPDIR: process.env.TMPDIR ?? '/tmp',
    GIT_CONFIG_NOSYSTEM: '1',
    OPENCODE_DISABLE_MODELS_FETCH: '1',
    OPENCODE_DISABLE_AUTOUPDATE: '1',
    OPENCODE_DISABLE_SHARE: '1',
    OPENCODE_DISABLE_LSP_DOWNLOAD: '1',
    // nothing may leave 127.0.0.1: anything else goes to a dead proxy (OpenCode's background
    // install of @opencode-ai/plugin into .opencode/ and ~/.config/opencode/ then fails, harmlessly)
    HTTP_PROXY: 'http://127.0.0.1:9',
    HTTPS_PROXY: 'http://127.0.0.1:9',
    http_proxy: 'http://127.0.0.1:9',
    https_proxy: 'http://127.0.0.1:9',
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
    npm_config_registry: 'http://127.0.0.1:9/',
    ...o.env,
  };
  seedOpencodeDeps(join(o.home, '.config', 'opencode'));
  if (existsSync(join(o.cwd, '.opencode'))) seedOpencodeDeps(join(o.cwd, '.opencode'));
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(bin, ['run', '--format', 'json', '--auto', ...(o.args ?? []), o.prompt], {
      cwd: o.cwd,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c));
    child.stderr.on('data', (c: Buffer) => (stderr += c));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {}
    }, o.timeoutMs ?? 60_000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      // whatever the run left in its process group (a background shell) is the test's to wait for
      const events = stdout
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .flatMap((l) => {
          try {
            return [JSON.parse(l)];
          } catch {
            return [];
          }
        });
      resolve({ code, signal, stdout, stderr, timedOut, ms: Date.now() - started, events });
    });
  });
}

/** The tool parts OpenCode reported in its json events: tool name, status, error or output. */
export const toolEvents = (r: RunResult) =>
  r.events
    .filter((e) => e.type === 'tool_use')
    .map((e) => ({
      tool: e.part?.tool,
      status: e.part?.state?.status,
      error: e.part?.state?.error,
      output: e.part?.state?.output,
    }));

/** A plugin that records the literal inputs OpenCode passes each hook (capture only). */
export const CAPTURE_PLUGIN = (file: string) => `import { appendFileSync } from 'node:fs';
const log = (hook, input, output) => appendFileSync(${JSON.stringify(file)}, JSON.stringify({ hook, input, output }) + '\\n');
export const Capture = async (ctx) => {
  log('init', { directory: ctx.directory, worktree: ctx.worktree, keys: Object.keys(ctx) });
  return {
    'tool.execute.before': async (input, output) => log('tool.execute.before', input, output),
    'tool.execute.after': async (input, output) => log('tool.execute.after', input, output),
    'chat.message': async (input, output) => log('chat.message', input, output),
    event: async (input) => { if (['session.idle', 'session.created', 'session.error'].includes(input.event.type)) log('event', input); },
  };
};
`;
