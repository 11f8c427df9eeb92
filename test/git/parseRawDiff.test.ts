import { describe, expect, it } from 'vitest';
import { parseRawDiff, rawEntriesByCommit } from '../../src/git/parseRawDiff.js';

const Z = '\0';
const sha = (c: string) => c.repeat(40);

describe('parseRawDiff', () => {
  it.each([
    ['an empty diff', '', []],
    [
      'a modification',
      `:100644 100644 ${sha('a')} ${sha('b')} M${Z}a.txt${Z}`,
      [
        {
          status: 'M',
          oldMode: '100644',
          newMode: '100644',
          oldSha: sha('a'),
          newSha: sha('b'),
          oldPath: 'a.txt',
          newPath: 'a.txt',
        },
      ],
    ],
    [
      'a rename with score and two paths',
      `:100644 100644 ${sha('a')} ${sha('a')} R100${Z}old name.txt${Z}new\nname.txt${Z}`,
      [
        {
          status: 'R',
          score: 100,
          oldMode: '100644',
          newMode: '100644',
          oldSha: sha('a'),
          newSha: sha('a'),
          oldPath: 'old name.txt',
          newPath: 'new\nname.txt',
        },
      ],
    ],
    [
      'a symlink replacing a file',
      `:100644 120000 ${sha('a')} ${sha('c')} T${Z}link${Z}`,
      [
        {
          status: 'T',
          oldMode: '100644',
          newMode: '120000',
          oldSha: sha('a'),
          newSha: sha('c'),
          oldPath: 'link',
          newPath: 'link',
        },
      ],
    ],
    [
      'an added submodule and a deletion',
      `:000000 160000 ${sha('0')} ${sha('d')} A${Z}vendor/lib${Z}:100755 000000 ${sha('e')} ${sha('0')} D${Z}bin/ünïcode run${Z}`,
      [
        {
          status: 'A',
          oldMode: '000000',
          newMode: '160000',
          oldSha: sha('0'),
          newSha: sha('d'),
          oldPath: 'vendor/lib',
          newPath: 'vendor/lib',
        },
        {
          status: 'D',
          oldMode: '100755',
          newMode: '000000',
          oldSha: sha('e'),
          newSha: sha('0'),
          oldPath: 'bin/ünïcode run',
          newPath: 'bin/ünïcode run',
        },
      ],
    ],
    [
      'a copy',
      `:100644 100644 ${sha('a')} ${sha('a')} C075${Z}src.txt${Z}dst.txt${Z}`,
      [
        {
          status: 'C',
          score: 75,
          oldMode: '100644',
          newMode: '100644',
          oldSha: sha('a'),
          newSha: sha('a'),
          oldPath: 'src.txt',
          newPath: 'dst.txt',
        },
      ],
    ],
    [
      'an unmerged path (a conflicted merge)',
      `:100644 000000 ${sha('a')} ${sha('0')} U${Z}conflict.txt${Z}`,
      [
        {
          status: 'U',
          oldMode: '100644',
          newMode: '000000',
          oldSha: sha('a'),
          newSha: sha('0'),
          oldPath: 'conflict.txt',
          newPath: 'conflict.txt',
        },
      ],
    ],
    [
      'a submodule replaced by a file',
      `:160000 100644 ${sha('d')} ${sha('e')} T${Z}vendor/lib${Z}`,
      [
        {
          status: 'T',
          oldMode: '160000',
          newMode: '100644',
          oldSha: sha('d'),
          newSha: sha('e'),
          oldPath: 'vendor/lib',
          newPath: 'vendor/lib',
        },
      ],
    ],
    [
      'paths that look like headers, quotes, tabs and backslashes, verbatim',
      `:100644 100644 ${sha('a')} ${sha('b')} M${Z}:100644 100644 x M${Z}:100644 100644 ${sha('a')} ${sha('b')} M${Z}"tab\there\\"${Z}`,
      [
        {
          status: 'M',
          oldMode: '100644',
          newMode: '100644',
          oldSha: sha('a'),
          newSha: sha('b'),
          oldPath: ':100644 100644 x M',
          newPath: ':100644 100644 x M',
        },
        {
          status: 'M',
          oldMode: '100644',
          newMode: '100644',
          oldSha: sha('a'),
          newSha: sha('b'),
          oldPath: '"tab\there\\"',
          newPath: '"tab\there\\"',
        },
      ],
    ],
    [
      'a work-tree side git has not hashed (all zeros)',
      `:100644 100644 ${sha('a')} ${sha('0')} M${Z}edited.txt${Z}`,
      [
        {
          status: 'M',
          oldMode: '100644',
          newMode: '100644',
          oldSha: sha('a'),
          newSha: sha('0'),
          oldPath: 'edited.txt',
          newPath: 'edited.txt',
        },
      ],
    ],
  ])('parses %s', (_name, input, expected) => {
    expect(parseRawDiff(input)).toEqual(expected);
  });

  it.each([
    ['a line that is not a raw entry', `hello${Z}a${Z}`, /unexpected line/],
    ['a rename without its new path', `:100644 100644 ${sha('a')} ${sha('a')} R100${Z}old`, /new path/],
    ['a header without its path', `:100644 100644 ${sha('a')} ${sha('b')} M${Z}`, /ends before the path/],
    ['a mode that is not octal', `:100648 100644 ${sha('a')} ${sha('b')} M${Z}a${Z}`, /unexpected line/],
    ['an unknown status', `:100644 100644 ${sha('a')} ${sha('b')} Q${Z}a${Z}`, /unexpected line/],
    ['an object name that is not hex', `:100644 100644 ${sha('g')} ${sha('b')} M${Z}a${Z}`, /unexpected line/],
  ])('rejects %s, naming what it saw', (_name, input, error) => {
    expect(() => parseRawDiff(input)).toThrow(error);
  });
});

describe('rawEntriesByCommit', () => {
  const entry = (path: string) => `:100644 100644 ${sha('a')} ${sha('b')} M${Z}${path}${Z}`;

  it('splits diff-tree --stdin --always output by commit, a commit that changes nothing included', () => {
    const out = `${sha('1')}${Z}${entry('a.txt')}${entry('b.txt')}${sha('2')}${Z}${sha('3')}${Z}${entry('c.txt')}`;
    const byCommit = rawEntriesByCommit(out);
    expect([...byCommit].map(([id, entries]) => [id, entries.map((e) => e.newPath)])).toEqual([
      [sha('1'), ['a.txt', 'b.txt']],
      [sha('2'), []],
      [sha('3'), ['c.txt']],
    ]);
  });

  it('takes a path that looks like a commit id as a path', () => {
    const byCommit = rawEntriesByCommit(`${sha('1')}${Z}${entry(sha('2'))}`);
    expect([...byCommit.keys()]).toEqual([sha('1')]);
    expect(byCommit.get(sha('1'))!.map((e) => e.newPath)).toEqual([sha('2')]);
  });

  it.each([
    ['an entry before any commit id', entry('a.txt'), /before any commit id/],
    ['a record that is neither an id nor an entry', `${sha('1')}${Z}nonsense${Z}`, /unexpected line/],
  ])('refuses %s', (_name, out, message) => {
    expect(() => rawEntriesByCommit(out)).toThrow(message);
  });

  it('leaves rawEntries refusing a commit id (it reads one change)', () => {
    expect(() => parseRawDiff(`${sha('1')}${Z}`)).toThrow(/unexpected line/);
  });
});
