/**
 * A stand-in for a model API on 127.0.0.1: every request is recorded (method, path, headers,
 * parsed JSON body) and answered by a script. The same server refuses, and records, anything sent
 * to it as a proxy (an absolute URL, a CONNECT): the client's HTTP(S)_PROXY points here, so a
 * request meant for another host never leaves the machine, and the report can say it was tried.
 * Used by `diffgate doctor --live` and by the conformance suite (conformance/lib/scriptedModel.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sseEvent } from './sse.js';

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

export async function startScriptedModel(handler: Handler): Promise<ScriptedModel> {
  const requests: RecordedRequest[] = [];
  const refused: string[] = [];
  const server = createServer((req, res) => {
    if (/^[a-z]+:\/\//i.test(req.url ?? '')) {
      refused.push(`${req.method} ${req.url}`);
      res.writeHead(403).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      const r: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, json, text };
      requests.push(r);
      Promise.resolve(handler(r, res, requests)).catch((e: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String((e as Error)?.stack ?? e));
      });
    });
  });
  server.on('connect', (req, socket) => {
    refused.push(`CONNECT ${req.url}`);
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes one server-sent event (the headers first, when not yet sent). */
export function sse(res: ServerResponse, data: unknown, event?: string): void {
  if (!res.headersSent) res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write(sseEvent(data, event));
}

/** Answers a whole event stream at once. */
export function sendStream(res: ServerResponse, body: string): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.end(body);
}

export function sendJson(res: ServerResponse, body: string, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
}
