/**
 * A command rule that can never match makes the manifest invalid for every tool the hook sees
 * (as for the git hooks and the Action), not only for Bash: the hook cannot decide, so it blocks.
 */
import { describe, expect, it } from 'vitest';
import { MANIFEST, abs, tool, withHarness, writeFixture } from './hookHarness.js';

describe('an impossible command rule in the manifest', () => {
  it.each([
    ['Write', (h: Parameters<typeof abs>[0]) => ({ file_path: abs(h, 'notes.txt'), content: 'x\n' })],
    ['Read', (h: Parameters<typeof abs>[0]) => ({ file_path: abs(h, 'notes.txt') })],
    ['Bash', () => ({ command: 'git status' })],
  ])('blocks %s with exit 2 and the line:column', async (name, input) => {
    await withHarness(
      (h) => {
        const r = tool(h, name, input(h));
        expect(r.status).toBe(2);
        expect(r.stderr).toMatch(/\.diffgate\.tsv:\d+:14: /);
      },
      (repo) => {
        writeFixture(repo);
        repo.write('.diffgate.tsv', `${MANIFEST}command-deny\tgit push origin main\tNo pushes to main\n`);
      },
    );
  });
});
