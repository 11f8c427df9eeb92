/** git settings stored for later, judged as the command they arm (review-15 F06). */
import { describe, expect, it } from 'vitest';
import type { ArgWord } from '../../../src/core/commands/argWord.js';
import { gitDashedForm } from '../../../src/core/commands/gitAliases.js';
import { forcesPush, gitBool, gitSettings } from '../../../src/core/commands/impliedFlags.js';
import { armedCommands } from '../../../src/core/commands/storedSettings.js';

const PUSH = ['git', 'push', '--force'];
const CLEAN = ['git', 'clean', '--force'];
const w = (line: string): ArgWord[] => line.split(' ');

describe('armedCommands', () => {
  it.each<[string, ArgWord[][]]>([
    ['git config remote.origin.push +HEAD:main', [PUSH]],
    ['git config --add remote.origin.push +refs/heads/*', [PUSH]],
    ['git config --global Remote.Origin.Mirror true', [PUSH]],
    ['git config set remote.origin.push +main', [PUSH]],
    ['git -C sub config --file .git/config remote.x.mirror yes', [PUSH]],
    ['git remote add --mirror=push backup ../b', [PUSH]],
    ['git remote add --mirror backup ../b', [PUSH]],
    ['git config clean.requireForce false', [CLEAN]],
    ['git config clean.requireforce 0', [CLEAN]],
    ['git config remote.origin.push refs/heads/main', []],
    ['git config remote.origin.mirror false', []],
    ['git config clean.requireForce true', []],
    ['git config --get remote.origin.push', []],
    ['git config --unset remote.origin.mirror', []],
    ['git config get remote.origin.push', []],
    ['git config remote.origin.push', []],
    ['git remote add --mirror=fetch backup ../b', []],
    ['git config user.name x', []],
    ['npm config set x y', []],
  ])('%s', (line, armed) => expect(armedCommands(w(line))).toEqual(armed));

  it('a key or value not known before it runs arms the command with an unknown flag', () => {
    expect(armedCommands(['git', 'config', 'remote.origin.push', null])).toEqual([['git', 'push', null]]);
    expect(armedCommands(['git', 'config', null, 'x'])).toEqual([
      ['git', 'push', null],
      ['git', 'clean', null],
    ]);
  });
});

describe('git settings for one run', () => {
  it('reads -c and --config-env before the subcommand, skipping the values of other options', () => {
    expect(gitSettings(w('git -C d -c a.b=1 -c c.d --config-env=e.f=VAR push -c x.y=2'))).toEqual({
      settings: [
        { key: 'a.b', value: '1' },
        { key: 'c.d', value: 'true' },
        { key: 'e.f', value: null },
      ],
      unknown: false,
    });
    expect(gitSettings(['git', '-c', null, 'push']).unknown).toBe(true);
  });

  it.each<[string, string, boolean]>([
    ['remote.origin.push', '+HEAD:main', true],
    ['remote.origin.push', ' +refs/heads/*:refs/heads/*', true],
    ['remote.origin.push', 'HEAD:main', false],
    ['remote.a.b.mirror', 'true', true],
    ['remote.origin.mirror', 'off', false],
    ['push.default', '+x', false],
  ])('forcesPush(%s, %s) is %s', (key, value, forced) => expect(forcesPush(key, value)).toBe(forced));

  it('reads booleans as git does', () => {
    for (const v of ['false', 'No', 'off', '0', '', '00']) expect(gitBool(v), v).toBe(false);
    for (const v of ['true', 'yes', 'on', '1', '2']) expect(gitBool(v), v).toBe(true);
  });
});

describe("git's dashed form", () => {
  it.each<[ArgWord[], ArgWord[]]>([
    [
      ['/usr/lib/git-core/git-reset', '--hard'],
      ['git', 'reset', '--hard'],
    ],
    [
      ['git-push', '-f'],
      ['git', 'push', '-f'],
    ],
    [
      ['git-read-tree', '-u'],
      ['git', 'read-tree', '-u'],
    ],
    [
      ['git-lfs', 'push'],
      ['git-lfs', 'push'],
    ],
    [['git-made-up'], ['git-made-up']],
    [
      ['git', 'push'],
      ['git', 'push'],
    ],
    [
      [null, 'push'],
      [null, 'push'],
    ],
  ])('%j -> %j', (argv, out) => expect(gitDashedForm(argv)).toEqual(out));
});
