/**
 * Where the change comes from: shallow checkouts (fetching and deepening, or failing with the
 * fetch-depth advice), push events (existing, new and deleted branches, merged pull requests) and
 * merge_group events, each against real repositories.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanEnv, GitRepo, withGitRepo } from '../helpers/gitRepo.js';
import {
  activityItem,
  commitReply,
  committedEvent,
  labelEvent,
  mergeGroupPayload,
  permissionReply,
  pullReply,
  pullRequestPayload,
  pushPayload,
} from './payloads.js';
import { OWNER, REPO, runAction, withFakeGithub } from './runAction.js';
import { commitFiles, pullRequest, tsv } from './scenario.js';

const LABEL = 'diffgate-release';
const BASE = {
  '.diffgate.tsv': tsv(['freeze', 'config/**', 'Configuration is reviewed']),
  'config/app.yml': 'a\n',
  'README.md': 'hello\n',
};
const ZERO = '0'.repeat(40);

/** `git clone` of `source` into a fresh folder (removed afterwards), like actions/checkout. */
async function withClone<T>(source: GitRepo, args: string[], fn: (clone: GitRepo) => Promise<T>): Promise<T> {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-clone-')));
  try {
    execFileSync('git', ['clone', '-q', ...args, `file://${source.dir}`, join(dir, 'ws')], { env: cleanEnv() });
    return await fn(new GitRepo(join(dir, 'ws')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('shallow checkouts', () => {
  it('fetches the missing base, deepens until the merge base appears, and says so', async () => {
    await withGitRepo(async (source) => {
      // a long-lived branch: 60 commits after it left main, so one deepening is not enough
      const pr = pullRequest(source, BASE, (r) => {
        for (let i = 0; i < 60; i++) commitFiles(r, { [`notes/n${i}.md`]: `${i}\n` }, `note ${i}`);
        r.write('config/app.yml', 'b\n');
      });
      await withClone(source, ['--depth', '1', '--branch', 'feature'], async (clone) => {
        expect(clone.git('rev-parse', '--is-shallow-repository').trim()).toBe('true');
        const run = await runAction({ workspace: clone.dir, event: 'pull_request', payload: pullRequestPayload(pr) });
        expect(run.stdout).toContain(
          `diffgate: the base commit ${pr.base} was not in the checkout; fetched it from origin (depth 50).`,
        );
        expect(run.stdout).toContain(
          'diffgate: the checkout is shallow and the merge base is not in it yet; deepened it by 50 commits.',
        );
        expect(run.stdout).toContain('deepened it by 200 commits.');
        expect(run.status).toBe(1);
        expect(run.errors[0]!.props).toMatchObject({ file: 'config/app.yml', title: 'diffgate freeze' });
        // 61 changed files: the diff is from the merge base, not from a truncated history
        expect(run.outputs.violations).toBe('1');
        expect(run.report.checked).toBe(61);
      });
    });
    // 60 commits and several fetches: minutes on a loaded machine
  }, 240_000);

  it('fetches a missing head (a checkout of the base branch, as pull_request_target makes)', async () => {
    await withGitRepo(async (source) => {
      const pr = pullRequest(source, BASE, (r) => r.write('README.md', 'changed\n'));
      await withClone(source, ['--depth', '1', '--branch', 'main'], async (clone) => {
        const run = await runAction({
          workspace: clone.dir,
          event: 'pull_request_target',
          payload: pullRequestPayload(pr),
        });
        expect(run.stdout).toContain(
          `diffgate: the head commit ${pr.head} was not in the checkout; fetched it from origin (depth 50).`,
        );
        expect(run.status).toBe(0);
        expect(run.report).toMatchObject({ checked: 1, violations: [] });
      });
    });
  });

  it('fails without the fetch-depth advice when origin does not have the base (a force-pushed base)', async () => {
    await withGitRepo(async (source) => {
      const pr = pullRequest(source, BASE, (r) => r.write('README.md', 'changed\n'));
      await withClone(source, ['--depth', '1', '--branch', 'feature'], async (clone) => {
        const gone = 'b'.repeat(40);
        const run = await runAction({
          workspace: clone.dir,
          event: 'pull_request',
          payload: pullRequestPayload({ ...pr, base: gone }),
        });
        expect(run.status).toBe(1);
        const failure = run.errors.at(-1)!.message;
        expect(failure).toContain(`diffgate: the base commit ${gone} could not be fetched from origin (`);
        expect(failure).toContain('the base branch was most likely force-pushed after this event');
        expect(failure).not.toContain('fetch-depth');
        expect(run.summary).toContain('## diffgate: the change could not be checked');
        expect(run.outputs.violations).toBe('');
      });
    });
  });

  it("a push whose before commit origin no longer has: push advice, not a pull request's", async () => {
    await withGitRepo(async (source) => {
      const after = commitFiles(source, BASE);
      await withClone(source, ['--depth', '1'], async (clone) => {
        const gone = 'b'.repeat(40);
        const run = await runAction({
          workspace: clone.dir,
          event: 'push',
          payload: { ...pushPayload({ before: gone, after }), forced: true },
        });
        expect(run.status).toBe(1);
        const failure = run.errors.at(-1)!.message;
        expect(failure).toContain(`diffgate: the push's before commit ${gone} could not be fetched from origin (`);
        expect(failure).toContain('Re-running this run cannot succeed');
        expect(failure).not.toMatch(/pull request|Update branch|fetch-depth/);
      });
    });
  });

  it('fails with the actions/checkout advice when there is no origin to fetch from', async () => {
    await withGitRepo(async (repo) => {
      const pr = pullRequest(repo, BASE, (r) => r.write('README.md', 'changed\n'));
      const run = await runAction({
        workspace: repo.dir,
        event: 'pull_request',
        payload: pullRequestPayload({ ...pr, base: 'c'.repeat(40) }),
      });
      expect(run.status).toBe(1);
      expect(run.errors.at(-1)!.message).toBe(
        `diffgate: the base commit ${'c'.repeat(40)} is not in the checkout, and the checkout has no remote named origin to fetch it from. Check out the repository with actions/checkout, which sets origin, before this step.`,
      );
    });
  });

  it('fails when base and head share no history, without fetch-depth advice in a complete clone', async () => {
    await withGitRepo(async (repo) => {
      const base = commitFiles(repo, BASE);
      repo.git('checkout', '-q', '--orphan', 'other');
      const head = commitFiles(repo, { 'other.txt': 'x\n' });
      const run = await runAction({
        workspace: repo.dir,
        event: 'pull_request',
        payload: pullRequestPayload({ base, head }),
      });
      expect(run.status).toBe(1);
      expect(run.errors.at(-1)!.message).toBe(
        `diffgate: ${base} and ${head} have no common ancestor, and the checkout holds their whole history: they are unrelated histories (one replaced the other, as a force-push of an orphan branch does), so there is no change to check from a merge base and it is blocked. A person must review the new history; to check it against rules, give the base and head inputs commits that share history.`,
      );
      expect(run.errors.at(-1)!.message).not.toContain('fetch-depth');
    });
  });
});

describe('push', () => {
  it('checks before..after and fails a frozen edit; a direct push cannot be released', async () => {
    await withGitRepo(async (repo) => {
      const before = commitFiles(repo, BASE);
      const after = commitFiles(repo, { 'config/app.yml': 'pushed\n' });
      await withFakeGithub(
        { [`GET /repos/${OWNER}/${REPO}/commits/${after}/pulls`]: { status: 200, body: [] } },
        async (api) => {
          const run = await runAction({
            workspace: repo.dir,
            event: 'push',
            payload: pushPayload({ before, after }),
            api,
          });
          expect(run.status).toBe(1);
          expect(run.errors[0]!.props).toMatchObject({ file: 'config/app.yml', title: 'diffgate freeze' });
          expect(run.summary).toContain('of the push to refs/heads/main');
          expect(run.summary).toContain('Not released: this change is not a pull request (nor the merge of one)');
          expect(api.paths()).toEqual([`/repos/${OWNER}/${REPO}/commits/${after}/pulls`]);
        },
      );
    });
  });

  it('passes the merge of a pull request a maintainer released', async () => {
    await withGitRepo(async (repo) => {
      const before = commitFiles(repo, BASE);
      const after = commitFiles(repo, { 'config/app.yml': 'merged\n' });
      const routes = {
        [`GET /repos/${OWNER}/${REPO}/commits/${after}/pulls`]: {
          status: 200,
          body: [pullReply({ number: 12, author: 'alice', labels: [], merged: true, mergeCommit: after })],
        },
        // the labels are read from the pull request itself, fresh
        [`GET /repos/${OWNER}/${REPO}/pulls/12`]: {
          status: 200,
          body: pullReply({ number: 12, author: 'alice', labels: [LABEL], merged: true, mergeCommit: after }),
        },
        [`GET /repos/${OWNER}/${REPO}/issues/12/timeline`]: {
          status: 200,
          // the pull request's head (pullReply's default) was pushed before the label
          body: [
            committedEvent('f'.repeat(40), '2026-01-01T00:00:00Z'),
            labelEvent('labeled', LABEL, 'mallory-maintainer', '2026-01-02T00:00:00Z'),
          ],
        },
        // alice created the pull request's branch with its head (pullReply's default), before the label
        [`GET /repos/${OWNER}/${REPO}/activity`]: {
          status: 200,
          body: [activityItem('alice', '0'.repeat(40), 'f'.repeat(40), '2026-01-01T00:00:00Z', 'branch_creation')],
        },
        [`GET /repos/${OWNER}/${REPO}/pulls/12/commits`]: { status: 200, body: [commitReply(after, 'alice')] },
        [`GET /repos/${OWNER}/${REPO}/collaborators/mallory-maintainer/permission`]: {
          status: 200,
          body: permissionReply('mallory-maintainer', 'write', 'write'),
        },
      };
      await withFakeGithub(routes, async (api) => {
        const run = await runAction({
          workspace: repo.dir,
          event: 'push',
          payload: pushPayload({ before, after }),
          api,
        });
        expect(run.status).toBe(0);
        expect(run.outputs).toMatchObject({ violations: '1', released: 'true' });
        expect(run.summary).toContain(
          'Released by @mallory-maintainer (write permission), who added the label `diffgate-release` to pull request #12',
        );
        expect(api.log()).toEqual([
          `GET /repos/${OWNER}/${REPO}/commits/${after}/pulls`,
          `GET /repos/${OWNER}/${REPO}/pulls/12`,
          `GET /repos/${OWNER}/${REPO}/issues/12/timeline`,
          `GET /repos/${OWNER}/${REPO}/activity`,
          `GET /repos/${OWNER}/${REPO}/activity`, // ?actor=: the labeller's pushes to any branch
          `GET /repos/${OWNER}/${REPO}/pulls/12/commits`,
          `GET /repos/${OWNER}/${REPO}/collaborators/mallory-maintainer/permission`,
        ]);
      });
    });
  });

  it("does not release a released pull request's merge pushed to another branch, nor from another commit", async () => {
    await withGitRepo(async (repo) => {
      const cut = commitFiles(repo, BASE);
      repo.git('branch', 'release-1');
      // a frozen change on main that no one released for release-1
      commitFiles(repo, { 'config/db.yml': 'experimental\n' }, 'main only');
      repo.git('checkout', '-q', '-b', 'feature');
      commitFiles(repo, { 'config/app.yml': 'b\n' }, 'pull request #12');
      repo.git('checkout', '-q', 'main');
      const parent = repo.git('rev-parse', 'HEAD').trim();
      repo.git('merge', '-q', '--no-ff', '-m', 'Merge pull request #12', 'feature');
      const merge = repo.git('rev-parse', 'HEAD').trim();
      const PULLS = `GET /repos/${OWNER}/${REPO}/commits/${merge}/pulls`;
      const routes = {
        [PULLS]: {
          status: 200,
          body: [pullReply({ number: 12, author: 'alice', labels: [LABEL], merged: true, mergeCommit: merge })],
        },
      };
      await withFakeGithub(routes, async (api) => {
        const other = await runAction({
          workspace: repo.dir,
          event: 'push',
          payload: pushPayload({ before: cut, after: merge, ref: 'refs/heads/release-1' }),
          api,
        });
        expect(other.status).toBe(1);
        expect(other.outputs.released).toBe('false');
        expect(other.report.release.why).toBe(
          `${merge.slice(0, 12)} is the merge of pull request #12 into main, but this push moved refs/heads/release-1: a release covers the merge into its own base branch only, so the commits this push brings to refs/heads/release-1 are not released.`,
        );
        const wider = await runAction({
          workspace: repo.dir,
          event: 'push',
          payload: pushPayload({ before: cut, after: merge }),
          api,
        });
        expect(wider.status).toBe(1);
        expect(wider.report.release.why).toBe(
          `${merge.slice(0, 12)} is the merge of pull request #12, but this push started from ${cut.slice(0, 12)}, not from the commit it was merged into (${parent.slice(0, 12)}), so it brings more than the released pull request and is not released.`,
        );
        expect(api.log()).toEqual([PULLS, PULLS]);
      });
    });
  });

  it('checks a new branch against the default branch on origin', async () => {
    await withGitRepo(async (repo) => {
      commitFiles(repo, BASE);
      repo.git('checkout', '-q', '-b', 'topic');
      commitFiles(repo, { 'docs/a.md': 'a\n' });
      const after = commitFiles(repo, { 'config/app.yml': 'on a new branch\n' });
      repo.git('remote', 'add', 'origin', repo.dir);
      const run = await runAction({
        workspace: repo.dir,
        event: 'push',
        payload: pushPayload({ before: ZERO, after, ref: 'refs/heads/topic' }),
      });
      expect(run.stdout).toContain(
        'diffgate: refs/heads/topic is new; checking its commits that are not on the default branch main.',
      );
      expect(run.status).toBe(1);
      expect(run.report.checked).toBe(2);
      expect(run.errors[0]!.props).toMatchObject({ file: 'config/app.yml', title: 'diffgate freeze' });
    });
  });

  it('checks every file of a new default branch (a first push) against the built-in secret list', async () => {
    await withGitRepo(async (repo) => {
      const clean = commitFiles(repo, BASE);
      const passed = await runAction({
        workspace: repo.dir,
        event: 'push',
        payload: pushPayload({ before: ZERO, after: clean }),
      });
      expect(passed.stdout).toContain(
        'diffgate: refs/heads/main is new and there is no other branch to compare it with; checking every file it holds',
      );
      expect(passed.status).toBe(0);
      expect(passed.report.checked).toBe(3);
      const withKey = commitFiles(repo, { 'deploy/server.pem': 'key\n' });
      const blocked = await runAction({
        workspace: repo.dir,
        event: 'push',
        payload: pushPayload({ before: ZERO, after: withKey }),
      });
      expect(blocked.status).toBe(1);
      expect(blocked.errors[0]!.props).toMatchObject({ file: 'deploy/server.pem', title: 'diffgate secret' });
    });
  });

  it('passes a branch deletion: nothing to check', async () => {
    await withGitRepo(async (repo) => {
      const before = commitFiles(repo, BASE);
      const run = await runAction({
        workspace: repo.dir,
        event: 'push',
        payload: pushPayload({ before, after: ZERO, ref: 'refs/heads/old' }),
      });
      expect(run.status).toBe(0);
      expect(run.outputs).toMatchObject({ violations: '0', released: 'false' });
      expect(run.summary).toContain('the push deleted refs/heads/old; there is no change to check.');
    });
  });
});

describe('merge_group', () => {
  it('checks base_sha..head_sha and looks up the queued pull request for a release', async () => {
    await withGitRepo(async (repo) => {
      const pr = pullRequest(repo, BASE, (r) => r.write('config/app.yml', 'queued\n'));
      const payload = mergeGroupPayload({ ...pr, pr: 7 });
      const unlabeled = {
        [`GET /repos/${OWNER}/${REPO}/pulls/7`]: {
          status: 200,
          body: pullReply({ number: 7, author: 'alice', labels: [] }),
        },
      };
      await withFakeGithub(unlabeled, async (api) => {
        const run = await runAction({ workspace: repo.dir, event: 'merge_group', payload, api });
        expect(run.status).toBe(1);
        expect(run.errors[0]!.props).toMatchObject({ file: 'config/app.yml', title: 'diffgate freeze' });
        expect(run.summary).toContain(`of merge group refs/heads/gh-readonly-queue/main/pr-7-${pr.base}`);
        expect(run.summary).toContain('Not released: pull request #7 does not carry the label `diffgate-release`.');
      });
      const released = {
        [`GET /repos/${OWNER}/${REPO}/pulls/7`]: {
          status: 200,
          body: pullReply({ number: 7, author: 'alice', labels: [LABEL] }),
        },
        [`GET /repos/${OWNER}/${REPO}/issues/7/timeline`]: {
          status: 200,
          // the pull request's head (pullReply's default) was pushed before the label
          body: [
            committedEvent('f'.repeat(40), '2026-01-01T00:00:00Z'),
            labelEvent('labeled', LABEL, 'mallory-maintainer', '2026-01-02T00:00:00Z'),
          ],
        },
        // alice created the pull request's branch with its head (pullReply's default), before the label
        [`GET /repos/${OWNER}/${REPO}/activity`]: {
          status: 200,
          body: [activityItem('alice', '0'.repeat(40), 'f'.repeat(40), '2026-01-01T00:00:00Z', 'branch_creation')],
        },
        [`GET /repos/${OWNER}/${REPO}/pulls/7/commits`]: { status: 200, body: [commitReply(pr.head, 'alice')] },
        [`GET /repos/${OWNER}/${REPO}/collaborators/mallory-maintainer/permission`]: {
          status: 200,
          body: permissionReply('mallory-maintainer', 'admin', 'admin'),
        },
      };
      await withFakeGithub(released, async (api) => {
        const run = await runAction({ workspace: repo.dir, event: 'merge_group', payload, api });
        expect(run.status).toBe(0);
        expect(run.outputs.released).toBe('true');
        expect(api.log()).toEqual([
          `GET /repos/${OWNER}/${REPO}/pulls/7`,
          `GET /repos/${OWNER}/${REPO}/issues/7/timeline`,
          `GET /repos/${OWNER}/${REPO}/activity`,
          `GET /repos/${OWNER}/${REPO}/activity`, // ?actor=: the labeller's pushes to any branch
          `GET /repos/${OWNER}/${REPO}/pulls/7/commits`,
          `GET /repos/${OWNER}/${REPO}/collaborators/mallory-maintainer/permission`,
        ]);
      });
    });
  });

  it('passes a clean merge group without asking the API', async () => {
    await withGitRepo(async (repo) => {
      const pr = pullRequest(repo, BASE, (r) => r.write('README.md', 'queued\n'));
      await withFakeGithub({}, async (api) => {
        const run = await runAction({ workspace: repo.dir, event: 'merge_group', payload: mergeGroupPayload(pr), api });
        expect(run.status).toBe(0);
        expect(run.report).toMatchObject({ event: 'merge_group', checked: 1, violations: [] });
        expect(api.requests).toEqual([]);
      });
    });
  });
});
