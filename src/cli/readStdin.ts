/**
 * All of standard input as text. A blocking read of fd 0 first: going through process.stdin
 * would load node's stream modules (about a third of node's own start-up) for a few hundred bytes
 * of JSON on every agent tool call. Where fd 0 is non-blocking (EAGAIN), the stream is used.
 */
import { readFileSync } from 'node:fs';

/** Input the entry point already read (quietHook.ts): standard input can be read only once. */
let kept: string | undefined;

export function keepStdin(text: string): void {
  kept = text;
}

export async function readStdin(): Promise<string> {
  if (kept !== undefined) return kept;
  try {
    return readFileSync(0, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
