import { describe, expect, it } from 'vitest';
import { Checker, ReadError, check } from '../../src/core/check.js';
import { parseManifest } from '../../src/core/parseManifest.js';
import { isBlocked } from '../../src/core/verdict.js';
import type { TestChange } from './changes.js';
import {
  MANIFEST,
  added,
  change,
  copied,
  deleted,
  id,
  lines,
  manifestOf,
  modified,
  renamed,
  side,
  tsv,
  violations,
} from './changes.js';

const SPAN = 'intro\n# INVARIANT-START\nkeep\n# INVARIANT-END\n';

const manifest = manifestOf(
  tsv('freeze', 'docs/frozen/**', 'Frozen docs'), // 1
  tsv('invariant', 'docs/**', 'Decided text'), // 2
  tsv('budget', 'docs/**', 'Docs stay short', 'lines=5'), // 3
  tsv('append', 'docs/log.md', 'A record'), // 4
  tsv('deny', '**/*.sqlite', 'No databases'), // 5
  tsv('allow', 'fixtures/**', 'Fixtures are fake'), // 6
  tsv('freeze', 'docs/frozen/a.md', 'Named explicitly too'), // 7
  tsv('command-deny', 'git push --force', 'Rewrites history'), // 8
  tsv('freeze', 'vendor/**', 'Vendored code'), // 9
  tsv('budget', 'notes/**', 'Notes stay short', 'lines=2'), // 10
);

const reads = (...cs: TestChange[]) => cs.map((c) => [c.old?.reads ?? 0, c.new?.reads ?? 0]);

describe('Checker: several rules', () => {
  it('checks a path with every rule that matches it, each with its own source', async () => {
    const c = modified('docs/log.md', SPAN, 'intro\n# INVARIANT-START\nchanged\n# INVARIANT-END\nmore\nand more\n');
    const found = await violations(manifest, c);
    expect(found.map((v) => [id(v), v.source])).toEqual([
      ['invariant@3', '.diffgate.tsv:2'],
      ['append@3', '.diffgate.tsv:4'],
      ['budget@6', '.diffgate.tsv:3'],
    ]);
    expect(found.map((v) => v.reason)).toEqual(['Decided text', 'A record', 'Docs stay short']);
    // each side read once, however many rules need it
    expect(reads(c)).toEqual([[1, 1]]);
  });

  it('reports a path matched by two rules of the same kind twice', async () => {
    const found = await violations(manifest, deleted('docs/frozen/a.md', 'x\n'));
    expect(found.map((v) => [v.rule, v.source])).toEqual([
      ['freeze', '.diffgate.tsv:1'],
      ['freeze', '.diffgate.tsv:7'],
    ]);
  });

  it('applies old-path rules to the old path and new-path rules to the new path of a rename', async () => {
    const c = renamed('docs/frozen/b.md', 'data/b.sqlite', 'x\n');
    // Violations are reported in path order.
    expect((await violations(manifest, c)).map((v) => [v.rule, v.path])).toEqual([
      ['deny', 'data/b.sqlite'],
      ['freeze', 'docs/frozen/b.md'],
    ]);
  });

  it('reports violations in path order whatever order the changes came in and whichever needed contents', async () => {
    const m = manifestOf(tsv('append', 'z/log.md', 'r'), tsv('freeze', 'a/x', 'r'));
    const found = await violations(m, modified('z/log.md', 'one\n', 'two\n'), deleted('a/x', 'k'));
    expect(found.map((v) => v.path)).toEqual(['a/x', 'z/log.md']);
  });

  it('a rename into protected paths is a creation there', async () => {
    const c = renamed('tmp/notes.md', 'docs/log.md', lines(7));
    expect((await violations(manifest, c)).map(id)).toEqual(['budget@6-7']);
  });

  it('allow exempts from deny and the secret list, not from other rules', async () => {
    const found = await violations(
      manifest,
      added('fixtures/db.sqlite', 'x'),
      added('fixtures/.env', 'x'),
      modified('fixtures/x.md', 'a', 'b'),
    );
    expect(found).toEqual([]);
    const m = manifestOf(tsv('freeze', 'fixtures/**', 'r'), tsv('allow', 'fixtures/**', 'r'));
    expect((await violations(m, deleted('fixtures/key.pem', 'k'))).map(id)).toEqual(['freeze']);
  });

  it('returns the number of changes checked and blocks only with violations', async () => {
    const ok = await check({
      manifest,
      manifestPath: MANIFEST,
      changes: [modified('src/a.ts', 'a', 'b'), added('src/b.ts', 'b')],
    });
    expect(ok).toEqual({ violations: [], checked: 2 });
    expect(isBlocked(ok)).toBe(false);
    const blocked = await check({ manifest, manifestPath: MANIFEST, changes: [added('a.sqlite', '')] });
    expect(isBlocked(blocked)).toBe(true);
    expect(await check({ manifest, manifestPath: MANIFEST, changes: [] })).toEqual({ violations: [], checked: 0 });
  });

  it('checks more changes than one batch holds', async () => {
    const many = Array.from({ length: 700 }, (_, i) =>
      modified(`docs/f${i}.md`, 'a\n', i % 100 === 0 ? lines(6) : 'b\n'),
    );
    const verdict = await new Checker(manifest, MANIFEST).check(many);
    expect(verdict.checked).toBe(700);
    expect(verdict.violations.map((v) => v.path)).toEqual(Array.from({ length: 7 }, (_, k) => `docs/f${k * 100}.md`));
  });

  it('refuses a manifest that has errors', () => {
    expect(() => new Checker(parseManifest('freez\tx\tr\n', MANIFEST), MANIFEST)).toThrow(/manifest has errors/);
  });
});

describe('Checker: reads only the contents a rule needs', () => {
  it.each<[string, TestChange, number[]]>([
    ['a path no rule covers', modified('src/app.ts', 'a', 'b'), [0, 0]],
    ['an added path no rule covers', added('src/new.ts', 'x'), [0, 0]],
    ['a deleted path no rule covers', deleted('src/old.ts', 'x'), [0, 0]],
    ['a frozen path (paths and modes decide)', modified('vendor/x.bin', 'a', 'b'), [0, 0]],
    ['a denied path (paths decide)', added('data/x.sqlite', 'x'), [0, 0]],
    ['a secret path (paths decide)', added('.env', 'x'), [0, 0]],
    ['a copy from a protected path', copied('docs/log.md', 'src/log.md', 'x'), [0, 0]],
    ['a deletion under invariant only (old side)', deleted('docs/x.md', SPAN), [1, 0]],
    ['a new file under a budget (new side)', added('docs/new.md', 'x'), [0, 1]],
    ['a modification under invariant and budget', modified('docs/x.md', 'a', 'b'), [1, 1]],
    [
      'a modification under a budget only, within it (the old side cannot matter)',
      modified('notes/a.md', 'a\n', 'a\nb\n'),
      [0, 1],
    ],
    [
      'a modification under a budget only, over it (the old side decides)',
      modified('notes/a.md', 'a\n', 'a\nb\nc\n'),
      [1, 1],
    ],
    ['a deletion under a budget only', deleted('notes/a.md', 'a\nb\nc\n'), [0, 0]],
  ])('%s', async (_name, c, expected) => {
    await violations(manifest, c);
    expect(reads(c)[0]).toEqual(expected);
  });
});

describe('Checker: a budget reads the old side second, only when over', () => {
  it('passes a file over its limit that shrinks, blocks one that grows, in one batch', async () => {
    const shrinks = modified('notes/a.md', 'a\nb\nc\nd\n', 'a\nb\nc\n');
    const grows = modified('notes/b.md', 'a\nb\nc\n', 'a\nb\nc\nd\n');
    const within = modified('notes/c.md', 'a\n', 'a\nb\n');
    const found = await violations(manifest, shrinks, grows, within);
    expect(found.map(id)).toEqual(['budget@3-4']);
    expect(found[0]!.path).toBe('notes/b.md');
    expect(reads(shrinks, grows, within)).toEqual([
      [1, 1],
      [1, 1],
      [0, 1],
    ]);
  });
});

describe('Checker: unreadable contents', () => {
  it('throws a ReadError naming the path and keeping the cause', async () => {
    const cause = new Error('object 1234 missing');
    const c = {
      status: 'modified' as const,
      old: side({ path: 'docs/log.md', text: 'a\n' }, cause),
      new: side({ path: 'docs/log.md', text: 'a\nb\n' }),
    };
    const error = await new Checker(manifest, MANIFEST).check([c]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReadError);
    expect((error as ReadError).path).toBe('docs/log.md');
    expect((error as ReadError).cause).toBe(cause);
    expect((error as ReadError).message).toBe('cannot read docs/log.md: object 1234 missing');
  });

  it('does not read, so cannot fail on, a side no rule needs', async () => {
    const c = {
      status: 'modified' as const,
      old: side({ path: 'src/a.ts' }, new Error('boom')),
      new: side({ path: 'src/a.ts' }, new Error('boom')),
    };
    expect(await violations(manifest, c)).toEqual([]);
  });

  it('a non-Error rejection is reported too', async () => {
    const c = change('added', null, { path: 'docs/new.md' });
    c.new!.read = () => Promise.reject('disk on fire');
    await expect(new Checker(manifest, MANIFEST).check([c])).rejects.toThrow(
      new ReadError('docs/new.md', 'disk on fire'),
    );
  });

  it('a side that throws instead of rejecting is a ReadError too', async () => {
    const c = change('added', null, { path: 'docs/new.md' });
    c.new!.read = () => {
      throw new Error('no such object');
    };
    await expect(new Checker(manifest, MANIFEST).check([c])).rejects.toThrow(
      new ReadError('docs/new.md', new Error('no such object')),
    );
  });

  it('an unreadable new manifest is a ReadError', async () => {
    const c = {
      status: 'modified' as const,
      old: side({ path: MANIFEST }),
      new: side({ path: MANIFEST }, new Error('gone')),
    };
    await expect(new Checker(manifest, MANIFEST).check([c])).rejects.toBeInstanceOf(ReadError);
  });
});

describe('Checker: asks for the contents of a batch together', () => {
  it('asks for every side a batch reads before the first answer comes (an adapter answers them in one round)', async () => {
    const asked: string[] = [];
    const askedWhenAnswered: number[] = [];
    const lazily = (c: TestChange) => {
      for (const s of [c.old, c.new]) {
        if (!s) continue;
        const read = s.read.bind(s);
        s.read = () => {
          asked.push(s.path);
          return Promise.resolve().then(() => {
            askedWhenAnswered.push(asked.length);
            return read();
          });
        };
      }
      return c;
    };
    const cs = [
      modified('docs/log.md', 'a\n', 'a\nb\n'),
      added('docs/new.md', 'x\n'),
      modified('notes/a.md', 'a\n', 'a\nb\nc\n'),
    ].map(lazily);
    const found = await violations(manifest, ...cs);
    expect(found.map(id)).toEqual(['budget@3']);
    // docs/log.md both sides, docs/new.md, notes/a.md's new side; then notes/a.md's old side (over its budget)
    expect(asked).toEqual(['docs/log.md', 'docs/log.md', 'docs/new.md', 'notes/a.md', 'notes/a.md']);
    expect(askedWhenAnswered).toEqual([4, 4, 4, 4, 5]);
  });
});

describe('Checker: walks the changes once', () => {
  it('takes them as they come (a generator, as the git adapter gives them): counts, checks, and meets the manifest among them', async () => {
    const list = () => [
      modified('src/a.txt', 'a\n', 'b\n'),
      deleted(MANIFEST, `${tsv('freeze', 'config/**', 'Reviewed')}\n`),
      deleted('docs/frozen/a.md', 'x\n'),
    ];
    let handedOut = 0;
    const changes = function* () {
      for (const c of list()) {
        handedOut += 1;
        yield c;
      }
    };
    const verdict = await new Checker(manifest, MANIFEST).check(changes());
    expect(handedOut).toBe(3);
    expect(verdict.checked).toBe(3);
    expect(verdict).toEqual(await new Checker(manifest, MANIFEST).check(list()));
    expect(new Set(verdict.violations.map((v) => [v.path, v.rule].join(' ')))).toEqual(
      new Set([`${MANIFEST} manifest`, 'docs/frozen/a.md freeze']),
    );
  });
});

describe('Checker: the manifest checks changes to itself', () => {
  const OLD = `${[tsv('freeze', 'config/**', 'Reviewed'), tsv('deny', '*.sqlite', 'No databases')].join('\n')}\n`;
  const m = manifestOf(tsv('freeze', 'config/**', 'Reviewed'), tsv('deny', '*.sqlite', 'No databases'));

  it.each<[string, string | null, TestChange, string[]]>([
    ['adding a rule', MANIFEST, modified(MANIFEST, OLD, `${OLD + tsv('freeze', 'LICENSE', 'Fixed')}\n`), []],
    ['removing a rule', MANIFEST, modified(MANIFEST, OLD, `${tsv('freeze', 'config/**', 'Reviewed')}\n`), ['manifest']],
    [
      'adding an allow line',
      MANIFEST,
      modified(MANIFEST, OLD, `${OLD + tsv('allow', 'x.sqlite', 'Mine')}\n`),
      ['manifest@3'],
    ],
    [
      'a manifest that does not parse',
      MANIFEST,
      modified(MANIFEST, OLD, `${OLD}freeze LICENSE\n`),
      ['manifest@3', 'manifest@3'],
    ],
    ['deleting the manifest', MANIFEST, deleted(MANIFEST, OLD), ['manifest', 'manifest']],
    ['renaming the manifest away', MANIFEST, renamed(MANIFEST, 'old.tsv', OLD), ['manifest', 'manifest']],
    ['copying the manifest elsewhere', MANIFEST, copied(MANIFEST, 'copy.tsv', OLD), []],
    ['a manifest in a subfolder', 'ops/rules.tsv', deleted('ops/rules.tsv', OLD), ['manifest', 'manifest']],
    ["a file with the manifest's name elsewhere", 'ops/rules.tsv', deleted(MANIFEST, OLD), []],
    ['a manifest outside the repository (manifestPath null)', null, deleted(MANIFEST, OLD), []],
  ])('%s', async (_name, manifestPath, c, expected) => {
    const verdict = await new Checker(m, manifestPath).check([c]);
    expect(verdict.violations.map(id)).toEqual(expected);
    for (const v of verdict.violations) expect(v.path).toBe(manifestPath);
  });

  it('reads the new manifest once, and the old one not at all', async () => {
    const c = modified(MANIFEST, OLD, `${OLD}# more\n`);
    expect(await violations(m, c)).toEqual([]);
    expect(reads(c)).toEqual([[0, 1]]);
  });

  it('a manifest rule on the manifest itself applies as well', async () => {
    const self = manifestOf(tsv('freeze', MANIFEST, 'Only a person edits the rules'));
    const c = modified(
      MANIFEST,
      `${tsv('freeze', MANIFEST, 'Only a person edits the rules')}\n`,
      `${tsv('freeze', MANIFEST, 'Only a person edits the rules')}\n# note\n`,
    );
    expect((await violations(self, c)).map(id)).toEqual(['freeze']);
  });
});
