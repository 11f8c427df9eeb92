/**
 * A call that fast-imports 20,000 commits onto the branch, one of them changing a frozen file and
 * the next putting it back (the work tree ends as it was): PostToolUse judges every new commit in
 * one pass, within the hook's time, and refuses the one that broke the rule (issue 32: one by one,
 * at 24 ms a commit, the check ran past the client's 60 s and the call went unjudged).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runHook, userPrompt, withHarness } from '../hookHarness.js';
import { bash, post, pre, refusedRecord, withGates } from './tripwireHarness.js';

const COMMITS = 20_000;

it(`judges ${COMMITS} commits made by one call in one pass, refusing the one that changed a frozen file`, async () => {
  await withHarness(async (h) => {
    withGates(h);
    runHook(h, userPrompt(h, 'import the history'));
    const base = h.repo.rev();
    const bad = COMMITS / 2;
    const stream: string[] = [];
    for (let i = 1; i <= COMMITS; i++) {
      stream.push(
        `commit refs/heads/main\ncommitter A <a@example.com> ${1767225600 + i} +0000\ndata ${`c${i}`.length}\nc${i}\n`,
      );
      if (i === 1) stream.push(`from ${base}\n`);
      if (i === bad) stream.push(`M 100644 inline guard.sh\ndata 5\nevil\n\n`);
      if (i === bad + 1) stream.push(`M 100644 inline guard.sh\ndata 11\necho guard\n\n`);
      stream.push('\n');
    }
    const file = join(h.home, 'history.fi');
    writeFileSync(file, stream.join(''));
    expect(pre(h, 'git fast-import', 'toolu_many').status).toBe(0);
    const made = bash(h, `git fast-import --quiet < ${file}`);
    expect(made.status, made.stderr).toBe(0);
    const badSha = h.repo.git('rev-parse', `main~${COMMITS - bad}`).trim();
    const started = Date.now();
    const r = post(h, 'git fast-import', 'toolu_many');
    const took = Date.now() - started;
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toContain(`Commit ${badSha.slice(0, 12)}`);
    expect(r.stderr).toContain('guard.sh [freeze] Changed the content of a frozen file.');
    expect(refusedRecord(h.repo.dir, badSha)).toBeDefined();
    // one refused: the commit that put guard.sh back changed it too, from the agent's version
    expect(r.stderr.match(/Commit [0-9a-f]{12}/g)).toHaveLength(2);
    expect(took, `PostToolUse took ${took} ms`).toBeLessThan(10_000); // the hook's own deadline (a client's timeout is 60 s)
  });
}, 120_000);
