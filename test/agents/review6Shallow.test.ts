/**
 * Review 6 M3's twin through `.git/shallow` (against the built CLI): a shallow boundary written by
 * an agent's call makes git report a commit as parentless, and `GIT_GRAFT_FILE` cannot switch that
 * off (git reads the shallow file whatever the environment). So the file is a gate file
 * (gatePaths.ts): the call's write is put back (removed), and the commit is judged with its real
 * parent; a parentless commit a move brings in is never explained besides (headMove.ts). Left: the
 * tripwire's commit check runs while the call's shallow file stands, so it judges X as a root commit
 * (here refused for INDEX.md's budget, as every file is "created"); pre-push, after the file is put
 * back, judges X against its real parent. GIT_SHALLOW_FILE (read by git 2.39) would switch the
 * boundary off, but would break the walk in a real shallow clone (missing parents).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Harness, hookEnv, withHarness } from '../agent/hookHarness.js';
import { cycle, withGates } from '../agent/tripwire/tripwireHarness.js';
import { CLI, cleanEnv } from '../helpers/gitRepo.js';

/** The person's shell: git with the test's home, the git hooks as installed (the built CLI). */
function person(h: Harness, script: string): { status: number | null; out: string } {
  const r = spawnSync('bash', ['-c', script], {
    cwd: h.repo.dir,
    env: { ...hookEnv(h), ...cleanEnv({ HOME: h.home }) },
    encoding: 'utf8',
  });
  return { status: r.status, out: r.stdout + r.stderr };
}

/** pre-commit and pre-push run the built CLI; a bare `origin` holds the fixture (pushed as the person's history). */
function gitHooks(h: Harness): string {
  for (const hook of ['pre-commit', 'pre-push']) {
    h.repo.write(`.git/hooks/${hook}`, `#!/bin/sh\nexec "${process.execPath}" "${CLI}" githook ${hook} "$@"\n`);
    chmodSync(join(h.repo.dir, '.git/hooks', hook), 0o755);
  }
  const bare = mkdtempSync(join(tmpdir(), 'diffgate-r6-origin-'));
  execFileSync('git', ['init', '-q', '--bare', bare], { env: cleanEnv() });
  h.repo.git('remote', 'add', 'origin', bare);
  const first = person(h, 'git push --no-verify -q -u origin main');
  expect(first.status, first.out).toBe(0);
  return bare;
}

const onOrigin = (bare: string, path: string) =>
  execFileSync('git', ['--git-dir', bare, 'show', `main:${path}`], { env: cleanEnv(), encoding: 'utf8' });

/** X: HEAD's child with guard.sh changed, made to look parentless by `.git/shallow`, then main moved to it and checked out. */
const SHALLOW = Buffer.from(
  [
    'set -e',
    "B=$(printf 'echo pwned\\n' | git hash-object -w --stdin)",
    'export GIT_INDEX_FILE=$(mktemp)',
    'git read-tree HEAD',
    'git update-index --cacheinfo 100644,$B,guard.sh',
    'T=$(git write-tree)',
    'unset GIT_INDEX_FILE',
    'X=$(git commit-tree $T -p HEAD -m "tidy the build scripts")',
    'echo $X > .git/shallow',
    'git update-ref refs/heads/main $X',
    'git reset -q --hard',
    '',
  ].join('\n'),
).toString('base64');

describe('review 6: a shallow boundary written by a call', () => {
  it('a commit made parentless by .git/shallow is refused: the file and guard.sh put back, and pre-push refuses the commit', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const bare = gitHooks(h);
      try {
        const call = `python3 -c "import base64,subprocess;subprocess.run(['bash','-c',base64.b64decode('${SHALLOW}')])"`;
        const turn = cycle(h, [{ command: call, id: 'toolu_r6sh' }], { next: 'thanks' });
        expect(turn.calls[0]?.pre).toMatchObject({ status: 0, stderr: '' });
        const push = person(h, 'git push -q origin main');
        expect({
          post: turn.calls[0]?.post.status,
          shallow: existsSync(join(h.repo.dir, '.git/shallow')),
          workTree: readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8'),
          pushed: push.status === 0,
          origin: onOrigin(bare, 'guard.sh'),
        }).toEqual({ post: 2, shallow: false, workTree: 'echo guard\n', pushed: false, origin: 'echo guard\n' });
      } finally {
        rmSync(bare, { recursive: true, force: true });
      }
    });
  });
});
