/**
 * A stand-in for a model API on 127.0.0.1: every request is recorded (method, path, headers,
 * parsed JSON body) and answered by a script. The same server refuses, and records, anything sent
 * to it as a proxy (an absolute URL, a CONNECT): the client's HTTP(S)_PROXY points here, so a
 * request meant for another host never leaves the machine, and the report can say it was tried.
 * Used by `diffgate doctor --live` and by the conformance suite (conformance/lib/scriptedModel.ts).
 */
import { type IncomingMessage, type ServerResponse } from 'node:http';
export interface RecordedRequest {
    method: string;
    path: string;
    headers: IncomingMessage['headers'];
    /** The body parsed as JSON, or undefined where it is not JSON. */
    json: unknown;
    text: string;
}
export type Handler = (req: RecordedRequest, res: ServerResponse, all: RecordedRequest[]) => void | Promise<void>;
export interface ScriptedModel {
    url: string;
    port: number;
    requests: RecordedRequest[];
    /** Requests the client tried to send elsewhere through this proxy ("CONNECT host:443", "GET http://..."), all refused. */
    refused: string[];
    close(): Promise<void>;
}
export declare function startScriptedModel(handler: Handler): Promise<ScriptedModel>;
/** Writes one server-sent event (the headers first, when not yet sent). */
export declare function sse(res: ServerResponse, data: unknown, event?: string): void;
/** Answers a whole event stream at once. */
export declare function sendStream(res: ServerResponse, body: string): void;
export declare function sendJson(res: ServerResponse, body: string, status?: number): void;
