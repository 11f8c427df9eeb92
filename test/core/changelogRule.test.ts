import { describe, expect, it } from 'vitest';
import { changelogRule } from '../../src/core/changelogRule.js';
import { parseManifest } from '../../src/core/parseManifest.js';

describe('changelogRule', () => {
  it.each<[string, string, boolean]>([
    ['an Unreleased heading', '# Changelog\n\n## [Unreleased]\n', true],
    ['a released heading', '# Changelog\n\n## [1.2.0] - 2026-01-01\n', true],
    ['a v-prefixed released heading', '## [v0.1.10]\n', true],
    ['lower-case unreleased', '## [unreleased]\n', true],
    ['free-form notes', '# Changes\n\n## Version 1\n', false],
    ['a third-level heading', '### [1.0.0]\n', false],
    ['nothing', '', false],
  ])('%s: offered %s', (_name, text, offered) => {
    expect(changelogRule(text) !== undefined).toBe(offered);
  });

  it('offers a commented rule that parses once uncommented', () => {
    const offer = changelogRule('## [Unreleased]\n')!;
    const line = offer.split('\n').find((l) => l.startsWith('# append\t'))!;
    const m = parseManifest(line.slice(2), 'm');
    expect(m.errors).toEqual([]);
    expect(m.rules[0]).toMatchObject({ kind: 'append', pattern: 'CHANGELOG.md', options: { head: '^## \\[?v?\\d' } });
  });
});
