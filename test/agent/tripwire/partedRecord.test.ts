import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withHarness } from '../hookHarness.js';
import { b64, blindAppend, blindWriteInParts, recorded, setup } from './partedRecordCase.js';
import { bash, post, pre, quarantined } from './tripwireHarness.js';

describe('the record in parts, through the hooks', () => {
  it(
    'walking: a blind write to a frozen file is put back, and only the part that holds it is rewritten (with the watch: watch.test.ts)',
    () => blindWriteInParts(false),
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
