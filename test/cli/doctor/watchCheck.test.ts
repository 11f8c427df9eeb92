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
import { keyOf } from '../../../src/agent/tripwire/statKey.js';
import { emptyState, WatchStore } from '../../../src/agent/tripwire/watchState.js';
import { CLI, cleanEnv, withGitRepo } from '../../helpers/gitRepo.js';

/** A record of `count` real files, saved where the hooks keep it. */
function record(dir: string, count: number): void {
  const s = emptyState(Date.now(), dir);
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
    expect(out).toContain('the watch is off here (DIFFGATE_WATCHMAN is not set): all 500 protected files');
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
