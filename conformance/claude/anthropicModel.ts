// A scripted stand-in for the Anthropic Messages API (POST /v1/messages, stream: true, SSE) on
// 127.0.0.1, on top of lib/scriptedModel.ts. A script maps a key (text that opens a conversation:
// the -p prompt, a subagent's prompt, "<task-notification>") to its steps; the step a request gets
// is the number of assistant messages after the latest user text holding the key. Every request
// without a matching key (title / side queries, a conversation not scripted) gets a plain "ok".
import type { ServerResponse } from 'node:http';
import { type RecordedRequest, type ScriptedModel, sse, startScriptedModel } from '../lib/scriptedModel.js';

export type ToolCall = { tool: string; input: Record<string, unknown> };
export type Block = ToolCall | { text: string };
/** One model turn: one block, or several (parallel tool calls). */
export type Step = Block | Block[];
export type Script = Record<string, Step[]>;

type Json = Record<string, unknown>;

export interface ToolResult {
  id: string;
  text: string;
  isError: boolean;
}

export interface ClaudeModel extends ScriptedModel {
  /** The id given to a scripted tool call: `toolu_<key index>_<step>_<block>`. */
  idOf(key: string, step: number, block?: number): string;
  /** Every tool_result the client sent back, by tool_use_id (the latest copy). */
  toolResults(): Map<string, ToolResult>;
  toolResult(id: string): ToolResult | undefined;
  /** Every text the client sent as the user or system (prompts, hook messages, task notifications), in order, deduplicated. */
  userTexts(): string[];
  /** The main-loop requests (those with tools). */
  agentRequests(): RecordedRequest[];
}

const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((b: Json) => (b?.type === 'text' ? String(b.text) : '')).join('\n')
      : '';

/** The text blocks of a user message, and of the `role: "system"` messages Claude Code 2.1.328 sends (hook messages land there). */
function userTextBlocks(m: Json): string[] {
  if (m?.role !== 'user' && m?.role !== 'system') return [];
  if (typeof m.content === 'string') return [m.content];
  if (!Array.isArray(m.content)) return [];
  return m.content.filter((b: Json) => b?.type === 'text').map((b: Json) => String(b.text));
}

/** Strings in tool inputs go through `expand` when sent ($ROOT: the repository, wherever it is now). */
export async function startClaudeModel(script: Script, expand: (s: string) => string = (s) => s): Promise<ClaudeModel> {
  const deep = (v: unknown): unknown =>
    typeof v === 'string'
      ? expand(v)
      : Array.isArray(v)
        ? v.map(deep)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, deep(x)]))
          : v;
  const keys = Object.keys(script);
  const idOf = (key: string, step: number, block = 0) => `toolu_${keys.indexOf(key)}_${step}_${block}`;
  let n = 0;
  const model = await startScriptedModel((req, res) => {
    n++;
    const body = (req.json ?? {}) as Json;
    if (!req.path.startsWith('/v1/messages') || req.path.includes('count_tokens')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ input_tokens: 10 }));
      return;
    }
    const messages: Json[] = Array.isArray(body.messages) ? body.messages : [];
    const hasTools = Array.isArray(body.tools) && body.tools.length > 0;
    let blocks: Block[] = [{ text: 'ok' }];
    if (hasTools) {
      // the conversation: the latest user text that holds a key
      let best: { key: string; at: number } | undefined;
      messages.forEach((m, at) => {
        for (const t of userTextBlocks(m))
          for (const key of keys) if (t.includes(key) && (!best || at >= best.at)) best = { key, at };
      });
      if (best) {
        const step = messages.slice(best.at + 1).filter((m) => m.role === 'assistant').length;
        const s = script[best.key]![step];
        blocks = s === undefined ? [{ text: 'done.' }] : Array.isArray(s) ? s : [s];
        blocks = blocks.map((b, i) =>
          'tool' in b ? { ...b, input: deep(b.input) as Record<string, unknown>, id: idOf(best!.key, step, i) } : b,
        );
      } else blocks = [{ text: 'done.' }];
    }
    reply(res, body, blocks as (Block & { id?: string })[], n);
  });
  const toolResults = () => {
    const out = new Map<string, ToolResult>();
    for (const r of model.requests)
      for (const m of ((r.json as Json)?.messages ?? []) as Json[])
        if (m.role === 'user' && Array.isArray(m.content))
          for (const b of m.content)
            if (b?.type === 'tool_result')
              out.set(b.tool_use_id, { id: b.tool_use_id, text: textOf(b.content), isError: b.is_error === true });
    return out;
  };
  return {
    ...model,
    idOf,
    toolResults,
    toolResult: (id) => toolResults().get(id),
    userTexts: () => {
      const seen = new Set<string>();
      for (const r of model.requests)
        for (const m of ((r.json as Json)?.messages ?? []) as Json[]) for (const t of userTextBlocks(m)) seen.add(t);
      return [...seen];
    },
    agentRequests: () =>
      model.requests.filter((r) => {
        const tools = (r.json as Json | undefined)?.tools;
        return Array.isArray(tools) && tools.length > 0;
      }),
  };
}

function reply(res: ServerResponse, body: Json, blocks: (Block & { id?: string })[], n: number): void {
  const usesTool = blocks.some((b) => 'tool' in b);
  const stop = usesTool ? 'tool_use' : 'end_turn';
  const message = {
    id: `msg_${n}`,
    type: 'message',
    role: 'assistant',
    model: body.model ?? 'claude-scripted',
    stop_sequence: null,
    usage: { input_tokens: 5, output_tokens: 5 },
  };
  if (body.stream !== true) {
    res.writeHead(200, { 'content-type': 'application/json' });
    const content = blocks.map((b) =>
      'tool' in b ? { type: 'tool_use', id: b.id, name: b.tool, input: b.input } : { type: 'text', text: b.text },
    );
    res.end(JSON.stringify({ ...message, content, stop_reason: stop }));
    return;
  }
  const ev = (type: string, data: Json) => sse(res, { type, ...data }, type);
  ev('message_start', { message: { ...message, content: [], stop_reason: null } });
  blocks.forEach((b, index) => {
    if ('tool' in b) {
      ev('content_block_start', { index, content_block: { type: 'tool_use', id: b.id, name: b.tool, input: {} } });
      ev('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(b.input) } });
    } else {
      ev('content_block_start', { index, content_block: { type: 'text', text: '' } });
      ev('content_block_delta', { index, delta: { type: 'text_delta', text: b.text } });
    }
    ev('content_block_stop', { index });
  });
  ev('message_delta', { delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 5 } });
  ev('message_stop', {});
  res.end();
}
