/**
 * The walk (quickPass.ts `moved`): every recorded path not as recorded, whole or in parts, and a walk
 * that runs past its time throws `WalkCut`, which the hook turns into a fail-closed answer saying why
 * and what to do (walkCut.ts), never "nothing moved" (issue 30: "Never silently unwatched").
 */
import { appendFileSync, lstatSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moved, WalkCut } from '../../../src/agent/tripwire/quickPass.js';
import { quietRecord } from '../../../src/agent/tripwire/quietRecord.js';
import { PARTS_FROM } from '../../../src/agent/tripwire/recordParts.js';
import { keyOf } from '../../../src/agent/tripwire/statKey.js';
import { walkCutFailure } from '../../../src/agent/tripwire/walkCut.js';
import { emptyState, type State, WatchStore } from '../../../src/agent/tripwire/watchState.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diffgate-quick-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** `count` real files in folders of 100, recorded and saved (in parts from PARTS_FROM on); the record read back. */
function recorded(count: number): { state: State; paths: string[] } {
  const root = join(dir, 'repo');
  const s = emptyState(1, root);
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const folder = join(root, 'vendor', `p${Math.floor(i / 100)}`);
    if (i % 100 === 0) mkdirSync(folder, { recursive: true });
    const p = join(folder, `f${i}.js`);
    writeFileSync(p, `${i}\n`);
    s.files[p] = { k: keyOf(lstatSync(p)), t: 'f', m: 0o644 };
    paths.push(p);
  }
  new WatchStore(join(dir, 'store')).save(s);
  return { state: new WatchStore(join(dir, 'store')).read(root).state!, paths };
}

describe('the walk', () => {
  it.each([
    ['whole', PARTS_FROM - 1],
    ['in parts', 3000],
  ])('finds a changed and a removed file in a record kept %s', (_, count) => {
    const { state, paths } = recorded(count);
    expect(moved(state)).toEqual({ files: [], dirs: [] });
    appendFileSync(paths[1500]!, 'tampered\n');
    rmSync(paths[count - 1]!);
    expect(moved(state).files.sort()).toEqual([paths[1500], paths[count - 1]].sort());
  });

  it.each([
    ['whole', PARTS_FROM - 1],
    ['in parts', 3000],
  ])('past its time, a walk of a record kept %s throws WalkCut, never "nothing moved"', (_, count) => {
    const { state } = recorded(count);
    let cut: unknown;
    try {
      moved(state, Date.now() - 1);
    } catch (e) {
      cut = e;
    }
    expect(cut).toBeInstanceOf(WalkCut);
    expect((cut as WalkCut).checked).toBe(1024);
    expect((cut as WalkCut).total).toBe(count);
  });

  it('the quiet pass past its time throws WalkCut too: it does not say "quiet" or leave the call to a full pass with less time', async () => {
    const { state } = recorded(3000);
    await expect(
      quietRecord(new WatchStore(join(dir, 'store')), state.root!, false, {}, Date.now() - 1),
    ).rejects.toThrow(WalkCut);
    expect(await quietRecord(new WatchStore(join(dir, 'store')), state.root!, false, {}, Date.now() + 60_000)).toBe(
      true,
    );
  });

  it.each([
    [false, 'this call did not run'],
    [true, 'what this call changed is not judged yet'],
  ])('the message of a cut walk (after the call: %s) says what, why and what to do', (after, what) => {
    const m = walkCutFailure(new WalkCut(150_528, 200_000), after, 10).message;
    expect(m).toContain("within the hook's time limit of 10 s");
    expect(m).toContain('each of the 200000 recorded paths on every call, and had looked at 150528');
    expect(m).toContain(what);
    expect(m).toContain('next: tell the person');
    expect(m).toContain('watchman watch-project .');
    expect(m).toContain('DIFFGATE_WATCHMAN=1');
    expect(m).toContain('DIFFGATE_HOOK_TIMEOUT');
  });
});
