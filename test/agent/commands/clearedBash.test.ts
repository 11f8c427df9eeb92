/**
 * The hook's fast path for Bash (clearedBash) answers without loading the parser or the policy; it
 * must never clear a line that decideBash (parser, write targets, catastrophic forms, index flags)
 * would answer with anything. Every line here goes through both, in a real repository with a
 * manifest; the lines the fast path clears must get nothing from decideBash, and the dangerous ones
 * must not be cleared at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearedBash } from '../../../src/agent/commands/clearedBash.js';
import { decideBash } from '../../../src/agent/commands/decideBash.js';
import { loadRules, type Context } from '../../../src/agent/context.js';
import { locate } from '../../../src/agent/place.js';
import { createGitRepo, removeGitRepo, type GitRepo } from '../../helpers/gitRepo.js';

const MANIFEST = 'freeze\tconfig/**\tFrozen\nappend\tlogs/*.md\tAppend-only\ndeny\t.env*\tSecrets\n';

const CLEARED = [
  'git status',
  'git status && npm test',
  'git diff --stat',
  'git log --oneline -5',
  'ls -la config && cat config/app.yml',
  'wc -l logs/a.md | head -n 1',
  'npm test',
  'npm run build',
  'npx vitest run test/claude',
  'pnpm test',
  'cargo build --release',
  'go test ./...',
  'make',
  'cd build && make',
  'pytest -q tests',
  'python3 lint.py draft.md',
  'docker ps',
  'kubectl get pods -n default',
  'grep -rn TODO src',
  'head -n 5 README.md; tail README.md',
];

const NOT_CLEARED = [
  'rm -rf /',
  'rm -rf ~',
  '/bin/rm -rf /',
  'sudo rm -rf /',
  'strace rm -rf /',
  ':(){ :|:& };:',
  'f(){ f|f; };f',
  'echo x > config/app.yml',
  'cp x config/app.yml',
  'git update-index --chmod=+x config/app.yml',
  'git update-index --assume-unchanged config/app.yml',
  'git checkout config/app.yml',
  'git commit --no-verify -m x',
  'HUSKY=0 git commit -m x',
  'export GIT_CONFIG_GLOBAL=/tmp/x',
  'SKIP=diffgate git commit -m x',
  'bash -c ls',
  'find / -delete',
  'busybox rm -rf /',
  'eval ls',
  'python3 -c print',
  'npx diffgate hook claude',
  `ls ${'a'.repeat(600 * 1024)}`,
];

let repo: GitRepo;
let ctx: Context;
let withPolicy: Context;

beforeAll(async () => {
  repo = createGitRepo();
  repo.write('.diffgate.tsv', MANIFEST).write('config/app.yml', 'a: 1\n').write('logs/a.md', 'one\n');
  repo.git('add', '-A');
  repo.git('commit', '-q', '-m', 'base');
  const env = { HOME: repo.dir, PATH: process.env.PATH };
  const place = locate(repo.dir, env, repo.dir);
  ctx = { place, rules: await loadRules(place, env) };
  const policyPlace = locate(repo.dir, env, repo.dir);
  withPolicy = {
    place: policyPlace,
    rules: await loadRules(
      policyPlace,
      env,
      undefined,
      new Map([[`${repo.dir}/.diffgate.tsv`, `${MANIFEST}command-deny\tgit push --force\tNo force\n`]]),
    ),
  };
});
afterAll(() => removeGitRepo(repo));

describe('clearedBash', () => {
  it.each(CLEARED)('clears %j, and decideBash has nothing to say about it', async (line) => {
    expect(clearedBash(line, ctx)).toBe(true);
    expect(await decideBash(line, ctx)).toEqual({ denials: [] });
  });

  it.each(NOT_CLEARED.map((l) => [l.length > 80 ? `${l.slice(0, 40)}... (${l.length} chars)` : l, l]))(
    'leaves %j to decideBash',
    (_, line) => expect(clearedBash(line, ctx)).toBe(false),
  );

  it.each(['git grep --open=rm app', 'git grep -iOrm app', 'git grep --op=rm -e app'])(
    '%j runs a command on every matching file: not cleared, and denied (review-15b F01)',
    async (line) => {
      expect(clearedBash(line, ctx)).toBe(false);
      expect((await decideBash(line, ctx)).denials.length).toBeGreaterThan(0);
    },
  );

  it('clears nothing under a manifest with command rules (the policy reads every line)', () => {
    expect(withPolicy.rules.repo.rules.some((r) => r.kind.startsWith('command-'))).toBe(true);
    expect(clearedBash('git status', withPolicy)).toBe(false);
  });
});
