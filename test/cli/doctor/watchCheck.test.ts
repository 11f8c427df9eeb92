/**
 * `diffgate doctor` on the tripwire's watch (watchCheck.ts): with the watch off, every call walks the
 * whole record, so doctor times one walk and says how long it took against the hook's time, and
 * calls it a problem when a walk takes more than a third of it (issue 30: "doctor says how much is
 * watched"; a walk cut by the time blocks the call, tripwire walkCut.ts).
 */
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { quietRecord } from '../../../src/agent/tripwire/quietRecord.js';
import { keyOf } from '../../../src/agent/tripwire/statKey.js';
import { emptyState, WatchStore } from '../../../src/agent/tripwire/watchState.js';
import { CLI, cleanEnv, withGitRepo } from '../../helpers/gitRepo.js';

/** A record of `count` real files, saved where the hooks keep it (`pending`: rules' folders not walked yet). */
function record(dir: string, count: number, pending?: string[]): void {
  const s = emptyState(Date.now(), dir);
  if (pending !== undefined) s.pending = pending;
  for (let i = 0; i < count; i++) {
    const folder = join(dir, 'vendor', `p${Math.floor(i / 200)}`);
    if (i % 200 === 0) mkdirSync(folder, { recursive: true });
    const p = join(folder, `f${i}.js`);
    writeFileSync(p, `${i}\n`);
    s.files[p] = { k: keyOf(lstatSync(p)), t: 'f', m: 0o644 };
  }
  new WatchStore(join(dir, '.git', 'diffgate')).save(s);
}

const doctor = (dir: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [CLI, 'doctor'], {
    cwd: dir,
    env: cleanEnv({ HOME: dir, DIFFGATE_WATCHMAN: '0', ...env }),
    encoding: 'utf8',
  }).stdout;

it('with the watch off, doctor says how long one walk of the record takes against the hook time', async () => {
  await withGitRepo((repo) => {
    repo.write('.diffgate.tsv', 'freeze\tvendor/**\tVendored code\n');
    record(repo.dir, 500);
    const out = doctor(repo.dir);
    expect(out).toContain(
      "the watch is off here (DIFFGATE_WATCHMAN is not set): all 500 protected files are covered by node's walk, one lstat each on both sides of every call (a record of fewer than 2048 files",
    );
    expect(out).toMatch(/one walk of the record took \d+ ms here, of the hook's 10 s for each side of a call/);
  });
});

it('a walk that takes more than a third of the hook time is a problem, with the fix', async () => {
  await withGitRepo((repo) => {
    repo.write('.diffgate.tsv', 'freeze\tvendor/**\tVendored code\n');
    record(repo.dir, 20_000);
    const out = doctor(repo.dir, { DIFFGATE_HOOK_TIMEOUT: '0.1' });
    expect(out).toMatch(
      /every call walks all 20000 protected files, and one walk took \d+ ms here, of the hook's 0.1 s for each side of a call: on a busy machine a walk runs out of time, and the call is then blocked/,
    );
    expect(out).toContain(`watchman watch-project ${repo.dir}`);
  });
}, 60_000);

// stop 44: doctor said "the walk" whichever walk ran; git's walk over diffgate's own index
// (gitIndex.ts) covers a large record once a quiet pass has written it, and doctor says so
it("says which walk covers the record: node's until git's index is written, then git's", async () => {
  await withGitRepo(async (repo) => {
    repo.write('.diffgate.tsv', 'freeze\tvendor/**\tVendored code\n');
    record(repo.dir, 3000);
    expect(doctor(repo.dir)).toContain(
      "all 3000 protected files are covered by node's walk, one lstat each on both sides of every call (git's index of the record is not written yet",
    );
    // git's index holds only files changed before its own second (gitIndex.ts)
    const next = Math.ceil(Date.now() / 1000) * 1000;
    while (Date.now() <= next) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    const ws = new WatchStore(join(repo.dir, '.git', 'diffgate'));
    expect(await quietRecord(ws, repo.dir, true, { PATH: process.env.PATH }, Date.now() + 60_000)).toBe(true);
    const out = doctor(repo.dir);
    expect(out).toContain(
      "all 3000 protected files are covered by a walk on both sides of every call: 3000 by git's walk (`git diff-files` over diffgate's own index",
    );
    expect(out).toMatch(/one walk of the record took \d+ ms here/);
  });
}, 60_000);

it('says plainly that a record is not whole yet, and that calls are held until it is', async () => {
  await withGitRepo((repo) => {
    repo.write('.diffgate.tsv', 'freeze\tvendor/**\tVendored code\n');
    record(repo.dir, 100, [join(repo.dir, 'vendor')]);
    expect(doctor(repo.dir)).toContain(
      "the record is not whole yet: it holds 100 protected files so far, and 1 rules' folders are still to be walked",
    );
  });
});
