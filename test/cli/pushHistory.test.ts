/**
 * pre-push over the synthetic history of issue 31 (bench/syntheticHistory.js): 2,000 commits, one
 * CHANGELOG edit each in the Unreleased head, releases, migrations added, a few released entries
 * corrected and old migrations reformatted. The hook blocks exactly the commits that break the
 * rules, and judges the push in one pass: the git processes it starts do not grow with the commits.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
// @ts-expect-error a plain JS module shared with the bench
import { syntheticHistory } from '../../bench/syntheticHistory.js';
import { cleanEnv, withGitRepo } from '../helpers/gitRepo.js';

const COMMITS = 2000;

it(`pre-push of ${COMMITS} commits blocks exactly the ones that break the rules, with a fixed number of git processes`, async () => {
  await withGitRepo((repo) => {
    const { blocked } = syntheticHistory(repo.dir, COMMITS, { env: cleanEnv() }) as { blocked: string[] };
    repo.git('reset', '-q', '--hard', 'main');
    const first = repo.git('rev-list', '--max-parents=0', 'main').trim();
    repo.git('update-ref', 'refs/remotes/origin/main', first);
    const trace = join(repo.dir, '.git', 'trace.txt');
    const r = repo.diffgate(['githook', 'pre-push', 'origin'], {
      input: `refs/heads/main ${repo.rev('main')} refs/heads/main ${first}\n`,
      env: { GIT_TRACE: trace },
    });
    expect(r.status, r.stderr).toBe(1);
    const named = [...r.stderr.matchAll(/^commit [0-9a-f]{12} "(c\d+)":$/gm)].map((m) => m[1]!);
    expect(named).toEqual(blocked);
    expect(blocked.length).toBe(35); // 20 released entries corrected, 15 migrations reformatted
    expect(r.stderr).toContain(`${blocked.length} commits break the manifest`);
    expect(r.stderr.match(/Removed or changed existing line \d+ of an append-only file\./g)?.length).toBe(20);
    // git commands the hook ran: a handful for the whole push, not one or more per commit
    const commands = readFileSync(trace, 'utf8').match(/trace: built-in: git /g) ?? [];
    expect(commands.length, readFileSync(trace, 'utf8')).toBeLessThan(20);
  });
}, 180_000);

it("blocks the push, naming what is missing, when a pushed commit's tree is lost (a damaged object store)", async () => {
  await withGitRepo((repo) => {
    repo.write('.diffgate.tsv', 'freeze\tfrozen.txt\tFrozen\n').write('frozen.txt', 'f\n').commit('c0');
    const first = repo.rev();
    for (let i = 1; i <= 4; i++) repo.write('app.txt', `app ${i}\n`).commit(`c${i}`);
    // c2's tree is lost: git can neither diff c2 nor say whether c3's parent holds a manifest
    const c2 = repo.rev('HEAD~2');
    const tree = repo.git('rev-parse', `${c2}^{tree}`).trim();
    rmSync(join(repo.dir, '.git', 'objects', tree.slice(0, 2), tree.slice(2)));
    repo.git('update-ref', 'refs/remotes/origin/main', first);
    const r = repo.diffgate(['githook', 'pre-push', 'origin'], {
      input: `refs/heads/main ${repo.rev()} refs/heads/main ${first}\n`,
    });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toContain(`git has no tree for commit ${c2}`);
    expect(r.stderr).toContain("is missing from this repository's object store");
    expect(r.stderr).toContain('Next: git fsck names every missing object');
  });
});

it('reads each commit on its own when the one diff fails, so the error is reported against its commit', async () => {
  await withGitRepo((repo) => {
    const text = Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n');
    repo.write('.diffgate.tsv', 'freeze\tfrozen.txt\tFrozen\n').write('notes.txt', `${text}\n`).commit('c0');
    const first = repo.rev();
    const lost = repo.git('rev-parse', 'HEAD:notes.txt').trim();
    // c1 moves notes.txt and edits it: finding the rename needs the old blob's content
    repo.move('notes.txt', 'notes2.txt').write('notes2.txt', `${text}\nline 40\n`).commit('c1');
    const c1 = repo.rev();
    repo.write('app.txt', 'app\n').commit('c2');
    rmSync(join(repo.dir, '.git', 'objects', lost.slice(0, 2), lost.slice(2)));
    repo.git('update-ref', 'refs/remotes/origin/main', first);
    const r = repo.diffgate(['githook', 'pre-push', 'origin'], {
      input: `refs/heads/main ${repo.rev()} refs/heads/main ${first}\n`,
    });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toContain(`commit ${c1.slice(0, 12)} "c1":`);
    expect(r.stderr.match(/^commit [0-9a-f]{12} "/gm)).toHaveLength(1); // c2 read on its own, and passed
    expect(r.stderr).toContain(lost);
  });
});

it("keeps each blocked commit's own subject and release when a later subject holds the old record separator (review of the one-pass push)", async () => {
  await withGitRepo((repo) => {
    repo.git('config', 'core.hooksPath', '/dev/null');
    repo.write('.diffgate.tsv', 'freeze\tfrozen.txt\tr1\n').write('frozen.txt', 'x\n').commit('root');
    const root = repo.rev();
    repo.write('frozen.txt', 'y\n');
    repo.git('add', '-A');
    expect(repo.diffgate(['githook', 'pre-commit'], { env: { DIFFGATE_RELEASE: 'ok' } }).status).toBe(0);
    repo.write('.git/m', 'B released\n');
    repo.diffgate(['githook', 'prepare-commit-msg', join(repo.dir, '.git/m')], { env: { DIFFGATE_RELEASE: 'ok' } });
    repo.git('commit', '-q', '-F', join(repo.dir, '.git/m'));
    const b = repo.rev();
    repo.write('frozen.txt', 'z\n');
    repo.git('add', '-A');
    repo.write('.git/msg', `A\x1e${b}\n`);
    repo.git('commit', '-q', '-F', join(repo.dir, '.git/msg'));
    const a = repo.rev();
    repo.git('update-ref', 'refs/remotes/origin/main', root);
    const r = repo.diffgate(['githook', 'pre-push', 'origin'], {
      input: `refs/heads/main ${a} refs/heads/main ${root}\n`,
    });
    expect(r.status, r.stderr).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`commit ${b.slice(0, 12)} was released when it was made`));
    expect(r.stderr).toContain(`commit ${a.slice(0, 12)} "A\x1e${b}":`);
    expect(r.stderr.match(/^commit [0-9a-f]{12} "/gm)).toHaveLength(1);
  });
});

it("blocks, naming the object, when the parent's manifest is in its tree but its object is missing (it passed as made before the manifest)", async () => {
  await withGitRepo((repo) => {
    repo.write('.diffgate.tsv', 'freeze\tfrozen.txt\tr1\n').write('frozen.txt', 'x\n').commit('root');
    repo.write('frozen.txt', 'y\n').commit('brk');
    const manifest = repo.git('rev-parse', 'HEAD~:.diffgate.tsv').trim();
    rmSync(join(repo.dir, '.git', 'objects', manifest.slice(0, 2), manifest.slice(2)));
    const r = repo.diffgate(['githook', 'pre-push', 'origin'], {
      input: `refs/heads/main ${repo.rev()} refs/heads/main ${repo.rev('HEAD~')}\n`,
    });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toContain(`is in its tree, but git has no object ${manifest}`);
    expect(r.stderr).toContain(`The object ${manifest} is missing from this repository's object store`);
  });
});
