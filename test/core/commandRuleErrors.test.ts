/**
 * withCommandRuleErrors: a command rule that can never match is an error with its place, and a
 * caller's memo of valid patterns skips only patterns it holds, and only ever learns valid ones.
 */
import { describe, expect, it } from 'vitest';
import { withCommandRuleErrors, type KnownPatterns } from '../../src/core/commandRuleErrors.js';
import { parseManifest } from '../../src/core/parseManifest.js';

const VALID = 'command-deny\tgit push -f|--force\tHistory is rewritten by a person';
const NEVER = 'command-deny\tgit push origin main\tNo pushes to main';

class Memo implements KnownPatterns {
  readonly added: string[][] = [];
  constructor(readonly known: Set<string> = new Set()) {}
  has(p: string): boolean {
    return this.known.has(p);
  }
  add(patterns: string[]): void {
    this.added.push(patterns);
    for (const p of patterns) this.known.add(p);
  }
}

const manifest = (...lines: string[]) => parseManifest(`${lines.join('\n')}\n`, 'm.tsv');

describe('withCommandRuleErrors', () => {
  it('reports a pattern that can never match with file, line and column', async () => {
    const m = await withCommandRuleErrors(manifest(VALID, NEVER));
    expect(m.errors).toHaveLength(1);
    expect(m.errors[0]).toMatchObject({ file: 'm.tsv', line: 2, column: 14 });
  });

  it('without a memo, a valid manifest comes back as it was', async () => {
    const m = manifest(VALID, 'freeze\tconfig/**\tFrozen');
    expect(await withCommandRuleErrors(m)).toBe(m);
  });

  it('learns only the valid patterns, and reports the invalid one again next time', async () => {
    const memo = new Memo();
    const first = await withCommandRuleErrors(manifest(VALID, NEVER), memo);
    expect(first.errors).toHaveLength(1);
    expect(memo.added).toEqual([['git push -f|--force']]);
    const second = await withCommandRuleErrors(manifest(VALID, NEVER), memo);
    expect(second.errors).toHaveLength(1);
    expect(memo.added.at(-1)).toEqual([]);
  });

  it('skips the check when the memo holds every pattern, and checks when it holds only some', async () => {
    const all = new Memo(new Set(['git push -f|--force']));
    const m = manifest(VALID);
    expect(await withCommandRuleErrors(m, all)).toBe(m);
    expect(all.added).toEqual([]);
    const some = new Memo(new Set(['git push -f|--force']));
    expect((await withCommandRuleErrors(manifest(VALID, NEVER), some)).errors).toHaveLength(1);
  });
});
