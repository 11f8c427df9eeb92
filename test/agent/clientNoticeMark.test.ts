// Review 4 G1, G2: an end-of-turn block can begin otherwise than with the put-back lead (refused
// commits quoting the model's subject, the forged-record notice, a failure). Every one ends with one
// mark line (tripwireText.endOfTurnMark, put there by runHook), and a prompt that carries the mark
// is the client's retry (Gemini CLI 0.61.0 sends the block back as the next BeforeAgent prompt).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isClientNotice, markEndOfTurn } from '../../src/agent/clientNotice.js';
import { tripwireText } from '../../src/core/messages/tripwire.js';
import { runHook, userPrompt, withHarness } from './hookHarness.js';
import { bash, post, pre, stop, withGates } from './tripwire/tripwireHarness.js';

const mark = tripwireText.endOfTurnMark;

describe('isClientNotice: the end-of-turn mark', () => {
  it.each([
    [`diffgate checked the commits this Stop call made.\n\ncommit abc "guard release"\n\n${mark}`, true],
    [`diffgate's record of the protected files was not as diffgate left it ... guard release\n\n${mark}\n`, true],
    // reflowed by a client: lines broken, spaces doubled
    [`guard release ${mark.replace(/ /g, '\n  ')}`, true],
    ['guard release', false],
    ['diffgate checked the commits this Stop call made. guard release', false],
  ])('%j -> %s', (prompt, expected) => {
    expect(isClientNotice(prompt)).toBe(expected);
  });

  it('markEndOfTurn puts the mark at the end once, keeping the block’s beginning', () => {
    const once = markEndOfTurn('diffgate checked the commits this Stop call made.\n\nx\n');
    expect(once.startsWith('diffgate checked the commits')).toBe(true);
    expect(once.trimEnd().endsWith(mark)).toBe(true);
    expect(markEndOfTurn(once)).toBe(once);
  });
});

describe('the Stop block the hook writes carries the mark (Claude Code)', () => {
  it('a background write put back at Stop: the block ends with the mark, and sent back as a prompt it releases nothing', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const launch = `(sleep 1; python3 -c "open('gu'+'ard.sh','a').write('bg\\n')") >/dev/null 2>&1 &`;
      expect(pre(h, launch, 'toolu_M').status).toBe(0);
      expect(bash(h, launch).status).toBe(0);
      expect(post(h, launch, 'toolu_M').status).toBe(0);
      await new Promise((r) => setTimeout(r, 2500));
      const end = stop(h);
      expect(end.status).toBe(2);
      expect(end.stderr.trimEnd().endsWith(mark)).toBe(true);
      // the block sent back as the next prompt (as Gemini does) opens nothing
      expect(runHook(h, userPrompt(h, end.stderr)).status).toBe(0);
      const edit = pre(h, 'echo x > guard.sh', 'toolu_M2');
      expect(edit.status).toBe(2);
    });
  });
});

describe('a failure at the end of the turn carries the mark too', () => {
  it('a git config that is not a regular file fails the Stop, and the failure ends with the mark', async () => {
    await withHarness(async (h) => {
      withGates(h);
      // a FIFO in place of the user's git config: every hook fails closed, naming it (gatePaths.ts)
      rmSync(join(h.home, '.gitconfig'));
      expect(spawnSync('mkfifo', [join(h.home, '.gitconfig')]).status).toBe(0);
      const end = stop(h);
      expect(end.stderr).toContain('.gitconfig');
      expect(end.status).toBe(2);
      expect(end.stderr.trimEnd().endsWith(mark)).toBe(true);
      expect(isClientNotice(end.stderr)).toBe(true);
    });
  });
});
