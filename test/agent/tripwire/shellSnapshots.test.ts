/**
 * Claude Code's shell snapshots (`~/.claude/shell-snapshots/*.sh`), each sourced before every Bash
 * call of its session, are gate files; their folder is not (Claude Code writes a new session's
 * snapshot there). A call that removes one, or puts another in its place, has it put back
 * (review of issue 32, F2: the list made after the call no longer named the removed snapshot,
 * so it was dropped from the record, unjudged).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { rulesIn, withHarness } from '../hookHarness.js';
import { bash, post, pre, quarantined, withGates } from './tripwireHarness.js';

const SNAPSHOT = 'export PATH=/usr/bin\n';

it.each([
  ['removes a snapshot', 'rm ~/.claude/shell-snapshots/snapshot-bash-1.sh'],
  ['renames a snapshot away', 'mv ~/.claude/shell-snapshots/snapshot-bash-1.sh /tmp/gone-$$.sh'],
  ['rewrites a snapshot', "printf 'git() { :; }\\n' > ~/.claude/shell-snapshots/snapshot-bash-1.sh"],
])('a call that %s has it put back', async (_what, command) => {
  await withHarness(async (h) => {
    const folder = join(h.home, '.claude', 'shell-snapshots');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'snapshot-bash-1.sh'), SNAPSHOT);
    withGates(h);
    // a call no pre-check reads (the tripwire's part only): the command runs, then PostToolUse judges
    expect(pre(h, 'true', 'toolu_a').status).toBe(0);
    expect(bash(h, command).status).toBe(0);
    const r = post(h, 'true', 'toolu_a');
    expect(r.status, r.stderr).toBe(2);
    expect(rulesIn(r.stderr)).toContain('gate-switch');
    expect(readFileSync(join(folder, 'snapshot-bash-1.sh'), 'utf8')).toBe(SNAPSHOT);
  });
});

it("a new session's snapshot written into the folder is no change to judge", async () => {
  await withHarness(async (h) => {
    const folder = join(h.home, '.claude', 'shell-snapshots');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'snapshot-bash-1.sh'), SNAPSHOT);
    withGates(h);
    expect(pre(h, 'true', 'toolu_b').status).toBe(0);
    writeFileSync(join(folder, 'snapshot-bash-2.sh'), SNAPSHOT);
    expect(post(h, 'true', 'toolu_b')).toMatchObject({ status: 0, stderr: '' });
    expect(existsSync(join(folder, 'snapshot-bash-2.sh'))).toBe(true);
    expect([...quarantined(h).keys()]).toEqual([]);
  });
});
