import { describe, expect, it } from 'vitest';
import { freeze } from '../../../src/core/rules/freeze.js';
import type { TestChange } from '../changes.js';
import {
  added,
  bin,
  change,
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
  tsv('freeze', 'config/**', 'Configuration changes only through review'),
  tsv('A', 'LICENSE', 'The licence is fixed'),
);

const F = 'config/app.yml';
const sha = (c: string) => c.repeat(40);

describe('freeze', () => {
  it.each<[string, TestChange, string[], RegExp?]>([
    ['creating a frozen path', added('config/new.yml', 'x\n'), []],
    ['creating a frozen path as a symlink', added('config/link', 'target', '120000'), []],
    ['changing content', modified(F, 'a: 1\n', 'a: 2\n'), ['freeze'], /content of a frozen file/],
    ['changing content (alias A)', modified('LICENSE', 'MIT\n', 'GPL\n'), ['freeze'], /content/],
    ['deleting', deleted(F, 'a: 1\n'), ['freeze'], /Deleted a frozen file/],
    [
      'renaming away',
      renamed(F, 'old/app.yml', 'a: 1\n'),
      ['freeze'],
      /Renamed a frozen file away \(to old\/app\.yml\)/,
    ],
    ['renaming within the frozen folder', renamed(F, 'config/app2.yml', 'a: 1\n'), ['freeze'], /Renamed/],
    ['a case-only rename', renamed(F, 'config/App.yml', 'a: 1\n'), ['freeze'], /Renamed/],
    ['renaming into a frozen path', renamed('draft/app.yml', 'config/app.yml', 'a: 1\n'), []],
    ['copying a frozen file elsewhere', copied(F, 'draft/app.yml', 'a: 1\n'), []],
    ['copying to a frozen path', copied('draft/app.yml', 'config/copy.yml', 'a: 1\n'), []],
    [
      'chmod +x (100644 -> 100755)',
      chmod(F, 'a: 1\n', '100644', '100755'),
      ['freeze'],
      /mode of a frozen file \(100644 -> 100755\)/,
    ],
    ['chmod -x (100755 -> 100644)', chmod(F, 'a: 1\n', '100755', '100644'), ['freeze'], /mode/],
    [
      'file -> symlink',
      typeChanged(F, { text: 'a: 1\n' }, { text: 'a: 1\n', mode: '120000' }),
      ['freeze'],
      /from a regular file to a symlink/,
    ],
    [
      'symlink -> file',
      typeChanged(F, { text: 'target', mode: '120000' }, { text: 'target' }),
      ['freeze'],
      /from a symlink to a regular file/,
    ],
    [
      'file -> submodule',
      typeChanged(F, { text: 'a: 1\n' }, { text: sha('d'), mode: '160000' }),
      ['freeze'],
      /from a regular file to a submodule/,
    ],
    [
      'executable -> symlink',
      typeChanged(F, { text: 'x', mode: '100755' }, { text: 'x', mode: '120000' }),
      ['freeze'],
      /to a symlink/,
    ],
    [
      'submodule moved to another commit',
      change(
        'modified',
        { path: 'config/sub', text: sha('a'), mode: '160000' },
        { path: 'config/sub', text: sha('b'), mode: '160000' },
      ),
      ['freeze'],
      /content/,
    ],
    ['LF -> CRLF only', modified(F, 'a: 1\nb: 2\n', 'a: 1\r\nb: 2\r\n'), ['freeze']],
    ['binary content', modified('config/logo.png', bin('PNG', 0, 1), bin('PNG', 0, 2)), ['freeze']],
    ['a path outside the pattern', modified('src/app.yml', 'a\n', 'b\n'), []],
    ['a path that only looks similar', modified('configs/app.yml', 'a\n', 'b\n'), []],
    ['deleting an unfrozen file', deleted('src/a.ts', 'x'), []],
  ])('%s', async (_name, c, expected, message) => {
    const found = await violations(manifest, c);
    expect(found.map(id)).toEqual(expected);
    if (message) expect(found[0]!.message).toMatch(message);
    for (const v of found) {
      expect(v.path).toBe(c.old!.path);
      expect(v.reason).toMatch(/review|licence/);
      expect(v.next).toMatch(/^This file is frozen\. Do not work around the block/);
      expect(v.source).toMatch(/^\.diffgate\.tsv:[12]$/);
    }
    // freeze decides on paths and modes alone: no content is read
    expect((c.old?.reads ?? 0) + (c.new?.reads ?? 0)).toBe(0);
  });

  it('never asks for content', () => {
    expect(freeze.reads).toEqual({ old: false, new: false });
    expect(freeze.side).toBe('old');
  });
});
