/**
 * The scripted edit, once per wire format: which request is the model call, how many tool results
 * it carries back, how a tool call is said, and how a result is read. A client (liveClients.ts)
 * names its wire and its calls, and `scripted` serves it: the model answers each agent-loop request
 * with the next call (the edit last) until every call's result is back, then says "done.".
 */
import type { ServerResponse } from 'node:http';
import { type RecordedRequest } from './standIn.js';
type Json = Record<string, unknown>;
/** What the model says in one answer: text, or a tool call with its id and input. */
type Said<I> = {
    text: string;
} | {
    tool: string;
    id: string;
    input: I;
};
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
    send(res: ServerResponse, o: {
        n: number;
        model: string;
        body: Json;
        said: Said<I>;
    }): void;
}
export declare const WIRES: {
    messages: Wire<Json>;
    chatCompletions: Wire<Json>;
    responses: Wire<string>;
    gemini: Wire<Json>;
};
/** A client's script: the calls before the edit (the file read first), the edit, the model's name where the request names none. */
export interface Script<I> {
    model: string;
    before?: readonly {
        tool: string;
        input: (file: string) => I;
    }[];
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
export declare function scripted<I>(wire: Wire<I>, s: Script<I>): Scripted;
export {};
