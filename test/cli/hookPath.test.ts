/** Review 7, R7-1: a hook runs programs from absolute PATH folders only (src/cli/hookPath.ts). */
import { describe, expect, it } from 'vitest';
import { absolutePath, isHookProcess } from '../../src/cli/hookPath.js';

describe("a hook's PATH", () => {
  it('drops relative and empty entries, which name folders of the working directory', () => {
    expect(absolutePath('node_modules/.bin:/usr/local/bin:bin:.:/usr/bin')).toBe('/usr/local/bin:/usr/bin');
    expect(absolutePath(':/usr/bin:')).toBe('/usr/bin');
    expect(absolutePath('/usr/bin::/bin')).toBe('/usr/bin:/bin');
  });

  it('expands a `~` entry to the home, as bash does when it searches PATH (review 8, P2)', () => {
    expect(absolutePath('~/tools/bin:~:/usr/bin', '/home/p')).toBe('/home/p/tools/bin:/home/p:/usr/bin');
    expect(absolutePath('~/bin:/usr/bin', '/home/p/')).toBe('/home/p/bin:/usr/bin');
    // another user's home, or no home to expand against: dropped as before
    expect(absolutePath('~other/bin:/usr/bin', '/home/p')).toBe('/usr/bin');
    expect(absolutePath('~/bin:/usr/bin', '')).toBe('/usr/bin');
  });

  it("falls back to the system's folders, never an empty PATH", () => {
    expect(absolutePath('')).toBe('/usr/bin:/bin');
    expect(absolutePath('node_modules/.bin:.')).toBe('/usr/bin:/bin');
  });

  it('applies to the agent hooks and the git hooks only', () => {
    expect(isHookProcess(['node', 'diffgate', 'hook', 'claude'])).toBe(true);
    expect(isHookProcess(['node', 'diffgate', 'githook', 'pre-commit'])).toBe(true);
    expect(isHookProcess(['node', 'diffgate', 'run', '--', 'jest'])).toBe(false);
    expect(isHookProcess(['node', 'diffgate', 'check'])).toBe(false);
  });
});
