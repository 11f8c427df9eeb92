/**
 * A record cut by the hook's time (issue 30): the rules' folders it did not reach are pending, not
 * dropped, and each resume goes on from where the last one stopped (a folder of many files is cut
 * between files too), until every protected file is recorded. Real folders, the record taken by
 * the module under a real deadline.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadRules } from '../../../src/agent/context.js';
import { startDeadline } from '../../../src/agent/deadline.js';
import { locate } from '../../../src/agent/place.js';
import { firstRecord, resumeRecord } from '../../../src/agent/tripwire/survey.js';
import { WatchList } from '../../../src/agent/tripwire/watchList.js';
import { emptyState, WatchStore } from '../../../src/agent/tripwire/watchState.js';
import { cleanEnv } from '../../helpers/gitRepo.js';
import { MANIFEST, openHarness, writeFixture } from '../hookHarness.js';

const FILES = 6_000;

describe('a record whose walk the time cut', () => {
  let h: ReturnType<typeof openHarness>;
  beforeAll(() => {
    h = openHarness((repo) => {
      writeFixture(repo);
      repo.write('.diffgate.tsv', `${MANIFEST}freeze\tvendor/**\tVendored\n`);
      // one flat folder of many files (cut between files) and nested ones (cut between folders)
      mkdirSync(join(repo.dir, 'vendor/flat'), { recursive: true });
      for (let i = 0; i < FILES / 2; i++) writeFileSync(join(repo.dir, 'vendor/flat', `f${i}`), `${i}\n`);
      for (let d = 0; d < 30; d++) {
        const dir = join(repo.dir, 'vendor/deep', `d${d}`, 'inner');
        mkdirSync(dir, { recursive: true });
        for (let i = 0; i < FILES / 60; i++) writeFileSync(join(dir, `g${i}`), `${d}.${i}\n`);
      }
    });
  });
  afterAll(() => h.close());
  afterEach(() => startDeadline(Number.POSITIVE_INFINITY / 1000));

  it('keeps what it did not reach pending and records all of it over the resumes', async () => {
    const env = cleanEnv({ HOME: h.home, XDG_CONFIG_HOME: join(h.home, '.config'), CLAUDE_PROJECT_DIR: h.repo.dir });
    const place = locate(h.repo.dir, env, h.home);
    const storeDir = join(place.gitDir!, 'diffgate');
    const list = new WatchList({ place, rules: await loadRules(place, env) }, env, storeDir, join(h.home, 'no-cli'));
    const store = new WatchStore(storeDir);
    const state = emptyState(Date.now(), h.repo.dir);
    const vendor = () => Object.keys(state.files).filter((p) => p.includes('/vendor/')).length;
    // a few milliseconds each: far less than the walk needs
    startDeadline(0.02, Date.now());
    firstRecord(state, list, store, Date.now());
    expect(state.pending?.length).toBeGreaterThan(0);
    expect(vendor()).toBeLessThan(FILES);
    let resumes = 0;
    let counts = [vendor()];
    for (; resumes < 2_000; resumes++) {
      startDeadline(0.02, Date.now());
      resumeRecord(state, list, store, Date.now());
      if (state.pending === undefined) break;
      counts.push(vendor());
    }
    expect(state.pending).toBeUndefined();
    expect(vendor()).toBe(FILES);
    expect(resumes).toBeGreaterThan(0);
    // every resume made progress: none starts over
    counts = counts.slice(1);
    for (let i = 1; i < counts.length; i++) expect(counts[i]!).toBeGreaterThanOrEqual(counts[i - 1]!);
    // nothing it walked is still taken for unwalked
    for (const d of state.unwalked ?? []) expect(d.includes('/vendor/')).toBe(false);
  }, 120_000);
});
