// A scripted stand-in for the OpenAI Responses API (POST /v1/responses, stream: true, SSE) on
// 127.0.0.1, on top of lib/scriptedModel.ts, as Codex 0.169.0 speaks it (a model provider with
// wire_api = "responses"). A script maps a key (text in a user message that opens a conversation:
// the exec prompt, a subagent's spawn_agent message) to its steps; the step a request gets is the
// number of model output items (tool calls, assistant messages) after the latest user message
// holding the key. A request without a matching key gets a plain "done.".
//
// A step is one output item: {fn, args} a function tool (exec_command, write_stdin, spawn_agent with
// ns "multi_agent_v1", ...), {custom, input} a freeform tool (apply_patch: the raw patch), or {text}.
// Strings go through `expand` ($ROOT: the repository wherever it is now) and "$AGENT" becomes the
// agent id of the latest spawn_agent result in the conversation, "$SESSION" the number of the latest
// unified exec session ("Process running with session ID N").
import type { ServerResponse } from 'node:http';
import { type RecordedRequest, type ScriptedModel, sse, startScriptedModel } from '../lib/scriptedModel.js';

export type Step =
  | { fn: string; args: Record<string, unknown>; ns?: string }
  | { custom: string; input: string }
  | { text: string };
export type Script = Record<string, Step[]>;

type Json = Record<string, unknown>;

export interface ToolOutput {
  callId: string;
  type: string;
  text: string;
}

export interface ResponsesModel extends ScriptedModel {
  /** The call_id given to a scripted tool call: `call_<key index>_<step>`. */
  idOf(key: string, step: number): string;
  /** Every tool output the client sent back (function_call_output, custom_tool_call_output), by call_id, the latest copy. */
  outputs(): Map<string, ToolOutput>;
  output(callId: string): ToolOutput | undefined;
  /** Every text the client sent as a user or developer message, in order, deduplicated. */
  userTexts(): string[];
  /** The requests to /responses. */
  agentRequests(): RecordedRequest[];
}

const textOf = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map((c: Json) => (typeof c?.text === 'string' ? c.text : '')).join('\n');
  const content = v && typeof v === 'object' ? (v as Json).content : undefined;
  return typeof content === 'string' ? content : JSON.stringify(v ?? '');
};

const messageTexts = (it: Json, roles = ['user']): string[] =>
  it?.type === 'message' && roles.includes(String(it.role)) && Array.isArray(it.content)
    ? it.content.map((c: Json) => String(c?.text ?? '')).filter(Boolean)
    : [];

const isModelItem = (it: Json) =>
  ['function_call', 'custom_tool_call', 'local_shell_call', 'tool_search_call'].includes(String(it?.type)) ||
  (it?.type === 'message' && it.role === 'assistant');

export async function startResponsesModel(
  script: Script,
  expand: (s: string) => string = (s) => s,
): Promise<ResponsesModel> {
  const keys = Object.keys(script);
  const idOf = (key: string, step: number) => `call_${keys.indexOf(key)}_${step}`;
  let n = 0;
  const model = await startScriptedModel((req, res) => {
    n++;
    const body = (req.json ?? {}) as Json;
    if (req.method !== 'POST' || !req.path.endsWith('/responses')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":{"message":"not scripted"}}');
      return;
    }
    const input: Json[] = Array.isArray(body.input) ? body.input : [];
    let best: { key: string; at: number } | undefined;
    input.forEach((it, at) => {
      for (const t of messageTexts(it)) for (const key of keys) if (t.includes(key)) best = { key, at };
    });
    let step: Step = { text: 'done.' };
    let id = `call_x_${n}`;
    if (best) {
      const k = best.key;
      const i = input.slice(best.at + 1).filter(isModelItem).length;
      step = script[k]![i] ?? { text: 'done.' };
      id = idOf(k, i);
    }
    // the latest spawn_agent result in this conversation names the agent
    let agent = '';
    let session = 0;
    for (const it of input)
      if (it?.type === 'function_call_output') {
        const m = /"agent_id"\s*:\s*"([^"]+)"/.exec(textOf(it.output));
        if (m) agent = m[1]!;
        const q = /session ID (\d+)/i.exec(textOf(it.output));
        if (q) session = Number(q[1]);
      }
    const deep = (v: unknown): unknown =>
      typeof v === 'string'
        ? v === '$AGENT'
          ? agent
          : v === '$SESSION'
            ? session
            : expand(v)
        : Array.isArray(v)
          ? v.map(deep)
          : v && typeof v === 'object'
            ? Object.fromEntries(Object.entries(v).map(([a, x]) => [a, deep(x)]))
            : v;
    reply(res, deep(step) as Step, id, n);
  });
  const outputs = () => {
    const out = new Map<string, ToolOutput>();
    for (const r of model.requests)
      for (const it of ((r.json as Json)?.input ?? []) as Json[])
        if (typeof it?.type === 'string' && it.type.endsWith('_output') && typeof it.call_id === 'string')
          out.set(it.call_id, { callId: it.call_id, type: it.type, text: textOf(it.output) });
    return out;
  };
  return {
    ...model,
    idOf,
    outputs,
    output: (id) => outputs().get(id),
    userTexts: () => {
      const seen = new Set<string>();
      for (const r of model.requests)
        for (const it of ((r.json as Json)?.input ?? []) as Json[])
          for (const t of messageTexts(it, ['user', 'developer'])) seen.add(t);
      return [...seen];
    },
    agentRequests: () => model.requests.filter((r) => r.path.endsWith('/responses')),
  };
}

function reply(res: ServerResponse, step: Step, callId: string, n: number): void {
  const rid = `resp_${n}`;
  let item: Json;
  if ('fn' in step)
    item = {
      type: 'function_call',
      id: `fc_${n}`,
      call_id: callId,
      name: step.fn,
      ...(step.ns ? { namespace: step.ns } : {}),
      arguments: JSON.stringify(step.args),
    };
  else if ('custom' in step)
    item = { type: 'custom_tool_call', id: `ctc_${n}`, call_id: callId, name: step.custom, input: step.input };
  else
    item = { type: 'message', role: 'assistant', id: `msg_${n}`, content: [{ type: 'output_text', text: step.text }] };
  const ev = (type: string, data: Json) => sse(res, { type, ...data }, type);
  ev('response.created', { response: { id: rid } });
  ev('response.output_item.added', { output_index: 0, item });
  ev('response.output_item.done', { output_index: 0, item });
  ev('response.completed', {
    response: {
      id: rid,
      usage: {
        input_tokens: 5,
        input_tokens_details: { cached_tokens: 0 },
        output_tokens: 5,
        output_tokens_details: { reasoning_tokens: 0 },
        total_tokens: 10,
      },
    },
  });
  res.end();
}
