/**
 * find's expression evaluated for an entry that fails every selecting test (review-15b F07): a
 * deleting action reached before, beside or without a selecting test deletes what nothing chose;
 * tests every entry passes select nothing; what cannot be read may delete (fail closed).
 */
import { describe, expect, it } from 'vitest';
import type { ArgWord } from '../../../src/core/commands/argWord.js';
import { findDeletesUnselected, fnmatch } from '../../../src/core/commands/findDeletes.js';

const words = (line: string): ArgWord[] => line.split(' ').filter((w) => w !== '');
const deletes = (line: string) => findDeletesUnselected(words(line), ['/home/u'], '/home/u');

describe('findDeletesUnselected', () => {
  it.each([
    '-delete',
    '-delete -name x',
    '-name x -o -delete',
    '-newer / -o -delete',
    '-name ?* -delete',
    '-name * -delete',
    '-name *? -delete',
    '-iname [!.]* -delete',
    '-regex .* -delete',
    '-regex .+ -delete',
    '-iregex .*\\|x -delete',
    '-path /home/u/* -delete',
    '-path * -delete',
    '-links +0 -delete',
    '-links 1 -delete',
    '-perm -0 -delete',
    '-perm /0 -delete',
    '-perm -u=r -delete',
    '-perm /600 -delete',
    '-size -1000000000k -delete',
    '-size +0 -delete',
    '-mtime -99999 -delete',
    '-mmin -999999999 -delete',
    '-readable -delete',
    '-writable -delete',
    '-user u -delete',
    '-type f -delete',
    '! -name x -delete',
    '-not ( -name a -o -name b ) -delete',
    '-name x -prune -o -delete',
    '-name x , -delete',
    '( -delete ) -name x',
    '-true -delete',
    '-print -delete',
    '-maxdepth 3 -delete',
    '-exec rm -rf {} +',
    '-exec /bin/rm {} ;',
    '-execdir sudo rm -f {} ;',
    '-ok rm {} ;',
    '-exec shred -u {} ;',
    '-name *.pyc -delete -o -delete',
    '-name x -delete -name',
    '-name x ) -delete',
    '-frobnicate -delete',
  ])('find ~ %s deletes what nothing selected', (line) => expect(deletes(line)).toBe(true));

  it.each([
    '',
    '-print',
    '-name x',
    '-name *.pyc -delete',
    '-iname *.PYC -delete',
    '-name .* -delete',
    '-type f -name *.log -delete',
    '( -name a -o -name b ) -delete',
    '-path /home/u/.cache/* -delete',
    '-path */node_modules/* -delete',
    '-regex .*\\.pyc -delete',
    '-regex .*\\.\\(pyc\\|pyo\\) -delete',
    '-newer stamp -delete',
    '-newermt 2020-01-01 -delete',
    '-empty -delete',
    '-type d -empty -delete',
    '-size +100M -delete',
    '-size 0 -delete',
    '-mtime +30 -delete',
    '-mtime -1 -delete',
    '-links +1 -delete',
    '-perm -4000 -delete',
    '-perm /111 -delete',
    '-false -delete',
    '-name x -exec rm {} ;',
    '-exec grep x {} ;',
    '-exec cp {} /tmp/ ;',
    '-path /home/u/.cache -prune -o -name *.pyc -delete',
    '-name x -delete , -print',
  ])('find ~ %s deletes only what it selected', (line) => expect(deletes(line)).toBe(false));

  it('reads a test whose operand is not known as one every entry may pass (fail closed)', () => {
    expect(findDeletesUnselected(['-name', null, '-delete'], ['/home/u'])).toBe(true);
    expect(findDeletesUnselected(['-name', 'x', null, '-delete'], ['/home/u'])).toBe(true);
    expect(findDeletesUnselected(['-exec', null, '{}', ';'], ['/home/u'])).toBe(true);
    expect(findDeletesUnselected(['-name', null, '-print'], ['/home/u'])).toBe(false);
    expect(findDeletesUnselected(['-exec', 'sh', '-c', 'rm "$@"', '_', '{}', '+'], ['/home/u'])).toBe(true);
    expect(findDeletesUnselected(['-exec', 'bash', '-c', 'echo "$1"', '_', '{}', ';'], ['/home/u'])).toBe(false);
  });

  it('reads a costly regex as one that may match anything, and answers at once', () => {
    const t = Date.now();
    expect(deletes('-regex \\(.*\\)*x -delete')).toBe(true);
    expect(deletes('-regex (a+)+b -delete')).toBe(true);
    expect(deletes('-regex .*.*.*.*.*x -delete')).toBe(true);
    expect(Date.now() - t).toBeLessThan(2000);
  });

  it('stays linear on a long expression', () => {
    const long = `${'-name x -o '.repeat(20000)}-name y -delete`;
    const t = Date.now();
    expect(deletes(long)).toBe(false);
    expect(deletes(`${'( '.repeat(5000)}-delete`)).toBe(true);
    expect(Date.now() - t).toBeLessThan(5000);
  });
});

describe('fnmatch', () => {
  it.each([
    ['*.pyc', 'x.pyc', true],
    ['*.pyc', 'x.py', false],
    ['?*', '.bashrc', true],
    ['[!.]*', '.bashrc', false],
    ['[a-c]x', 'bx', true],
    ['\\*', '*', true],
    ['\\*', 'a', false],
    ['[[:alpha:]]', 'q', true],
    ['a[', 'a[', true],
    ['*/src/*', '/home/u/work/src/main.c', true],
  ] as const)('%s on %s: %s', (pattern, name, match) => expect(fnmatch(pattern, false).test(name)).toBe(match));
});
