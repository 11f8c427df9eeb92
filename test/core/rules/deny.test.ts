import { describe, expect, it } from 'vitest';
import type { TestChange } from '../changes.js';
import {
  added,
  chmod,
  copied,
  deleted,
  id,
  manifestOf,
  modified,
  renamed,
  tsv,
  typeChanged,
  violations,
} from '../changes.js';

const manifest = manifestOf(
  tsv('deny', '**/*.sqlite', 'Databases are not committed'),
  tsv('allow', 'fixtures/empty.sqlite', 'An empty database the tests open'),
  tsv('deny', 'build/**', 'Build output is not committed'),
);

describe('deny', () => {
  it.each<[string, TestChange, string[]]>([
    ['adding a denied path', added('data/app.sqlite', 'x'), ['deny']],
    ['adding a denied path at the root', added('app.sqlite', 'x'), ['deny']],
    ["adding a denied folder's file", added('build/out.js', 'x'), ['deny']],
    ['renaming to a denied path', renamed('data/app.db', 'data/app.sqlite', 'x'), ['deny']],
    ['copying to a denied path', copied('data/app.db', 'data/copy.sqlite', 'x'), ['deny']],
    ['adding a symlink at a denied path', added('data/link.sqlite', 'elsewhere', '120000'), ['deny']],
    ['adding a path allow exempts', added('fixtures/empty.sqlite', 'x'), []],
    ['renaming to a path allow exempts', renamed('tmp.sqlite', 'fixtures/empty.sqlite', 'x'), []],
    ['modifying an existing denied path', modified('data/app.sqlite', 'x', 'y'), []],
    ['chmod of an existing denied path', chmod('data/app.sqlite', 'x', '100644', '100755'), []],
    [
      'type change of an existing denied path',
      typeChanged('data/app.sqlite', { text: 'x' }, { text: 'y', mode: '120000' }),
      [],
    ],
    ['deleting a denied path', deleted('data/app.sqlite', 'x'), []],
    ['renaming a denied path away', renamed('data/app.sqlite', 'data/app.db', 'x'), []],
    ['a path that only looks similar', added('data/app.sqlite3', 'x'), []],
  ])('%s', async (_name, c, expected) => {
    const found = await violations(manifest, c);
    expect(found.map(id)).toEqual(expected);
    for (const v of found) {
      expect(v.path).toBe(c.new!.path);
      expect(v.message).toBe('Added a path the manifest denies.');
      expect(v.next).toContain(`git rm --cached -- ${JSON.stringify(c.new!.path)}`);
    }
    // deny decides on paths alone
    expect((c.old?.reads ?? 0) + (c.new?.reads ?? 0)).toBe(0);
  });
});
