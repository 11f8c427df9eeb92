/**
 * The record in parts (recordParts.ts), end to end: 3,000 frozen files, and a blind write to one
 * put back with only the part that holds it rewritten. Run walking by partedRecord.test.ts, and
 * with the watch by watch.test.ts, whose tests stop and restart the Watchman server: a file of its
 * own running beside them lost its tie to the server (the full run of 2026-12-07 saw it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { type Harness, MANIFEST, runHook, userPrompt, withHarness, writeFixture } from '../hookHarness.js';
import { bash, post, pre, quarantined, recordedFiles } from './tripwireHarness.js';

const FOLDERS = 15;
const PER_FOLDER = 200;

export function setup(repo: Parameters<typeof writeFixture>[0]): void {
  writeFixture(repo);
  repo.write('.diffgate.tsv', `${MANIFEST}freeze\tvendor/**\tVendored code is updated by the vendoring tool only\n`);
  for (let f = 0; f < FOLDERS; f++) {
    const folder = join(repo.dir, 'vendor', `p${f}`);
    mkdirSync(folder, { recursive: true });
    for (let i = 0; i < PER_FOLDER; i++) writeFileSync(join(folder, `f${i}.js`), `module.exports = ${f}.${i};\n`);
  }
  repo.commit('base');
}

export const parts = (h: Harness) => join(h.repo.dir, '.git/diffgate/tripwire/parts');
export const partKeys = (h: Harness) =>
  new Map(
    readdirSync(parts(h)).map((n) => {
      const st = lstatSync(join(parts(h), n));
      return [n, `${st.ino}:${st.ctimeMs}`];
    }),
  );
/** Hidden from any reading of the line: the path is base64. */
export const b64 = (s: string) => Buffer.from(s).toString('base64');
export const blindAppend = (rel: string) =>
  `python3 -c 'import base64 as b;open(b.b64decode("${b64(rel)}").decode(),"a").write("tampered\\n")'`;

/** The first call of the turn: the record taken (in parts), nothing changed. */
export function recorded(h: Harness): void {
  expect(runHook(h, userPrompt(h, 'update the app')).status).toBe(0);
  // a loaded machine may take more than one hook's time to record: the calls are held until it is whole
  let held = 0;
  while (pre(h, 'true', `toolu_r${held}`).status !== 0) expect(++held).toBeLessThan(20);
  expect(post(h, 'true', `toolu_r${held}`).status).toBe(0);
  const record = JSON.parse(readFileSync(join(h.repo.dir, '.git/diffgate/tripwire/state.json'), 'utf8'));
  expect(record.files).toBeUndefined();
  expect(record.parts.n).toBeGreaterThan(1);
  expect(Object.keys(recordedFiles(h.repo.dir)).filter((p) => p.includes('/vendor/'))).toHaveLength(
    FOLDERS * PER_FOLDER,
  );
}

/** A blind write to a frozen file is put back, and only the part that holds it is rewritten (walking, or with the watch). */
export async function blindWriteInParts(watch: boolean): Promise<void> {
  await withHarness(async (h) => {
    if (watch) {
      h.env.DIFFGATE_WATCHMAN = '1'; // opt-in, and the person starts the server (a hook never does)
      expect(spawnSync('watchman', ['--no-pretty', 'get-pid']).status).toBe(0);
    }
    recorded(h);
    const tied = () => existsSync(join(h.repo.dir, '.git/diffgate/tripwire/watch.json'));
    if (watch) {
      // the call after the first record ties it to the watch
      expect(pre(h, 'true', 'toolu_t').stderr).toBe('');
      expect(post(h, 'true', 'toolu_t').status).toBe(0);
      expect(tied()).toBe(true);
    }
    for (const [n, rel] of [
      [1, 'vendor/p3/f17.js'],
      [2, 'vendor/p11/f199.js'],
    ] as const) {
      const before = partKeys(h);
      const original = readFileSync(join(h.repo.dir, rel), 'utf8');
      const line = blindAppend(rel);
      expect(pre(h, line, `toolu_${n}`).status).toBe(0);
      expect(bash(h, line).status).toBe(0);
      const r = post(h, line, `toolu_${n}`);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`${rel} [freeze]`);
      expect(readFileSync(join(h.repo.dir, rel), 'utf8')).toBe(original);
      expect(quarantined(h).get(rel)).toBe(`${original}tampered\n`);
      const after = partKeys(h);
      const rewritten = [...after].filter(([name, key]) => before.get(name) !== key);
      expect(rewritten.length).toBeGreaterThanOrEqual(1);
      expect(rewritten.length).toBeLessThanOrEqual(2); // the file's part, and at most the folders' of the put-back
      expect(after.size).toBe(before.size); // the part's old file removed
      // the head brought up to date for that part: the record stays tied to the watch
      expect(tied()).toBe(watch);
    }
    // and a later write to a file whose part was not rewritten is seen (its hash still in the index)
    const rel = 'vendor/p0/f0.js';
    const line = blindAppend(rel);
    expect(pre(h, line, 'toolu_9').status).toBe(0);
    expect(bash(h, line).status).toBe(0);
    expect(post(h, line, 'toolu_9').stderr).toContain(`${rel} [freeze]`);
  }, setup);
}
