/**
 * A synthetic changelog history of 200 commits judged by pre-push, one verdict a commit: edits in
 * the Unreleased head (entries added, reworded) and releases pass; a changed line in a released
 * section is blocked, and so is a swap of released lines (reported as moved).
 */
import { expect, it } from 'vitest';
import { withGitRepo } from '../helpers/gitRepo.js';

const COMMITS = 200;
const ZERO = '0'.repeat(40);
const MANIFEST = 'append\tCHANGELOG.md\tReleased changelog entries are a record\thead=^## \\[?v?\\d\n';

it('pre-push over 200 changelog commits blocks exactly the edits of released sections', async () => {
  await withGitRepo((repo) => {
    let unreleased: string[] = ['draft entry'];
    let released: string[] = ['## [1.0.0] - 2025-01-01', '', '- first', '- second'];
    let latest = '1.0.0';
    const text = () =>
      `# Changelog\n\n## [Unreleased]\n\n${unreleased.map((e) => `- ${e}\n`).join('')}\n${released.join('\n')}\n\n[unreleased]: https://example.com/compare/v${latest}...HEAD\n`;
    repo.write('.diffgate.tsv', MANIFEST).write('CHANGELOG.md', text());
    repo.git('add', '-A');
    repo.git('commit', '-q', '-m', 'c0');
    const expected = { changed: [] as string[], moved: [] as string[] };
    for (let i = 1; i <= COMMITS; i++) {
      if (i % 25 === 0) {
        // a release: the head's entries become a dated section, the head starts again
        released = [`## [1.${i / 25}.0] - 2026-01-01`, '', ...unreleased.map((e) => `- ${e}`), '', ...released];
        unreleased = [];
        latest = `1.${i / 25}.0`; // the compare link moves on: the head's own link, free
      } else if (i % 17 === 0) {
        released[2] = `${released[2]} (typo fixed)`; // a released entry corrected
        expected.changed.push(`c${i}`);
      } else if (i % 29 === 0) {
        [released[2], released[3]] = [released[3]!, released[2]!]; // released entries re-sorted
        expected.moved.push(`c${i}`);
      } else if (i % 3 === 0 && unreleased.length > 0) {
        unreleased[0] = `${unreleased[0]} (reworded ${i})`;
      } else if (i % 7 === 0 && unreleased.length > 1) {
        unreleased.splice(1, 1); // an entry dropped before release
      } else {
        unreleased.unshift(`entry ${i}`);
      }
      repo.write('CHANGELOG.md', text());
      repo.git('commit', '-q', '-a', '-m', `c${i}`);
    }
    expect(repo.git('rev-list', '--count', 'HEAD').trim()).toBe(String(COMMITS + 1));
    const head = repo.rev();
    const r = repo.diffgate(['githook', 'pre-push', 'origin'], {
      input: `refs/heads/main ${head} refs/heads/main ${ZERO}\n`,
    });
    expect(r.status, r.stderr).toBe(1);
    const blocked = [...r.stderr.matchAll(/^commit [0-9a-f]{12} "(c\d+)":$/gm)].map((m) => m[1]!);
    const all = [...expected.changed, ...expected.moved];
    expect(blocked.sort()).toEqual(all.sort());
    expect(all).toHaveLength(17); // 11 corrections, 6 re-sorts
    expect(r.stderr.match(/Removed or changed existing line \d+ of an append-only file\./g)).toHaveLength(
      expected.changed.length,
    );
    expect(r.stderr.match(/Moved existing line \d+ of an append-only file/g)).toHaveLength(expected.moved.length);
    expect(r.stderr).toContain(`${all.length} commits break the manifest`);
  });
}, 120_000);
