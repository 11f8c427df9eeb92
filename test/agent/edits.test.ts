/**
 * Every rule through Write, Edit, MultiEdit and NotebookEdit: the Claude hook's decision (run in
 * process, inProcessHook.ts) decides
 * on the file as the edit would leave it, with the same checker as `diffgate check`.
 * One line per case: [name, tool, tool_input (paths relative to the repository), rule ids or []].
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitRepo, cleanEnv } from '../helpers/gitRepo.js';
import { MANIFEST, abs, openHarness, rulesIn, type Harness } from './hookHarness.js';
import { toolHere } from './inProcessHook.js';

const notebook = (cells: { id: string; type: string; source: string }[]) =>
  `${JSON.stringify(
    {
      cells: cells.map((c) => ({
        cell_type: c.type,
        id: c.id,
        metadata: {},
        source: c.source,
        ...(c.type === 'code' ? { execution_count: 1, outputs: [] } : {}),
      })),
      metadata: {},
      nbformat: 4,
      nbformat_minor: 5,
    },
    null,
    1,
  )}`;

const NB_CELLS = [
  { id: 'intro', type: 'markdown', source: '# Notes' },
  { id: 'rules', type: 'markdown', source: '<!-- INVARIANT-START -->\nNever divide by zero.\n<!-- INVARIANT-END -->' },
  { id: 'code1', type: 'code', source: 'print(1)' },
];

type Case = [string, string, Record<string, unknown>, string[]];

const CASES: Case[] = [
  // freeze
  ['Write over a frozen file', 'Write', { file_path: 'guard.sh', content: 'echo changed\n' }, ['freeze']],
  ['Edit a frozen file', 'Edit', { file_path: 'guard.sh', old_string: 'guard', new_string: 'changed' }, ['freeze']],
  [
    'MultiEdit a frozen file',
    'MultiEdit',
    { file_path: 'hooks/a.sh', edits: [{ old_string: 'a', new_string: 'b' }] },
    ['freeze'],
  ],
  [
    'NotebookEdit a frozen notebook',
    'NotebookEdit',
    { notebook_path: 'nb/frozen.ipynb', cell_id: 'code1', new_source: 'print(2)' },
    ['freeze'],
  ],
  [
    'Write a new file under a frozen glob (creation is allowed)',
    'Write',
    { file_path: 'hooks/new.sh', content: 'echo new\n' },
    [],
  ],
  ['Write the same content (no change)', 'Write', { file_path: 'guard.sh', content: 'echo guard\n' }, []],
  // invariant
  [
    'Edit outside an invariant span',
    'Edit',
    { file_path: 'docs/style.md', old_string: 'outro', new_string: 'the end' },
    [],
  ],
  [
    'Edit inside an invariant span',
    'Edit',
    { file_path: 'docs/style.md', old_string: 'Keep paragraphs short.', new_string: 'Paragraphs may be long.' },
    ['invariant'],
  ],
  [
    'MultiEdit whose second edit reaches the span',
    'MultiEdit',
    {
      file_path: 'docs/style.md',
      edits: [
        { old_string: 'intro', new_string: 'start' },
        { old_string: '<!-- INVARIANT-END -->\n', new_string: '' },
      ],
    },
    ['invariant', 'invariant'],
  ],
  ['Write that drops the span', 'Write', { file_path: 'docs/style.md', content: 'intro\noutro\n' }, ['invariant']],
  [
    'Write that adds a new span and keeps the old',
    'Write',
    {
      file_path: 'docs/style.md',
      content:
        'intro\n<!-- INVARIANT-START -->\nKeep paragraphs short.\n<!-- INVARIANT-END -->\n<!-- INVARIANT-START -->\nnew\n<!-- INVARIANT-END -->\noutro\n',
    },
    [],
  ],
  [
    'NotebookEdit of the cell holding a span',
    'NotebookEdit',
    { notebook_path: 'nb/rules.ipynb', cell_id: 'rules', new_source: 'anything goes' },
    ['invariant'],
  ],
  [
    'NotebookEdit of another cell',
    'NotebookEdit',
    { notebook_path: 'nb/rules.ipynb', cell_id: 'code1', new_source: 'print(2)' },
    [],
  ],
  [
    'NotebookEdit inserting a cell',
    'NotebookEdit',
    {
      notebook_path: 'nb/rules.ipynb',
      cell_id: 'intro',
      new_source: 'more',
      cell_type: 'markdown',
      edit_mode: 'insert',
    },
    [],
  ],
  [
    'NotebookEdit deleting the span cell',
    'NotebookEdit',
    { notebook_path: 'nb/rules.ipynb', cell_id: 'rules', new_source: '', edit_mode: 'delete' },
    ['invariant'],
  ],
  // append
  [
    'Edit that appends a line',
    'Edit',
    { file_path: 'logs/decisions.md', old_string: 'decision 2\n', new_string: 'decision 2\ndecision 3\n' },
    [],
  ],
  [
    'Edit that rewrites a line',
    'Edit',
    { file_path: 'logs/decisions.md', old_string: 'decision 1', new_string: 'decision one' },
    ['append'],
  ],
  ['Write that truncates', 'Write', { file_path: 'logs/decisions.md', content: '' }, ['append']],
  [
    'MultiEdit adding two lines at the end',
    'MultiEdit',
    {
      file_path: 'logs/decisions.md',
      edits: [
        { old_string: 'decision 2\n', new_string: 'decision 2\nd3\n' },
        { old_string: 'd3\n', new_string: 'd3\nd4\n' },
      ],
    },
    [],
  ],
  [
    'Edit of a CRLF append-only file with LF strings',
    'Edit',
    { file_path: 'logs/crlf.md', old_string: 'b\n', new_string: 'b\nc\n' },
    [],
  ],
  // judged as the bytes Claude Code writes: it turns every LF of a CRLF file's new text into CRLF
  [
    'Edit of a CRLF append-only file adding a line after the last',
    'Edit',
    { file_path: 'logs/crlf.md', old_string: 'b', new_string: 'b\nc' },
    [],
  ],
  [
    'Write of a CRLF append-only file with LF endings (written as CRLF)',
    'Write',
    { file_path: 'logs/crlf.md', content: 'a\nb\nc\n' },
    [],
  ],
  [
    'Write of a CRLF append-only file with CRLF endings (written as CR CR LF)',
    'Write',
    { file_path: 'logs/crlf.md', content: 'a\r\nb\r\nc\r\n' },
    ['append'],
  ],
  // an empty new_string also deletes the line break after old_string: here it joins a line to the marker
  [
    'Edit deleting the end of the line before an invariant span',
    'Edit',
    { file_path: 'docs/style.md', old_string: 'ro', new_string: '' },
    ['invariant'],
  ],
  // budget
  [
    'Edit that grows a file over budget',
    'Edit',
    { file_path: 'INDEX.md', old_string: '6\n', new_string: '6\n7\n' },
    ['budget'],
  ],
  [
    'Edit that shrinks a file over budget',
    'Edit',
    { file_path: 'INDEX.md', old_string: '5\n6\n', new_string: '5 and 6\n' },
    [],
  ],
  ['Write that brings it within budget', 'Write', { file_path: 'INDEX.md', content: '1\n2\n3\n4\n' }, []],
  // deny and allow
  ['Write a denied path', 'Write', { file_path: 'data/app.sqlite', content: 'x' }, ['deny']],
  ['Write a denied path an allow line exempts', 'Write', { file_path: 'fixtures/ok.sqlite', content: 'x' }, []],
  // the built-in secret list
  ['Write .env', 'Write', { file_path: '.env', content: 'TOKEN=1' }, ['secret']],
  ['Write a private key', 'Write', { file_path: 'config/id_rsa', content: 'key' }, ['secret']],
  ['Write a public key (not a secret)', 'Write', { file_path: 'config/id_rsa.pub', content: 'key' }, []],
  [
    'Edit a key an allow line exempts',
    'Edit',
    { file_path: 'test/fixtures/fake.pem', old_string: 'not', new_string: 'still not' },
    [],
  ],
  // the manifest protects itself
  [
    'Edit the manifest to drop a rule',
    'Edit',
    { file_path: '.diffgate.tsv', old_string: 'freeze\tguard.sh\tThe guard is the source of truth\n', new_string: '' },
    ['manifest'],
  ],
  [
    'Edit the manifest to add a rule',
    'Edit',
    {
      file_path: '.diffgate.tsv',
      old_string: 'freeze\tguard.sh\tThe guard is the source of truth\n',
      new_string: 'freeze\tguard.sh\tThe guard is the source of truth\nfreeze\tlint.py\tThe linter is shared\n',
    },
    [],
  ],
  [
    'Edit the manifest to add an allow line',
    'Edit',
    {
      file_path: '.diffgate.tsv',
      old_string: 'freeze\tguard.sh\tThe guard is the source of truth\n',
      new_string: 'freeze\tguard.sh\tThe guard is the source of truth\nallow\t.env\tlocal\n',
    },
    ['manifest'],
  ],
  // save-gate (no prompt recorded in this session)
  ['Write into a save-gated folder', 'Write', { file_path: 'memory/new.md', content: 'x' }, ['save-gate']],
  // edits the tool itself would refuse
  [
    'Edit whose old_string is not in a protected file',
    'Edit',
    { file_path: 'guard.sh', old_string: 'not there', new_string: 'x' },
    ['edit-mismatch'],
  ],
  [
    'Edit whose old_string is not in an unprotected file',
    'Edit',
    { file_path: 'notes.txt', old_string: 'not there', new_string: 'x' },
    [],
  ],
  [
    'NotebookEdit of a missing cell in a protected notebook',
    'NotebookEdit',
    { notebook_path: 'nb/rules.ipynb', cell_id: 'nope', new_source: 'x' },
    ['edit-mismatch'],
  ],
  // plain files
  ['Write an unprotected file', 'Write', { file_path: 'src/new.ts', content: 'export const x = 1;\n' }, []],
  [
    'Edit an unprotected file',
    'Edit',
    { file_path: 'notes.txt', old_string: 'notes', new_string: 'more notes', replace_all: true },
    [],
  ],
];

describe('Write, Edit, MultiEdit and NotebookEdit', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
    h.repo
      .write(
        '.diffgate.tsv',
        `${MANIFEST}freeze\tnb/frozen.ipynb\tThe frozen notebook\ninvariant\tnb/rules.ipynb\tThe rules notebook\nappend\tlogs/crlf.md\tCRLF log\n`,
      )
      .write('nb/frozen.ipynb', notebook(NB_CELLS))
      .write('nb/rules.ipynb', notebook(NB_CELLS))
      .write('logs/crlf.md', 'a\r\nb\r\n')
      .commit('fixture');
  });
  afterAll(() => h.close());

  it.each(CASES)('%s', async (_name, name, input, rules) => {
    const withPaths = { ...input };
    for (const k of ['file_path', 'notebook_path'])
      if (typeof withPaths[k] === 'string') withPaths[k] = abs(h, withPaths[k] as string);
    const r = await toolHere(h, name, withPaths);
    expect(r.stdout).toBe('');
    expect(rulesIn(r.stderr), r.stderr).toEqual([...rules].sort());
    expect(r.status, r.stderr).toBe(rules.length > 0 ? 2 : 0);
    if (rules.length === 0) expect(r.stderr).toBe('');
  });

  it('names the lines of an invariant span and the next action', async () => {
    const r = await toolHere(h, 'Edit', {
      file_path: abs(h, 'docs/style.md'),
      old_string: 'Keep paragraphs short.',
      new_string: 'x',
    });
    expect(r.stderr).toContain('diffgate blocked this Edit call');
    expect(r.stderr).toContain('docs/style.md:3 [invariant] Changed the invariant span that was at lines 2-4.');
    expect(r.stderr).toContain('why: The marked principles are decided (.diffgate.tsv:3)');
    expect(r.stderr).toContain('next: The lines between INVARIANT-START and INVARIANT-END');
    expect(r.stderr).toContain('Do not work around the block by changing another file');
  });

  it('names the save-gate words the person would use', async () => {
    const r = await toolHere(h, 'Write', { file_path: abs(h, 'memory/new.md'), content: 'x' });
    expect(r.stderr).toContain('"save" or "remember"');
    expect(r.stderr).toContain('Writing to memory/new.md, which may be written only');
  });

  it('tells the model not to create a denied path (nothing is staged to remove yet)', async () => {
    const r = await toolHere(h, 'Write', { file_path: abs(h, 'data/app.sqlite'), content: 'x' });
    expect(r.stderr).toContain('next: Do not create it. If it must exist, a person adds an "allow" line');
    expect(r.stderr).not.toContain('git rm --cached');
  });
});

describe('edits through symlinks, judged as Claude Code writes them', () => {
  // The tool renames its new file over the path, following one level of link when the path
  // exists: a dangling link is replaced itself, and a link to a link replaces the middle one.
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
    symlinkSync('../missing.sh', join(h.repo.dir, 'hooks/dangling.sh'));
    symlinkSync('../build/out.txt', join(h.repo.dir, 'hooks/middle.sh'));
    symlinkSync('../hooks/middle.sh', join(h.repo.dir, 'src/alias'));
    h.repo.commit('fixture');
  });
  afterAll(() => h.close());

  it.each<[string, string, string[]]>([
    ['a frozen dangling link (replaced by a regular file)', 'hooks/dangling.sh', ['freeze']],
    ['a link whose first target is a frozen link (that link is replaced)', 'src/alias', ['freeze']],
    ['a frozen link to an ordinary file (the file is written, the link stays)', 'hooks/middle.sh', []],
  ])('Write through %s', async (_name, path, rules) => {
    const r = await toolHere(h, 'Write', { file_path: abs(h, path), content: 'x\n' });
    expect(rulesIn(r.stderr), r.stderr).toEqual(rules);
    expect(r.status, r.stderr).toBe(rules.length > 0 ? 2 : 0);
  });
});

describe("a repository inside the workspace that is not the workspace's own", () => {
  // A folder of repositories, or one nested in another: the file's own repository's rules apply,
  // as its own pre-commit hook would apply them.
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
    const inner = join(h.repo.dir, 'vendor/lib');
    mkdirSync(inner, { recursive: true });
    execFileSync('git', ['init', '-q', '-b', 'main', inner], { env: cleanEnv() });
    const lib = new GitRepo(inner);
    lib.git('config', 'user.name', 'diffgate test');
    lib.git('config', 'user.email', 'test@diffgate.invalid');
    lib
      .write('.diffgate.tsv', 'freeze\tsrc/**\tThe library is vendored as released\n')
      .write('src/lib.ts', 'export {};\n')
      .commit('lib');
    h.repo.write('.gitignore', 'vendor/\n').commit('fixture');
  });
  afterAll(() => h.close());

  it("applies the inner repository's manifest to its files", async () => {
    const r = await toolHere(h, 'Write', { file_path: abs(h, 'vendor/lib/src/lib.ts'), content: 'changed\n' });
    expect(rulesIn(r.stderr), r.stderr).toEqual(['freeze']);
    expect(r.stderr).toContain('The library is vendored as released');
  });

  it('protects the inner manifest itself', async () => {
    const r = await toolHere(h, 'Write', { file_path: abs(h, 'vendor/lib/.diffgate.tsv'), content: '' });
    expect(rulesIn(r.stderr), r.stderr).toEqual(['manifest']);
  });

  it('and still the outer rules to the outer files', async () => {
    expect(rulesIn((await toolHere(h, 'Write', { file_path: abs(h, 'guard.sh'), content: 'x' })).stderr)).toEqual([
      'freeze',
    ]);
    expect((await toolHere(h, 'Write', { file_path: abs(h, 'vendor/lib/README.md'), content: 'x' })).status).toBe(0);
  });
});
