/**
 * A call that fast-imports 20,000 commits onto the branch, one of them changing a frozen file and
 * the next putting it back (the work tree ends as it was): PostToolUse judges every new commit in
 * one pass, within the hook's time, and refuses the one that broke the rule (issue 32: one by one,
 * at 24 ms a commit, the check ran past the client's 60 s and the call went unjudged). The same
 * for a flood of merges, one of which changes the frozen file to what neither parent holds: the
 * merges are judged in one pass too (they took a few git processes each).
 */
import { readdirSync, writeFileSync } from 'node:fs';
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
    // both refused commits in one batch
    expect(readdirSync(join(h.repo.dir, '.git/diffgate/refused'))).toEqual([
      expect.stringMatching(/^batch-[0-9a-z-]+\.json$/),
    ]);
    // one refused: the commit that put guard.sh back changed it too, from the agent's version
    expect(r.stderr.match(/Commit [0-9a-f]{12}/g)).toHaveLength(2);
    expect(took, `PostToolUse took ${took} ms`).toBeLessThan(10_000); // the hook's own deadline (a client's timeout is 60 s)
  });
}, 120_000);

const MERGES = 1_000;

it(`refuses a forbidden change hidden in merge 500 of ${MERGES}, each merging a side commit, judged in one pass`, async () => {
  await withHarness(async (h) => {
    withGates(h);
    runHook(h, userPrompt(h, 'import the history'));
    const base = h.repo.rev();
    const stream: string[] = [];
    const commit = (ref: string, at: number, message: string, lines: string[], mark: string[] = []) =>
      stream.push(
        `commit ${ref}`,
        ...mark,
        `committer A <a@example.com> ${1767225600 + at} +0000`,
        `data ${message.length}`,
        message,
        ...lines,
        '',
      );
    for (let k = 1; k <= MERGES; k++) {
      const side = `side ${k}\n`;
      const file = [`M 100644 inline side/${k}.txt`, `data ${side.length}`, side.slice(0, -1)];
      commit('refs/heads/side', 2 * k, `side ${k}`, [`from ${base}`, ...file], [`mark :${k}`]);
      const evil = k === 500 ? ['M 100644 inline guard.sh', 'data 4', 'evil'] : [];
      commit('refs/heads/main', 2 * k + 1, `merge ${k}`, [
        ...(k === 1 ? [`from ${base}`] : []),
        `merge :${k}`,
        ...file,
        ...evil,
      ]);
    }
    const file = join(h.home, 'merges.fi');
    writeFileSync(file, `${stream.join('\n')}\n`);
    expect(pre(h, 'git fast-import', 'toolu_merges').status).toBe(0);
    const made = bash(h, `git fast-import --quiet < ${file}`);
    expect(made.status, made.stderr).toBe(0);
    const evilMerge = h.repo.git('rev-parse', `main~${MERGES - 500}`).trim();
    expect(h.repo.git('log', '-1', '--format=%s %P', evilMerge).trim().split(' ')).toHaveLength(4); // "merge 500" and two parents
    const started = Date.now();
    const r = post(h, 'git fast-import', 'toolu_merges');
    const took = Date.now() - started;
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr.match(/Commit [0-9a-f]{12}/g)).toEqual([`Commit ${evilMerge.slice(0, 12)}`]);
    expect(r.stderr).toContain('guard.sh [freeze] Changed the content of a frozen file.');
    expect(refusedRecord(h.repo.dir, evilMerge)).toBeDefined();
    expect(took, `PostToolUse took ${took} ms`).toBeLessThan(10_000);
  });
}, 120_000);
