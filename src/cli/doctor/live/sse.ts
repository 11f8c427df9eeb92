/**
 * The model APIs' streaming answers, framed as the real clients read them (conformance/ proved
 * each against the pinned client): server-sent events, one `data:` line of JSON per event and a
 * blank line after it. Pure: the stand-in (standIn.ts) writes these strings.
 */

/** One server-sent event: an optional `event:` line, the data as JSON (or as given when a string), a blank line. */
export function sseEvent(data: unknown, event?: string): string {
  const body = typeof data === 'string' ? data : JSON.stringify(data);
  // a newline inside the data would end the field: JSON.stringify never writes one, a string is split into data lines
  const lines = body.split('\n').map((l) => `data: ${l}`);
  return `${event ? `event: ${event}\n` : ''}${lines.join('\n')}\n\n`;
}

/** A block of one model answer: text, or a tool call with its id and input. */
export type Block = { text: string } | { tool: string; id: string; input: Record<string, unknown> };

/**
 * Anthropic Messages API, `stream: true` (Claude Code): message_start, each content block
 * (start, one delta, stop), message_delta with the stop reason, message_stop.
 */
export function anthropicStream(o: { id: string; model: string; blocks: readonly Block[] }): string {
  const usesTool = o.blocks.some((b) => 'tool' in b);
  const stop = usesTool ? 'tool_use' : 'end_turn';
  const ev = (type: string, data: Record<string, unknown>) => sseEvent({ type, ...data }, type);
  const out = [
    ev('message_start', {
      message: {
        id: o.id,
        type: 'message',
        role: 'assistant',
        model: o.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 5, output_tokens: 1 },
      },
    }),
  ];
  o.blocks.forEach((b, index) => {
    if ('tool' in b) {
      out.push(
        ev('content_block_start', { index, content_block: { type: 'tool_use', id: b.id, name: b.tool, input: {} } }),
      );
      out.push(
        ev('content_block_delta', {
          index,
          delta: { type: 'input_json_delta', partial_json: JSON.stringify(b.input) },
        }),
      );
    } else {
      out.push(ev('content_block_start', { index, content_block: { type: 'text', text: '' } }));
      out.push(ev('content_block_delta', { index, delta: { type: 'text_delta', text: b.text } }));
    }
    out.push(ev('content_block_stop', { index }));
  });
  out.push(ev('message_delta', { delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 5 } }));
  out.push(ev('message_stop', {}));
  return out.join('');
}

/** The same answer as one JSON body, for a request without `stream: true`. */
export function anthropicMessage(o: { id: string; model: string; blocks: readonly Block[] }): string {
  const content = o.blocks.map((b) =>
    'tool' in b ? { type: 'tool_use', id: b.id, name: b.tool, input: b.input } : { type: 'text', text: b.text },
  );
  return JSON.stringify({
    id: o.id,
    type: 'message',
    role: 'assistant',
    model: o.model,
    content,
    stop_reason: o.blocks.some((b) => 'tool' in b) ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 5, output_tokens: 5 },
  });
}

/**
 * Gemini API `streamGenerateContent?alt=sse` (Gemini CLI): one chunk holding the whole answer
 * (text parts, or `functionCall {name, args}`), finished.
 */
export function geminiStream(o: { model: string; blocks: readonly Block[] }): string {
  const parts = o.blocks.map((b) =>
    'tool' in b ? { functionCall: { name: b.tool, args: b.input } } : { text: b.text },
  );
  return sseEvent({
    candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
    modelVersion: o.model,
  });
}

/**
 * OpenAI Chat Completions, `stream: true` (Copilot CLI's BYOK "completions" wire): one chunk with
 * the role and the content or the tool call (its arguments a JSON string), one with the finish
 * reason and usage, then `data: [DONE]`.
 */
export function chatCompletionsStream(o: { id: string; model: string; blocks: readonly Block[] }): string {
  const chunk = (delta: Record<string, unknown>, finish: string | null, usage?: Record<string, number>) =>
    sseEvent({
      id: o.id,
      object: 'chat.completion.chunk',
      created: 0,
      model: o.model,
      choices: [{ index: 0, delta, finish_reason: finish }],
      ...(usage ? { usage } : {}),
    });
  const usage = { prompt_tokens: 5, completion_tokens: 5, total_tokens: 10 };
  const calls = o.blocks.filter((b) => 'tool' in b);
  const text = o.blocks
    .filter((b) => !('tool' in b))
    .map((b) => (b as { text: string }).text)
    .join('\n');
  const first =
    calls.length > 0
      ? {
          role: 'assistant',
          tool_calls: calls.map((b, index) => ({
            index,
            id: b.id,
            type: 'function',
            function: { name: b.tool, arguments: JSON.stringify(b.input) },
          })),
        }
      : { role: 'assistant', content: text };
  return `${chunk(first, null)}${chunk({}, calls.length > 0 ? 'tool_calls' : 'stop', usage)}data: [DONE]\n\n`;
}

/**
 * OpenAI Responses API, `stream: true` (Codex CLI's `wire_api = "responses"`): response.created,
 * the one output item added and done (a function call, a freeform `custom_tool_call` such as
 * apply_patch with its raw input, or an assistant message), response.completed with usage.
 */
export function responsesStream(o: {
  id: string;
  item: { custom: string; callId: string; input: string } | { text: string };
}): string {
  const item =
    'custom' in o.item
      ? {
          type: 'custom_tool_call',
          id: `ctc_${o.id}`,
          call_id: o.item.callId,
          name: o.item.custom,
          input: o.item.input,
        }
      : {
          type: 'message',
          role: 'assistant',
          id: `msg_${o.id}`,
          content: [{ type: 'output_text', text: o.item.text }],
        };
  const ev = (type: string, data: Record<string, unknown>) => sseEvent({ type, ...data }, type);
  const usage = {
    input_tokens: 5,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: 5,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: 10,
  };
  return [
    ev('response.created', { response: { id: o.id } }),
    ev('response.output_item.added', { output_index: 0, item }),
    ev('response.output_item.done', { output_index: 0, item }),
    ev('response.completed', { response: { id: o.id, usage } }),
  ].join('');
}
