/**
 * The name a kept copy of a file's bytes goes by in the tripwire's store: the SHA-256 of the
 * bytes, in hex. The store is in reach of the agent's shell, so a kept copy is believed only when
 * its bytes still hash to its name (review-14s F16): a copy overwritten with other bytes, like a
 * missing one, no longer tells what the file held.
 */
import type { Hash } from 'node:crypto';
import { closeSync, readSync } from 'node:fs';
import { openRegular } from '../../git/readRegular.js';

const NAME = /^[0-9a-f]{64}$/;

/**
 * A SHA-256 hash, node:crypto loaded on first use: the quiet passes load this module (watchState.ts)
 * but hash nothing, and loading node:crypto costs them about a quarter of `node -e 0`.
 */
function createHash(algorithm: 'sha256'): Hash {
  // process.getBuiltinModule: Node 20.16 and later (the machines' 20, the Action's 24)
  const load = (process as unknown as { getBuiltinModule: (id: string) => unknown }).getBuiltinModule;
  return (load('node:crypto') as typeof import('node:crypto')).createHash(algorithm);
}

/** Whether a kept copy's name is a content hash (names an older build gave are not). */
export const isContentName = (name: string): boolean => NAME.test(name);

export function hashBytes(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The hash of a regular file's bytes, read a chunk at a time (a file may be larger than node reads
 * whole); `each` sees every chunk as it is read. Throws for anything but a regular file (a FIFO
 * is opened without blocking and refused: readRegular.ts), and as the fs throws.
 */
export function hashFile(path: string, each?: (chunk: Buffer) => void): string {
  const fd = openRegular(path);
  try {
    return hashFd(fd, createHash('sha256'), each);
  } finally {
    closeSync(fd);
  }
}

function hashFd(fd: number, hash: Hash, each?: (chunk: Buffer) => void): string {
  const buf = Buffer.allocUnsafe(1 << 20);
  for (;;) {
    const n = readSync(fd, buf, 0, buf.length, null);
    if (n === 0) return hash.digest('hex');
    const chunk = buf.subarray(0, n);
    hash.update(chunk);
    each?.(chunk);
  }
}
