/**
 * Who pushed a pull request's commits, as the bundled Action reads it from the repository activity
 * (review 17b): every listed push of a commit of the pull request counts, not only the chain of
 * `before` links; the labeller's pushes to other branches count; a commit a shallow checkout cannot
 * place is not blamed on the labeller; a partial clone never fetches lazily from a stalled origin;
 * 5,000 pushes take seconds. Each test asserts the request log of the local API stand-in.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanEnv, type GitRepo, withGitRepo } from '../helpers/gitRepo.js';
import {
  activityItem,
  commitReply,
  committedEvent,
  labelEvent,
  otherEvent,
  permissionReply,
  pullReply,
  pullRequestPayload,
} from './payloads.js';
import { type FakeGithub, OWNER, REPO, type Routes, runAction, withFakeGithub } from './runAction.js';
import { pullRequest, tsv } from './scenario.js';

const LABEL = 'diffgate-release';
const R = `/repos/${OWNER}/${REPO}`;
const PULL = `GET ${R}/pulls/7`;
const TIMELINE = `GET ${R}/issues/7/timeline`;
const COMMITS = `GET ${R}/pulls/7/commits`;
const ACTIVITY = `GET ${R}/activity`;
const BRANCH_QUERY = '?ref=refs%2Fheads%2Ffeature&direction=desc&per_page=100';
const byActor = (login: string) => `?actor=${login}&direction=desc&per_page=100`;
const ZERO = '0'.repeat(40);
const MAL = 'mallory-maintainer';
const PERMISSION = `GET ${R}/collaborators/${MAL}/permission`;
const BASE_FILES = {
  '.diffgate.tsv': tsv(['freeze', 'config/**', 'Configuration is reviewed']),
  'config/app.yml': 'a\n',
};

interface Pr {
  base: string;
  head: string;
  /** alice's first commit on the branch (the head is on top of it). */
  first: string;
}

/** alice's pull request of two commits (`first`, then the head editing the frozen file); mallory labels. */
function routes(pr: Pr, activity: unknown[], mine: unknown[] = []): Routes {
  return {
    [PULL]: {
      status: 200,
      body: pullReply({ number: 7, author: 'alice', labels: [LABEL], head: pr.head, commits: 2 }),
    },
    [TIMELINE]: {
      status: 200,
      body: [
        otherEvent('opened', 'alice', '2026-01-01T00:00:00Z', 1),
        committedEvent(pr.first, '2026-01-01T00:00:00Z'),
        committedEvent(pr.head, '2026-01-01T00:00:00Z'),
        labelEvent('labeled', LABEL, MAL, '2026-01-02T00:00:00Z', 2),
      ],
    },
    [`${ACTIVITY}${BRANCH_QUERY}`]: { status: 200, body: activity },
    [`${ACTIVITY}${byActor(MAL)}`]: { status: 200, body: mine },
    [COMMITS]: { status: 200, body: [commitReply(pr.first, 'alice'), commitReply(pr.head, 'alice')] },
    [PERMISSION]: { status: 200, body: permissionReply(MAL, 'write', 'maintain') },
  };
}

function twoCommits(repo: GitRepo): Pr {
  let first = '';
  const pr = pullRequest(repo, BASE_FILES, (r) => {
    r.write('README.md', 'alice docs\n');
    r.commit('docs');
    first = r.git('rev-parse', 'HEAD').trim();
    r.write('config/app.yml', 'b\n');
  });
  return { ...pr, first };
}

async function release(
  workspace: string,
  pr: Pr,
  r: Routes,
  inputs: Record<string, string> = {},
): Promise<{ run: Awaited<ReturnType<typeof runAction>>; api: FakeGithub }> {
  const payload = pullRequestPayload({ ...pr, author: 'alice', labels: [LABEL], action: 'labeled' });
  return withFakeGithub(r, async (api) => ({
    run: await runAction({ workspace, event: 'pull_request', payload, api, inputs }),
    api,
  }));
}

/** `git clone ARGS` of `source` into a fresh folder, removed afterwards. */
async function withClone<T>(source: GitRepo, args: string[], fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-clone-')));
  try {
    execFileSync('git', ['clone', '-q', ...args, `file://${source.dir}`, join(dir, 'ws')], { env: cleanEnv() });
    return await fn(join(dir, 'ws'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const FULL_LOG = [PULL, TIMELINE, ACTIVITY, ACTIVITY, COMMITS, PERMISSION];
const REFUSED_LOG = [PULL, TIMELINE, ACTIVITY, ACTIVITY];

describe('every push of a commit of the pull request counts, wherever the before-chain goes', () => {
  it("refuses the labeller's push that a force push back to a base commit cut off the chain (F03)", async () => {
    const { run, api } = await withGitRepo(async (repo) => {
      const pr = twoCommits(repo);
      const M = '9'.repeat(40); // mallory's commit, force-pushed away (its change re-applied in the head)
      const activity = [
        activityItem('alice', pr.base, pr.head, '2026-01-01T05:00:00Z', 'push'),
        activityItem('alice', M, pr.base, '2026-01-01T04:00:00Z', 'force_push'),
        activityItem(MAL, pr.first, M, '2026-01-01T03:00:00Z', 'push'),
        activityItem('alice', ZERO, pr.first, '2026-01-01T01:00:00Z', 'branch_creation'),
      ];
      return release(repo.dir, pr, routes(pr, activity));
    });
    expect(run.outputs.released).toBe('false');
    expect(run.report.release.why).toMatch(
      new RegExp(
        `^@${MAL} added \`diffgate-release\` but pushed commits of the pull request \\(999999999999 to feature`,
      ),
    );
    expect(api.log()).toEqual(REFUSED_LOG);
  });

  it("refuses the labeller's push listed before the branch was deleted and created again (F01 c)", async () => {
    const { run, api, pr } = await withGitRepo(async (repo) => {
      const pr = twoCommits(repo);
      const activity = [
        activityItem('alice', ZERO, pr.head, '2026-01-01T05:00:00Z', 'branch_creation'),
        activityItem('alice', pr.first, ZERO, '2026-01-01T04:00:00Z', 'branch_deletion'),
        activityItem(MAL, pr.base, pr.first, '2026-01-01T03:00:00Z', 'push'),
        activityItem('alice', ZERO, pr.base, '2026-01-01T01:00:00Z', 'branch_creation'),
      ];
      return { ...(await release(repo.dir, pr, routes(pr, activity))), pr };
    });
    expect(run.outputs.released).toBe('false');
    expect(run.report.release.why).toContain(
      `but pushed commits of the pull request (${pr.first.slice(0, 12)} to feature`,
    );
    expect(api.log()).toEqual(REFUSED_LOG);
  });

  it('refuses a labeller who pushed a commit of the pull request to another branch it was then created from (F01 a)', async () => {
    const { run, api, pr } = await withGitRepo(async (repo) => {
      const pr = twoCommits(repo);
      const activity = [
        activityItem('alice', pr.first, pr.head, '2026-01-01T05:00:00Z', 'push'),
        activityItem('alice', ZERO, pr.first, '2026-01-01T04:00:00Z', 'branch_creation'),
      ];
      const mine = [activityItem(MAL, ZERO, pr.first, '2026-01-01T03:00:00Z', 'branch_creation', 'refs/heads/tmp')];
      return { ...(await release(repo.dir, pr, routes(pr, activity, mine))), pr };
    });
    expect(run.outputs.released).toBe('false');
    expect(run.report.release.why).toBe(
      `@${MAL} added \`diffgate-release\` but pushed ${pr.first.slice(0, 12)}, one of the pull request's commits, to tmp of acme/widgets at 2026-01-01T03:00:00Z (the repository's activity records it; the head branch began from or took in that commit, so its own activity names someone else), whatever name and email the commit carries; only someone who pushed none of its commits can release it.`,
    );
    expect(api.requests.map((r) => r.path)).toEqual([
      `${R}/pulls/7`,
      `${R}/issues/7/timeline?per_page=100`,
      `${R}/activity${BRANCH_QUERY}`,
      `${R}/activity${byActor(MAL)}`,
    ]);
  });

  it('releases when the labeller pushed only other commits elsewhere, and ignores items of other refs', async () => {
    const { run, api } = await withGitRepo(async (repo) => {
      const pr = twoCommits(repo);
      const activity = [
        activityItem('alice', pr.first, pr.head, '2026-01-01T05:00:00Z', 'push'),
        activityItem('alice', ZERO, pr.first, '2026-01-01T04:00:00Z', 'branch_creation'),
        // a server that ignored ?ref= : mallory's push to tmp is not the head branch's
        activityItem(MAL, pr.base, pr.head, '2026-01-01T03:00:00Z', 'push', 'refs/heads/tmp'),
      ];
      const mine = [activityItem(MAL, ZERO, pr.base, '2026-01-01T03:00:00Z', 'push', 'refs/heads/main')];
      return release(repo.dir, pr, routes(pr, activity, mine));
    });
    expect(run.outputs.released).toBe('true');
    expect(api.log()).toEqual(FULL_LOG);
  });

  it('an item of another ref does not fill a gap in the branch (the server ignored ?ref=)', async () => {
    const { run, api, pr } = await withGitRepo(async (repo) => {
      const pr = twoCommits(repo);
      const activity = [
        activityItem('alice', pr.first, pr.head, '2026-01-01T05:00:00Z', 'push'),
        activityItem(MAL, ZERO, pr.first, '2026-01-01T04:00:00Z', 'branch_creation', 'refs/heads/tmp'),
      ];
      return { ...(await release(repo.dir, pr, routes(pr, activity))), pr };
    });
    expect(run.outputs.released).toBe('false');
    expect(run.report.release.why).toMatch(
      new RegExp(`^the activity of acme/widgets does not show who pushed ${pr.first.slice(0, 12)} to feature`),
    );
    expect(api.log()).toEqual(REFUSED_LOG);
  });

  it('5,000 listed pushes are judged in seconds, not one git call each (H03)', async () => {
    const { run, api, ms } = await withGitRepo(async (repo) => {
      const pr = twoCommits(repo);
      // alice pushed the head over and over (force pushes between commits the checkout lacks)
      const hex = (i: number) => i.toString(16).padStart(40, 'f');
      const activity: unknown[] = [activityItem('alice', hex(0), pr.head, '2026-01-01T05:00:00Z', 'force_push')];
      for (let i = 0; i < 5000; i++)
        activity.push(activityItem('alice', hex(i + 1), hex(i), '2026-01-01T04:00:00Z', 'force_push'));
      activity.push(activityItem('alice', ZERO, hex(5000), '2026-01-01T01:00:00Z', 'branch_creation'));
      const started = Date.now();
      const out = await release(repo.dir, pr, routes(pr, activity));
      return { ...out, ms: Date.now() - started };
    });
    expect(run.outputs.released).toBe('true');
    expect(ms).toBeLessThan(30_000);
    expect(api.log()).toEqual(FULL_LOG);
  }, 120_000);
});

describe('what the checkout cannot tell', () => {
  it('a shallow checkout that lacks the base commit the labeller created the branch at: fetch-depth advice, no blame (F04)', async () => {
    await withGitRepo(async (repo) => {
      repo.write('.diffgate.tsv', BASE_FILES['.diffgate.tsv']);
      repo.write('config/app.yml', 'a\n');
      repo.commit('c0');
      const start = repo.git('rev-parse', 'HEAD').trim();
      repo.git('checkout', '-q', '-b', 'feature');
      for (let i = 0; i < 60; i++) {
        repo.write(`src/f${i}.txt`, `${i}\n`);
        if (i === 30) repo.write('config/app.yml', 'b\n');
        repo.commit(`alice ${i}`);
      }
      const first = repo.git('rev-parse', 'HEAD').trim();
      repo.git('checkout', '-q', 'main');
      for (let i = 0; i < 60; i++) {
        repo.write(`main/m${i}.txt`, `${i}\n`);
        repo.commit(`main ${i}`);
      }
      const base = repo.git('rev-parse', 'HEAD').trim();
      repo.git('checkout', '-q', 'feature');
      repo.git('merge', '-q', '--no-edit', 'main');
      const head = repo.git('rev-parse', 'HEAD').trim();
      const pr = { base, head, first };
      const activity = [
        activityItem('alice', first, head, '2026-01-01T03:00:00Z', 'push'),
        activityItem('alice', start, first, '2026-01-01T02:00:00Z', 'push'),
        activityItem(MAL, ZERO, start, '2026-01-01T01:00:00Z', 'branch_creation'),
      ];
      const r = routes(pr, activity);
      // the complete checkout places it in the base: released
      const full = await release(repo.dir, pr, r);
      expect(full.run.outputs.released).toBe('true');
      expect(full.api.log()).toEqual(FULL_LOG);
      await withClone(repo, ['--depth=1', '--branch', 'main'], async (ws) => {
        const { run, api } = await release(ws, pr, r);
        expect(run.outputs.released).toBe('false');
        expect(run.report.release.why).toBe(
          `@${MAL} added \`diffgate-release\` and pushed ${start.slice(0, 12)} to feature of acme/widgets at 2026-01-01T01:00:00Z, a commit this checkout lacks (or cannot reach from the base), so whether it is in the base or one of the pull request's commits cannot be told, and a release is refused. The checkout is shallow: set \`fetch-depth: 0\` in the actions/checkout step, then re-run this check.`,
        );
        expect(api.log()).toEqual(REFUSED_LOG);
      });
    });
  }, 120_000);

  it('a partial clone (blob:none) with a stalled origin never fetches a missing commit lazily (F02)', async () => {
    const sockets: Socket[] = [];
    const server = createServer((s) => sockets.push(s));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await withGitRepo(async (repo) => {
        const pr = twoCommits(repo);
        repo.git('config', 'uploadpack.allowFilter', 'true');
        await withClone(repo, ['--filter=blob:none', '--branch', 'feature'], async (ws) => {
          const git = (...args: string[]) => execFileSync('git', args, { cwd: ws, env: cleanEnv(), encoding: 'utf8' });
          git('fetch', '-q', 'origin', 'main');
          git('diff', pr.base, pr.head); // the blobs the check reads
          git('show', `${pr.base}:.diffgate.tsv`);
          // a commit a force push replaced: on the server, never in the checkout
          repo.git('checkout', '-q', '-b', 'gone', pr.first);
          repo.write('x.txt', 'replaced\n');
          repo.commit('replaced by a force push');
          const X = repo.git('rev-parse', 'HEAD').trim();
          const { port } = server.address() as { port: number };
          git('remote', 'set-url', 'origin', `http://127.0.0.1:${port}/acme/widgets.git`);
          const activity = [
            activityItem('alice', X, pr.head, '2026-01-01T05:00:00Z', 'force_push'),
            activityItem('alice', pr.first, X, '2026-01-01T03:00:00Z', 'push'),
            activityItem('alice', ZERO, pr.first, '2026-01-01T01:00:00Z', 'branch_creation'),
          ];
          const started = Date.now();
          const { run, api } = await release(ws, pr, routes(pr, activity), {
            'git-timeout': '5',
            'api-timeout': '5',
            'api-retries': '0',
          });
          expect(Date.now() - started).toBeLessThan(30_000);
          expect(run.outputs.released).toBe('true');
          expect(sockets.length).toBe(0);
          expect(api.log()).toEqual(FULL_LOG);
        });
      });
    } finally {
      for (const s of sockets) s.destroy();
      server.close();
    }
  }, 90_000);
});

describe('hardening', () => {
  it('refuses a label added by a bot, asking nothing more', async () => {
    const { run, api } = await withGitRepo(async (repo) => {
      const pr = twoCommits(repo);
      const r = routes(pr, []);
      r[TIMELINE] = {
        status: 200,
        body: [
          committedEvent(pr.head, '2026-01-01T00:00:00Z'),
          labelEvent('labeled', LABEL, 'helper[bot]', '2026-01-02T00:00:00Z'),
        ],
      };
      return release(repo.dir, pr, r);
    });
    expect(run.outputs.released).toBe('false');
    expect(run.report.release.why).toMatch(
      /^`diffgate-release` was added by helper\[bot\], a bot or app, not a person/,
    );
    expect(api.log()).toEqual([PULL, TIMELINE]);
  });

  it('does not follow a next link to another host (the token goes only to the API)', async () => {
    const { run, api } = await withGitRepo(async (repo) => {
      const pr = twoCommits(repo);
      const r = routes(pr, []);
      r[TIMELINE] = {
        status: 200,
        body: [committedEvent(pr.head, '2026-01-01T00:00:00Z')],
        headers: { link: '<http://127.0.0.2:9/repos/acme/widgets/issues/7/timeline?page=2>; rel="next"' },
      };
      return release(repo.dir, pr, r);
    });
    expect(run.outputs.released).toBe('false');
    expect(run.report.release.why).toContain('leads away from http://127.0.0.1');
    expect(api.log()).toEqual([PULL, TIMELINE]);
  });
});
