/** `git config --list -z` output, as git 2.39 writes it, read as key and value pairs. */
import { expect, it } from 'vitest';
import { parseConfigList } from '../../src/git/parseConfigList.js';

it.each([
  [
    'one entry',
    'remote.origin.url\nhttps://example.invalid/o.git\0',
    [['remote.origin.url', 'https://example.invalid/o.git']],
  ],
  ['a key with no value', 'core.bare\0', [['core.bare', '']]],
  ['a value with a newline in it', 'alias.x\n!a\nb\0', [['alias.x', '!a\nb']]],
  [
    'two values of one key',
    'remote.o.url\na\0remote.o.url\nb\0',
    [
      ['remote.o.url', 'a'],
      ['remote.o.url', 'b'],
    ],
  ],
  ['nothing', '', []],
])('%s', (_what, text, entries) => {
  expect(parseConfigList(text)).toEqual(entries);
});
