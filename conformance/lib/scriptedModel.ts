// A scripted stand-in for a model API on 127.0.0.1: every request is recorded (method, path,
// headers, parsed JSON body) and answered by the scenario's handler, so a test can assert on what
// the real client sent the model after a hook answered (the block message in the tool result).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  close(): Promise<void>;
}

export async function startScriptedModel(handler: Handler): Promise<ScriptedModel> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes one server-sent event. */
export function sse(res: ServerResponse, data: unknown, event?: string): void {
  if (!res.headersSent) res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write(`${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
}
