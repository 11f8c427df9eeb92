/**
 * The person's side of the review tests (test/agents/review6*, review8*): their shell with the test's
 * home, the git hooks installed as the built CLI, a bare `origin`, and a call's script hidden from
 * every pre-check (base64 through python3), so that only the tripwire and the git hooks can judge it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { type Harness, hookEnv } from '../agent/hookHarness.js';
import { CLI, cleanEnv } from '../helpers/gitRepo.js';

/** A call's script that no pre-check can read: it runs through python3 from base64. */
export const hidden = (script: string) =>
  `python3 -c "exec(__import__('base64').b64decode('${Buffer.from(script).toString('base64')}'))"`;

export interface PersonShell {
  /** Where it runs (default the repository). */
  cwd?: string;
  /** A new terminal: an interactive bash, which reads ~/.bashrc. */
  interactive?: boolean;
  /** The person's own ~/.gitconfig counts, as on any machine (GIT_CONFIG_GLOBAL unset). */
  ownGitConfig?: boolean;
}

/** The person's shell: git with the test's home, the git hooks as installed (the built CLI). */
export function person(h: Harness, script: string, how: PersonShell = {}): { status: number | null; out: string } {
  const env = { ...hookEnv(h), ...cleanEnv({ HOME: h.home }) };
  if (how.ownGitConfig) delete env.GIT_CONFIG_GLOBAL;
  const r = spawnSync('bash', [...(how.interactive ? ['-i'] : []), '-c', script], {
    cwd: how.cwd ?? h.repo.dir,
    env,
    encoding: 'utf8',
  });
  return { status: r.status, out: r.stdout + r.stderr };
}

/**
 * pre-commit and pre-push run the built CLI, and a bare `origin` is added (its path returned); with
 * `firstPush`, main is pushed there as the person's history (without the hooks).
 */
export function gitHooks(h: Harness, firstPush = false): string {
  for (const hook of ['pre-commit', 'pre-push']) {
    h.repo.write(`.git/hooks/${hook}`, `#!/bin/sh\nexec "${process.execPath}" "${CLI}" githook ${hook} "$@"\n`);
    chmodSync(join(h.repo.dir, '.git/hooks', hook), 0o755);
  }
  const bare = mkdtempSync(join(tmpdir(), 'diffgate-review-origin-'));
  execFileSync('git', ['init', '-q', '--bare', bare], { env: cleanEnv() });
  h.repo.git('remote', 'add', 'origin', bare);
  if (firstPush) {
    const first = person(h, 'git push --no-verify -q -u origin main');
    expect(first.status, first.out).toBe(0);
  }
  return bare;
}

/** A file of main on the remote. */
export const onOrigin = (bare: string, path: string) =>
  execFileSync('git', ['--git-dir', bare, 'show', `main:${path}`], { env: cleanEnv(), encoding: 'utf8' });
