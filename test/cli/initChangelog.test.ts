/** `diffgate init` offers `append head=` for a Keep-a-Changelog CHANGELOG.md, and only for one. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { STARTER_MANIFEST } from '../../src/core/messages/starterManifest.js';
import { withGitRepo } from '../helpers/gitRepo.js';

it('offers the changelog rule when CHANGELOG.md has a ## [Unreleased] heading', async () => {
  await withGitRepo((repo) => {
    repo.write('CHANGELOG.md', '# Changelog\n\n## [Unreleased]\n\n- a\n\n## [1.0.0] - 2026-01-01\n\n- b\n');
    const r = repo.diffgate(['init']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('CHANGELOG.md looks like a Keep-a-Changelog file');
    const written = readFileSync(join(repo.dir, '.diffgate.tsv'), 'utf8');
    expect(written.startsWith(STARTER_MANIFEST)).toBe(true);
    expect(written).toContain('# append\tCHANGELOG.md\t');
    expect(written).toContain('\thead=^## \\[?v?\\d\n');
  });
});

it('writes the plain starter manifest without such a changelog', async () => {
  await withGitRepo((repo) => {
    repo.write('CHANGELOG.md', 'Version 1: first\n');
    const r = repo.diffgate(['init']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('Keep-a-Changelog');
    expect(readFileSync(join(repo.dir, '.diffgate.tsv'), 'utf8')).toBe(STARTER_MANIFEST);
  });
});
