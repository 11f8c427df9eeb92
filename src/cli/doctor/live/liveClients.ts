/**
 * What each real client needs to run headless against the stand-in, and how to read what it did.
 * Each setting was learned by running the pinned client in the conformance suite
 * (conformance/<agent>/FINDINGS.md and its driver); everything lives in the temporary HOME and
 * repository, and every URL points at 127.0.0.1.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { codexHookTrust, codexTrustToml } from '../../../agents/codex/hookTrust.js';
import {
  anthropicMessage,
  anthropicStream,
  type Block,
  chatCompletionsStream,
  geminiStream,
  responsesStream,
} from './sse.js';
import { type RecordedRequest, sendJson, sendStream } from './standIn.js';

type Json = Record<string, unknown>;

/** A file doctor writes for the client, by absolute path (under the temporary HOME or repository). */
export interface Written {
  file: string;
  content: string;
}

/** Where the client's files go: the temporary HOME and repository; the stand-in's URL; the client's version ('' when unknown). */
export interface Place {
  home: string;
  repo: string;
  url: string;
  version: string;
}

export type LiveAgent = 'claude' | 'gemini' | 'copilot' | 'codex' | 'opencode';

/** The scripted edit: which tool, on which file, answered to the model as what. */
export interface LiveClient {
  agent: LiveAgent;
  title: string;
  /** The executable's name on PATH. */
  bin: string;
  /** The tool the model calls to edit the frozen file. */
  editTool: string;
  /** The client's user settings: the stand-in as its model, no sign-in, telemetry or update check. */
  settings(p: Place): Written[];
  /**
   * The trust a person gives this folder and its hooks, written where the client's own trust
   * dialog or hook review writes it (after `diffgate install`, so it can read the hooks installed).
   */
  trust(p: Place): Written[];
  /** What doctor wrote in the client's stead that a client of another version may read otherwise (said when the run fails). */
  trustNote?: 'codex';
  env(modelUrl: string, home: string): Record<string, string>;
  args(prompt: string): string[];
  /** The stand-in's answer to one request; `file` is the frozen file's absolute path. */
  answer(req: RecordedRequest, res: ServerResponse, file: string, n: number): void;
  /** What the client sent the model as the edit's result, once it did. */
  editResult(requests: readonly RecordedRequest[]): string | undefined;
  /** Whether the client's own report shows diffgate's hook answering the edit with a block (undefined: it reports no hooks). */
  hookBlocked(stdout: string): boolean | undefined;
}

const isTable = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isTable) : []);

const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : list(content)
        .map((b) => (b.type === 'text' ? String(b.text) : ''))
        .join('\n');

const EDIT_ID = 'toolu_diffgate_live_edit';

/**
 * Claude Code (2.1.x): `claude -p` with stream-json and hook events, permissions skipped so only
 * the hook can stop the edit (IS_SANDBOX=1: it refuses that flag as root otherwise); the model at
 * ANTHROPIC_BASE_URL. Its Edit needs a Read of the file first.
 */
export const claudeLive: LiveClient = {
  agent: 'claude',
  title: 'Claude Code',
  bin: 'claude',
  editTool: 'Edit',
  settings: () => [],
  trust: () => [],
  env: (url) => ({
    IS_SANDBOX: '1',
    ANTHROPIC_BASE_URL: url,
    ANTHROPIC_API_KEY: 'sk-ant-diffgate-live',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
  }),
  args: (prompt) => [
    '-p',
    prompt,
    '--output-format',
    'stream-json',
    '--verbose',
    '--include-hook-events',
    '--dangerously-skip-permissions',
  ],
  answer(req, res, file, n) {
    const body = isTable(req.json) ? req.json : {};
    if (!req.path.startsWith('/v1/messages') || req.path.includes('count_tokens')) {
      sendJson(res, JSON.stringify({ input_tokens: 10 }));
      return;
    }
    let blocks: Block[] = [{ text: 'ok' }];
    // the agent's own loop offers tools; title and other side queries do not
    if (Array.isArray(body.tools) && body.tools.length > 0) {
      const results = list(body.messages)
        .filter((m) => m.role === 'user')
        .flatMap((m) => list(m.content))
        .filter((b) => b.type === 'tool_result').length;
      blocks =
        results === 0
          ? [{ tool: 'Read', id: 'toolu_diffgate_live_read', input: { file_path: file } }]
          : results === 1
            ? [{ tool: 'Edit', id: EDIT_ID, input: { file_path: file, old_string: 'frozen', new_string: 'changed' } }]
            : [{ text: 'done.' }];
    }
    const o = { id: `msg_live_${n}`, model: String(body.model ?? 'claude-stand-in'), blocks };
    if (body.stream === true) sendStream(res, anthropicStream(o));
    else sendJson(res, anthropicMessage(o));
  },
  editResult(requests) {
    let found: string | undefined;
    for (const r of requests)
      for (const m of list(isTable(r.json) ? r.json.messages : undefined))
        for (const b of list(m.content))
          if (b.type === 'tool_result' && b.tool_use_id === EDIT_ID) found = textOf(b.content);
    return found;
  },
  hookBlocked(stdout) {
    let blocked = false;
    for (const line of stdout.split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const e = JSON.parse(line) as Json;
        if (e.subtype === 'hook_response' && e.hook_event === 'PreToolUse' && e.exit_code === 2)
          blocked ||= String(e.stderr ?? '').includes('diffgate blocked this');
      } catch {
        /* a line that is not an event */
      }
    }
    return blocked;
  },
};

const GEMINI_MODEL = 'gemini-2.5-flash';

/**
 * Gemini CLI (0.61.x): `gemini -p` in yolo mode, the model at GOOGLE_GEMINI_BASE_URL with an API
 * key and the auth type named in the user settings (the base URL alone selects "gateway", which
 * headless refuses); the temporary repository trusted in ~/.gemini/trustedFolders.json (headless
 * exits 55 in an untrusted folder); no relaunch, no telemetry, no update check.
 */
export const geminiLive: LiveClient = {
  agent: 'gemini',
  title: 'Gemini CLI',
  bin: 'gemini',
  editTool: 'write_file',
  settings: ({ home }) => [
    {
      file: join(home, '.gemini', 'settings.json'),
      content: JSON.stringify({
        security: { auth: { selectedType: 'gemini-api-key' } },
        privacy: { usageStatisticsEnabled: false },
        general: { enableAutoUpdate: false, enableAutoUpdateNotification: false },
      }),
    },
  ],
  trust: ({ home, repo }) => [
    { file: join(home, '.gemini', 'trustedFolders.json'), content: JSON.stringify({ [repo]: 'TRUST_FOLDER' }) },
  ],
  env: (url) => ({
    GOOGLE_GEMINI_BASE_URL: url,
    GEMINI_API_KEY: 'diffgate-live',
    GEMINI_CLI_NO_RELAUNCH: 'true',
    NO_COLOR: '1',
  }),
  args: (prompt) => ['-p', prompt, '--approval-mode', 'yolo', '-m', GEMINI_MODEL],
  answer(req, res, file) {
    if (req.path.includes(':streamGenerateContent')) {
      const body = isTable(req.json) ? req.json : {};
      const answered = list(body.contents)
        .flatMap((c) => list(c.parts))
        .some((p) => isTable(p.functionResponse));
      const blocks: Block[] = answered
        ? [{ text: 'done.' }]
        : [{ tool: 'write_file', id: '', input: { file_path: file, content: 'changed\n' } }];
      sendStream(res, geminiStream({ model: GEMINI_MODEL, blocks }));
      return;
    }
    if (req.path.includes(':countTokens')) return sendJson(res, '{"totalTokens":10}');
    if (req.path.includes(':generateContent'))
      return sendJson(
        res,
        JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text: '{}' }] }, finishReason: 'STOP' }] }),
      );
    sendJson(res, '{}', 404);
  },
  editResult(requests) {
    let found: string | undefined;
    for (const r of requests)
      for (const c of list(isTable(r.json) ? r.json.contents : undefined))
        for (const p of list(c.parts)) {
          const f = p.functionResponse;
          if (!isTable(f) || f.name !== 'write_file') continue;
          const out = isTable(f.response) ? f.response : {};
          found = String(out.error ?? out.output ?? JSON.stringify(out));
        }
    return found;
  },
  hookBlocked: () => undefined,
};

const COPILOT_MODEL = 'claude-sonnet-4.5';
const COPILOT_EDIT_ID = 'call_diffgate_live_edit';

/**
 * Copilot CLI (1.0.x): `copilot -p --allow-all-tools` offline (COPILOT_OFFLINE: no GitHub sign-in,
 * telemetry or update), the model through BYOK (COPILOT_PROVIDER_BASE_URL on 127.0.0.1, type openai,
 * the Chat Completions wire for a claude-* model, whose edit tool is `edit {path, old_str, new_str}`);
 * the temporary repository in ~/.copilot/config.json "trustedFolders" (else `-p` loads no project
 * hooks and says nothing).
 */
export const copilotLive: LiveClient = {
  agent: 'copilot',
  title: 'Copilot CLI',
  bin: 'copilot',
  editTool: 'edit',
  settings: () => [],
  trust: ({ home, repo }) => [
    { file: join(home, '.copilot', 'config.json'), content: JSON.stringify({ trustedFolders: [repo] }) },
  ],
  env: (url) => ({
    TERM: 'dumb',
    COPILOT_OFFLINE: 'true',
    COPILOT_AUTO_UPDATE: 'false',
    COPILOT_PROVIDER_BASE_URL: `${url}/v1`,
    COPILOT_PROVIDER_TYPE: 'openai',
    COPILOT_PROVIDER_WIRE_API: 'completions',
    COPILOT_PROVIDER_API_KEY: 'sk-diffgate-live',
    COPILOT_MODEL,
  }),
  args: (prompt) => ['-p', prompt, '--allow-all-tools'],
  answer(req, res, file, n) {
    if (req.method !== 'POST' || !req.path.endsWith('/chat/completions')) {
      sendJson(res, '{"error":{"message":"not scripted"}}', 404);
      return;
    }
    const body = isTable(req.json) ? req.json : {};
    const answered = list(body.messages).some((m) => m.role === 'tool');
    // a utility request (naming the session) offers no tools: a plain answer
    const tools = Array.isArray(body.tools) && body.tools.length > 0;
    const blocks: Block[] =
      tools && !answered
        ? [{ tool: 'edit', id: COPILOT_EDIT_ID, input: { path: file, old_str: 'frozen', new_str: 'changed' } }]
        : [{ text: 'done.' }];
    sendStream(res, chatCompletionsStream({ id: `chatcmpl_${n}`, model: COPILOT_MODEL, blocks }));
  },
  editResult(requests) {
    let found: string | undefined;
    for (const r of requests)
      for (const m of list(isTable(r.json) ? r.json.messages : undefined))
        if (m.role === 'tool' && m.tool_call_id === COPILOT_EDIT_ID) found = textOf(m.content);
    return found;
  },
  hookBlocked: () => undefined,
};

const CODEX_MODEL = 'gpt-5.5';
const CODEX_KEY_ENV = 'DIFFGATE_LIVE_CODEX_KEY';
const CODEX_EDIT_ID = 'call_diffgate_live_edit';

/**
 * Codex CLI (0.169.x): `codex exec --json` with approvals and sandbox bypassed (only the hook can
 * stop the edit), CODEX_HOME in the temporary HOME; the model a provider in its config.toml
 * (base_url on 127.0.0.1, `wire_api = "responses"`, a model Codex knows, so that it offers
 * `apply_patch`), plugins and analytics off (else it opens github.com and chatgpt.com at start).
 * Trust, as a person gives it: the folder (`[projects."<repo>"] trust_level = "trusted"`, what
 * `codex exec --trust` writes) and each installed hook's hash (`[hooks.state."<key>"]
 * trusted_hash`, what Codex's /hooks review writes), computed as Codex computes it
 * (src/agents/codex/hookTrust.ts).
 */
export const codexLive: LiveClient = {
  agent: 'codex',
  title: 'Codex CLI',
  bin: 'codex',
  editTool: 'apply_patch',
  settings: ({ home, url }) => [
    {
      file: join(home, '.codex', 'config.toml'),
      content: [
        `model = "${CODEX_MODEL}"`,
        'model_provider = "diffgate_live"',
        '',
        '[features]',
        'plugins = false',
        '',
        '[analytics]',
        'enabled = false',
        '',
        '[model_providers.diffgate_live]',
        'name = "diffgate doctor --live stand-in on 127.0.0.1"',
        `base_url = "${url}/v1"`,
        `env_key = "${CODEX_KEY_ENV}"`,
        'wire_api = "responses"',
        'request_max_retries = 0',
        'stream_max_retries = 0',
        '',
      ].join('\n'),
    },
  ],
  trust({ home, repo }) {
    const hooksFile = join(repo, '.codex', 'hooks.json');
    const trusted = codexHookTrust(hooksFile, JSON.parse(readFileSync(hooksFile, 'utf8')));
    return [
      {
        file: join(home, '.codex', 'config.toml'),
        content: `\n[projects.${JSON.stringify(repo)}]\ntrust_level = "trusted"\n\n${codexTrustToml(trusted)}`,
      },
    ];
  },
  trustNote: 'codex',
  env: (url, home) => ({
    CODEX_HOME: join(home, '.codex'),
    [CODEX_KEY_ENV]: 'sk-diffgate-live',
    ALL_PROXY: url,
  }),
  args: (prompt) => ['exec', '--json', '--dangerously-bypass-approvals-and-sandbox', prompt],
  answer(req, res, file, n) {
    if (req.method !== 'POST' || !req.path.endsWith('/responses')) {
      sendJson(res, '{"error":{"message":"not scripted"}}', 404);
      return;
    }
    const body = isTable(req.json) ? req.json : {};
    const answered = list(body.input).some((it) => it.type === 'custom_tool_call_output');
    const patch = `*** Begin Patch\n*** Update File: ${basename(file)}\n@@\n-frozen\n+changed\n*** End Patch`;
    sendStream(
      res,
      responsesStream({
        id: `resp_live_${n}`,
        item: answered ? { text: 'done.' } : { custom: 'apply_patch', callId: CODEX_EDIT_ID, input: patch },
      }),
    );
  },
  editResult(requests) {
    let found: string | undefined;
    for (const r of requests)
      for (const it of list(isTable(r.json) ? r.json.input : undefined))
        if (it.type === 'custom_tool_call_output' && it.call_id === CODEX_EDIT_ID)
          found = typeof it.output === 'string' ? it.output : textOf(it.output);
    return found;
  },
  hookBlocked: () => undefined,
};

const OPENCODE_EDIT_ID = 'call_diffgate_live_edit';

/**
 * What OpenCode installs into each config folder it reads at start (~/.config/opencode/,
 * <repo>/.opencode/) and waits for: with no registry it would hang. It skips a folder whose
 * node_modules/ exists and whose package-lock.json lists @opencode-ai/plugin, what a person's first
 * (online) run leaves; diffgate's plugin needs nothing from that package.
 */
function opencodeSeed(dir: string, version: string): Written[] {
  const deps = { '@opencode-ai/plugin': version };
  return [
    { file: join(dir, 'package.json'), content: `${JSON.stringify({ dependencies: deps })}\n` },
    {
      file: join(dir, 'package-lock.json'),
      content: `${JSON.stringify({ lockfileVersion: 3, packages: { '': { dependencies: deps } } })}\n`,
    },
    { file: join(dir, 'node_modules', '.diffgate-live'), content: '' },
  ];
}

/**
 * OpenCode (1.18.x): `opencode run --format json --auto`, the model a provider of its user config
 * (`@ai-sdk/openai-compatible`, bundled in the client, baseURL on 127.0.0.1, Chat Completions SSE;
 * a model id without "gpt-" so that it offers `edit`), models.dev, share, update and LSP downloads
 * off. OpenCode has no folder trust: it loads the project's plugin wherever it starts.
 */
export const opencodeLive: LiveClient = {
  agent: 'opencode',
  title: 'OpenCode',
  bin: 'opencode',
  editTool: 'edit',
  settings: ({ home, repo, url, version }) => [
    {
      file: join(home, '.config', 'opencode', 'opencode.json'),
      content: JSON.stringify({
        provider: {
          live: {
            npm: '@ai-sdk/openai-compatible',
            name: 'diffgate doctor --live stand-in',
            options: { baseURL: `${url}/v1`, apiKey: 'diffgate-live' },
            models: { 'stand-in': { name: 'stand-in', tool_call: true } },
          },
        },
        model: 'live/stand-in',
        small_model: 'live/stand-in',
        autoupdate: false,
        share: 'disabled',
      }),
    },
    ...opencodeSeed(join(home, '.config', 'opencode'), version || '*'),
    ...opencodeSeed(join(repo, '.opencode'), version || '*'),
  ],
  trust: () => [],
  env: (url, home) => ({
    XDG_DATA_HOME: join(home, '.local', 'share'),
    XDG_STATE_HOME: join(home, '.local', 'state'),
    OPENCODE_DISABLE_MODELS_FETCH: '1',
    OPENCODE_DISABLE_AUTOUPDATE: '1',
    OPENCODE_DISABLE_SHARE: '1',
    OPENCODE_DISABLE_LSP_DOWNLOAD: '1',
    npm_config_registry: `${url}/npm/`,
  }),
  args: (prompt) => ['run', '--format', 'json', '--auto', prompt],
  answer(req, res, file, n) {
    if (req.method !== 'POST' || !req.path.endsWith('/chat/completions')) {
      sendJson(res, '{"error":{"message":"not scripted"}}', 404);
      return;
    }
    const body = isTable(req.json) ? req.json : {};
    const answered = list(body.messages).some((m) => m.role === 'tool');
    // the title request offers no tools: a plain answer
    const tools = Array.isArray(body.tools) && body.tools.length > 0;
    const blocks: Block[] =
      tools && !answered
        ? [
            {
              tool: 'edit',
              id: OPENCODE_EDIT_ID,
              input: { filePath: file, oldString: 'frozen', newString: 'changed' },
            },
          ]
        : [{ text: 'done.' }];
    sendStream(res, chatCompletionsStream({ id: `chatcmpl_${n}`, model: String(body.model ?? 'stand-in'), blocks }));
  },
  editResult(requests) {
    let found: string | undefined;
    for (const r of requests)
      for (const m of list(isTable(r.json) ? r.json.messages : undefined))
        if (m.role === 'tool' && m.tool_call_id === OPENCODE_EDIT_ID) found = textOf(m.content);
    return found;
  },
  // its --format json events: the edit's tool part, failed with the plugin's message
  hookBlocked(stdout) {
    let seen: boolean | undefined;
    for (const line of stdout.split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const e = JSON.parse(line) as Json;
        const part = isTable(e.part) ? e.part : {};
        const state = isTable(part.state) ? part.state : {};
        if (e.type !== 'tool_use' || part.tool !== 'edit') continue;
        seen ||= state.status === 'error' && String(state.error ?? '').includes('diffgate blocked this');
      } catch {
        /* a line that is not an event */
      }
    }
    return seen;
  },
};

export const LIVE_CLIENTS: readonly LiveClient[] = [claudeLive, geminiLive, copilotLive, codexLive, opencodeLive];
