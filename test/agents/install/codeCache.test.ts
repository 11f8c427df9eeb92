/**
 * The code cache `install --<agent>` makes for the hook command (src/agents/install/codeCache.ts):
 * one file per source file of the CLI, named after the source's sha256, with sums of their own;
 * kept when intact (so installing again writes the same command), made again when not.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeCache } from '../../../src/agents/install/codeCache.js';
import { codeHash } from '../../../src/agents/install/verifiedCommand.js';
import { PROJECT_ROOT } from '../../helpers/gitRepo.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function withCli(test: (cli: string, home: string) => void): void {
  const work = mkdtempSync(join(tmpdir(), 'diffgate-codecache-'));
  try {
    const cli = join(work, 'cli');
    cpSync(join(PROJECT_ROOT, 'dist/cli'), cli, { recursive: true });
    test(cli, join(work, 'home'));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

describe('codeCache', () => {
  it('writes a cache for each .js file under the home, pinned by its sums; keeps it when intact, makes it again when not', () => {
    withCli((cli, home) => {
      const hash = codeHash(cli);
      const made = codeCache(cli, hash, process.execPath, { HOME: home, PATH: process.env.PATH });
      expect(made?.dir).toBe(
        join(home, '.cache/diffgate/code', `${hash.slice(0, 16)}-${process.version}-${process.arch}`),
      );
      const sums = readFileSync(join(made!.dir, 'SHA256SUMS'));
      expect(sha256(sums)).toBe(made?.hash);
      const sources = readFileSync(join(cli, 'SHA256SUMS'), 'utf8')
        .split('\n')
        .filter((l) => l.endsWith('.js'))
        .map((l) => `${l.slice(0, 64)}.v8`)
        .sort();
      const lines = sums.toString('utf8').split('\n').filter(Boolean);
      expect(lines.map((l) => l.slice(66)).sort()).toEqual(sources);
      for (const l of lines) expect(sha256(readFileSync(join(made!.dir, l.slice(66))))).toBe(l.slice(0, 64));
      // installing again: the same folder and hash (V8's caches differ from one making to the next)
      expect(codeCache(cli, hash, process.execPath, { HOME: home })).toEqual(made);
      // a file changed: made again, pinned anew
      writeFileSync(join(made!.dir, lines[0]!.slice(66)), 'x');
      const again = codeCache(cli, hash, process.execPath, { HOME: home });
      expect(again?.dir).toBe(made?.dir);
      expect(again?.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(sha256(readFileSync(join(made!.dir, 'SHA256SUMS')))).toBe(again?.hash);
    });
  });

  it('makes none without a home, or from a CLI whose files do not match the hash given', () => {
    withCli((cli, home) => {
      expect(codeCache(cli, codeHash(cli), process.execPath, {})).toBeUndefined();
      expect(codeCache(cli, 'a'.repeat(64), process.execPath, { HOME: home })).toBeUndefined();
    });
  });
});
