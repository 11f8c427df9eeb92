/**
 * The pure core on segments given as data (no parser): how segment verdicts combine, when an
 * allow does not apply (parse failure, privileges, environment, overrides, doubt), strictest
 * match first, and the override table (one test per entry).
 */
import { describe, expect, it } from 'vitest';
import type { ArgWord } from '../../../src/core/commands/argWord.js';
import { canonicalPrefix } from '../../../src/core/commands/canonicalPrefix.js';
import { commandRules } from '../../../src/core/commands/commandRules.js';
import { allowReason, askReason, explainVerdict } from '../../../src/core/commands/describeVerdict.js';
import { flagFacts } from '../../../src/core/commands/flagFacts.js';
import { judgeCommand, segmentOf, type SegmentInput } from '../../../src/core/commands/judgeCommand.js';
import { OVERRIDES, overridesIn } from '../../../src/core/commands/overrides.js';
import { parseManifest } from '../../../src/core/parseManifest.js';

const MANIFEST = [
  'command-allow\tgit status|log\tRead-only',
  'command-allow\tls\tRead-only',
  'command-allow\tgit\tAll of git',
  'command-deny\tgit push -f\tNo force',
  'command-ask\tnpm publish\tA person publishes',
  'command-allow\tnpm publish\tShadowed by the ask above',
  '',
].join('\n');
const rules = commandRules(parseManifest(MANIFEST, 'm.tsv').rules).rules;

const verdictOf = (segments: SegmentInput[], text = segments.map((s) => s.text).join('; ')) =>
  judgeCommand({ text, segments }, rules);
const seg = (argv: ArgWord[], extra: Partial<SegmentInput> = {}) => segmentOf(argv, extra);

describe('judgeCommand', () => {
  it.each([
    ['every segment allowed', [seg(['git', 'status']), seg(['ls'])], 'allow'],
    ['one segment without a rule', [seg(['git', 'status']), seg(['curl', 'x'])], null],
    ['any ask', [seg(['git', 'status']), seg(['npm', 'publish'])], 'ask'],
    ['any deny', [seg(['npm', 'publish']), seg(['git', 'push', '-f'])], 'deny'],
    ['no segments', [], null],
    ['only a wrapper segment', [seg(['bash', '-c', ''], { wrapper: true })], null],
    [
      'a wrapper segment needs no allow',
      [seg(['bash', '-c', 'ls'], { wrapper: true }), seg(['ls'], { via: ['bash'] })],
      'allow',
    ],
    ['a wrapper segment is still denied', [seg(['git', 'push', '-f'], { wrapper: true })], 'deny'],
    ['a parse failure is never allowed', [seg(['ls'], { parseFailed: true })], null],
    ['a parse failure is still denied', [seg(['git', 'push', '-f'], { parseFailed: true })], 'deny'],
    ['sudo is never allowed', [seg(['ls'], { via: ['sudo'] })], null],
    ['doas is never allowed', [seg(['ls'], { via: ['/usr/bin/doas'] })], null],
    ['env is', [seg(['ls'], { via: ['env'] })], 'allow'],
    ['changed environment is never allowed', [seg(['ls'], { hasOverrides: true })], null],
    ['git -c is never allowed', [seg(['git', '-c', 'k=v', 'status'])], null],
    ['git -C is', [seg(['git', '-C', 'dir', 'status'])], 'allow'],
    ['an unknown subcommand is never allowed', [seg(['git', { glob: 'st*' }])], null],
    ['an unknown word where a deny rule looks asks', [seg(['git', null])], 'ask'],
    ['an unknown program is never allowed', [seg([null, 'status'])], null],
    ['a catastrophic segment is denied whatever allows it', [seg(['ls', '-l']), seg(['rm', '-rf', '/'])], 'deny'],
  ] as const)('%s', (_name, segments, decision) => {
    expect(verdictOf([...segments]).decision).toBe(decision);
  });

  it('denies a catastrophic form found only in the raw text, even with no segments', () => {
    const v = judgeCommand({ text: 'rm -rf / "', segments: [] }, rules);
    expect(v.decision).toBe('deny');
    expect(v.catastrophes).toMatchObject([{ form: 'rm -rf /' }]);
  });

  it('takes the strictest match, then the first in the manifest', () => {
    const v = verdictOf([seg(['npm', 'publish'])]);
    expect(v.segments[0]!.rule!.rule.line).toBe(5);
    expect(verdictOf([seg(['git', 'push', '-f'])]).segments[0]!.rule!.rule.line).toBe(4);
    expect(verdictOf([seg(['git', 'status'])]).segments[0]!.rule!.rule.line).toBe(1);
  });

  it('asks when a deny rule only may match, naming that rule', () => {
    const v = verdictOf([seg(['git', 'push', null])]);
    expect(v.decision).toBe('ask');
    expect(v.segments[0]).toMatchObject({ decision: 'ask', maybe: true });
    expect(v.segments[0]!.rule!.pattern.text).toBe('git push -f');
  });

  it('says why an allow does not apply', () => {
    const block = (s: SegmentInput) => verdictOf([s]).segments[0]!.allowBlocked;
    expect(block(seg(['ls'], { parseFailed: true }))).toEqual({ kind: 'parse-failed' });
    expect(block(seg(['ls'], { via: ['sudo'] }))).toEqual({ kind: 'privilege', wrapper: 'sudo' });
    expect(block(seg(['ls'], { hasOverrides: true }))).toEqual({ kind: 'environment' });
    expect(block(seg(['git', '--exec-path=/x', 'log']))).toMatchObject({
      kind: 'overrides',
      found: [{ option: '--exec-path' }],
    });
    expect(block(seg(['git', '--made-up', 'log']))).toEqual({
      kind: 'doubt',
      options: ['--made-up'],
      unknownWord: false,
    });
  });

  it("never lets an allow apply to git grep's pager option, in any spelling (review-15b F02)", () => {
    for (const pager of ['-Orm x', '-iOrm x', '-O', '--open-files-in-pager=rm x', '--op=rm', '--open=rm', '--ope'])
      expect(verdictOf([seg(['git', 'grep', pager, 'guard'])]).segments[0]!.allowBlocked, pager).toMatchObject({
        kind: 'overrides',
        found: [{ option: pager.startsWith('--') ? '--open-files-in-pager' : '-O' }],
      });
    for (const plain of [
      ['-i', 'guard'],
      ['--only-matching', 'x'],
      ['-e', 'x'],
      ['--count', 'x'],
    ])
      expect(verdictOf([seg(['git', 'grep', ...plain])]).decision, plain.join(' ')).toBe('allow');
  });

  it('gives Claude Code a reason for ask and allow, and explains itself', () => {
    const ask = verdictOf([seg(['git', 'status']), seg(['npm', 'publish'])]);
    expect(askReason(ask)).toBe(
      'diffgate: a person decides this command. "npm publish" (prefix npm publish) matches command-ask "npm publish": A person publishes (m.tsv:5).',
    );
    const allow = verdictOf([seg(['git', 'status', '-s']), seg(['ls'])]);
    expect(allowReason(allow)).toBe(
      'diffgate: every command in it is allowed by the manifest: git status (command-allow "git status|log", m.tsv:1); ls (command-allow "ls", m.tsv:2).',
    );
    expect(explainVerdict('git status -s; ls', allow)).toContain('verdict: allow (every segment is allowed)');
  });
});

describe('the override table', () => {
  /** An example command per entry, using the entry's first option (or the prefix itself). */
  const example = (prefix: string, option: string | undefined): ArgWord[] => {
    const words = prefix.split(' ');
    if (option === undefined) return [...words, 'x'];
    return [words[0]!, ...words.slice(1), option, 'value', 'operand'];
  };

  it.each(OVERRIDES.map((o) => [o.prefix, o] as const))('%s: %s', (_prefix, entry) => {
    expect(entry.reason.length).toBeGreaterThan(10);
    const options = entry.always ? [undefined] : entry.options;
    for (const option of options) {
      const argv = example(entry.prefix, option);
      const found = overridesIn(argv, canonicalPrefix(argv), flagFacts(argv));
      expect(
        found.map((f) => f.option),
        argv.join(' '),
      ).toContain(option ?? entry.prefix);
    }
    if (entry.variables) {
      const argv = [entry.prefix, 'SHELL=/bin/evil', 'build'];
      expect(overridesIn(argv, canonicalPrefix(argv), flagFacts(argv)).map((f) => f.option)).toContain(
        'SHELL=/bin/evil',
      );
    }
    const plain = [...entry.prefix.split(' '), 'operand'];
    if (!entry.always) expect(overridesIn(plain, canonicalPrefix(plain), flagFacts(plain))).toEqual([]);
  });
});
