/**
 * Issue 30, end to end with the built CLI and real bash: a protected set larger than one hook's time
 * can record (a frozen `vendor/**` of thousands of files, the hook's time cut short). The record is
 * taken over several calls, each held with a message until it is whole, and then every file in it is
 * watched: blind writes to the last file of the tree and to one in the middle, a removal, and a new
 * file under a `deny` glob, made by a line no pre-check can read, are each put back and kept.
 * Before, the first record stopped where the time ran out and a write past it went unseen.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST, runHook, userPrompt, withHarness, writeFixture } from '../hookHarness.js';
import { bash, post, pre, quarantined, recordedFiles } from './tripwireHarness.js';

/**
 * 30,000 frozen files with a 1.2-second hook in `npm test` (12,000 and 2 s let the first record finish in one
 * call on a quiet machine once the record got faster, stop 43, and then the resume went untested); `npm run test:scale` runs the same test at
 * 50,000 and 200,000 (DIFFGATE_TEST_PROTECTED), the record's calls cut short as here (DIFFGATE_TEST_HOOK_TIMEOUT:
 * 1.5 s and 3 s; at the default 10 s the first record of 50,000 finished in one call on an idle machine).
 */
const PROTECTED = Number(process.env.DIFFGATE_TEST_PROTECTED ?? 30_000);
const HOOK_TIMEOUT = process.env.DIFFGATE_TEST_HOOK_TIMEOUT ?? (process.env.DIFFGATE_TEST_PROTECTED ? '' : '1.2');
/** The hook's time (s) at scale once the record is whole, as the walk-cut message advises (DIFFGATE_HOOK_TIMEOUT). */
const SCALE_TIMEOUT = 120;
const PER_FOLDER = 200;
const FOLDERS = Math.ceil(PROTECTED / PER_FOLDER);

function vendorTree(dir: string): void {
  for (let f = 0; f < FOLDERS; f++) {
    const folder = join(dir, 'vendor', `pkg${String(f).padStart(3, '0')}`);
    mkdirSync(folder, { recursive: true });
    for (let i = 0; i < PER_FOLDER; i++)
      writeFileSync(join(folder, `f${i}.js`), `module.exports = ${f * PER_FOLDER + i};\n`);
  }
}

/** Hidden from any reading of the line: the path is base64. */
const blind = (code: string) => `python3 -c 'import base64 as b,os;p=lambda s:b.b64decode(s).decode();${code}'`;
const b64 = (s: string) => Buffer.from(s).toString('base64');
const state = (dir: string) => JSON.parse(readFileSync(join(dir, '.git/diffgate/tripwire/state.json'), 'utf8'));

describe(`${PROTECTED} protected files, more than one hook call records (issue 30)`, () => {
  it('holds calls until the record is whole, then puts back every blind change in it', async () => {
    await withHarness(
      async (h) => {
        h.repo.git('config', 'gc.auto', '0'); // no gc left running in the background (and into the cleanup)
        h.repo.commit('base');
        if (HOOK_TIMEOUT !== '') h.env.DIFFGATE_HOOK_TIMEOUT = HOOK_TIMEOUT;
        const t0 = Date.now();
        expect(runHook(h, userPrompt(h, 'update the app')).status).toBe(0);
        // each call goes on with the record; held ones say so and did not run
        let held = 0;
        let last = pre(h, 'true', 'toolu_w0');
        let cut = 0;
        while (last.status !== 0 && held < 500) {
          expect(last.status).toBe(2);
          if (last.stderr.includes('diffgate could not look at every protected file')) {
            // the record is whole, but one walk of it does not fit the hook's time on this machine (at
            // 50,000 files under load 20): blocked, saying so (walkCut.ts); the test does what the message
            // says and gives the hook more time
            expect(last.stderr).toContain('this call did not run');
            expect(last.stderr).toContain('DIFFGATE_HOOK_TIMEOUT');
            expect(cut++).toBe(0);
            h.env.DIFFGATE_HOOK_TIMEOUT = String(SCALE_TIMEOUT);
          } else {
            expect(last.stderr).toContain('This Bash call did not run: diffgate is still taking its record');
            // folders still to walk, or (the call that made it whole) no time left to look at all of it once more
            if (!last.stderr.includes('This call made the record whole')) expect(last.stderr).toContain('vendor/');
            expect(last.stderr).toContain('next: make this same call again');
          }
          held++;
          last = pre(h, 'true', `toolu_w${held}`);
        }
        expect(last.stderr).toBe('');
        expect(held).toBeGreaterThan(0); // the time was short enough to cut the walk: the test tests the resume
        expect(post(h, 'true', `toolu_w${held}`).status).toBe(0);
        console.log(
          `${FOLDERS * PER_FOLDER} protected files: recorded over ${held + 1} calls in ${Date.now() - t0} ms`,
        );
        // the short time was to cut the record's walk; the calls after it have the hook's default time
        // (a walk cut by the time fails closed, walkCut.ts: at 2 s on a loaded machine it would), and at
        // scale more (a walk of 200,000 paths takes near the default 10 s): what is tested is the put-back
        // (stop 44: `npm run test:scale` gives the record a short time too, DIFFGATE_TEST_HOOK_TIMEOUT, as on an
        // idle machine the first record of 50,000 files finished in one call at 10 s and `held` was 0)
        if (process.env.DIFFGATE_TEST_PROTECTED) h.env.DIFFGATE_HOOK_TIMEOUT = String(SCALE_TIMEOUT);
        else delete h.env.DIFFGATE_HOOK_TIMEOUT;
        const s = state(h.repo.dir);
        expect(s.pending).toBeUndefined();
        const vendor = Object.keys(recordedFiles(h.repo.dir)).filter((p) => p.startsWith(join(h.repo.dir, 'vendor/')));
        expect(vendor.length).toBe(FOLDERS * PER_FOLDER);

        const folders = readdirSync(join(h.repo.dir, 'vendor')).sort();
        const lastFolder = folders.at(-1)!;
        const lastFile = `vendor/${lastFolder}/${readdirSync(join(h.repo.dir, 'vendor', lastFolder))
          .sort()
          .at(-1)}`;
        const middle = `vendor/${folders[FOLDERS / 2]}/f${PER_FOLDER / 2}.js`;
        const removed = `vendor/${folders[1]}/f7.js`;
        const secret = `vendor/${folders[3]}/cache.sqlite`;
        const content = (rel: string) => readFileSync(join(h.repo.dir, rel), 'utf8');
        const kept = { last: content(lastFile), middle: content(middle), removed: content(removed) };
        const line = blind(
          [
            `open(p("${b64(lastFile)}"),"a").write("tampered\\n")`,
            `open(p("${b64(middle)}"),"w").write("replaced\\n")`,
            `os.remove(p("${b64(removed)}"))`,
            `open(p("${b64(secret)}"),"w").write("db")`,
          ].join(';'),
        );
        expect(pre(h, line, 'toolu_x').status).toBe(0); // no pre-check can read it
        expect(bash(h, line).status).toBe(0);
        const r = post(h, line, 'toolu_x');
        expect(r.status).toBe(2);
        for (const p of [lastFile, middle, removed]) expect(r.stderr).toContain(`${p} [freeze]`);
        expect(r.stderr).toContain(`${secret} [deny]`);
        expect(content(lastFile)).toBe(kept.last);
        expect(content(middle)).toBe(kept.middle);
        expect(content(removed)).toBe(kept.removed);
        expect(existsSync(join(h.repo.dir, secret))).toBe(false);
        const q = quarantined(h);
        expect(q.get(lastFile)).toBe(`${kept.last}tampered\n`);
        expect(q.get(middle)).toBe('replaced\n');
        expect(q.get(secret)).toBe('db');
      },
      (repo) => {
        writeFixture(repo);
        repo.write(
          '.diffgate.tsv',
          `${MANIFEST}freeze\tvendor/**\tVendored code is updated by the vendoring tool only\n`,
        );
        vendorTree(repo.dir);
      },
    );
  }, 3_600_000);
});
