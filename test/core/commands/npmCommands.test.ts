/** npm's command words as npm 11 reads them (lib/utils/cmd-list.js `deref`): aliases, unambiguous prefixes, camelCase. */
import { describe, expect, it } from 'vitest';
import { npmCommand, npmCommandAt, npmExpanded } from '../../../src/core/commands/npmCommands.js';

describe('npmCommand', () => {
  it.each<[string, string | undefined]>([
    ['publish', 'publish'],
    ['pub', 'publish'],
    ['publ', 'publish'],
    ['publis', 'publish'],
    ['pu', 'publish'],
    ['p', undefined], // pack, ping, pkg, prefix, profile, prune, publish: npm refuses it
    ['pa', 'pack'],
    ['unp', 'unpublish'],
    ['i', 'install'],
    ['insta', 'install'],
    ['install-cl', 'ci'], // prefix of the alias install-clean
    ['x', 'exec'],
    ['exe', 'exec'],
    ['run-script', 'run'],
    ['rum', 'run'],
    ['installTest', 'install-test'],
    ['t', 'test'],
    ['made-up', undefined],
    ['', undefined],
  ])('%s -> %s', (word, command) => expect(npmCommand(word)).toBe(command));
});

describe('npmExpanded', () => {
  it.each<[string[], string[]]>([
    [
      ['npm', 'publ', '--dry-run'],
      ['npm', 'publish', '--dry-run'],
    ],
    [
      ['npm', '--prefix', 'web', 'pub'],
      ['npm', '--prefix', 'web', 'publish'],
    ],
    [
      ['npm', '-w', 'a', '--silent', 'pu'],
      ['npm', '-w', 'a', '--silent', 'publish'],
    ],
    [
      ['/usr/bin/npm', 'pub'],
      ['/usr/bin/npm', 'publish'],
    ],
    [
      ['npm', 'publish'],
      ['npm', 'publish'],
    ],
    [
      ['npm', 'p'],
      ['npm', 'p'],
    ],
    [
      ['npm', '--', 'pub'],
      ['npm', '--', 'pub'],
    ],
    [
      ['pnpm', 'pub'],
      ['pnpm', 'pub'],
    ],
  ])('%j -> %j', (argv, out) => expect(npmExpanded(argv)).toEqual(out));

  it('leaves a line whose words before the command are not known', () => {
    expect(npmExpanded(['npm', null, 'pub'])).toEqual(['npm', null, 'pub']);
    expect(npmCommandAt(['npm', '--registry', 'x', 'exec'])).toBe(3);
    expect(npmCommandAt(['npm', '--json'])).toBe(-1);
  });
});
