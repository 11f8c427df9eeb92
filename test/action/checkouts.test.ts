/**
 * The bundled Action on checkouts as a runner makes them (a merge ref, a force-pushed head, a
 * checkout in a sub-folder) and on a base manifest that does not parse, with the API stand-in's
 * request log asserted in each.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanEnv, GitRepo, withGitRepo } from '../helpers/gitRepo.js';
import {
  activityItem,
  commitReply,
  committedEvent,
  labelEvent,
  permissionReply,
  pullReply,
  pullRequestPayload,
} from './payloads.js';
import { OWNER, REPO, type Routes, runAction, withFakeGithub } from './runAction.js';
import { commitFiles, type Files, pullRequest, tsv } from './scenario.js';

const LABEL = 'diffgate-release';
const R = `/repos/${OWNER}/${REPO}`;
const PULL = `GET ${R}/pulls/7`;
const TIMELINE = `GET ${R}/issues/7/timeline`;
const COMMITS = `GET ${R}/pulls/7/commits`;
const PERMISSION = `GET ${R}/collaborators/mallory-maintainer/permission`;
const ACTIVITY = `GET ${R}/activity`;
/** The labeller's pushes to any branch: the same path, `?actor=LOGIN` (the log drops the query). */
const ACTIVITY_BY = ACTIVITY;
const RELEASE_LOG = [PULL, TIMELINE, ACTIVITY, ACTIVITY_BY, COMMITS, PERMISSION];
const BASE: Files = {
  '.diffgate.tsv': tsv(['freeze', 'config/**', 'Configuration is reviewed']),
  'config/app.yml': 'a\n',
};

/** The API of pull request #7 by alice at `head`, labelled (or not) by mallory-maintainer after its push. */
function api(head: string, labelled: boolean): Routes {
  return {
    [PULL]: { status: 200, body: pullReply({ number: 7, author: 'alice', labels: labelled ? [LABEL] : [], head }) },
    [TIMELINE]: {
      status: 200,
      body: [
        committedEvent(head, '2026-01-01T00:00:00Z'),
        labelEvent('labeled', LABEL, 'mallory-maintainer', '2026-01-02T00:00:00Z'),
      ],
    },
    // alice created the branch with the head, before the label
    [ACTIVITY]: {
      status: 200,
      body: [activityItem('alice', '0'.repeat(40), head, '2026-01-01T00:00:00Z', 'branch_creation')],
    },
    [COMMITS]: { status: 200, body: [commitReply(head, 'alice')] },
    [PERMISSION]: { status: 200, body: permissionReply('mallory-maintainer', 'write', 'write') },
  };
}

/** A fresh folder (removed afterwards) for a checkout. */
async function withFolder<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-runner-ws-')));
  try {
    return await fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: cleanEnv(), encoding: 'utf8' });

/** What actions/checkout does for a pull_request event: fetch refs/pull/N/merge at depth 1, check it out detached. */
function checkoutMergeRef(source: GitRepo, dir: string): GitRepo {
  git(dir, 'init', '-q', 'ws');
  const ws = join(dir, 'ws');
  git(ws, 'remote', 'add', 'origin', `file://${source.dir}`);
  git(ws, 'fetch', '-q', '--no-tags', '--depth=1', 'origin', '+refs/pull/7/merge:refs/remotes/pull/7/merge');
  git(ws, 'checkout', '-q', '--detach', 'refs/remotes/pull/7/merge');
  return new GitRepo(ws);
}

describe('runner checkouts', () => {
  it('a merge-ref checkout (depth 1): fetches the head and base the event names, checks them, and a label releases', async () => {
    await withGitRepo(async (source) => {
      const pr = pullRequest(source, BASE, (r) => r.write('config/app.yml', 'b\n'));
      source.git('checkout', '-q', '--detach', pr.base);
      source.git('merge', '-q', '--no-ff', '-m', 'Merge feature into main', pr.head);
      source.git('update-ref', 'refs/pull/7/merge', 'HEAD');
      source.git('checkout', '-q', 'feature');
      await withFolder(async (dir) => {
        const ws = checkoutMergeRef(source, dir);
        expect(ws.git('rev-parse', '--is-shallow-repository').trim()).toBe('true');
        await withFakeGithub(api(pr.head, true), async (gh) => {
          const run = await runAction({
            workspace: ws.dir,
            event: 'pull_request',
            payload: pullRequestPayload({ ...pr, labels: [] }),
            api: gh,
          });
          expect(run.stdout).toContain(`diffgate: the head commit ${pr.head} was not in the checkout; fetched it`);
          expect(run.stdout).toContain(`diffgate: checking pull request #7: ${pr.base}..${pr.head}`);
          expect(run.status).toBe(0);
          expect(run.outputs).toMatchObject({ violations: '1', released: 'true' });
          expect(gh.log()).toEqual(RELEASE_LOG);
        });
      });
    });
  });

  it('a head force-pushed away since the event: says so, with no fetch-depth advice, and asks no API', async () => {
    await withGitRepo(async (source) => {
      const pr = pullRequest(source, BASE, (r) => r.write('config/app.yml', 'b\n'));
      // the branch is rewritten and the old head is gone from origin
      source.git('reset', '-q', '--hard', 'HEAD~1');
      commitFiles(source, { 'config/app.yml': 'c\n' }, 'rewritten');
      source.git('reflog', 'expire', '--expire=now', '--all');
      source.git('gc', '-q', '--prune=now');
      await withFolder(async (dir) => {
        git(dir, 'clone', '-q', '--depth=1', '--branch', 'feature', `file://${source.dir}`, 'ws');
        await withFakeGithub(api(pr.head, true), async (gh) => {
          const run = await runAction({
            workspace: join(dir, 'ws'),
            event: 'pull_request',
            payload: pullRequestPayload({ ...pr, labels: [LABEL] }),
            api: gh,
          });
          expect(run.status).toBe(1);
          expect(run.summary).toContain(`the head commit ${pr.head} is no longer on origin`);
          expect(run.summary).toContain("the pull request's branch was most likely force-pushed after this event");
          expect(run.summary).not.toContain('fetch-depth');
          expect(gh.log()).toEqual([]);
        });
      });
    });
  });

  it('an origin that accepts the connection and never answers: the fetch stops at git-timeout, naming the call and the remote', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const remote = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/acme/widgets.git`;
    try {
      await withGitRepo(async (source) => {
        const pr = pullRequest(source, BASE, (r) => r.write('config/app.yml', 'b\n'));
        await withFolder(async (dir) => {
          // a depth-1 checkout of main: the head is not in it, so it must be fetched
          git(dir, 'clone', '-q', '--depth=1', '--branch', 'main', `file://${source.dir}`, 'ws');
          git(join(dir, 'ws'), 'remote', 'set-url', 'origin', remote);
          const run = await runAction({
            workspace: join(dir, 'ws'),
            event: 'pull_request',
            payload: pullRequestPayload(pr),
            inputs: { 'git-timeout': '2' },
          });
          expect(run.status).toBe(1);
          expect(run.outputs.violations).toBe('');
          expect(run.summary).toContain(
            `&#96;git fetch --no-tags --no-recurse-submodules --quiet --depth=50 origin ${pr.head}&#96; from ${remote} did not finish within 2 s (the git-timeout input), so it was stopped and the change is blocked (fail closed).`,
          );
          expect(sockets.length).toBeGreaterThan(0);
          // git-timeout, plus node, git and a loaded machine's slack
          expect(run.ms).toBeLessThan(2_000 + 10_000);
        });
      });
    } finally {
      for (const s of sockets) s.destroy();
      silent.close();
    }
  }, 60_000);

  it('the same missing head from a fork: names the fork and the checkout it needs', async () => {
    await withGitRepo(async (source) => {
      const pr = pullRequest(source, BASE, (r) => r.write('config/app.yml', 'b\n'));
      const gone = 'b'.repeat(40);
      const payload = pullRequestPayload({ base: pr.base, head: gone });
      payload.pull_request.head.repo = { ...payload.pull_request.head.repo, full_name: 'eve/widgets' };
      const run = await withFolder(async (dir) => {
        git(dir, 'clone', '-q', '--branch', 'feature', `file://${source.dir}`, 'ws');
        return runAction({ workspace: join(dir, 'ws'), event: 'pull_request', payload });
      });
      expect(run.status).toBe(1);
      expect(run.summary).toContain(`the head commit ${gone} comes from the fork eve/widgets`);
      expect(run.summary).not.toContain('fetch-depth');
    });
  });

  it('working-directory: a checkout made with path: is found; without the input the message says to set it', async () => {
    await withGitRepo(async (source) => {
      const pr = pullRequest(source, BASE, (r) => r.write('config/app.yml', 'b\n'));
      await withFolder(async (workspace) => {
        git(workspace, 'clone', '-q', '--branch', 'feature', `file://${source.dir}`, 'checkout-path');
        await withFakeGithub(api(pr.head, false), async (gh) => {
          const payload = pullRequestPayload(pr);
          const run = await runAction({
            workspace,
            event: 'pull_request',
            payload,
            api: gh,
            inputs: { 'working-directory': 'checkout-path' },
          });
          expect(run.status).toBe(1);
          expect(run.errors[0]!.props).toMatchObject({ file: 'config/app.yml', title: 'diffgate freeze' });
          expect(gh.log()).toEqual([PULL]);
          const without = await runAction({ workspace, event: 'pull_request', payload, api: gh });
          expect(without.status).toBe(1);
          expect(without.summary).toContain(
            `${workspace} is not a git repository. Check out the repository (actions/checkout) before this step; if it was checked out with &#96;path:&#96;, set the working-directory input to the same path.`,
          );
          const wrong = await runAction({
            workspace,
            event: 'pull_request',
            payload,
            api: gh,
            inputs: { 'working-directory': 'elsewhere' },
          });
          expect(wrong.summary).toContain('the working-directory input "elsewhere"');
          expect(wrong.summary).toContain('ENOENT');
          expect(gh.log()).toEqual([PULL]);
        });
      });
    });
  });
});

describe('a base manifest that does not parse', () => {
  const BROKEN: Files = { '.diffgate.tsv': 'freeze\tconfig/**\n', 'config/app.yml': 'a\n' };
  const FIXED = tsv(['freeze', 'config/**', 'Configuration is reviewed']);

  async function repair(labelled: boolean, change: (r: GitRepo) => void = (r) => r.write('.diffgate.tsv', FIXED)) {
    return withGitRepo(async (repo) => {
      const pr = pullRequest(repo, BROKEN, change);
      return withFakeGithub(api(pr.head, labelled), async (gh) => {
        const run = await runAction({
          workspace: repo.dir,
          event: 'pull_request',
          payload: pullRequestPayload(pr),
          api: gh,
        });
        return { run, log: gh.log(), pr };
      });
    });
  }

  it('blocks its fix without the label; the annotation points at the base revision that has the error', async () => {
    const { run, log, pr } = await repair(false);
    expect(run.status).toBe(1);
    const [annotation] = run.errors;
    // not on the head's (fixed) file: at the base's blob, by its address
    expect(annotation!.props).toEqual({ title: 'diffgate manifest' });
    expect(annotation!.message).toContain(`(in https://github.com/${OWNER}/${REPO}/blob/${pr.base}/.diffgate.tsv#L1)`);
    expect(run.summary).toContain('A pull request that changes only the manifest may be released with the label');
    expect(run.summary).toContain('Not released: pull request #7 does not carry the label &#96;diffgate-release&#96;.');
    expect(log).toEqual([PULL]);
  });

  it("with the label, judges the manifest-only fix by the head's manifest", async () => {
    const { run, log, pr } = await repair(true);
    expect(run.status).toBe(0);
    expect(run.summary).toContain(
      `The base's manifest ${pr.base}:.diffgate.tsv does not parse; @mallory-maintainer released this pull request, which changes only the manifest, so it was checked against the head's manifest ${pr.head}:.diffgate.tsv.`,
    );
    expect(run.report).toMatchObject({ failed: false, manifest: `${pr.head}:.diffgate.tsv` });
    expect(log).toEqual(RELEASE_LOG);
  });

  it('the released fix is summarised as such: not "blocked", not "0 violations released"', async () => {
    const { run } = await repair(true);
    expect(run.status).toBe(0);
    expect(run.outputs).toMatchObject({ violations: '0', released: 'true' });
    expect(run.summary).toMatch(/^## diffgate: the manifest's fix, released by a maintainer: nothing blocked\n/);
    expect(run.summary).toContain("Under the head's manifest, which the release put in force, nothing is blocked.");
    expect(run.summary).not.toMatch(/blocked, released|0 violations (above|released)/);
    expect(run.stdout).toContain(
      "diffgate: the manifest's fix was released by @mallory-maintainer and checked against the head's manifest; nothing blocked, the check passes.",
    );
  });

  it('a change beyond the manifest stays blocked, whatever the label, and asks no API', async () => {
    const { run, log } = await repair(true, (r) => r.write('.diffgate.tsv', FIXED).write('config/app.yml', 'b\n'));
    expect(run.status).toBe(1);
    expect(run.summary).toContain('## diffgate: the change could not be checked');
    expect(log).toEqual([]);
  });

  it('a submodule moved along with the fix is a change beyond the manifest, though .gitmodules says ignore = all', async () => {
    await withGitRepo(async (repo) => {
      const seed = commitFiles(repo, { 'README.md': 'r\n' }, 'seed');
      repo.write(
        '.gitmodules',
        '[submodule "vendor/lib"]\n\tpath = vendor/lib\n\turl = https://example.com/lib.git\n\tignore = all\n',
      );
      repo.write('.diffgate.tsv', BROKEN['.diffgate.tsv']!);
      repo.git('add', '.gitmodules', '.diffgate.tsv');
      // a gitlink with no folder in the work tree, as in a checkout without submodules
      repo.git('update-index', '--add', '--cacheinfo', `160000,${seed},vendor/lib`);
      repo.git('commit', '-q', '--no-verify', '-m', 'base: vendor/lib pinned, a broken manifest');
      const base = repo.git('rev-parse', 'HEAD').trim();
      repo.git('checkout', '-q', '-b', 'feature');
      repo.git('update-index', '--cacheinfo', `160000,${'0123456789abcdef'.repeat(2)}01234567,vendor/lib`);
      repo.write('.diffgate.tsv', FIXED);
      repo.git('add', '.diffgate.tsv');
      repo.git('commit', '-q', '--no-verify', '-m', 'fix the manifest (and move vendor/lib)');
      const head = repo.git('rev-parse', 'HEAD').trim();
      await withFakeGithub(api(head, true), async (gh) => {
        const run = await runAction({
          workspace: repo.dir,
          event: 'pull_request',
          payload: pullRequestPayload({ base, head }),
          api: gh,
        });
        expect(run.status).toBe(1);
        expect(run.outputs.released).toBe('false');
        expect(run.summary).toContain('## diffgate: the change could not be checked');
        expect(gh.log()).toEqual([]);
      });
    });
  });

  it("a head that leaves the manifest as it is: the annotation sits on the file's line", async () => {
    const { run, log } = await repair(true, (r) => r.write('README.md', 'hi\n'));
    expect(run.status).toBe(1);
    expect(run.errors[0]!.props).toMatchObject({ file: '.diffgate.tsv', line: '1', title: 'diffgate manifest' });
    expect(log).toEqual([]);
  });
});
