import { describe, expect, it } from 'vitest';
import { tooLongForPath } from '../../src/agent/tooLongForPath.js';

describe('tooLongForPath', () => {
  it.each([
    ['an everyday path', '/repo/src/app.ts', false],
    ['a name of 255 bytes', `/repo/${'a'.repeat(255)}`, false],
    ['a name of 256 bytes', `/repo/${'a'.repeat(256)}`, true],
    ['a name of 128 two-byte characters (256 bytes)', `/repo/${'é'.repeat(128)}`, true],
    ['a folder name too long, the file short', `/repo/${'a'.repeat(300)}/x`, true],
    ['4095 bytes in short parts', `/${'abcdefg/'.repeat(511)}abcdef`, false],
    ['4096 bytes in short parts', `/${'abcdefg/'.repeat(511)}abcdefg`, true],
  ])('%s', (_, path, expected) => {
    expect(tooLongForPath(path)).toBe(expected);
  });
});
