// A scripted stand-in for Copilot CLI's BYOK model provider on 127.0.0.1 (COPILOT_PROVIDER_TYPE=openai),
// on top of lib/scriptedModel.ts, speaking both wires Copilot CLI 1.0.102 uses:
//   - POST /v1/chat/completions, stream: true, SSE chunks (COPILOT_PROVIDER_WIRE_API=completions; claude-*)
//   - POST /v1/responses, stream: true, SSE events (COPILOT_PROVIDER_WIRE_API=responses; gpt-5.*)
// A script maps a key (text in a user message that opens a conversation: the -p prompt, a subagent's
// task prompt) to its steps; the step a request gets is the number of model tool calls / assistant
// messages after the latest user message holding the key. A request without a matching key gets "done.".
//
// A step is one output: {fn, args} a function tool (bash, create, edit, view, grep, glob, task, rg ...),
// {custom, input} a freeform tool (Responses only: gpt-5.*'s apply_patch, the raw patch), or {text}.
// Strings go through `expand` ($ROOT: the repository wherever it is now).
import type { ServerResponse } from 'node:http';
import { type RecordedRequest, type ScriptedModel, sse, startScriptedModel } from '../lib/scriptedModel.js';

export type Step = { fn: string; args: Record<string, unknown> } | { custom: string; input: string } | { text: string };
export type Script = Record<string, Step[]>;

type Json = Record<string, unknown>;
/** A tool as the request lists it: chat completions nest its name in `function`, responses do not. */
type Tool = { name: string; function?: { name: string } };
/** A JSON id: a string, else nothing. */
const stringOr = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export interface ToolOutput {
  callId: string;
  text: string;
}

export interface CopilotModel extends ScriptedModel {
  /** The call id given to a scripted tool call: `call_<key index>_<step>`. */
  idOf(key: string, step: number): string;
  /** Every tool result the client sent back, by call id, the latest copy. */
  outputs(): Map<string, ToolOutput>;
  output(callId: string): ToolOutput | undefined;
  /** Every text the client sent as a user / system / developer message, in order, deduplicated. */
  userTexts(): string[];
  /** The model requests (chat/completions, responses). */
  agentRequests(): RecordedRequest[];
  /** The tool names offered in the first model request. */
  toolNames(): string[];
}

const textOf = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : Array.isArray(v)
      ? v.map((c: Json) => (typeof c?.text === 'string' ? c.text : typeof c === 'string' ? c : '')).join('\n')
      : JSON.stringify(v ?? '');

/** One conversation as a list of items, either wire: {kind: 'user'|'model'|'output'|'system', ...}. */
interface Item {
  kind: 'user' | 'model' | 'output' | 'system';
  text: string;
  callId?: string;
}

function items(body: Json): Item[] {
  const out: Item[] = [];
  if (Array.isArray(body.messages)) {
    for (const m of body.messages as Json[]) {
      if (m.role === 'user') out.push({ kind: 'user', text: textOf(m.content) });
      else if (m.role === 'system' || m.role === 'developer') out.push({ kind: 'system', text: textOf(m.content) });
      else if (m.role === 'tool')
        out.push({ kind: 'output', text: textOf(m.content), callId: stringOr(m.tool_call_id) });
      else if (m.role === 'assistant') {
        const calls = Array.isArray(m.tool_calls) ? m.tool_calls : [];
        if (calls.length) for (const c of calls) out.push({ kind: 'model', text: JSON.stringify(c), callId: c.id });
        else out.push({ kind: 'model', text: textOf(m.content) });
      }
    }
  } else if (Array.isArray(body.input)) {
    for (const it of body.input as Json[]) {
      if (it?.type === 'message' || (it?.role && it?.type === undefined)) {
        if (it.role === 'user') out.push({ kind: 'user', text: textOf(it.content) });
        else if (it.role === 'assistant') out.push({ kind: 'model', text: textOf(it.content) });
        else out.push({ kind: 'system', text: textOf(it.content) });
      } else if (['function_call', 'custom_tool_call'].includes(String(it?.type)))
        out.push({ kind: 'model', text: JSON.stringify(it), callId: stringOr(it.call_id) });
      else if (typeof it?.type === 'string' && it.type.endsWith('_output'))
        out.push({ kind: 'output', text: textOf(it.output), callId: stringOr(it.call_id) });
    }
  }
  return out;
}

export async function startCopilotModel(
  script: Script,
  expand: (s: string) => string = (s) => s,
): Promise<CopilotModel> {
  const keys = Object.keys(script);
  const idOf = (key: string, step: number) => `call_${keys.indexOf(key)}_${step}`;
  let n = 0;
  const model = await startScriptedModel((req, res) => {
    n++;
    const body = (req.json ?? {}) as Json;
    const chat = req.path.endsWith('/chat/completions');
    if (req.method !== 'POST' || !(chat || req.path.endsWith('/responses'))) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":{"message":"not scripted"}}');
      return;
    }
    const conv = items(body);
    let best: { key: string; at: number } | undefined;
    conv.forEach((it, at) => {
      if (it.kind === 'user') for (const key of keys) if (it.text.includes(key)) best = { key, at };
    });
    let step: Step = { text: 'done.' };
    let id = `call_x_${n}`;
    if (best) {
      const k = best.key;
      const i = conv.slice(best.at + 1).filter((x) => x.kind === 'model').length;
      step = script[k]![i] ?? { text: 'done.' };
      id = idOf(k, i);
    }
    // a background utility request (session naming and the like) carries no tools: answer plainly
    if (!Array.isArray(body.tools) || body.tools.length === 0) step = 'text' in step ? step : { text: 'done.' };
    const deep = (v: unknown): unknown =>
      typeof v === 'string'
        ? expand(v)
        : Array.isArray(v)
          ? v.map(deep)
          : v && typeof v === 'object'
            ? Object.fromEntries(Object.entries(v).map(([a, x]) => [a, deep(x)]))
            : v;
    if (chat) replyChat(res, deep(step) as Step, id, n, String(body.model ?? 'scripted'));
    else replyResponses(res, deep(step) as Step, id, n);
  });
  const agentRequests = () =>
    model.requests.filter((r) => r.path.endsWith('/chat/completions') || r.path.endsWith('/responses'));
  const outputs = () => {
    const out = new Map<string, ToolOutput>();
    for (const r of agentRequests())
      for (const it of items((r.json ?? {}) as Json))
        if (it.kind === 'output' && it.callId) out.set(it.callId, { callId: it.callId, text: it.text });
    return out;
  };
  return {
    ...model,
    idOf,
    outputs,
    output: (id) => outputs().get(id),
    userTexts: () => {
      const seen = new Set<string>();
      for (const r of agentRequests())
        for (const it of items((r.json ?? {}) as Json))
          if (it.kind === 'user' || it.kind === 'system') seen.add(it.text);
      return [...seen];
    },
    agentRequests,
    toolNames: () => {
      const tools = agentRequests()
        .map((r) => (r.json as Json | undefined)?.tools)
        .find((t): t is Tool[] => Array.isArray(t) && t.length > 0);
      return (tools ?? []).map((t) => t.function?.name ?? t.name);
    },
  };
}

function replyChat(res: ServerResponse, step: Step, callId: string, n: number, model: string): void {
  const chunk = (delta: Json, finish: string | null, usage?: Json) =>
    sse(res, {
      id: `chatcmpl_${n}`,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
      ...(usage ? { usage } : {}),
    });
  const usage = { prompt_tokens: 5, completion_tokens: 5, total_tokens: 10 };
  if ('fn' in step) {
    chunk(
      {
        role: 'assistant',
        tool_calls: [
          { index: 0, id: callId, type: 'function', function: { name: step.fn, arguments: JSON.stringify(step.args) } },
        ],
      },
      null,
    );
    chunk({}, 'tool_calls', usage);
  } else {
    const text = 'text' in step ? step.text : `(a freeform ${step.custom} call cannot be sent over Chat Completions)`;
    chunk({ role: 'assistant', content: text }, null);
    chunk({}, 'stop', usage);
  }
  res.write('data: [DONE]\n\n');
  res.end();
}

function replyResponses(res: ServerResponse, step: Step, callId: string, n: number): void {
  const rid = `resp_${n}`;
  let item: Json;
  if ('fn' in step)
    item = {
      type: 'function_call',
      id: `fc_${n}`,
      call_id: callId,
      name: step.fn,
      arguments: JSON.stringify(step.args),
      status: 'completed',
    };
  else if ('custom' in step)
    item = {
      type: 'custom_tool_call',
      id: `ctc_${n}`,
      call_id: callId,
      name: step.custom,
      input: step.input,
      status: 'completed',
    };
  else
    item = {
      type: 'message',
      role: 'assistant',
      id: `msg_${n}`,
      status: 'completed',
      content: [{ type: 'output_text', text: step.text, annotations: [] }],
    };
  const ev = (type: string, data: Json) => sse(res, { type, ...data }, type);
  ev('response.created', { response: { id: rid, status: 'in_progress', output: [] } });
  ev('response.output_item.added', { output_index: 0, item });
  ev('response.output_item.done', { output_index: 0, item });
  ev('response.completed', {
    response: {
      id: rid,
      status: 'completed',
      output: [item],
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
