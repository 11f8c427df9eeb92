/**
 * The product's promise: the same change gets the same verdict from every entry point. Each line
 * of the table is a pull request in a real repository, checked by `diffgate check --range
 * BASE..HEAD` (the built CLI) and by the bundled Action; exit status and violations must agree.
 */
import { describe, expect, it } from 'vitest';
import { withGitRepo, type GitRepo } from '../helpers/gitRepo.js';
import { pullRequestPayload } from './payloads.js';
import { runAction } from './runAction.js';
import { pullRequest, tsv, type Files } from './scenario.js';

const MANIFEST = tsv(
  ['freeze', 'config/**', 'Configuration is reviewed'],
  ['invariant', 'docs/rules.md', 'Decided principles'],
  ['append', 'CHANGELOG.md', 'Released history stays'],
  ['budget', 'NOTES.md', 'Keep it short', 'lines=2'],
  ['deny', '**/*.db', 'No databases'],
  ['allow', 'fixtures/fake.pem', 'A fake key for tests'],
);

const BASE: Files = {
  '.diffgate.tsv': MANIFEST,
  'config/app.yml': 'a: 1\n',
  'docs/rules.md': 'top\n# INVARIANT-START\nrule one\n# INVARIANT-END\nbottom\n',
  'CHANGELOG.md': '1.0 first\n',
  'NOTES.md': 'one\ntwo\nthree\n',
  'src/main.ts': 'main\n',
};

type Change = (r: GitRepo) => void;
type Expect = 'pass' | 'block' | 'error';

// name, change, expected verdict (base manifest unless the last column replaces it)
const TABLE: [string, Change, Expect, string?][] = [
  ['an ordinary edit', (r) => r.write('src/main.ts', 'main 2\n'), 'pass'],
  ['creating a file under a frozen glob', (r) => r.write('config/new.yml', 'b\n'), 'pass'],
  ['editing a frozen file', (r) => r.write('config/app.yml', 'a: 2\n'), 'block'],
  ['deleting a frozen file', (r) => r.remove('config/app.yml'), 'block'],
  ['renaming a frozen file away', (r) => r.remove('config/app.yml').write('old/app.yml', 'a: 1\n'), 'block'],
  ['making a frozen file executable', (r) => r.chmod('config/app.yml', 0o755), 'block'],
  ['replacing a frozen file with a symlink', (r) => r.symlink('../src/main.ts', 'config/app.yml'), 'block'],
  ['a frozen file changed to CRLF only', (r) => r.write('config/app.yml', 'a: 1\r\n'), 'block'],
  [
    'editing outside an invariant span',
    (r) => r.write('docs/rules.md', 'TOP\n# INVARIANT-START\nrule one\n# INVARIANT-END\nbottom\n'),
    'pass',
  ],
  [
    'editing inside an invariant span',
    (r) => r.write('docs/rules.md', 'top\n# INVARIANT-START\nrule 1\n# INVARIANT-END\nbottom\n'),
    'block',
  ],
  [
    'removing an invariant marker',
    (r) => r.write('docs/rules.md', 'top\nrule one\n# INVARIANT-END\nbottom\n'),
    'block',
  ],
  ['appending to an append-only file', (r) => r.write('CHANGELOG.md', '1.0 first\n1.1 second\n'), 'pass'],
  ['rewriting an append-only line', (r) => r.write('CHANGELOG.md', '1.0 initial\n'), 'block'],
  ['growing a file over budget', (r) => r.write('NOTES.md', 'one\ntwo\nthree\nfour\n'), 'block'],
  ['shrinking a file still over budget', (r) => r.write('NOTES.md', 'one\nthree\nfour\n'), 'pass'],
  ['adding a denied path', (r) => r.write('data/app.db', 'x'), 'block'],
  ['adding a secret', (r) => r.write('.env.production', 'K=v\n'), 'block'],
  ['adding an allowed fake key', (r) => r.write('fixtures/fake.pem', 'fake\n'), 'pass'],
  ['adding a public key', (r) => r.write('keys/id_rsa.pub', 'ssh-rsa AAA\n'), 'pass'],
  ['strengthening the manifest', (r) => r.write('.diffgate.tsv', `${MANIFEST}freeze\tsrc/**\tSources too\n`), 'pass'],
  ['removing a manifest rule', (r) => r.write('.diffgate.tsv', MANIFEST.replace(/^budget.*\n/m, '')), 'block'],
  [
    'adding an allow line to the manifest',
    (r) => r.write('.diffgate.tsv', `${MANIFEST}allow\t**/*.db\tlet it in\n`),
    'block',
  ],
  [
    'removing a freeze rule and editing the frozen file',
    (r) => r.write('.diffgate.tsv', MANIFEST.replace(/^freeze.*\n/m, '')).write('config/app.yml', 'a: 3\n'),
    'block',
  ],
  [
    'a path with spaces and non-ASCII',
    (r) => r.write('config/mé tier.yml', 'x\n').write('config/app.yml', 'ü\n'),
    'block',
  ],
  ['a binary change to a frozen file', (r) => r.write('config/app.yml', new Uint8Array([0, 1, 2, 3])), 'block'],
  ['a broken manifest at the base', (r) => r.write('src/main.ts', 'x\n'), 'error', 'freeze\tconfig/**\n'],
];

describe('parity: diffgate check --range and the Action agree', () => {
  it.each(TABLE)('%s', async (_name, change, expected, manifest) => {
    await withGitRepo(async (repo) => {
      const pr = pullRequest(
        repo,
        { ...BASE, ...(manifest !== undefined ? { '.diffgate.tsv': manifest } : {}) },
        change,
      );
      const cli = repo.diffgate(['check', '--range', `${pr.base}..${pr.head}`, '--format', 'json']);
      const action = await runAction({ workspace: repo.dir, event: 'pull_request', payload: pullRequestPayload(pr) });
      const cliStatus = { pass: 0, block: 1, error: 2 }[expected];
      expect(cli.status, cli.stderr).toBe(cliStatus);
      expect(action.status, action.stdout).toBe(expected === 'pass' ? 0 : 1);
      if (expected === 'error') {
        expect(action.report).toMatchObject({ failed: true, blocked: true });
        return;
      }
      const verdict = JSON.parse(cli.stdout);
      expect(action.report.violations).toEqual(verdict.violations);
      expect(action.report.checked).toBe(verdict.checked);
      expect(action.outputs.violations).toBe(String(verdict.violations.length));
      expect(verdict.violations.length > 0).toBe(expected === 'block');
    });
  });
});
