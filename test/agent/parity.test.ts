/**
 * The product's promise: the same change gets the same verdict from the Claude hook (the edit an
 * agent proposes) and from `diffgate check --staged` (the same edit, staged). One line per case:
 * [name, files committed before, the file written, its new content]. Both run the built CLI.
 */
import { describe, expect, it } from 'vitest';
import { abs, rulesIn, tool, withHarness } from './hookHarness.js';

const MANIFEST = [
  'freeze\tguard.sh\tThe guard is the source of truth',
  'freeze\thooks/*.sh\tHooks change with the router',
  'invariant\tdocs/style.md\tThe marked principles are decided',
  'append\tlogs/decisions.md\tThe decision log is a record',
  'append\tlogs/end.md\tNew entries go last\tat=end',
  'budget\tINDEX.md\tRead at every session start\tlines=4 bytes=64',
  'deny\t**/*.sqlite\tDatabases are not committed',
  'allow\tfixtures/ok.sqlite\tA test database',
  '',
].join('\n');

const BASE: Record<string, string> = {
  '.diffgate.tsv': MANIFEST,
  'guard.sh': 'echo guard\n',
  'hooks/a.sh': 'echo a\n',
  'docs/style.md': 'intro\n<!-- INVARIANT-START -->\nKeep it short.\n<!-- INVARIANT-END -->\noutro\n',
  'logs/decisions.md': 'one\ntwo\n',
  'logs/end.md': 'one\ntwo\n',
  'INDEX.md': '1\n2\n3\n4\n5\n',
  'src/app.ts': 'export {};\n',
};

const CASES: [string, string, string][] = [
  ['modify a frozen file', 'guard.sh', 'echo changed\n'],
  ['create a file under a frozen glob', 'hooks/new.sh', 'echo new\n'],
  ['modify a file under a frozen glob', 'hooks/a.sh', 'echo b\n'],
  [
    'edit outside an invariant span',
    'docs/style.md',
    'start\n<!-- INVARIANT-START -->\nKeep it short.\n<!-- INVARIANT-END -->\noutro\n',
  ],
  [
    'edit inside an invariant span',
    'docs/style.md',
    'intro\n<!-- INVARIANT-START -->\nMake it long.\n<!-- INVARIANT-END -->\noutro\n',
  ],
  ['remove an invariant end marker', 'docs/style.md', 'intro\n<!-- INVARIANT-START -->\nKeep it short.\noutro\n'],
  [
    'add a second invariant span',
    'docs/style.md',
    'intro\n<!-- INVARIANT-START -->\nKeep it short.\n<!-- INVARIANT-END -->\n<!-- INVARIANT-START -->\nnew\n<!-- INVARIANT-END -->\n',
  ],
  ['append to an append-only file', 'logs/decisions.md', 'one\ntwo\nthree\n'],
  ['insert into an append-only file', 'logs/decisions.md', 'one\nhalf\ntwo\n'],
  ['rewrite a line of an append-only file', 'logs/decisions.md', 'one\n2\n'],
  ['insert before the end of an at=end file', 'logs/end.md', 'one\nhalf\ntwo\n'],
  ['convert an append-only file to CRLF', 'logs/decisions.md', 'one\r\ntwo\r\n'],
  ['grow a file over its line budget', 'INDEX.md', '1\n2\n3\n4\n5\n6\n'],
  ['shrink a file over its budget', 'INDEX.md', '1\n2\n3\n4 and 5\n'],
  ['grow a file over its byte budget', 'INDEX.md', `1\n2\n${'x'.repeat(80)}\n`],
  ['add a denied path', 'data/app.sqlite', 'db'],
  ['add a denied path an allow line exempts', 'fixtures/ok.sqlite', 'db'],
  ['add a secret', 'config/.env', 'TOKEN=1\n'],
  ['add a public key', 'config/id_rsa.pub', 'ssh-ed25519 AAAA\n'],
  [
    'weaken the manifest',
    '.diffgate.tsv',
    MANIFEST.replace('freeze\tguard.sh\tThe guard is the source of truth\n', ''),
  ],
  ['raise a budget in the manifest', '.diffgate.tsv', MANIFEST.replace('lines=4', 'lines=40')],
  ['strengthen the manifest', '.diffgate.tsv', `${MANIFEST}freeze\tsrc/app.ts\tThe entry point is fixed\n`],
  ['add an allow line to the manifest', '.diffgate.tsv', `${MANIFEST}allow\tconfig/.env\tlocal\n`],
  ['break the manifest', '.diffgate.tsv', `${MANIFEST}freez\tx\ty\n`],
  ['modify an unprotected file', 'src/app.ts', 'export const x = 1;\n'],
  ['add an unprotected file', 'src/new.ts', 'export {};\n'],
];

describe('parity between the Claude hook and check --staged', () => {
  it.each(CASES)('%s', async (_name, path, content) => {
    await withHarness(
      async (h) => {
        const hook = tool(h, 'Write', { file_path: abs(h, path), content });
        expect(hook.stdout).toBe('');
        h.repo.write(path, content).stageAll();
        const check = h.repo.diffgate(['check', '--staged', '--format', 'json']);
        const checkRules =
          check.status === 1
            ? (JSON.parse(check.stdout) as { violations: { rule: string }[] }).violations.map((v) => v.rule).sort()
            : [];
        expect(
          { blocked: hook.status === 2, rules: rulesIn(hook.stderr) },
          `hook: ${hook.stderr}\ncheck: ${check.stdout}${check.stderr}`,
        ).toEqual({ blocked: check.status === 1, rules: checkRules });
        expect([0, 2]).toContain(hook.status);
        expect([0, 1]).toContain(check.status);
      },
      (repo) => {
        for (const [p, text] of Object.entries(BASE)) repo.write(p, text);
        repo.commit('base');
      },
    );
  });
});
