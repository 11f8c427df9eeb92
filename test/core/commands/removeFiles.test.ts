import { describe, expect, it } from 'vitest';
import { isRemoveFilesOption } from '../../../src/core/commands/removeFiles.js';

describe('isRemoveFilesOption: tar --remove-files and its unambiguous prefixes', () => {
  it.each(['--remove-files', '--remove-f', '--remove', '--rem'])('%s is the option', (word) => {
    expect(isRemoveFilesOption(word)).toBe(true);
  });

  it.each([
    '--re', // ambiguous: --recursion, --record-size, ...
    '--remove-filesx',
    '--remove-files=x',
    '-remove-files',
    '--record-size',
    'remove-files',
    '',
  ])('%s is not', (word) => {
    expect(isRemoveFilesOption(word)).toBe(false);
  });

  it('a word not known before the line runs is not', () => {
    expect(isRemoveFilesOption(undefined)).toBe(false);
  });
});
