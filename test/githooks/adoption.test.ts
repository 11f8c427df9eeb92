/**
 * Adopting diffgate on a repository with a long history: 5,000 commits made before the manifest
 * (with `.env` fixtures and changes to paths the manifest later freezes), written quickly with
 * `git fast-import`, then the manifest and 20 commits under it. The first push to an empty remote
 * judges only the 20 (git's hooks, installed with --hooks-path, and the real `git push`).
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, createGitRepo, removeGitRepo, type GitRepo } from '../helpers/gitRepo.js';
import { addRemote, remoteRef, removeRemote } from './setup.js';

const BEFORE = 5000;
const AFTER = 20;
const MANIFEST = 'freeze\tconfig/**\tConfiguration changes only through review\n';

/** A fast-import stream: `count` commits on refs/heads/main, each changing a file. */
function history(count: number, from: string | undefined, mark0: number, change: (i: number) => string): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const mark = mark0 + i;
    const msg = `old commit ${i}`;
    out.push(
      'commit refs/heads/main',
      `mark :${mark}`,
      `committer Old Timer <old@diffgate.invalid> ${1500000000 + mark} +0000`,
      `data ${Buffer.byteLength(msg)}`,
      msg,
    );
    if (i === 0 && from) out.push(`from ${from}`);
    out.push(change(i), '');
  }
  return `${out.join('\n')}\n`;
}

const inline = (path: string, text: string) => `M 100644 inline ${path}\ndata ${Buffer.byteLength(text)}\n${text}`;

/** Before the manifest: source edits, an `.env` fixture every 250 commits, a config edit every 100. */
const oldChange = (i: number) =>
  i % 250 === 7
    ? inline(`fixtures/case${i}/.env`, `TOKEN=${i}\n`)
    : i % 100 === 3
      ? inline('config/app.json', `{"build": ${i}}\n`)
      : inline(`src/file${i % 50}.txt`, `version ${i}\n`);

let repo: GitRepo;
let bare: string;
let adopted: string;

beforeAll(() => {
  repo = createGitRepo();
  const imported = spawnSync('git', ['fast-import', '--quiet'], {
    cwd: repo.dir,
    env: cleanEnv(),
    input: history(BEFORE, undefined, 1, oldChange),
    encoding: 'utf8',
  });
  expect(imported.status, imported.stderr).toBe(0);
  repo.git('reset', '-q', '--hard', 'main');
  repo.write('.diffgate.tsv', MANIFEST).commit('adopt diffgate');
  adopted = repo.rev();
  const installed = repo.diffgate(['install', '--hooks-path']);
  expect(installed.status, installed.stderr).toBe(0);
  for (let i = 0; i < AFTER; i++) {
    repo.write(`src/file${i}.txt`, `under rules ${i}\n`).stageAll();
    const r = repo.tryGit(['commit', '-q', '-m', `new commit ${i}`]);
    expect(r.status, r.stderr).toBe(0);
  }
  bare = addRemote(repo);
}, 300_000);
afterAll(() => {
  removeGitRepo(repo);
  removeRemote(bare);
});

describe('the first push after adoption', () => {
  it('has the history the test means: 5,000 commits before the manifest, .env fixtures and frozen-path edits among them', () => {
    expect(repo.git('rev-list', '--count', `${adopted}^`).trim()).toBe(String(BEFORE));
    expect(repo.git('rev-list', '--count', `${adopted}..main`).trim()).toBe(String(AFTER));
    const envCommits = repo.git('log', '--format=%h', `${adopted}^`, '--', 'fixtures').trim().split('\n');
    expect(envCommits.length).toBe(BEFORE / 250);
    const configCommits = repo.git('log', '--format=%h', `${adopted}^`, '--', 'config/app.json').trim().split('\n');
    expect(configCommits.length).toBe(BEFORE / 100);
  });

  it('judges only the 20 commits made under the manifest, and passes when they do', () => {
    const started = performance.now();
    const r = repo.tryGit(['push', 'origin', 'main']);
    const seconds = (performance.now() - started) / 1000;
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      `${BEFORE + 1} commits made where the parent had no manifest (before it existed) were not judged: there were no rules yet. Checked ${AFTER} commits made under the manifest.`,
    );
    expect(remoteRef(bare)).toBe(repo.rev());
    // Checking 5,000 commits one by one takes minutes; listing them takes well under a second.
    expect(seconds).toBeLessThan(60);
  }, 120_000);

  it('blocks when one of the commits under the manifest breaks a rule, naming only that one', () => {
    const pushed = repo.rev();
    repo.git('checkout', '-q', '-b', 'topic', `${adopted}`);
    for (let i = 0; i < AFTER; i++) {
      if (i === 12) {
        repo.write('config/app.json', '{"debug": true}\n').stageAll();
        repo.git('commit', '-q', '--no-verify', '-m', 'sneaky config');
      } else {
        repo.write(`docs/n${i}.md`, `${i}\n`).stageAll();
        expect(repo.tryGit(['commit', '-q', '-m', `topic ${i}`]).status).toBe(0);
      }
    }
    // The remote has main now, so its commits are on a remote-tracking ref: the adoption commit and
    // the history are not listed at all; the 20 new commits are judged.
    const r = repo.tryGit(['push', 'origin', 'topic']);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('"sneaky config":');
    expect(r.stderr).toContain('config/app.json  [freeze]');
    expect(r.stderr.match(/^commit [0-9a-f]{12} /gm)).toHaveLength(1);
    expect(r.stderr).not.toContain('not judged');
    expect(remoteRef(bare, 'topic')).toBeUndefined();
    expect(remoteRef(bare)).toBe(pushed);
  }, 120_000);

  it('a new commit on an old branch, where there is no manifest yet, is not judged (no rules there)', () => {
    repo.git('checkout', '-q', '-b', 'legacy', `${adopted}^`);
    repo.write('legacy/.env', 'TOKEN=1\n').stageAll();
    repo.git('commit', '-q', '--no-verify', '-m', 'legacy fixture'); // pre-commit applies the secret list even without a manifest
    repo.write('config/app.json', '{"legacy": true}\n').stageAll();
    expect(repo.tryGit(['commit', '-q', '-m', 'legacy config']).status).toBe(0);
    const r = repo.tryGit(['push', 'origin', 'legacy']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain('2 commits made where the parent had no manifest');
    expect(r.stderr).toContain('Checked 0 commits made under the manifest.');
  }, 120_000);
});
