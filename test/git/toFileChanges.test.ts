import { describe, expect, it } from 'vitest';
import type { RawEntry } from '../../src/git/parseRawDiff.js';
import { UnmergedError, toFileChanges, type SideReader } from '../../src/git/toFileChanges.js';

const sha = (c: string) => c.repeat(40);
const entry = (e: Partial<RawEntry> & Pick<RawEntry, 'status'>): RawEntry => ({
  oldMode: '100644',
  newMode: '100644',
  oldSha: sha('a'),
  newSha: sha('b'),
  oldPath: 'p',
  newPath: 'p',
  ...e,
});
const text = (b: Uint8Array) => new TextDecoder().decode(b);

/** Records which source each read came from. */
function recorder(withWorktree: boolean): SideReader & { log: string[] } {
  const log: string[] = [];
  const reader: SideReader & { log: string[] } = {
    log,
    blob: async (s) => (log.push(`blob ${s.slice(0, 1)}`), new TextEncoder().encode(`blob ${s}`)),
  };
  if (withWorktree)
    reader.worktree = async (path) => (log.push(`disk ${path}`), new TextEncoder().encode(`disk ${path}`));
  return reader;
}

describe('toFileChanges', () => {
  it.each([
    ['A', 'added', false, true],
    ['D', 'deleted', true, false],
    ['M', 'modified', true, true],
    ['R', 'renamed', true, true],
    ['C', 'copied', true, true],
    ['T', 'type-changed', true, true],
  ] as const)('%s is %s (old side %s, new side %s)', (status, expected, hasOld, hasNew) => {
    const [c] = toFileChanges([entry({ status, oldPath: 'from', newPath: 'to' })], recorder(false));
    expect(c!.status).toBe(expected);
    expect(c!.old?.path ?? null).toBe(hasOld ? 'from' : null);
    expect(c!.new?.path ?? null).toBe(hasNew ? 'to' : null);
  });

  it('keeps both modes (a chmod, a symlink, a submodule)', () => {
    const [c] = toFileChanges([entry({ status: 'T', oldMode: '100755', newMode: '120000' })], recorder(false));
    expect([c!.old!.mode, c!.new!.mode]).toEqual(['100755', '120000']);
  });

  it('reads a gitlink side as its commit id, without asking git', async () => {
    const reader = recorder(true);
    const [c] = toFileChanges(
      [entry({ status: 'M', oldMode: '160000', newMode: '160000', oldSha: sha('1'), newSha: sha('2') })],
      reader,
    );
    expect([text(await c!.old!.read()), text(await c!.new!.read())]).toEqual([sha('1'), sha('2')]);
    expect(reader.log).toEqual([]);
  });

  it('reads an unhashed (all-zero) side from the work tree only when a work-tree reader is given', async () => {
    const disk = recorder(true);
    const [w] = toFileChanges(
      [entry({ status: 'M', newSha: sha('0'), newPath: 'edited.txt', oldPath: 'edited.txt' })],
      disk,
    );
    expect(text(await w!.new!.read())).toBe('disk edited.txt');
    expect(text(await w!.old!.read())).toBe(`blob ${sha('a')}`);

    const index = recorder(false); // --staged and --range: objects only, never the disk
    const [s] = toFileChanges([entry({ status: 'M', newSha: sha('0') })], index);
    await s!.new!.read();
    expect(index.log).toEqual(['blob 0']);
  });

  it('refuses an unmerged entry (U), naming the path, when the walk reaches it', () => {
    const changes = toFileChanges(
      [entry({ status: 'M', oldPath: 'fine' }), entry({ status: 'U', oldPath: 'conflicted file.txt' })],
      recorder(false),
    );
    const walk = changes[Symbol.iterator]();
    expect(walk.next().value?.old?.path).toBe('fine');
    expect(() => walk.next()).toThrow(UnmergedError);
    expect(() => [...toFileChanges([entry({ status: 'U', oldPath: 'conflicted file.txt' })], recorder(false))]).toThrow(
      /"conflicted file\.txt" has unresolved merge conflicts/,
    );
  });

  it('refuses an entry of unknown type (X) rather than skipping it', () => {
    expect(() => [...toFileChanges([entry({ status: 'X' })], recorder(false))]).toThrow();
  });

  it('makes each change only when the walk reaches it (a large change is not kept whole)', () => {
    let made = 0;
    const entries = function* () {
      for (let i = 0; i < 3; i++) {
        made += 1;
        yield entry({ status: 'M', oldPath: `f${i}`, newPath: `f${i}` });
      }
    };
    const walk = toFileChanges(entries(), recorder(false))[Symbol.iterator]();
    expect(made).toBe(0);
    walk.next();
    expect(made).toBe(1);
  });
});
