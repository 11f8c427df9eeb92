/**
 * The first commit: there is no HEAD yet, so the change is the whole index against the empty tree
 * and the manifest in force is the one in the index (not the one on disk). One fresh repository
 * per line.
 */
import { describe, expect, it } from 'vitest';
import { withGitRepo } from '../helpers/gitRepo.js';
import { NEWLINE, SPACED, lines, ruleIds, verdictOf } from './ops.js';

type Row = [name: string, exit: 0 | 1, rules: string[], manifest: string, files: Record<string, string>, cwd?: string];

const GUIDE = 'intro\n# INVARIANT-START\nkeep\n# INVARIANT-END\n';

describe('check --staged before the first commit', () => {
  it.each<Row>([
    [
      'freeze: creating frozen files',
      0,
      [],
      'freeze\tfrozen/**\tFrozen',
      { 'frozen/a.txt': 'a\n', [`frozen/${SPACED}.txt`]: 'b\n' },
    ],
    ['invariant: a new file with spans', 0, [], 'invariant\tdocs/**\tDecided', { 'docs/guide.md': GUIDE }],
    ['append: a new log', 0, [], 'append\tjournal/**\tA record', { 'journal/a.log': 'entry 1\n' }],
    ['budget: a new file over the budget', 1, ['budget'], 'budget\tINDEX.md\tShort\tlines=5', { 'INDEX.md': lines(8) }],
    ['budget: a new file within the budget', 0, [], 'budget\tINDEX.md\tShort\tlines=5', { 'INDEX.md': lines(5) }],
    ['deny: a denied path', 1, ['deny'], 'deny\t**/*.sqlite\tNo databases', { 'db/x.sqlite': 'x\n' }],
    [
      'deny: exempt by allow',
      0,
      [],
      'deny\t**/*.sqlite\tNo databases\nallow\tdb/ok.sqlite\tFixture',
      { 'db/ok.sqlite': 'x\n' },
    ],
    ['secret list: .env', 1, ['secret'], '# no rules', { '.env': 'TOKEN=x\n', [`${NEWLINE}/id_rsa`]: 'k\n' }],
    ['secret list: no manifest at all', 1, ['secret'], '', { 'certs/server.pem': 'k\n' }],
    [
      'run from a subdirectory',
      1,
      ['deny'],
      'deny\t**/*.sqlite\tNo databases',
      { 'db/x.sqlite': 'x\n', 'sub/dir/keep.txt': 'k\n' },
      'sub/dir',
    ],
  ])('%s -> exit %i %j', async (_name, exit, rules, manifest, files, cwd) => {
    await withGitRepo((repo) => {
      if (manifest !== '') repo.write('.diffgate.tsv', `${manifest}\n`);
      for (const [path, content] of Object.entries(files)) repo.write(path, content);
      repo.stageAll();
      const run = repo.diffgate(['check', '--format', 'json'], cwd ? { cwd } : {});
      const verdict = verdictOf(run);
      expect({ exit: run.status, rules: ruleIds(verdict) }).toEqual({ exit, rules });
      expect(verdict.checked).toBe(Object.keys(files).length + (manifest !== '' ? 1 : 0));
    });
  });

  it('uses the manifest in the index, not the one on disk', async () => {
    await withGitRepo((repo) => {
      repo.write('.diffgate.tsv', 'deny\t**/*.sqlite\tNo databases\n').write('db/x.sqlite', 'x\n').stageAll();
      repo.write('.diffgate.tsv', '# emptied on disk only\n');
      const run = repo.diffgate(['check', '--format', 'json']);
      expect(run.status).toBe(1);
      expect(verdictOf(run).violations).toMatchObject([{ rule: 'deny', path: 'db/x.sqlite', reason: 'No databases' }]);
    });
  });

  it('names the index manifest in text output when there is none', async () => {
    await withGitRepo((repo) => {
      repo.write('a.txt', 'a\n').stageAll();
      const run = repo.diffgate(['check']);
      expect(run.status).toBe(0);
      expect(run.stderr).toMatch(/no manifest at .*\.diffgate\.tsv/);
    });
  });

  it('blocks (exit 2) on a malformed manifest in the index, naming line and column', async () => {
    await withGitRepo((repo) => {
      repo.write('.diffgate.tsv', '# first line\nfreeze\tfrozen/[ab\tFrozen\n').write('frozen/a.txt', 'a\n').stageAll();
      const run = repo.diffgate(['check']);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/\.diffgate\.tsv:2:8: expected balanced brackets/);
    });
  });
});
