/**
 * The model APIs' streaming answers, framed as the real clients read them (conformance/ proved
 * each against the pinned client): server-sent events, one `data:` line of JSON per event and a
 * blank line after it. Pure: the stand-in (standIn.ts) writes these strings.
 */
/** One server-sent event: an optional `event:` line, the data as JSON (or as given when a string), a blank line. */
export declare function sseEvent(data: unknown, event?: string): string;
/** A block of one model answer: text, or a tool call with its id and input. */
export type Block = {
    text: string;
} | {
    tool: string;
    id: string;
    input: Record<string, unknown>;
};
/**
 * Anthropic Messages API, `stream: true` (Claude Code): message_start, each content block
 * (start, one delta, stop), message_delta with the stop reason, message_stop.
 */
export declare function anthropicStream(o: {
    id: string;
    model: string;
    blocks: readonly Block[];
}): string;
/** The same answer as one JSON body, for a request without `stream: true`. */
export declare function anthropicMessage(o: {
    id: string;
    model: string;
    blocks: readonly Block[];
}): string;
/**
 * Gemini API `streamGenerateContent?alt=sse` (Gemini CLI): one chunk holding the whole answer
 * (text parts, or `functionCall {name, args}`), finished.
 */
export declare function geminiStream(o: {
    model: string;
    blocks: readonly Block[];
}): string;
/**
 * OpenAI Chat Completions, `stream: true` (Copilot CLI's BYOK "completions" wire): one chunk with
 * the role and the content or the tool call (its arguments a JSON string), one with the finish
 * reason and usage, then `data: [DONE]`.
 */
export declare function chatCompletionsStream(o: {
    id: string;
    model: string;
    blocks: readonly Block[];
}): string;
/**
 * OpenAI Responses API, `stream: true` (Codex CLI's `wire_api = "responses"`): response.created,
 * the one output item added and done (a function call, a freeform `custom_tool_call` such as
 * apply_patch with its raw input, or an assistant message), response.completed with usage.
 */
export declare function responsesStream(o: {
    id: string;
    item: {
        custom: string;
        callId: string;
        input: string;
    } | {
        text: string;
    };
}): string;
