/**
 * The tripwire end to end when a call moves HEAD (switch, merge, reset, a checkout of its own
 * commit): the work tree is judged against what the new HEAD holds and what the person released.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Harness, rulesIn, userPrompt, runHook, withHarness } from '../hookHarness.js';
import { quarantined, refusedRecord, stop, wholeCall, withGates } from './tripwireHarness.js';

/** A call that moves HEAD writes the work tree as the new HEAD holds it (review-14s F11). */
describe('a HEAD move during a call', () => {
  const call = wholeCall;
  const refused = (h: Harness) => readdirSync(join(h.repo.dir, '.git/diffgate')).includes('refused');

  /** The person's commit of a frozen file's change, released as pre-commit releases it (DIFFGATE_RELEASE). */
  const releasedCommit = (h: Harness, path: string, content: string, message: string) => {
    h.repo.write(path, content);
    h.repo.git('add', '-A');
    // the person's own home: pre-commit lists the release in the ledger the hooks read (src/agent/ledger.ts)
    const env = { DIFFGATE_RELEASE: 'agreed in review', HOME: h.home, XDG_STATE_HOME: join(h.home, '.local/state') };
    const r = h.repo.diffgate(['githook', 'pre-commit'], { env });
    expect(r.status).toBe(0);
    h.repo.git('commit', '-q', '--no-verify', '-m', message);
  };

  it('`git switch` to a branch the person made (their change released) leaves the frozen file as that branch holds it', async () => {
    await withHarness(async (h) => {
      withGates(h);
      h.repo.git('checkout', '-q', '-b', 'release-1');
      releasedCommit(h, 'guard.sh', 'echo release-1 guard\n', 'release-1 guard');
      h.repo.git('checkout', '-q', 'main');
      expect(runHook(h, userPrompt(h, 'switch to the release branch')).status).toBe(0);
      expect(call(h, 'git switch -q release-1', 'toolu_sw', true)).toMatchObject({ status: 0, stderr: '' });
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo release-1 guard\n');
      expect(h.repo.git('status', '--porcelain', '--untracked-files=no')).toBe('');
      expect(refused(h)).toBe(false);
      // and back: the next call finds nothing to judge
      expect(call(h, 'git switch -q main', 'toolu_back', true)).toMatchObject({ status: 0, stderr: '' });
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
      expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
    });
  });

  /** A branch `release-1` with the person's released change to guard.sh, and a commit of the agent's on main beside it. */
  const releaseBesideMine = (h: Harness) => {
    withGates(h);
    h.repo.git('checkout', '-q', '-b', 'release-1');
    releasedCommit(h, 'guard.sh', 'echo release-1 guard\n', 'release-1 guard');
    h.repo.git('checkout', '-q', 'main');
    h.repo.write('mine.txt', 'mine\n').commit("agent's earlier commit");
  };

  it("`git merge` of the person's branch (its change released) onto the agent's own commit keeps the frozen file as merged, and refuses no commit (review-15b2 F04)", async () => {
    await withHarness(async (h) => {
      releaseBesideMine(h);
      expect(runHook(h, userPrompt(h, 'bring in the release branch')).status).toBe(0);
      expect(call(h, 'git merge -q --no-edit release-1', 'toolu_merge', true)).toMatchObject({ status: 0, stderr: '' });
      expect(h.repo.git('rev-list', '--parents', '-n', '1', 'HEAD').trim().split(' ')).toHaveLength(3);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo release-1 guard\n');
      expect(h.repo.git('status', '--porcelain', '--untracked-files=no')).toBe('');
      expect(refused(h)).toBe(false);
    });
  });

  it('a merge made in a call that changes a frozen file to what neither side holds is refused, and the file put back', async () => {
    await withHarness(async (h) => {
      releaseBesideMine(h);
      const before = h.repo.rev();
      const command =
        'git merge -q --no-commit --no-ff release-1 2>/dev/null && echo evil > guard.sh && git add guard.sh && git commit -q --no-edit --no-verify';
      const r = call(h, command, 'toolu_evil');
      expect(r.status).toBe(2);
      const merge = h.repo.rev();
      expect(merge).not.toBe(before);
      expect(h.repo.git('rev-list', '--parents', '-n', '1', 'HEAD').trim().split(' ')).toHaveLength(3);
      const record = refusedRecord(h.repo.dir, merge)!;
      expect(record.violations).toContainEqual(expect.objectContaining({ rule: 'freeze', path: 'guard.sh' }));
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
    });
  });

  it('a branch whose commit changed a frozen file with no release (made between turns, by a process left running) is not explained: put back (review-15a F02)', async () => {
    await withHarness(async (h) => {
      withGates(h);
      h.repo.git('checkout', '-q', '-b', 'side');
      h.repo.write('guard.sh', 'echo unreleased\n').commit('side guard'); // no pre-commit, no release
      h.repo.git('checkout', '-q', 'main');
      expect(runHook(h, userPrompt(h, 'go on')).status).toBe(0);
      const r = call(h, 'git merge -q --ff-only side', 'toolu_ff');
      expect(r.status).toBe(2);
      expect(rulesIn(r.stderr)).toEqual(['freeze']);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
    });
  });

  it.each([
    [
      'a commit with no parent first in a merge (review-15a F05)',
      "t=$(printf 'echo evil\\n' | git hash-object -w --stdin) && git read-tree HEAD && git update-index --cacheinfo 100644,$t,guard.sh && r=$(git commit-tree $(git write-tree) -m root) && m=$(git commit-tree $(git write-tree) -p $r -p HEAD -m merge) && git read-tree HEAD && git merge -q --ff-only $m",
    ],
    [
      'the record of a refused commit removed in the same call (review-15a F06)',
      'rm -f .git/diffgate/refused/* && git merge -q --ff-only evil',
    ],
    [
      'HEAD attached to a remote-tracking ref, and a commit on it (review-15a F09)',
      'git update-ref refs/remotes/origin/main HEAD && git symbolic-ref HEAD refs/remotes/origin/main && echo x >> guard.sh && git commit -qam tidy --no-verify',
    ],
  ])('%s: the frozen file is put back', async (_what, command) => {
    await withHarness(async (h) => {
      withGates(h);
      if (command.includes('evil')) {
        const make =
          'git checkout -q -b evil && echo x >> guard.sh && git commit -qam tweak --no-verify && git checkout -q main';
        expect(call(h, make, 'toolu_make').status).toBe(2);
      }
      const r = call(h, command, 'toolu_x');
      expect(r.status).toBe(2);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
    });
  });

  it('`git switch` to a branch holding a commit the tripwire refused puts the file back', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const main = h.repo.rev();
      const make =
        'git checkout -q -b evil && echo x >> guard.sh && git commit -qam tweak --no-verify && git checkout -q main';
      const first = call(h, make, 'toolu_make');
      expect(first.status).toBe(2); // the commit is refused (its record stays)
      const evil = h.repo.rev('evil');
      expect(refusedRecord(h.repo.dir, evil)).toBeDefined();
      const r = call(h, 'git switch -q evil', 'toolu_sw');
      expect(r.status).toBe(2);
      expect(rulesIn(r.stderr)).toEqual(['freeze']);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe(h.repo.git('show', `${main}:guard.sh`));
      expect(quarantined(h).get('guard.sh')).toBe('echo guard\nx\n');
    });
  });

  it('a commit made in the same call and checked out is judged: the file is put back and the commit refused', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const command =
        'git checkout -q -b evil && echo x >> guard.sh && git commit -qam tweak --no-verify && git checkout -q main && git reset -q --hard evil';
      const r = call(h, command, 'toolu_one');
      expect(r.status).toBe(2);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
      expect(refusedRecord(h.repo.dir, h.repo.rev('evil'))).toBeDefined();
    });
  });

  it("`git reset --hard` to an older commit that drops a person's uncommitted lines is put back: nothing is lost", async () => {
    await withHarness(async (h) => {
      withGates(h);
      h.repo.write('logs/decisions.md', 'decision 1\ndecision 2\ndecision 3\n').commit('decision 3');
      writeFileSync(join(h.repo.dir, 'logs/decisions.md'), 'decision 1\ndecision 2\ndecision 3\ndecision 4\n');
      expect(runHook(h, userPrompt(h, 'I noted decision 4, go on')).status).toBe(0);
      const r = call(h, 'git reset -q --hard HEAD~1', 'toolu_reset');
      expect(r.status).toBe(2);
      expect(rulesIn(r.stderr)).toEqual(['append']);
      expect(readFileSync(join(h.repo.dir, 'logs/decisions.md'), 'utf8')).toBe(
        'decision 1\ndecision 2\ndecision 3\ndecision 4\n',
      );
    });
  });
});
