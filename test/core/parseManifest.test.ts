import { describe, expect, it } from 'vitest';
import { formatManifestError, parseManifest } from '../../src/core/parseManifest.js';
import type { RuleKind, RuleOptions } from '../../src/core/rule.js';
import { tsv } from './changes.js';

const FILE = 'repo/.diffgate.tsv';

describe('parseManifest: valid lines', () => {
  it.each<[string, string, RuleKind, string, RuleOptions]>([
    ['freeze', tsv('freeze', '.github/workflows/**', 'CI is reviewed'), 'freeze', '.github/workflows/**', {}],
    ['A is freeze', tsv('A', 'LICENSE', 'Fixed'), 'freeze', 'LICENSE', {}],
    ['invariant', tsv('invariant', 'docs/style.md', 'Decided'), 'invariant', 'docs/style.md', {}],
    ['B is invariant', tsv('B', 'docs/*.md', 'Decided'), 'invariant', 'docs/*.md', {}],
    ['append', tsv('append', 'logs/decisions.md', 'A record'), 'append', 'logs/decisions.md', {}],
    ['C is append', tsv('C', 'logs/**', 'A record'), 'append', 'logs/**', {}],
    ['append at=end', tsv('append', 'log.md', 'A record', 'at=end'), 'append', 'log.md', { atEnd: true }],
    ['C at=end', tsv('C', 'log.md', 'A record', 'at=end'), 'append', 'log.md', { atEnd: true }],
    ['budget lines', tsv('budget', 'INDEX.md', 'Short', 'lines=150'), 'budget', 'INDEX.md', { lines: 150 }],
    ['budget bytes', tsv('budget', 'INDEX.md', 'Short', 'bytes=25600'), 'budget', 'INDEX.md', { bytes: 25600 }],
    [
      'budget both, extra spaces',
      tsv('budget', 'INDEX.md', 'Short', ' lines=150  bytes=25600 '),
      'budget',
      'INDEX.md',
      { lines: 150, bytes: 25600 },
    ],
    ['deny', tsv('deny', '**/*.sqlite', 'No databases'), 'deny', '**/*.sqlite', {}],
    ['allow', tsv('allow', 'test/fixtures/fake.pem', 'A fake key'), 'allow', 'test/fixtures/fake.pem', {}],
    [
      'save-gate',
      tsv('save-gate', '~/.claude/memory/**', 'Memory is saved on request'),
      'save-gate',
      '~/.claude/memory/**',
      {},
    ],
    [
      'save-gate words',
      tsv('save-gate', 'notes/**', 'On request', 'words=Save,Keep'),
      'save-gate',
      'notes/**',
      { words: ['save', 'keep'] },
    ],
    ['release', tsv('release', 'i release this', 'The phrase a person types'), 'release', 'i release this', {}],
    [
      'command-deny',
      tsv('command-deny', 'git push --force', 'Rewrites history'),
      'command-deny',
      'git push --force',
      {},
    ],
    ['command-ask', tsv('command-ask', 'npm publish', 'A person decides'), 'command-ask', 'npm publish', {}],
    ['command-allow', tsv('command-allow', 'git status', 'Read-only'), 'command-allow', 'git status', {}],
    ['an absolute pattern (Claude adapter)', tsv('freeze', '/etc/hosts', 'System file'), 'freeze', '/etc/hosts', {}],
    ['an empty options column', tsv('freeze', 'x', 'Fixed', ''), 'freeze', 'x', {}],
    [
      'a reason with tabs-free punctuation and unicode',
      tsv('freeze', 'docs/ünï code.md', 'Ne pas toucher — jamais'),
      'freeze',
      'docs/ünï code.md',
      {},
    ],
  ])('%s', (_name, line, kind, pattern, options) => {
    const m = parseManifest(line, FILE);
    expect(m.errors).toEqual([]);
    expect(m.rules).toHaveLength(1);
    expect(m.rules[0]).toMatchObject({ kind, pattern, options, file: FILE, line: 1 });
  });

  it('skips comments and blank lines, and numbers rules by their line in the file', () => {
    const text = [
      '# a comment',
      '',
      '   ',
      '\t',
      '  # indented comment',
      tsv('freeze', 'a', 'r'),
      '',
      tsv('deny', 'b', 'r2'),
      '',
    ].join('\n');
    const m = parseManifest(text, FILE);
    expect(m.errors).toEqual([]);
    expect(m.rules.map((r) => [r.kind, r.pattern, r.reason, r.line])).toEqual([
      ['freeze', 'a', 'r', 6],
      ['deny', 'b', 'r2', 8],
    ]);
  });

  it('reads CRLF manifests like LF ones (the \\r belongs to no column)', () => {
    const lf = [
      tsv('freeze', 'a', 'r'),
      '# c',
      tsv('budget', 'b', 'r', 'lines=3'),
      tsv('append', 'c', 'r', 'at=end'),
    ].join('\n');
    const crlf = parseManifest(`${lf.replaceAll('\n', '\r\n')}\r\n`, FILE);
    expect(crlf.errors).toEqual([]);
    expect(crlf.rules).toEqual(parseManifest(lf, FILE).rules);
    expect(crlf.rules.map((r) => r.optionsText)).toEqual(['', 'lines=3', 'at=end']);
  });

  it('an empty manifest has no rules and no errors', () => {
    expect(parseManifest('', FILE)).toEqual({ file: FILE, rules: [], errors: [] });
  });
});

describe('parseManifest: malformed lines (line 2, after a valid line 1)', () => {
  // [name, the bad line, [column, what the message must say][]]
  it.each<[string, string, [number, RegExp][]]>([
    [
      'unknown kind',
      tsv('freez', 'x', 'r'),
      [[1, /^unknown rule kind "freez": expected one of freeze \(A\), invariant \(B\), append \(C\), budget/]],
    ],
    ['unknown letter', tsv('D', 'x', 'r'), [[1, /unknown rule kind "D"/]]],
    ['kind in another case', tsv('Freeze', 'x', 'r'), [[1, /unknown rule kind "Freeze"/]]],
    [
      'one column',
      'freeze',
      [[7, /^expected 3 or 4 TAB-separated columns .* but found 1: separate columns with a TAB, not spaces$/]],
    ],
    ['two columns', tsv('freeze', 'x'), [[9, /but found 2/]]],
    [
      'spaces instead of TABs',
      'freeze config/** reason',
      [
        [1, /unknown rule kind "freeze config\/\*\* reason"/],
        [24, /but found 1/],
      ],
    ],
    [
      'five columns',
      tsv('freeze', 'x', 'r', '', 'extra'),
      [[13, /^expected at most 4 TAB-separated columns .* but found 5: options are separated by spaces, not TABs$/]],
    ],
    ['empty pattern', tsv('freeze', '', 'r'), [[8, /^expected a glob pattern, e\.g\. "config\/\*\*"$/]]],
    ['empty release phrase', tsv('release', '', 'r'), [[9, /^expected the release phrase a person types/]]],
    ['empty command prefix', tsv('command-deny', ' ', 'r'), [[14, /^expected a command prefix/]]],
    [
      'pattern with a leading space',
      tsv('freeze', ' x', 'r'),
      [[8, /^expected a pattern without leading or trailing spaces$/]],
    ],
    ['empty reason', tsv('freeze', 'x', ''), [[10, /^expected a reason: one sentence/]]],
    ['blank reason', tsv('deny', 'x', '   '), [[8, /^expected a reason/]]],
    [
      'unbalanced bracket',
      tsv('freeze', 'src/[abc', 'r'),
      [[8, /^expected balanced brackets in glob "src\/\[abc": "\[" has no partner$/]],
    ],
    ['unbalanced brace', tsv('deny', 'src/{a,b', 'r'), [[6, /balanced brackets .* "\{" has no partner/]]],
    ['closing bracket without opening', tsv('freeze', 'src/a]', 'r'), [[8, /"\]" has no partner/]]],
    ['unbalanced parenthesis', tsv('freeze', 'src/@(a|b', 'r'), [[8, /"\(" has no partner/]]],
    [
      'backslash separator',
      tsv('freeze', 'src\\main\\App.java', 'r'),
      [[8, /^expected "\/" as the path separator in "src\\\\main\\\\App\.java", not "\\"$/]],
    ],
    [
      'leading ./',
      tsv('freeze', './src/x', 'r'),
      [[8, /^expected a repository-relative pattern without a leading "\.\/": "src\/x"$/]],
    ],
    [
      'a folder written with a trailing /',
      tsv('freeze', 'config/', 'r'),
      [
        [
          8,
          /^expected a pattern without a trailing "\/", which matches no file: "config\/\*\*" for everything under the folder$/,
        ],
      ],
    ],
    [
      'an outside folder written with a trailing /',
      tsv('save-gate', '~/.claude/memory/', 'r'),
      [[11, /"~\/\.claude\/memory\/\*\*"/]],
    ],
    ['.. segment', tsv('freeze', '../outside/x', 'r'), [[8, /^expected a pattern without "\.\." segments/]]],
    [
      'a pattern longer than a glob can be',
      tsv('allow', `**/{${'a'.repeat(40_000)},b}`, 'r'),
      [[7, /^expected a pattern of at most 32,768 characters, not 40,007/]],
    ],
    ['.. in the middle', tsv('append', 'a/../b', 'r'), [[8, /without "\.\." segments/]]],
    ['.. after ~/', tsv('save-gate', '~/../x', 'r'), [[11, /without "\.\." segments/]]],
    ['unknown option', tsv('freeze', 'x', 'r', 'at=end'), [[12, /^unknown option "at": freeze takes no options$/]]],
    [
      'unknown option for budget',
      tsv('budget', 'x', 'r', 'lines=3 size=4'),
      [[20, /^unknown option "size" for budget: expected lines=\.\.\. or bytes=\.\.\.$/]],
    ],
    ['option without value', tsv('append', 'x', 'r', 'at'), [[12, /^expected key=value, found "at" without a value$/]]],
    ['bad option value', tsv('append', 'x', 'r', 'at=start'), [[12, /^expected at=end, found "start"$/]]],
    [
      'bad number',
      tsv('budget', 'x', 'r', 'lines=ten'),
      [[12, /^expected lines=N with N a positive whole number, found "ten"$/]],
    ],
    ['zero', tsv('budget', 'x', 'r', 'bytes=0'), [[12, /bytes=N .* found "0"/]]],
    ['negative', tsv('budget', 'x', 'r', 'lines=-1'), [[12, /found "-1"/]]],
    ['fraction', tsv('budget', 'x', 'r', 'lines=1.5'), [[12, /found "1\.5"/]]],
    ['leading zero', tsv('budget', 'x', 'r', 'lines=010'), [[12, /found "010"/]]],
    ['empty number', tsv('budget', 'x', 'r', 'lines='), [[12, /found ""/]]],
    ['too large', tsv('budget', 'x', 'r', 'bytes=99999999999999999999'), [[12, /found "99999999999999999999"/]]],
    ['second bad number after a good one', tsv('budget', 'x', 'r', 'lines=5 bytes=abc'), [[20, /bytes=N/]]],
    [
      'budget limit without value',
      tsv('budget', 'x', 'r', 'lines'),
      [[12, /^expected key=value, found "lines" without a value$/]],
    ],
    ['duplicate option', tsv('budget', 'x', 'r', 'lines=5 lines=6'), [[20, /^option "lines" is given twice$/]]],
    [
      'budget without limit',
      tsv('budget', 'x', 'r'),
      [[11, /^expected a limit for budget: lines=N, bytes=N or both$/]],
    ],
    ['budget with an empty options column', tsv('budget', 'x', 'r', ''), [[12, /^expected a limit for budget/]]],
    [
      'bad save-gate words',
      tsv('save-gate', 'x', 'r', 'words=save,,keep'),
      [[15, /^expected words=a comma-separated list of words, found "save,,keep"$/]],
    ],
    [
      'options on release',
      tsv('release', 'go ahead', 'r', 'x=1'),
      [[20, /^unknown option "x": release takes no options$/]],
    ],
    [
      'several problems on one line',
      tsv('budget', 'a\\b', '', 'lines=x'),
      [
        [8, /path separator/],
        [12, /expected a reason/],
        [13, /lines=N/],
      ],
    ],
    [
      'unknown kind and empty reason',
      tsv('frozen', '', ''),
      [
        [1, /unknown rule kind/],
        [9, /expected a reason/],
      ],
    ],
    ['a malformed CRLF line', `${tsv('freeze', 'x', 'r', 'at=end')}\r`, [[12, /unknown option "at"/]]],
  ])('%s', (_name, line, expected) => {
    const m = parseManifest([tsv('freeze', 'ok', 'fine'), line, ''].join('\n'), FILE);
    expect(m.errors.map((e) => [e.file, e.line, e.column])).toEqual(expected.map(([column]) => [FILE, 2, column]));
    m.errors.forEach((e, i) => expect(e.message).toMatch(expected[i]![1]));
    // a line with an error makes no rule; the valid line still does
    expect(m.rules.map((r) => r.line)).toEqual([1]);
  });

  it('reports every malformed line at once', () => {
    const text = [
      tsv('freez', 'a', 'r'),
      tsv('freeze', 'ok', 'fine'),
      '# comment',
      tsv('budget', 'b', 'r'),
      tsv('deny', 'c\\d', 'r'),
    ].join('\r\n');
    const m = parseManifest(text, FILE);
    expect(m.errors.map(formatManifestError)).toEqual([
      `${FILE}:1:1: unknown rule kind "freez": expected one of freeze (A), invariant (B), append (C), budget, deny, allow, save-gate, release, command-allow, command-ask, command-deny`,
      `${FILE}:4:11: expected a limit for budget: lines=N, bytes=N or both`,
      `${FILE}:5:6: expected "/" as the path separator in "c\\\\d", not "\\"`,
    ]);
    expect(m.rules.map((r) => r.pattern)).toEqual(['ok']);
  });
});
