/**
 * pre-push and the agent tripwire's batches of refused commits (issue 32: one
 * `refused/batch-<id>.json` a judgement, where a file a commit cost most of PostToolUse's time),
 * through the real `git push` with the hooks installed by `install --hooks-path`:
 *  - every commit of a batch is refused, beside a single record of an earlier version (an
 *    upgrade forgets no refusal);
 *  - a person's release at push takes only the commits pushed off their batch;
 *  - a batch that cannot be read (cut short, edited, a FIFO) refuses every push that sends a
 *    commit, naming the file and the next action, until a person releases the push, which sets
 *    the file aside and is audited.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeRefusedBatch } from '../../src/git/diffgateRecords.js';
import type { GitRepo } from '../helpers/gitRepo.js';
import { FROZEN, commit, remoteRef, sharedHooksRepo } from './setup.js';

let repo: GitRepo;
let bare: string;
let base: string;

sharedHooksRepo((s) => {
  ({ repo, bare, base } = s);
});

const refusedDir = () => join(repo.git('rev-parse', '--absolute-git-dir').trim(), 'diffgate', 'refused');
const V = [{ rule: 'freeze', path: FROZEN, reason: 'Configuration changes only through review' }];

/** Two agent commits on main, the first changing the frozen file; both refused in one batch. */
function twoRefused(): { first: string; second: string; batch: string } {
  repo.write(FROZEN, '{"debug": true}\n').stageAll();
  repo.git('commit', '-q', '--no-verify', '-m', 'agent one');
  const first = repo.rev();
  repo.write('NOTES.md', 'agent\n').stageAll();
  repo.git('commit', '-q', '--no-verify', '-m', 'agent two');
  const second = repo.rev();
  const batch = writeRefusedBatch(refusedDir(), {
    session: 'sess-7',
    at: '2026-12-07T10:00:00Z',
    commits: [
      { commit: first, violations: V },
      { commit: second, violations: [] },
    ],
  });
  return { first, second, batch };
}

describe("pre-push reads the tripwire's batches", () => {
  it('refuses every commit of a batch; a release of the first pushed takes only it off the batch', () => {
    const { first, second, batch } = twoRefused();
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      `commit ${first.slice(0, 12)} "agent one": an agent made this commit during a tool call (session sess-7, 2026-12-07T10:00:00Z)`,
    );
    expect(r.stderr).toContain(`${FROZEN}  [freeze]  Configuration changes only through review`);
    expect(r.stderr).toContain(`commit ${second.slice(0, 12)} "agent two": an agent made this commit`);
    expect(remoteRef(bare)).toBe(base);
    const one = repo.tryGit(['push', 'origin', `${first}:refs/heads/main`], {
      env: { DIFFGATE_RELEASE: 'reviewed by Ana' },
    });
    expect(one.status, one.stderr).toBe(0);
    expect(remoteRef(bare)).toBe(first);
    expect(JSON.parse(readFileSync(batch, 'utf8')).commits.map((c: { commit: string }) => c.commit)).toEqual([second]);
    // the second is still refused
    const again = repo.tryGit(['push', 'origin', 'main']);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`commit ${second.slice(0, 12)} "agent two"`);
    expect(again.stderr).not.toContain(`commit ${first.slice(0, 12)}`);
    expect(remoteRef(bare)).toBe(first);
  });

  it('honours a single record of an earlier version beside a batch', () => {
    repo.write('README.md', 'older agent docs\n').stageAll();
    repo.git('commit', '-q', '--no-verify', '-m', 'older agent commit');
    const older = repo.rev();
    mkdirSync(refusedDir(), { recursive: true });
    writeFileSync(join(refusedDir(), `${older}.json`), JSON.stringify({ commit: older, violations: [] }));
    twoRefused();
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`commit ${older.slice(0, 12)} "older agent commit": an agent made this commit`);
    expect(r.stderr).toContain('"agent one": an agent made this commit');
  });

  it.each([
    ['cut short', (f: string) => writeFileSync(f, readFileSync(f, 'utf8').slice(0, 80)), 'not JSON'],
    [
      'edited',
      (f: string) => writeFileSync(f, '{"v":1,"commits":[{"commit":"HEAD"}]}'),
      'not a batch of refused commits',
    ],
    [
      'replaced by a FIFO',
      (f: string) => {
        rmSync(f);
        execFileSync('mkfifo', [f]);
      },
      'not a regular file',
    ],
  ])(
    'a batch %s refuses the push of any commit, naming the file, until a person releases it',
    (_what, spoil, problem) => {
      const { batch } = twoRefused();
      spoil(batch);
      // a commit the batch never listed: still refused, since the batch's commits are not known
      repo.write('README.md', 'person docs\n').stageAll();
      expect(commit(repo, 'person docs').status).toBe(0);
      const r = repo.tryGit(['push', 'origin', `${repo.rev()}:refs/heads/other`]);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(
        `a record of the commits diffgate's agent tripwire refused (${batch}) cannot be read (`,
      );
      expect(r.stderr).toContain(problem);
      expect(r.stderr).toContain('DIFFGATE_RELEASE="why" git push');
      expect(remoteRef(bare, 'other')).toBeUndefined();
      // the person releases the push: audited, and the batch set aside (the ledger keeps its own list)
      const released = repo.tryGit(['push', 'origin', `${base}:refs/heads/other`], {
        env: { DIFFGATE_RELEASE: 'looked at it' },
      });
      expect(released.status, released.stderr).toBe(0);
      expect(existsSync(batch)).toBe(false);
      expect(readdirSync(refusedDir()).some((n) => n.startsWith(`${batch.split('/').at(-1)}.aside-`))).toBe(true);
      const audit = readFileSync(join(refusedDir(), '..', 'audit.jsonl'), 'utf8')
        .trim()
        .split('\n');
      expect(audit.map((l) => JSON.parse(l))).toContainEqual(
        expect.objectContaining({ event: 'push-release-unreadable-refused', record: batch, reason: 'looked at it' }),
      );
    },
  );
});
