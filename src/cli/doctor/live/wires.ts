/**
 * The scripted edit, once per wire format: which request is the model call, how many tool results
 * it carries back, how a tool call is said, and how a result is read. A client (liveClients.ts)
 * names its wire and its calls, and `scripted` serves it: the model answers each agent-loop request
 * with the next call (the edit last) until every call's result is back, then says "done.".
 */
import type { ServerResponse } from 'node:http';
import { anthropicMessage, anthropicStream, chatCompletionsStream, geminiStream, responsesStream } from './sse.js';
import { type RecordedRequest, sendJson, sendStream } from './standIn.js';

type Json = Record<string, unknown>;

const isTable = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isTable) : []);

/** A message's text: a string, or its text parts joined by newlines. */
const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : list(content)
        .map((b) => (b.type === 'text' ? String(b.text) : ''))
        .join('\n');

/** What the model says in one answer: text, or a tool call with its id and input. */
type Said<I> = { text: string } | { tool: string; id: string; input: I };

/** A tool call's result as the client sent it back: the call's id (or tool, where the wire has no ids) and its text. */
interface Result {
  id: string;
  text: string;
}

/** One wire format; `I` is a tool call's input on it (JSON arguments, or a freeform tool's text). */
export interface Wire<I> {
  /** Answers a request that is not the model call and says so; false: it is the model call. */
  aside(req: RecordedRequest, res: ServerResponse): boolean;
  /** Whether the request is the agent's own loop; a side query (a title) gets `plain`. */
  loop(body: Json): boolean;
  plain: string;
  /** The results of tool calls this request sends back, in order. */
  results(body: Json): Result[];
  /** The id of the call named `name` ("edit", or the tool's name in lower case) of `tool`. */
  id(name: string, tool: string): string;
  /** Writes the answer; `n` is the request's number, `model` the model's name where the wire carries one. */
  send(res: ServerResponse, o: { n: number; model: string; body: Json; said: Said<I> }): void;
}

const offersTools = (body: Json) => Array.isArray(body.tools) && body.tools.length > 0;
/** OpenAI's wires: anything but a POST to the model call's path is not scripted. */
const postedTo =
  (suffix: string) =>
  (req: RecordedRequest, res: ServerResponse): boolean => {
    if (req.method === 'POST' && req.path.endsWith(suffix)) return false;
    sendJson(res, '{"error":{"message":"not scripted"}}', 404);
    return true;
  };
const modelOf = (body: Json, model: string) => String(body.model ?? model);

/** Anthropic Messages (Claude Code): count_tokens and any other path get a token count; title queries offer no tools. */
const messages: Wire<Json> = {
  aside(req, res) {
    if (req.path.startsWith('/v1/messages') && !req.path.includes('count_tokens')) return false;
    sendJson(res, JSON.stringify({ input_tokens: 10 }));
    return true;
  },
  loop: offersTools,
  plain: 'ok',
  results: (body) =>
    list(body.messages)
      .filter((m) => m.role === 'user')
      .flatMap((m) => list(m.content))
      .filter((b) => b.type === 'tool_result')
      .map((b) => ({ id: String(b.tool_use_id), text: textOf(b.content) })),
  id: (name) => `toolu_diffgate_live_${name}`,
  send(res, { n, model, body, said }) {
    const o = { id: `msg_live_${n}`, model: modelOf(body, model), blocks: [said] };
    if (body.stream === true) sendStream(res, anthropicStream(o));
    else sendJson(res, anthropicMessage(o));
  },
};

/** OpenAI Chat Completions (Copilot CLI's BYOK "completions" wire, OpenCode): a title or a session's name offers no tools. */
const chatCompletions: Wire<Json> = {
  aside: postedTo('/chat/completions'),
  loop: offersTools,
  plain: 'done.',
  results: (body) =>
    list(body.messages)
      .filter((m) => m.role === 'tool')
      .map((m) => ({ id: String(m.tool_call_id), text: textOf(m.content) })),
  id: (name) => `call_diffgate_live_${name}`,
  send: (res, { n, model, body, said }) =>
    sendStream(res, chatCompletionsStream({ id: `chatcmpl_${n}`, model: modelOf(body, model), blocks: [said] })),
};

/** OpenAI Responses (Codex CLI): a freeform tool's call (apply_patch) and its output; the model is named in the client's config only. */
const responses: Wire<string> = {
  aside: postedTo('/responses'),
  loop: () => true,
  plain: 'done.',
  results: (body) =>
    list(body.input)
      .filter((it) => it.type === 'custom_tool_call_output')
      .map((it) => ({
        id: String(it.call_id),
        text: typeof it.output === 'string' ? it.output : textOf(it.output),
      })),
  id: (name) => `call_diffgate_live_${name}`,
  send: (res, { n, said }) =>
    sendStream(
      res,
      responsesStream({
        id: `resp_live_${n}`,
        item: 'tool' in said ? { custom: said.tool, callId: said.id, input: said.input } : said,
      }),
    ),
};

/**
 * Gemini streamGenerateContent (Gemini CLI): its side calls (countTokens, generateContent) get
 * fixed answers; a function call has no id, its response is known by the tool's name.
 */
const gemini: Wire<Json> = {
  aside(req, res) {
    if (req.path.includes(':streamGenerateContent')) return false;
    if (req.path.includes(':countTokens')) sendJson(res, '{"totalTokens":10}');
    else if (req.path.includes(':generateContent'))
      sendJson(
        res,
        JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text: '{}' }] }, finishReason: 'STOP' }] }),
      );
    else sendJson(res, '{}', 404);
    return true;
  },
  loop: () => true,
  plain: 'done.',
  results: (body) =>
    list(body.contents)
      .flatMap((c) => list(c.parts))
      .map((p) => p.functionResponse)
      .filter(isTable)
      .map((f) => {
        const out = isTable(f.response) ? f.response : {};
        return { id: String(f.name), text: String(out.error ?? out.output ?? JSON.stringify(out)) };
      }),
  id: (_name, tool) => tool,
  send: (res, { model, said }) => sendStream(res, geminiStream({ model, blocks: [said] })),
};

export const WIRES = { messages, chatCompletions, responses, gemini };

/** A client's script: the calls before the edit (the file read first), the edit, the model's name where the request names none. */
export interface Script<I> {
  model: string;
  before?: readonly { tool: string; input: (file: string) => I }[];
  editTool: string;
  edit: (file: string) => I;
}

/** The client's side of the script: its edit tool, the stand-in's answer to a request, and the edit's result once sent back. */
export interface Scripted {
  /** The tool the model calls to edit the frozen file. */
  editTool: string;
  /** The stand-in's answer to one request; `file` is the frozen file's absolute path, `n` the request's number. */
  answer(req: RecordedRequest, res: ServerResponse, file: string, n: number): void;
  /** What the client sent the model as the edit's result, once it did. */
  editResult(requests: readonly RecordedRequest[]): string | undefined;
}

export function scripted<I>(wire: Wire<I>, s: Script<I>): Scripted {
  const editId = wire.id('edit', s.editTool);
  const calls = (file: string) => [
    ...(s.before ?? []).map((c) => ({ tool: c.tool, id: wire.id(c.tool.toLowerCase(), c.tool), input: c.input(file) })),
    { tool: s.editTool, id: editId, input: s.edit(file) },
  ];
  const bodyOf = (req: RecordedRequest): Json => (isTable(req.json) ? req.json : {});
  return {
    editTool: s.editTool,
    answer(req, res, file, n) {
      if (wire.aside(req, res)) return;
      const body = bodyOf(req);
      const loop = wire.loop(body);
      const said = loop ? (calls(file)[wire.results(body).length] ?? { text: 'done.' }) : { text: wire.plain };
      wire.send(res, { n, model: s.model, body, said });
    },
    editResult(requests) {
      let found: string | undefined;
      for (const r of requests) for (const got of wire.results(bodyOf(r))) if (got.id === editId) found = got.text;
      return found;
    },
  };
}
