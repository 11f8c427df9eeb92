/** The job summary from literal outcomes: escaping, release text, and the size limit. */
import { describe, expect, it } from 'vitest';
import { renderSummary, TABLE_LIMIT, cell } from '../../src/action/renderSummary.js';
import type { Release } from '../../src/action/decideRelease.js';
import type { Outcome } from '../../src/action/outcome.js';
import type { Violation } from '../../src/core/verdict.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const v = (path: string, extra: Partial<Violation> = {}): Violation => ({
  rule: 'freeze',
  path,
  reason: 'Frozen',
  message: 'Changed.',
  next: 'Wait.',
  ...extra,
});
const checked = (violations: Violation[], release: Release | null = null): Outcome => ({
  kind: 'checked',
  event: 'pull_request',
  what: 'pull request #1',
  base: A,
  head: B,
  manifest: { label: `${A}:.diffgate.tsv`, missing: false },
  verdict: { violations, checked: violations.length },
  release,
  releaseLabel: 'diffgate-release',
});

describe('renderSummary', () => {
  const cells: [string, string][] = [
    ['a | b', 'a &#124; b'],
    ['<script>x</script>', '&lt;script&gt;x&lt;/script&gt;'],
    ['two\nlines', 'two<br>lines'],
    ['a `tick`', 'a &#96;tick&#96;'],
    ['&amp;', '&amp;amp;'],
  ];
  it.each(cells)('escapes %j in a cell', (text, want) => expect(cell(text)).toBe(want));

  it('shortens commit ids for reading and keeps lines', () => {
    const text = renderSummary(
      checked([v('a.txt', { line: 3, endLine: 5, source: `${A}:.diffgate.tsv:1` })], {
        released: false,
        pr: 1,
        why: 'no label.',
      }),
    );
    expect(text).toContain(`checked against the rules in <code>${A.slice(0, 12)}:.diffgate.tsv</code>`);
    expect(text).toContain(
      `| freeze | <code>a.txt</code> | 3-5 | Changed. | Frozen (<code>${A.slice(0, 12)}:.diffgate.tsv:1</code>) | Wait. |`,
    );
    expect(text).toContain('Not released: no label.');
  });

  it('names who released what', () => {
    const text = renderSummary(
      checked([v('a.txt'), v('b.txt')], {
        released: true,
        pr: 1,
        by: 'max',
        permission: 'admin',
        label: 'diffgate-release',
        at: '2026-01-02T00:00:00Z',
        head: 'c'.repeat(40),
        pushed: { by: 'alice', at: '2026-01-01T00:00:00Z' },
      }),
    );
    expect(text).toContain('## diffgate: blocked, released by a maintainer');
    expect(text).toContain(
      `Released by @max (admin permission), who added the label \`diffgate-release\` to pull request #1 at 2026-01-02T00:00:00Z, after its last push, for head ${'c'.repeat(40)} (pushed by @alice at 2026-01-01T00:00:00Z, as the branch's activity records it). The 2 violations above are released for this run.`,
    );
  });

  it("stops the table short of GitHub's 1 MiB limit and counts the rest", () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      v(`dir/${'x'.repeat(200)}/${i}.txt`, { next: 'n'.repeat(300) }),
    );
    const text = renderSummary(checked(many, { released: false, pr: 1, why: 'no label.' }));
    expect(Buffer.byteLength(text)).toBeLessThan(1024 * 1024);
    expect(Buffer.byteLength(text)).toBeGreaterThan(TABLE_LIMIT - 2000);
    const rows = text.split('\n').filter((l) => l.startsWith('| freeze |')).length;
    expect(rows).toBeLessThan(5000);
    expect(text).toContain(`${5000 - rows} more violations do not fit in a job summary`);
    expect(text).toContain('### Release');
  });
});
