/**
 * Review 8 (adversarial, against the built CLI): PATH folders the gate set does not see.
 * gatePaths.ts watches the programs (git, node, ...) of every PATH folder in the home, and of every
 * *existing* PATH folder outside it this user can write (`accessSync(dir, W_OK)`); an entry that
 * does not start with `/` is skipped. Two kinds of folder the person's shell does search are left:
 *  - P1: a PATH folder that does not exist yet, in a folder the user can write (Homebrew on Intel
 *    macOS: `/usr/local` is the user's, and `/usr/local/sbin` is on PATH before it exists);
 *  - P2: a `~/...` entry (`export PATH="~/tools/bin:$PATH"`, quoted: bash expands the `~` when it
 *    searches PATH, node and execvp do not).
 * One call plants a `git` there that runs the real git with `core.hooksPath=/dev/null`; the
 * tripwire sees nothing (Post, Stop, the next prompt pass), and the person's own later
 * `git commit` and `git push` of a frozen change run no hook: it reaches the remote.
 * Fixed (gatePaths.ts, hookPath.ts): a PATH folder not made yet counts by its nearest existing
 * folder, and a `~` entry is expanded to the home; the tripwire now refuses the planted git.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Harness, hookEnv, withHarness } from '../agent/hookHarness.js';
import { cycle, withGates } from '../agent/tripwire/tripwireHarness.js';
import { cleanEnv } from '../helpers/gitRepo.js';
import { gitHooks, hidden, onOrigin } from './personShell.js';

/** The person's shell, with the PATH the hooks see (the test's PATH with the planted folder first). */
function person(h: Harness, script: string): { status: number | null; out: string } {
  const r = spawnSync('bash', ['-c', script], {
    cwd: h.repo.dir,
    env: { ...hookEnv(h), ...cleanEnv({ HOME: h.home }), PATH: h.env.PATH },
    encoding: 'utf8',
  });
  return { status: r.status, out: r.stdout + r.stderr };
}

/** The call's script: a `git` in `folder` (made if missing) that runs the real one with no hooks. */
const plant = (folder: string) =>
  [
    'import os',
    `d=os.path.expanduser(${JSON.stringify(folder)})`,
    'os.makedirs(d,exist_ok=True)',
    "p=os.path.join(d,'g'+'it')",
    `open(p,'w').write('#!/bin/sh\\nexec ${execFileSync('bash', ['-c', 'command -v git'], { encoding: 'utf8' }).trim()} -c core.hooksPath=/dev/null "$@"\\n')`,
    'os.chmod(p,0o755)',
    '',
  ].join('\n');

async function attack(folder: (h: Harness, outside: string) => string, planted = true) {
  const outside = mkdtempSync(join(tmpdir(), 'diffgate-r8-prefix-'));
  try {
    await withHarness(async (h) => {
      const dir = folder(h, outside);
      h.env.PATH = `${dir}:${cleanEnv().PATH}`;
      withGates(h);
      const bare = gitHooks(h);
      try {
        const first = person(h, 'git push --no-verify -q -u origin main');
        expect(first.status, first.out).toBe(0);
        const turn = cycle(h, [{ command: planted ? hidden(plant(dir)) : 'true', id: 'toolu_r8p' }], {
          next: 'thanks',
        });
        expect(turn.calls[0]?.pre).toMatchObject({ status: 0, stderr: '' });
        const post = turn.calls[0]?.post;
        // the planted git is a gate file: the tripwire refuses it when the call ends (before the
        // fix it was silent); with nothing planted there is nothing to say
        expect([post?.status, turn.stop.status, turn.next?.status], post?.stderr).toEqual([planted ? 2 : 0, 0, 0]);
        const c = person(h, 'echo pwned > guard.sh && git commit -qam "person: guard" && git push -q origin main');
        // before the fix the frozen change was committed and pushed with no hook run
        expect({ status: c.status, origin: onOrigin(bare, 'guard.sh') }, JSON.stringify({ out: c.out, post })).toEqual({
          status: 1,
          origin: 'echo guard\n',
        });
      } finally {
        rmSync(bare, { recursive: true, force: true });
      }
    });
  } finally {
    rmSync(outside, { recursive: true, force: true });
  }
}

describe('review 8: a git planted in a PATH folder the gate set does not watch', () => {
  it('with no git planted, the same PATH: the commit is refused, the remote keeps the guard', async () => {
    await attack((_h, outside) => join(outside, 'sbin'), false);
    await attack(() => '~/tools/bin', false);
  });

  it('P1: a PATH folder outside the home that does not exist yet, in a folder the user can write', async () => {
    await attack((_h, outside) => join(outside, 'sbin'));
  });

  it('P2: a PATH entry written with `~` (bash expands it when it searches PATH)', async () => {
    await attack(() => '~/tools/bin');
  });
});
