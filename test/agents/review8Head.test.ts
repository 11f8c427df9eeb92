import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withHarness } from '../agent/hookHarness.js';
import { cycle, withGates } from '../agent/tripwire/tripwireHarness.js';
import { CLI } from '../helpers/gitRepo.js';
import { hidden, person } from './personShell.js';

async function attack(script: string | undefined) {
  await withHarness(async (h) => {
    withGates(h);
    h.repo.write('.git/hooks/pre-commit', `#!/bin/sh\nexec "${process.execPath}" "${CLI}" githook pre-commit "$@"\n`);
    chmodSync(join(h.repo.dir, '.git/hooks/pre-commit'), 0o755);
    const turn = cycle(h, [{ command: script === undefined ? 'true' : hidden(script), id: 'toolu_r8h' }], {
      next: 'thanks',
    });
    expect(turn.calls[0]?.pre).toMatchObject({ status: 0, stderr: '' });
    // the call is told that HEAD names no commit any more (none is, for the control)
    expect(turn.calls[0]?.post.stderr.includes('names no commit now')).toBe(script !== undefined);
    const c = person(h, 'echo pwned > guard.sh && git commit -qam "person: guard"');
    // the frozen change is judged: pre-commit names guard.sh (with the fixture's INDEX.md over
    // its budget, a first commit is refused for that alone: the freeze is what must be seen)
    expect(
      { refused: c.status !== 0, freeze: c.out.includes('guard.sh  [freeze]') },
      JSON.stringify({ out: c.out, post: turn.calls[0]?.post, stop: turn.stop, next: turn.next }),
    ).toEqual({ refused: true, freeze: true });
  });
}

describe('review 8: HEAD made unborn by a call', () => {
  it("control: nothing done, the person's commit of a frozen change is refused", async () => {
    await attack(undefined);
  });

  it("H1: the branch's ref removed: the person's commit is judged against the commit HEAD last named, guard.sh's change refused", async () => {
    await attack("import os\nos.remove('.git/refs/heads/ma'+'in')\n");
  });

  it('H2: HEAD pointed at a branch that does not exist: the same', async () => {
    await attack("open('.git/HE'+'AD','w').write('ref: refs/heads/void\\n')\n");
  });

  it("H3: the branch's ref and HEAD's reflog removed: nothing names the commit, so the person's commit is refused, saying what to do", async () => {
    await withHarness(async (h) => {
      withGates(h);
      h.repo.write('.git/hooks/pre-commit', `#!/bin/sh\nexec "${process.execPath}" "${CLI}" githook pre-commit "$@"\n`);
      chmodSync(join(h.repo.dir, '.git/hooks/pre-commit'), 0o755);
      const script = "import os,shutil\nos.remove('.git/refs/heads/ma'+'in')\nshutil.rmtree('.git/lo'+'gs')\n";
      const turn = cycle(h, [{ command: hidden(script), id: 'toolu_r8h3' }], { next: 'thanks' });
      expect(turn.calls[0]?.pre).toMatchObject({ status: 0, stderr: '' });
      const c = person(h, 'echo pwned > guard.sh && git commit -qam "person: guard"');
      expect(c.status, c.out).not.toBe(0);
      expect(c.out).toContain('HEAD names no commit, yet this repository has commits');
      expect(c.out).toContain('git update-ref refs/heads/<branch> <commit>');
    });
  });
});
