/**
 * A command rule that can never match is a configuration error for the git hooks too (exit 2 with
 * file:line:column), not only for the Claude hook that applies command rules.
 */
import { describe, expect, it } from 'vitest';
import { withGitRepo } from '../helpers/gitRepo.js';

describe('command rules in the manifest, seen by check', () => {
  it.each([
    [
      'a well-formed command rule',
      'command-deny\tgit push -f|--force\tHistory is rewritten by a person\n',
      0,
      undefined,
    ],
    [
      'more positional words than the prefix has',
      'command-deny\tgit push origin main\tNo pushes to main\n',
      2,
      /HEAD:\.diffgate\.tsv:1:14: /,
    ],
  ])('%s', async (_name, manifest, exit, message) => {
    await withGitRepo((repo) => {
      repo.write('.diffgate.tsv', manifest).commit('base');
      repo.write('notes.md', 'x\n').stageAll();
      const r = repo.diffgate(['check', '--staged']);
      expect(r.status, r.stderr).toBe(exit);
      if (message) expect(r.stderr).toMatch(message);
    });
  });
});
