import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { SLOW, SlowFirst } from './slowFirst.js';

const ROOT = '/repo';

/** What BaseSequencer reads of a file and of vitest: the project's order group, the caches. */
function spec(path: string): TestSpecification {
  return {
    moduleId: `${ROOT}/${path}`,
    project: { name: '', config: { sequence: { groupOrder: 0 }, isolate: true } },
  } as unknown as TestSpecification;
}

function sequencer(sizes: Record<string, number>): SlowFirst {
  const ctx = {
    config: { root: ROOT },
    cache: {
      getFileTestResults: () => undefined,
      getFileStats: (key: string) => ({ size: sizes[key.replace(/^:/, '')] ?? 0 }),
    },
  } as unknown as Vitest;
  return new SlowFirst(ctx);
}

describe('SlowFirst', () => {
  it('starts the slowest files first, longest first, then the rest by size (no cache: a clean clone)', async () => {
    const [slowest, slower] = Object.entries(SLOW)
      .sort((a, b) => b[1] - a[1])
      .map(([f]) => f);
    const files = ['test/small.test.ts', slower!, 'test/large.test.ts', slowest!];
    const sorted = await sequencer({
      'test/small.test.ts': 10,
      'test/large.test.ts': 9_000,
      [slowest!]: 1,
      [slower!]: 1,
    }).sort(files.map(spec));
    expect(sorted.map((s) => s.moduleId.slice(ROOT.length + 1))).toEqual([
      slowest,
      slower,
      'test/large.test.ts',
      'test/small.test.ts',
    ]);
  });
});
