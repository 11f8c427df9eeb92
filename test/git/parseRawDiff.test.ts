import { describe, expect, it } from 'vitest';
import { parseRawDiff } from '../../src/git/parseRawDiff.js';

const Z = '\0';
const sha = (c: string) => c.repeat(40);

describe('parseRawDiff', () => {
  it.each([
    ['an empty diff', '', []],
    ['a modification', `:100644 100644 ${sha('a')} ${sha('b')} M${Z}a.txt${Z}`,
      [{ status: 'M', oldMode: '100644', newMode: '100644', oldSha: sha('a'), newSha: sha('b'), oldPath: 'a.txt', newPath: 'a.txt' }]],
    ['a rename with score and two paths', `:100644 100644 ${sha('a')} ${sha('a')} R100${Z}old name.txt${Z}new\nname.txt${Z}`,
      [{ status: 'R', score: 100, oldMode: '100644', newMode: '100644', oldSha: sha('a'), newSha: sha('a'), oldPath: 'old name.txt', newPath: 'new\nname.txt' }]],
    ['a symlink replacing a file', `:100644 120000 ${sha('a')} ${sha('c')} T${Z}link${Z}`,
      [{ status: 'T', oldMode: '100644', newMode: '120000', oldSha: sha('a'), newSha: sha('c'), oldPath: 'link', newPath: 'link' }]],
    ['an added submodule and a deletion', `:000000 160000 ${sha('0')} ${sha('d')} A${Z}vendor/lib${Z}:100755 000000 ${sha('e')} ${sha('0')} D${Z}bin/ünïcode run${Z}`,
      [
        { status: 'A', oldMode: '000000', newMode: '160000', oldSha: sha('0'), newSha: sha('d'), oldPath: 'vendor/lib', newPath: 'vendor/lib' },
        { status: 'D', oldMode: '100755', newMode: '000000', oldSha: sha('e'), newSha: sha('0'), oldPath: 'bin/ünïcode run', newPath: 'bin/ünïcode run' },
      ]],
    ['a copy', `:100644 100644 ${sha('a')} ${sha('a')} C075${Z}src.txt${Z}dst.txt${Z}`,
      [{ status: 'C', score: 75, oldMode: '100644', newMode: '100644', oldSha: sha('a'), newSha: sha('a'), oldPath: 'src.txt', newPath: 'dst.txt' }]],
  ])('parses %s', (_name, input, expected) => {
    expect(parseRawDiff(input)).toEqual(expected);
  });

  it.each([
    ['a line that is not a raw entry', `hello${Z}a${Z}`, /unexpected line/],
    ['a rename without its new path', `:100644 100644 ${sha('a')} ${sha('a')} R100${Z}old`, /new path/],
  ])('rejects %s, naming what it saw', (_name, input, error) => {
    expect(() => parseRawDiff(input)).toThrow(error);
  });
});
