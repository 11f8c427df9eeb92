import { describe, expect, it } from 'vitest';
import { checkManifestChange } from '../../../src/core/manifestGuard.js';
import { parseManifest } from '../../../src/core/parseManifest.js';
import { releasedStart } from '../../../src/core/rules/append.js';
import { bytesOf } from '../../../src/core/change.js';
import { id, manifestOf, modified, tsv, violations } from '../changes.js';

const HEAD = '^## \\[?v?\\d';
const manifest = manifestOf(tsv('append', 'CHANGELOG.md', 'Released entries are a record', `head=${HEAD}`));

const CHANGELOG = `# Changelog

## [Unreleased]

- Add a flag

## [1.1.0] - 2025-06-01

- Fix the parser
- Faster start

## [1.0.0] - 2025-01-01

- First release

[1.1.0]: https://example.com/v1.1.0
[1.0.0]: https://example.com/v1.0.0
`;

const change = (after: string, before = CHANGELOG) => modified('CHANGELOG.md', before, after);

describe('append head=REGEX', () => {
  it('passes a release: the Unreleased heading renamed to the version, a fresh head above', async () => {
    const after = CHANGELOG.replace('## [Unreleased]\n', '## [Unreleased]\n\n## [1.2.0] - 2026-01-01\n').replace(
      '[1.1.0]: ',
      '[1.2.0]: https://example.com/v1.2.0\n[1.1.0]: ',
    );
    expect(await violations(manifest, change(after))).toEqual([]);
  });

  it('passes rewording, dropping and reordering entries in the head', async () => {
    const after = CHANGELOG.replace('- Add a flag\n', '- Add the --quiet flag\n- Drop Node 18\n');
    expect(await violations(manifest, change(after))).toEqual([]);
    expect(await violations(manifest, change(CHANGELOG.replace('- Add a flag\n', '')))).toEqual([]);
    expect(await violations(manifest, change(CHANGELOG.replace('## [Unreleased]', '## master (unreleased)')))).toEqual(
      [],
    );
  });

  it('passes any change while no line is released yet', async () => {
    const before = '# Changelog\n\n## Unreleased\n\n- a\n';
    expect(await violations(manifest, change('# Changes\n\n- b\n', before))).toEqual([]);
  });

  it('blocks changing a line in a released section, naming the old line', async () => {
    const found = await violations(manifest, change(CHANGELOG.replace('- Fix the parser', '- Fix the lexer')));
    expect(found.map(id)).toEqual(['append@9']);
    expect(found[0]!.message).toBe('Removed or changed existing line 9 of an append-only file.');
    expect(found[0]!.next).toMatch(/"- Fix the parser"/);
    expect(found[0]!.next).toMatch(/add new entries above the released part/);
  });

  it('blocks re-dating a released heading and removing a released entry', async () => {
    const redated = await violations(manifest, change(CHANGELOG.replace('2025-01-01', '2025-01-02')));
    expect(redated.map(id)).toEqual(['append@12']);
    const removed = await violations(manifest, change(CHANGELOG.replace('- First release\n', '')));
    expect(removed[0]!.message).toMatch(/existing line 14 /);
  });

  it('blocks renaming the first released heading back into the head', async () => {
    const found = await violations(manifest, change(CHANGELOG.replace('## [1.1.0] - 2025-06-01', '## Next')));
    expect(found.map((v) => v.message)).toEqual(['Removed or changed existing line 7 of an append-only file.']);
  });

  it('reports lines only moved as moved (reference links re-sorted)', async () => {
    const after = CHANGELOG.replace(
      '[1.1.0]: https://example.com/v1.1.0\n[1.0.0]: https://example.com/v1.0.0\n',
      '[1.0.0]: https://example.com/v1.0.0\n[1.1.0]: https://example.com/v1.1.0\n',
    );
    const found = await violations(manifest, change(after));
    expect(found[0]!.message).toBe(
      'Moved existing line 17 of an append-only file (its text is now at line 16); existing lines keep their place and order.',
    );
  });

  it("leaves the head's own link definition free: Keep-a-Changelog's [unreleased] compare link", async () => {
    const before = `${CHANGELOG}[unreleased]: https://example.com/compare/v1.1.0...HEAD\n`;
    const after = before
      .replace('## [Unreleased]\n', '## [Unreleased]\n\n## [1.2.0] - 2026-01-01\n')
      .replace('compare/v1.1.0...HEAD', 'compare/v1.2.0...HEAD\n[1.2.0]: https://example.com/v1.2.0');
    expect(await violations(manifest, change(after, before))).toEqual([]);
    const relinked = await violations(
      manifest,
      change(before.replace('example.com/v1.0.0', 'example.org/v1.0.0'), before),
    );
    expect(relinked.map((v) => v.message)).toEqual(['Removed or changed existing line 17 of an append-only file.']);
  });

  it('finds the first released line, CRLF included', () => {
    expect(releasedStart(bytesOf(CHANGELOG), HEAD)).toEqual({ offset: CHANGELOG.indexOf('## [1.1.0]'), line: 7 });
    expect(releasedStart(bytesOf('a\r\n## 1.0\r\n'), '^## 1\\.0$')).toEqual({ offset: 3, line: 2 });
    expect(releasedStart(bytesOf('a\n'), HEAD)).toBeUndefined();
  });
});

describe('head= in the manifest', () => {
  it('takes the rest of the options column, spaces included', () => {
    const m = parseManifest(tsv('append', 'CHANGELOG.md', 'r', `head=${HEAD}`), 'm.tsv');
    expect(m.errors).toEqual([]);
    expect(m.rules[0]!.options).toEqual({ head: HEAD });
  });

  it('is a manifest error naming the line and what was expected when the regex is invalid', () => {
    const m = parseManifest(`# c\n${tsv('append', 'CHANGELOG.md', 'r', 'head=^## [unclosed')}`, 'm.tsv');
    expect(m.rules).toEqual([]);
    expect(m.errors).toHaveLength(1);
    expect(m.errors[0]).toMatchObject({ file: 'm.tsv', line: 2, column: 23 });
    expect(m.errors[0]!.message).toMatch(
      /^expected head=REGEX with REGEX a JavaScript regular expression \(the rest of the column\), found "\^## \[unclosed": Invalid regular expression/,
    );
  });

  it('is an error when empty or combined with at=end', () => {
    expect(parseManifest(tsv('append', 'a.md', 'r', 'head='), 'm').errors[0]!.message).toMatch(/it is empty/);
    expect(parseManifest(tsv('append', 'a.md', 'r', 'at=end head=^#'), 'm').errors[0]!.message).toMatch(/not both/);
  });

  it('is weaker than plain append: the manifest guard blocks adding it in place of one', () => {
    const plain = parseManifest(tsv('append', 'CHANGELOG.md', 'r'), 'm');
    const headed = tsv('append', 'CHANGELOG.md', 'r', `head=${HEAD}`);
    expect(checkManifestChange(plain, 'm', headed).map((v) => v.message)).toEqual([
      'Removed or weakened the rule "append CHANGELOG.md" (m:1).',
    ]);
    const before = parseManifest(headed, 'm');
    expect(checkManifestChange(before, 'm', headed)).toEqual([]);
    expect(checkManifestChange(before, 'm', tsv('append', 'CHANGELOG.md', 'r'))).toEqual([]);
    expect(checkManifestChange(before, 'm', tsv('append', 'CHANGELOG.md', 'r', 'head=^#'))).toHaveLength(1);
  });
});
