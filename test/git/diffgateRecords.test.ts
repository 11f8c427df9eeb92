/**
 * The refused-commit records under `.git/diffgate/refused/` (issue 32): one batch a judgement, the
 * single records of earlier versions still honoured, and a batch that cannot be read reported for
 * the reader to fail closed on, never read as a shorter list.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refusedRecords, releaseFromBatch, writeRefusedBatch } from '../../src/git/diffgateRecords.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(64);
const V = [{ rule: 'freeze', path: 'guard.sh', reason: 'The guard is the source of truth' }];

let store: string;
const dirs = () => ({ common: store, worktree: store });
const refusedDir = () => join(store, 'refused');

beforeEach(() => {
  store = mkdtempSync(join(tmpdir(), 'diffgate-records-'));
});
afterEach(() => rmSync(store, { recursive: true, force: true }));

describe('a batch of refused commits', () => {
  it('is one file for every commit of a judgement, read back whole, beside the single records of earlier versions', () => {
    const file = writeRefusedBatch(refusedDir(), {
      session: 's1',
      at: '2026-12-07T10:00:00Z',
      commits: [
        { commit: A, violations: V },
        { commit: C, violations: [] },
      ],
    });
    writeFileSync(join(refusedDir(), `${B}.json`), JSON.stringify({ commit: B, session: 's0', violations: V }));
    // a temporary name of a write cut short, and a released batch, are no refusals
    writeFileSync(join(refusedDir(), '.x1y2.tmp'), '{"v":1,"commits":[{"commit":"');
    writeFileSync(
      join(refusedDir(), 'batch-old.released.json'),
      JSON.stringify({ v: 1, commits: [{ commit: 'd'.repeat(40), violations: [] }] }),
    );
    expect(readdirSync(refusedDir()).filter((n) => n.startsWith('batch-') && !n.includes('.released'))).toEqual([
      file.split('/').at(-1),
    ]);
    const { refused, unreadable } = refusedRecords(dirs());
    expect(unreadable).toEqual([]);
    expect([...refused.keys()].sort()).toEqual([A, B, C]);
    expect(refused.get(A)).toEqual({
      commit: A,
      session: 's1',
      at: '2026-12-07T10:00:00Z',
      violations: V,
      file,
      batch: true,
    });
    expect(refused.get(B)).toMatchObject({
      commit: B,
      session: 's0',
      violations: V,
      file: join(refusedDir(), `${B}.json`),
    });
  });

  it.each([
    ['cut short', (f: string) => writeFileSync(f, readFileSync(f, 'utf8').slice(0, 60)), /not JSON/],
    ['not a batch', (f: string) => writeFileSync(f, '{"v":1,"commits":"all"}'), /not a batch/],
    [
      'a commit id edited',
      (f: string) => writeFileSync(f, readFileSync(f, 'utf8').replace(A, 'HEAD~1')),
      /not a batch/,
    ],
    [
      'a violation without its path',
      (f: string) => writeFileSync(f, readFileSync(f, 'utf8').replace('"path":"guard.sh",', '')),
      /not a batch/,
    ],
    [
      'a FIFO',
      (f: string) => {
        rmSync(f);
        execFileSync('mkfifo', [f]);
      },
      /not a regular file/,
    ],
    [
      'a folder',
      (f: string) => {
        rmSync(f);
        mkdirSync(f);
      },
      /not a regular file/,
    ],
  ])('%s: reported unreadable with its file, and no commit of it read', (_what, spoil, problem) => {
    const file = writeRefusedBatch(refusedDir(), { session: 's1', at: 'now', commits: [{ commit: A, violations: V }] });
    writeFileSync(join(refusedDir(), `${B}.json`), '{not json'); // a single record that does not parse still refuses
    spoil(file);
    const { refused, unreadable } = refusedRecords(dirs());
    expect(unreadable).toEqual([{ file, problem: expect.stringMatching(problem) }]);
    expect([...refused.keys()]).toEqual([B]);
  });

  it('a commit a person released leaves its batch; the last one released sets the batch aside as released', () => {
    const file = writeRefusedBatch(refusedDir(), {
      session: 's1',
      at: 'now',
      commits: [
        { commit: A, violations: V },
        { commit: B, violations: V },
      ],
    });
    releaseFromBatch(file, new Set([A]));
    expect([...refusedRecords(dirs()).refused.keys()]).toEqual([B]);
    releaseFromBatch(file, new Set([B]));
    expect(refusedRecords(dirs())).toEqual({ refused: new Map(), unreadable: [] });
    expect(readdirSync(refusedDir())).toEqual([
      file
        .split('/')
        .at(-1)!
        .replace(/\.json$/, '.released.json'),
    ]);
  });
});
