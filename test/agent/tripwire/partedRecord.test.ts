/**
 * The record in parts (recordParts.ts), end to end with the built CLI and real bash: with 3,000
 * frozen files the record is kept in parts; a blind write to a frozen file is put back while only
 * the part holding it is rewritten; and a call that also removes that part, rewrites it with an
 * entry that vouches for its change, or puts an earlier record's bytes back in it, finds the record
 * not believed (fail closed): the file is compared with HEAD and put back, and the message names
 * the part and says what to do.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Harness, MANIFEST, runHook, userPrompt, withHarness, writeFixture } from '../hookHarness.js';
import { bash, post, pre, quarantined, recordedFiles } from './tripwireHarness.js';

const FOLDERS = 15;
const PER_FOLDER = 200;

function setup(repo: Parameters<typeof writeFixture>[0]): void {
  writeFixture(repo);
  repo.write('.diffgate.tsv', `${MANIFEST}freeze\tvendor/**\tVendored code is updated by the vendoring tool only\n`);
  for (let f = 0; f < FOLDERS; f++) {
    const folder = join(repo.dir, 'vendor', `p${f}`);
    mkdirSync(folder, { recursive: true });
    for (let i = 0; i < PER_FOLDER; i++) writeFileSync(join(folder, `f${i}.js`), `module.exports = ${f}.${i};\n`);
  }
  repo.commit('base');
}

const parts = (h: Harness) => join(h.repo.dir, '.git/diffgate/tripwire/parts');
const partKeys = (h: Harness) =>
  new Map(
    readdirSync(parts(h)).map((n) => {
      const st = lstatSync(join(parts(h), n));
      return [n, `${st.ino}:${st.ctimeMs}`];
    }),
  );
/** Hidden from any reading of the line: the path is base64. */
const b64 = (s: string) => Buffer.from(s).toString('base64');
const blindAppend = (rel: string) =>
  `python3 -c 'import base64 as b;open(b.b64decode("${b64(rel)}").decode(),"a").write("tampered\\n")'`;

/** The first call of the turn: the record taken (in parts), nothing changed. */
function recorded(h: Harness): void {
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

describe('the record in parts, through the hooks', () => {
  const HAS_WATCHMAN = spawnSync('watchman', ['--version'], { encoding: 'utf8' }).status === 0;
  it.each(HAS_WATCHMAN ? ['walking', 'with the watch'] : ['walking'])(
    '%s: a blind write to a frozen file is put back, and only the part that holds it is rewritten',
    async (mode) => {
      await withHarness(async (h) => {
        const watch = mode === 'with the watch';
        if (watch) h.env.DIFFGATE_WATCHMAN = '1'; // the person started the server (a hook never does)
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
    },
    300_000,
  );

  // each line changes vendor/p3/f17.js and then tampers with the part that holds its entry
  const part = `import glob,json,os;f=[x for x in glob.glob(".git/diffgate/tripwire/parts/*.json") if "vendor/p3/f17.js" in open(x).read()][0]`;
  it.each<[string, string, string]>([
    ['removes the part', `${part};os.remove(f)`, 'was removed'],
    [
      'rewrites the part so that its entry vouches for the change (the new stat key)',
      `${part};d=json.load(open(f));s=os.lstat("vendor/p3/f17.js");k=[x for x in d if x.endswith("vendor/p3/f17.js")][0];d[k]["k"]=[s.st_mode,s.st_dev,s.st_ino,s.st_size,s.st_ctime_ns/1e6,s.st_mtime_ns/1e6];json.dump(d,open(f,"w"))`,
      'was rewritten or replaced',
    ],
    [
      'puts the bytes of the part as the record took them back (a copy taken before)',
      `${part};b=open(f,"rb").read();os.remove(f);open(f,"wb").write(b)`,
      'was rewritten or replaced',
    ],
  ])(
    'a call that %s with its change: the record is not believed, the file compared with HEAD and put back',
    async (_, tamper, said) => {
      await withHarness(async (h) => {
        recorded(h);
        const rel = 'vendor/p3/f17.js';
        const original = readFileSync(join(h.repo.dir, rel), 'utf8');
        // the store's path in base64 too: the pre-check refuses a line that names .git/ for writing
        const line = `${blindAppend(rel)} && python3 -c 'import base64;exec(base64.b64decode("${b64(tamper)}"))'`;
        expect(pre(h, line, 'toolu_x').status).toBe(0);
        const ran = bash(h, line);
        expect(ran.status, ran.stderr).toBe(0);
        const r = post(h, line, 'toolu_x');
        expect(r.status).toBe(2);
        expect(r.stderr).toMatch(
          /its part parts\/\d+-[0-9a-f]{16}\.json, which held what diffgate recorded of \d+ protected paths/,
        );
        expect(r.stderr).toContain(said);
        expect(r.stderr).toContain('compared with HEAD instead');
        expect(r.stderr).toContain(`${rel} [freeze]`);
        expect(readFileSync(join(h.repo.dir, rel), 'utf8')).toBe(original);
        expect(quarantined(h).get(rel)).toBe(`${original}tampered\n`);
        // the record taken anew is in parts again, and the next call that changes nothing is quiet
        let held = 0;
        while (pre(h, 'true', `toolu_y${held}`).status !== 0) expect(++held).toBeLessThan(20);
        expect(post(h, 'true', `toolu_y${held}`).status).toBe(0);
      }, setup);
    },
    300_000,
  );
});
