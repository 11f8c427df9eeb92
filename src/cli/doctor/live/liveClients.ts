/**
 * What each real client needs to run headless against the stand-in, and how to read what it did.
 * Each setting was learned by running the pinned client in the conformance suite
 * (conformance/<agent>/FINDINGS.md and its driver); everything lives in the temporary HOME and
 * repository, and every URL points at 127.0.0.1.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { anthropicMessage, anthropicStream, type Block, chatCompletionsStream, geminiStream } from './sse.js';
import { type RecordedRequest, sendJson, sendStream } from './standIn.js';

type Json = Record<string, unknown>;

/** The scripted edit: which tool, on which file, answered to the model as what. */
export interface LiveClient {
  agent: 'claude' | 'gemini' | 'copilot';
  title: string;
  /** The executable's name on PATH. */
  bin: string;
  /** The tool the model calls to edit the frozen file. */
  editTool: string;
  /** Writes the client's user settings (trust, auth, no telemetry) into the temporary HOME. */
  prepare(home: string, repo: string): void;
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
  prepare: () => undefined,
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
  prepare(home, repo) {
    mkdirSync(join(home, '.gemini'), { recursive: true });
    writeFileSync(
      join(home, '.gemini', 'settings.json'),
      JSON.stringify({
        security: { auth: { selectedType: 'gemini-api-key' } },
        privacy: { usageStatisticsEnabled: false },
        general: { enableAutoUpdate: false, enableAutoUpdateNotification: false },
      }),
    );
    writeFileSync(join(home, '.gemini', 'trustedFolders.json'), JSON.stringify({ [repo]: 'TRUST_FOLDER' }));
  },
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
  prepare(home, repo) {
    mkdirSync(join(home, '.copilot'), { recursive: true });
    writeFileSync(join(home, '.copilot', 'config.json'), JSON.stringify({ trustedFolders: [repo] }));
  },
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

export const LIVE_CLIENTS: readonly LiveClient[] = [claudeLive, geminiLive, copilotLive];
