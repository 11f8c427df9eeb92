import { describe, expect, it } from 'vitest';
import { adoptionNotes, checkManifestChange } from '../../src/core/manifestGuard.js';
import { MANIFEST, id, manifestOf, tsv } from './changes.js';

const OLD = [
  tsv('freeze', 'config/**', 'Configuration is reviewed'),
  tsv('invariant', 'docs/style.md', 'Decided principles'),
  tsv('append', 'logs/decisions.md', 'A record', 'at=end'),
  tsv('C', 'logs/journal.md', 'A record'),
  tsv('budget', 'INDEX.md', 'Short', 'lines=150 bytes=25600'),
  tsv('deny', '**/*.sqlite', 'No databases'),
  tsv('allow', 'fixtures/empty.sqlite', 'Test fixture'),
  tsv('save-gate', 'memory/**', 'Saved on request', 'words=save,remember'),
  tsv('release', 'i approve', 'The phrase a person types'),
  tsv('command-deny', 'git push --force', 'Rewrites history'),
  tsv('command-ask', 'npm publish', 'A person decides'),
  tsv('command-allow', 'git status', 'Read-only'),
];
const before = manifestOf(...OLD);
const text = (ls: string[]) => `${ls.join('\n')}\n`;
/** The old manifest with line i (1-based) replaced by `lines` (none: removed). */
const replace = (i: number, ...lines: string[]) => {
  const ls = [...OLD];
  ls.splice(i - 1, 1, ...lines);
  return text(ls);
};
const plus = (...lines: string[]) => text([...OLD, ...lines]);

describe('the manifest protects itself (strengthen only, against the old version)', () => {
  // [name, new text (null: deleted), expected `manifest@line` ids, message pattern]
  it.each<[string, string | null, string[], RegExp?]>([
    // allowed
    ['no change', text(OLD), []],
    ['reordering the lines', text([...OLD].reverse()), []],
    ['adding comments and blank lines', text(['# rules', '', ...OLD, '']), []],
    ['CRLF line endings', text(OLD).replaceAll('\n', '\r\n'), []],
    ['adding a freeze rule', plus(tsv('freeze', 'LICENSE', 'Fixed')), []],
    ['adding a deny rule', plus(tsv('deny', '**/*.pem', 'No keys')), []],
    ['adding a command-deny rule', plus(tsv('command-deny', 'git reset --hard', 'Discards work')), []],
    ['freeze replacing invariant', replace(2, tsv('freeze', 'docs/style.md', 'Decided')), []],
    ['freeze replacing append', replace(4, tsv('freeze', 'logs/journal.md', 'A record')), []],
    ['adding at=end to append', replace(4, tsv('append', 'logs/journal.md', 'A record', 'at=end')), []],
    ['lowering a budget', replace(5, tsv('budget', 'INDEX.md', 'Short', 'lines=100 bytes=20000')), []],
    ['broadening a literal path to a glob', replace(2, tsv('invariant', 'docs/*.md', 'Decided principles')), []],
    ['broadening a glob to **', replace(1, tsv('freeze', '**', 'Everything is frozen')), []],
    ['changing only the reason', replace(1, tsv('freeze', 'config/**', 'Another reason')), []],
    ['using the letter for the same kind', replace(1, tsv('A', 'config/**', 'Configuration is reviewed')), []],
    ['command-deny replacing command-ask', replace(11, tsv('command-deny', 'npm publish', 'Never')), []],
    ['removing an allow line', replace(7), []],
    ['removing a command-allow line', replace(12), []],
    [
      'save-gate with fewer trigger words',
      replace(8, tsv('save-gate', 'memory/**', 'Saved on request', 'words=save')),
      [],
    ],
    ['freeze replacing save-gate', replace(8, tsv('freeze', 'memory/**', 'Frozen')), []],
    ['a rule split across a stricter line and the old one', plus(tsv('budget', 'INDEX.md', 'Shorter', 'lines=10')), []],
    // blocked
    [
      'removing a freeze line',
      replace(1),
      ['manifest'],
      /Removed or weakened the rule "freeze config\/\*\*" \(\.diffgate\.tsv:1\)\./,
    ],
    ['removing a deny line', replace(6), ['manifest'], /"deny \*\*\/\*\.sqlite"/],
    [
      'commenting a rule out',
      replace(3, `# ${OLD[2]}`),
      ['manifest'],
      /"append logs\/decisions\.md" \(\.diffgate\.tsv:3\)/,
    ],
    [
      'freeze -> append (weaker)',
      replace(1, tsv('append', 'config/**', 'Configuration is reviewed')),
      ['manifest'],
      /"freeze config\/\*\*"/,
    ],
    ['freeze -> invariant (weaker)', replace(1, tsv('invariant', 'config/**', 'r')), ['manifest']],
    ['invariant -> append (a different protection)', replace(2, tsv('append', 'docs/style.md', 'r')), ['manifest']],
    ['append -> budget', replace(4, tsv('budget', 'logs/journal.md', 'r', 'lines=1')), ['manifest']],
    [
      'removing at=end',
      replace(3, tsv('append', 'logs/decisions.md', 'A record')),
      ['manifest'],
      /"append logs\/decisions\.md"/,
    ],
    [
      'raising a budget',
      replace(5, tsv('budget', 'INDEX.md', 'Short', 'lines=151 bytes=25600')),
      ['manifest'],
      /"budget INDEX\.md"/,
    ],
    ['dropping one budget limit', replace(5, tsv('budget', 'INDEX.md', 'Short', 'lines=150')), ['manifest']],
    [
      'narrowing a glob',
      replace(1, tsv('freeze', 'config/prod.yml', 'Configuration is reviewed')),
      ['manifest'],
      /"freeze config\/\*\*"/,
    ],
    ['narrowing a glob to a smaller glob', replace(1, tsv('freeze', 'config/*.yml', 'r')), ['manifest']],
    ['moving a rule to another path', replace(2, tsv('invariant', 'docs/other.md', 'r')), ['manifest']],
    [
      'changing a command prefix',
      replace(10, tsv('command-deny', 'git push -f', 'r')),
      ['manifest'],
      /"command-deny git push --force"/,
    ],
    ['command-deny -> command-ask', replace(10, tsv('command-ask', 'git push --force', 'r')), ['manifest']],
    [
      'save-gate with more trigger words',
      replace(8, tsv('save-gate', 'memory/**', 'r', 'words=save,remember,ok')),
      ['manifest'],
    ],
    [
      'adding an allow line',
      plus(tsv('allow', 'secrets/prod.env', 'I need it')),
      ['manifest@13'],
      /Added a loosening rule "allow secrets\/prod\.env"\./,
    ],
    [
      'adding a command-allow line',
      plus(tsv('command-allow', 'rm -rf build', 'Fine')),
      ['manifest@13'],
      /loosening rule "command-allow rm -rf build"/,
    ],
    [
      'widening an allow line',
      replace(7, tsv('allow', 'fixtures/**', 'Test fixtures')),
      ['manifest@7'],
      /loosening rule "allow fixtures\/\*\*"/,
    ],
    [
      'changing the release phrase',
      replace(9, tsv('release', 'ok go', 'r')),
      ['manifest@9'],
      /Changed the release phrase \(now "ok go"\)\./,
    ],
    ['adding a second release phrase', plus(tsv('release', 'ok go', 'r')), ['manifest@13'], /now "i approve", "ok go"/],
    ['removing the release line (back to the default phrase)', replace(9), ['manifest'], /now "guard release"/],
    ['emptying the manifest (9 rules lost, the release phrase back to the default)', '', Array(10).fill('manifest')],
    ['deleting the manifest', null, Array(10).fill('manifest'), /Removed or weakened the rule "freeze config\/\*\*"/],
    [
      'several weakenings at once',
      replace(1, tsv('append', 'config/**', 'r'), tsv('allow', 'x', 'r')),
      ['manifest', 'manifest@2'],
    ],
    // a new manifest that does not parse
    [
      'a new line that does not parse',
      plus(tsv('freez', 'x', 'r')),
      ['manifest@13'],
      /The changed manifest does not parse: \.diffgate\.tsv:13:1: unknown rule kind "freez"/,
    ],
    [
      'a bad option',
      replace(5, tsv('budget', 'INDEX.md', 'Short', 'lines=150 bytes=lots')),
      ['manifest@5'],
      /\.diffgate\.tsv:5:33: expected bytes=N/,
    ],
    [
      'two bad lines',
      plus(tsv('deny', 'a\\b', 'r'), 'freeze x r'),
      ['manifest@13', 'manifest@14', 'manifest@14'],
      /\.diffgate\.tsv:13:6: .*\n.*\.diffgate\.tsv:14:1: unknown rule kind.*\n.*\.diffgate\.tsv:14:11: expected 3 or 4/,
    ],
  ])('%s', (_name, newText, expected, message) => {
    const found = checkManifestChange(before, MANIFEST, newText);
    expect(found.map(id)).toEqual(expected);
    if (message) expect(found.map((v) => v.message).join('\n')).toMatch(message);
    for (const v of found) {
      expect(v.path).toBe(MANIFEST);
      expect(v.reason).toBe(
        'The manifest protects itself: a change may add or strengthen rules, never remove or weaken one.',
      );
    }
  });

  it('a manifest with no rules may be deleted or replaced by anything that parses', () => {
    const empty = manifestOf('# nothing yet');
    expect(checkManifestChange(empty, MANIFEST, null)).toEqual([]);
    expect(
      checkManifestChange(
        empty,
        MANIFEST,
        text(OLD.filter((l) => !l.startsWith('allow') && !l.startsWith('command-allow') && !l.startsWith('release'))),
      ),
    ).toEqual([]);
  });

  it('** in the repository does not stand in for a rule on files outside it', () => {
    const outside = manifestOf(
      tsv('save-gate', '~/.claude/memory/**', 'Memory is saved on request'),
      tsv('freeze', '/etc/hosts', 'System file'),
    );
    const found = checkManifestChange(
      outside,
      MANIFEST,
      text([tsv('save-gate', '**', 'Everything'), tsv('freeze', '**', 'Everything')]),
    );
    expect(found.map((v) => v.message)).toEqual([
      'Removed or weakened the rule "save-gate ~/.claude/memory/**" (.diffgate.tsv:1).',
      'Removed or weakened the rule "freeze /etc/hosts" (.diffgate.tsv:2).',
    ]);
    expect(
      checkManifestChange(
        outside,
        MANIFEST,
        text([tsv('save-gate', '~/.claude/memory/**', 'Same'), tsv('freeze', '/etc/**', 'Broader')]),
      ),
    ).toEqual([]);
  });

  it('adding an allow line is blocked even when the old manifest had none', () => {
    expect(checkManifestChange(manifestOf(), MANIFEST, text([tsv('allow', '.env', 'r')])).map(id)).toEqual([
      'manifest@1',
    ]);
  });
});

describe('adopting a first manifest (git hooks and the Action: adopt)', () => {
  const first = text([
    tsv('freeze', 'config/**', 'Reviewed'),
    tsv('allow', '.env.example', 'A template'),
    tsv('command-allow', 'git status', 'Read-only'),
    tsv('release', 'i approve', 'Phrase'),
  ]);

  it('with no rule in force, any rule may be added, and the notes say what it allows', () => {
    expect(checkManifestChange(manifestOf(), MANIFEST, first, { adopt: true })).toEqual([]);
    const notes = adoptionNotes(manifestOf(), first);
    expect(notes[0]).toContain('Adopting a first manifest (4 rules');
    expect(notes.filter((n) => n.includes('it allows:'))).toHaveLength(3);
    expect(notes.at(-1)).toContain('protects itself');
  });

  it('without adopt (an agent edit) the same change is loosening', () => {
    expect(checkManifestChange(manifestOf(), MANIFEST, first).map(id)).toEqual([
      'manifest@2',
      'manifest@3',
      'manifest@4',
    ]);
  });

  it('once a rule is in force, adopt changes nothing: strengthen-only', () => {
    expect(checkManifestChange(before, MANIFEST, plus(tsv('allow', 'x.env', 'r')), { adopt: true }).length).toBe(1);
    expect(adoptionNotes(before, plus(tsv('allow', 'x.env', 'r')))).toEqual([]);
  });

  it('a manifest that still parses wrong is reported, adopting or not', () => {
    expect(checkManifestChange(manifestOf(), MANIFEST, 'bogus\tx\ty\n', { adopt: true }).length).toBe(1);
  });
});
