/**
 * A malformed manifest in force is a configuration error: exit 2, every error named as
 * file:line:column with what was expected, whatever the change, the format or the directory.
 * One repository; each line commits its own manifest as HEAD and stages a harmless change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitRepo, removeGitRepo, type GitRepo } from '../helpers/gitRepo.js';

type Row = [rule: string, locations: string[], manifest: string[], expected: RegExp];

describe('a malformed manifest in HEAD', () => {
  let repo: GitRepo;
  let n = 0;
  beforeAll(() => {
    repo = createGitRepo();
    repo.write('sub/dir/keep.txt', 'k\n').commit('base');
  });
  afterAll(() => removeGitRepo(repo));

  const rows: Row[] = [
    ['freeze: a bad glob', ['2:8'], ['freeze\tfrozen/[ab\tFrozen'], /balanced brackets/],
    [
      'invariant: an option it does not take',
      ['2:27'],
      ['invariant\tdocs/**\tDecided\tat=end'],
      /unknown option "at": invariant takes no options/,
    ],
    ['append: a bad option value', ['2:25'], ['append\tlogs/**\tA record\tat=start'], /expected at=end/],
    [
      'budget: a bad number',
      ['2:31'],
      ['budget\tINDEX.md\tKeep it short\tlines=ten'],
      /lines=N with N a positive whole number/,
    ],
    ['deny: spaces instead of TABs', ['2:1'], ['deny *.sqlite Databases are not committed'], /unknown rule kind/],
    [
      'secret list exemption (allow): a ./ pattern',
      ['2:7'],
      ['allow\t./test/fake.pem\tFixture'],
      /without a leading "\.\/"/,
    ],
    ['an unknown kind', ['2:1'], ['froze\tfrozen/**\tFrozen'], /unknown rule kind "froze"/],
    [
      'every error at once',
      ['2:8', '3:23'],
      ['freeze\tfrozen/[ab\tFrozen', 'budget\tINDEX.md\tShort\tlines=0'],
      /has \d+ errors; nothing can be checked/,
    ],
  ];

  it.each(rows)('%s -> exit 2 at %j', (_rule, locations, manifest, expected) => {
    repo.write('.diffgate.tsv', ['# the first line is a comment', ...manifest, ''].join('\n')).commit('manifest');
    repo.write('sub/dir/change.txt', `change ${++n}\n`).stageAll();
    for (const [args, cwd] of [
      [['check'], undefined],
      [['check', '--format', 'json'], 'sub/dir'],
    ] as const) {
      const run = repo.diffgate([...args], cwd ? { cwd } : {});
      expect(run.status).toBe(2);
      for (const at of locations) expect(run.stderr).toContain(`HEAD:.diffgate.tsv:${at}: `);
      expect(run.stderr).toMatch(expected);
      expect(run.stdout).toBe('');
    }
  });
});
