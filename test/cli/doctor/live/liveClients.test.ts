/**
 * Each client's scripted model as doctor --live runs it, through the real stand-in on 127.0.0.1:
 * one line per request (in the shape the client sends, conformance/<agent>/), the answer expected
 * as sse.ts frames it; then the edit's result read back from what the client sent.
 */
import { describe, expect, it } from 'vitest';
import {
  claudeLive,
  codexLive,
  copilotLive,
  geminiLive,
  type LiveClient,
  opencodeLive,
} from '../../../../src/cli/doctor/live/liveClients.js';
import {
  anthropicMessage,
  anthropicStream,
  chatCompletionsStream,
  geminiStream,
  responsesStream,
} from '../../../../src/cli/doctor/live/sse.js';
import { type RecordedRequest, startScriptedModel } from '../../../../src/cli/doctor/live/standIn.js';

const FILE = '/tmp/live-repo/diffgate-live-probe.txt';
const SSE = 'text/event-stream';
const JSON_TYPE = 'application/json';

type Ask = [method: string, path: string, body: unknown];
type Answer = [status: number, type: string, body: (n: number) => string];

/** Sends each request in turn to `c`'s script (n: the request's number, as liveCheck.ts counts). */
async function answers(c: LiveClient, asks: readonly Ask[]): Promise<{ status: number; type: string; text: string }[]> {
  const m = await startScriptedModel((req, res) => c.answer(req, res, FILE, m.requests.length));
  try {
    const out = [];
    for (const [method, path, body] of asks) {
      const r = await fetch(`${m.url}${path}`, {
        method,
        ...(method === 'POST' ? { body: JSON.stringify(body), headers: { 'content-type': JSON_TYPE } } : {}),
      });
      out.push({ status: r.status, type: r.headers.get('content-type') ?? '', text: await r.text() });
    }
    return out;
  } finally {
    await m.close();
  }
}

const tools = [{ name: 'Edit' }];
const userResult = (id: string, content: unknown) => ({
  role: 'user',
  content: [{ type: 'tool_result', tool_use_id: id, content }],
});
const read = { tool: 'Read', id: 'toolu_diffgate_live_read', input: { file_path: FILE } };
const claudeEdit = {
  tool: 'Edit',
  id: 'toolu_diffgate_live_edit',
  input: { file_path: FILE, old_string: 'frozen', new_string: 'changed' },
};
const chat = (model: string, blocks: Parameters<typeof chatCompletionsStream>[0]['blocks']) => (n: number) =>
  chatCompletionsStream({ id: `chatcmpl_${n}`, model, blocks });
const DONE = [{ text: 'done.' }];
const patch = '*** Begin Patch\n*** Update File: diffgate-live-probe.txt\n@@\n-frozen\n+changed\n*** End Patch';

const CASES: [string, LiveClient, Ask, Answer][] = [
  // Claude Code: side requests, then Read, Edit, done, as the tool results come back
  [
    'count_tokens',
    claudeLive,
    ['POST', '/v1/messages/count_tokens', {}],
    [200, JSON_TYPE, () => '{"input_tokens":10}'],
  ],
  ['another path', claudeLive, ['GET', '/api/hello', undefined], [200, JSON_TYPE, () => '{"input_tokens":10}']],
  [
    'a title query (no tools)',
    claudeLive,
    ['POST', '/v1/messages?beta=true', { model: 'claude-x', stream: true, messages: [] }],
    [200, SSE, (n) => anthropicStream({ id: `msg_live_${n}`, model: 'claude-x', blocks: [{ text: 'ok' }] })],
  ],
  [
    'no result yet, not streamed',
    claudeLive,
    ['POST', '/v1/messages', { tools, messages: [{ role: 'user', content: 'go' }] }],
    [200, JSON_TYPE, (n) => anthropicMessage({ id: `msg_live_${n}`, model: 'claude-stand-in', blocks: [read] })],
  ],
  [
    "the Read's result",
    claudeLive,
    ['POST', '/v1/messages', { model: 'm', stream: true, tools, messages: [userResult(read.id, 'frozen')] }],
    [200, SSE, (n) => anthropicStream({ id: `msg_live_${n}`, model: 'm', blocks: [claudeEdit] })],
  ],
  [
    "the Edit's result",
    claudeLive,
    [
      'POST',
      '/v1/messages',
      { model: 'm', stream: true, tools, messages: [userResult(read.id, 'x'), userResult(claudeEdit.id, 'y')] },
    ],
    [200, SSE, (n) => anthropicStream({ id: `msg_live_${n}`, model: 'm', blocks: DONE })],
  ],
  // Gemini CLI: the stream scripts the write; the side calls get fixed answers
  [
    'streamGenerateContent, no response yet',
    geminiLive,
    [
      'POST',
      '/v1beta/models/g:streamGenerateContent?alt=sse',
      { contents: [{ role: 'user', parts: [{ text: 'go' }] }] },
    ],
    [
      200,
      SSE,
      () =>
        geminiStream({
          model: 'gemini-2.5-flash',
          blocks: [{ tool: 'write_file', id: '', input: { file_path: FILE, content: 'changed\n' } }],
        }),
    ],
  ],
  [
    'streamGenerateContent, answered',
    geminiLive,
    [
      'POST',
      '/v1beta/models/g:streamGenerateContent?alt=sse',
      { contents: [{ role: 'user', parts: [{ functionResponse: { name: 'write_file', response: {} } }] }] },
    ],
    [200, SSE, () => geminiStream({ model: 'gemini-2.5-flash', blocks: DONE })],
  ],
  [
    'countTokens',
    geminiLive,
    ['POST', '/v1beta/models/g:countTokens', {}],
    [200, JSON_TYPE, () => '{"totalTokens":10}'],
  ],
  [
    'generateContent',
    geminiLive,
    ['POST', '/v1beta/models/g:generateContent', {}],
    [
      200,
      JSON_TYPE,
      () => '{"candidates":[{"content":{"role":"model","parts":[{"text":"{}"}]},"finishReason":"STOP"}]}',
    ],
  ],
  ['another path', geminiLive, ['GET', '/v1beta/models', undefined], [404, JSON_TYPE, () => '{}']],
  // Copilot CLI: Chat Completions, the edit until a tool message comes back
  [
    'a GET',
    copilotLive,
    ['GET', '/v1/chat/completions', undefined],
    [404, JSON_TYPE, () => '{"error":{"message":"not scripted"}}'],
  ],
  [
    'naming the session (no tools)',
    copilotLive,
    ['POST', '/v1/chat/completions', { model: 'claude-sonnet-4.5', messages: [] }],
    [200, SSE, chat('claude-sonnet-4.5', DONE)],
  ],
  [
    'the edit',
    copilotLive,
    [
      'POST',
      '/v1/chat/completions',
      { model: 'claude-sonnet-4.5', tools, messages: [{ role: 'user', content: 'go' }] },
    ],
    [
      200,
      SSE,
      chat('claude-sonnet-4.5', [
        {
          tool: 'edit',
          id: 'call_diffgate_live_edit',
          input: { path: FILE, old_str: 'frozen', new_str: 'changed' },
        },
      ]),
    ],
  ],
  [
    "the edit's result",
    copilotLive,
    ['POST', '/v1/chat/completions', { model: 'claude-sonnet-4.5', tools, messages: [{ role: 'tool', content: 'x' }] }],
    [200, SSE, chat('claude-sonnet-4.5', DONE)],
  ],
  // Codex CLI: Responses, apply_patch until its output comes back
  [
    'chat completions',
    codexLive,
    ['POST', '/v1/chat/completions', {}],
    [404, JSON_TYPE, () => '{"error":{"message":"not scripted"}}'],
  ],
  [
    'the patch',
    codexLive,
    ['POST', '/v1/responses', { input: [{ type: 'message', role: 'user', content: [] }] }],
    [
      200,
      SSE,
      (n) =>
        responsesStream({
          id: `resp_live_${n}`,
          item: { custom: 'apply_patch', callId: 'call_diffgate_live_edit', input: patch },
        }),
    ],
  ],
  [
    "the patch's output",
    codexLive,
    ['POST', '/v1/responses', { input: [{ type: 'custom_tool_call_output', call_id: 'x', output: 'y' }] }],
    [200, SSE, (n) => responsesStream({ id: `resp_live_${n}`, item: { text: 'done.' } })],
  ],
  // OpenCode: Chat Completions with its own edit's fields, the model's name echoed
  [
    'the title (no tools)',
    opencodeLive,
    ['POST', '/v1/chat/completions', { messages: [] }],
    [200, SSE, chat('stand-in', DONE)],
  ],
  [
    'the edit',
    opencodeLive,
    ['POST', '/v1/chat/completions', { model: 'oc', tools, messages: [] }],
    [
      200,
      SSE,
      chat('oc', [
        {
          tool: 'edit',
          id: 'call_diffgate_live_edit',
          input: { filePath: FILE, oldString: 'frozen', newString: 'changed' },
        },
      ]),
    ],
  ],
  [
    "the edit's result",
    opencodeLive,
    ['POST', '/v1/chat/completions', { model: 'oc', tools, messages: [{ role: 'tool', content: 'x' }] }],
    [200, SSE, chat('oc', DONE)],
  ],
];

describe("each client's scripted model", () => {
  it.each(CASES.map(([what, c, ask, answer]) => [c.title, what, c, ask, answer] as const))(
    '%s, %s',
    async (_title, _what, c, ask, [status, type, body]) => {
      const [got] = await answers(c, [ask]);
      expect(got).toEqual({ status, type, text: body(1) });
    },
  );

  it('counts the requests: the n-th answer carries n in its id', async () => {
    const ask: Ask = ['POST', '/v1/messages', { model: 'm', stream: true, tools, messages: [] }];
    const got = await answers(claudeLive, [ask, ask]);
    expect(got[1]!.text).toBe(anthropicStream({ id: 'msg_live_2', model: 'm', blocks: [read] }));
  });
});

const req = (json: unknown): RecordedRequest => ({ method: 'POST', path: '/', headers: {}, json, text: '' });

const RESULTS: [string, LiveClient, unknown[], string | undefined][] = [
  ['Claude: nothing sent back', claudeLive, [{ messages: [{ role: 'user', content: 'go' }] }], undefined],
  [
    "Claude: the Edit's text blocks, the last request's",
    claudeLive,
    [
      { messages: [userResult(claudeEdit.id, 'first')] },
      {
        messages: [
          userResult(read.id, 'the read'),
          userResult(claudeEdit.id, [
            { type: 'text', text: 'diffgate blocked this' },
            { type: 'image' },
            { type: 'text', text: 'b' },
          ]),
        ],
      },
    ],
    'diffgate blocked this\n\nb',
  ],
  ['Claude: only the Read', claudeLive, [{ messages: [userResult(read.id, 'r')] }], undefined],
  [
    "Gemini: write_file's error",
    geminiLive,
    [
      {
        contents: [
          { parts: [{ functionResponse: { name: 'read_file', response: { output: 'no' } } }] },
          { parts: [{ functionResponse: { name: 'write_file', response: { error: 'blocked', output: 'o' } } }] },
        ],
      },
    ],
    'blocked',
  ],
  [
    "Gemini: write_file's output",
    geminiLive,
    [{ contents: [{ parts: [{ functionResponse: { name: 'write_file', response: { output: 'o' } } }] }] }],
    'o',
  ],
  [
    'Gemini: neither, as JSON',
    geminiLive,
    [{ contents: [{ parts: [{ functionResponse: { name: 'write_file', response: { llmContent: 1 } } }] }] }],
    '{"llmContent":1}',
  ],
  ['Gemini: none', geminiLive, [{ contents: [{ parts: [{ text: 'x' }] }] }, 'not json'], undefined],
  [
    'Copilot: the tool message',
    copilotLive,
    [
      {
        messages: [
          { role: 'tool', tool_call_id: 'other', content: 'no' },
          { role: 'tool', tool_call_id: 'call_diffgate_live_edit', content: 'blocked' },
        ],
      },
    ],
    'blocked',
  ],
  [
    'Copilot: its parts',
    copilotLive,
    [{ messages: [{ role: 'tool', tool_call_id: 'call_diffgate_live_edit', content: [{ type: 'text', text: 'p' }] }] }],
    'p',
  ],
  [
    'Codex: the output string',
    codexLive,
    [{ input: [{ type: 'custom_tool_call_output', call_id: 'call_diffgate_live_edit', output: 'blocked' }] }],
    'blocked',
  ],
  [
    'Codex: the output parts',
    codexLive,
    [
      {
        input: [
          {
            type: 'custom_tool_call_output',
            call_id: 'call_diffgate_live_edit',
            output: [{ type: 'text', text: 'a' }],
          },
          { type: 'function_call_output', call_id: 'call_diffgate_live_edit', output: 'not this' },
        ],
      },
    ],
    'a',
  ],
  [
    'OpenCode: the tool message',
    opencodeLive,
    [{ messages: [{ role: 'tool', tool_call_id: 'call_diffgate_live_edit', content: 'blocked' }] }],
    'blocked',
  ],
  ['OpenCode: none', opencodeLive, [{ messages: [{ role: 'tool', tool_call_id: 'x', content: 'no' }] }], undefined],
];

describe("the edit's result, read back from what the client sent", () => {
  it.each(RESULTS)('%s', (_what, c, bodies, expected) => {
    expect(c.editResult(bodies.map(req))).toBe(expected);
  });
});
