/**
 * The edit pre-check (src/agent/edits/clearsEdit.ts), in a real repository: what it clears, the
 * whole way (decideEdit) allows too, and the everyday edits are cleared, so the checker's modules
 * are not loaded for them. End to end: the built CLI still refuses malformed input on a path the
 * pre-check would clear.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf, loadRules, type Context } from '../../src/agent/context.js';
import { locate } from '../../src/agent/place.js';
import { clearsEdit } from '../../src/agent/edits/clearsEdit.js';
import { decideEdit } from '../../src/agent/edits/decideEdit.js';
import { ToolInput } from '../../src/agent/toolInput.js';
import { isDenial, resolveToolPath } from '../../src/agent/toolPath.js';
import { GitRepo, cleanEnv } from '../helpers/gitRepo.js';
import { openHarness, tool, type Harness } from './hookHarness.js';

type Case = [name: string, tool: 'Write' | 'Edit' | 'MultiEdit', input: Record<string, unknown>, clears: boolean];

const write = (file: string): Record<string, unknown> => ({ file_path: file, content: 'new text\n' });
const edit = (file: string, from: string): Record<string, unknown> => ({
  file_path: file,
  old_string: from,
  new_string: `${from}!`,
});
const multi = (file: string, ...from: string[]): Record<string, unknown> => ({
  file_path: file,
  edits: from.map((f) => ({ old_string: f, new_string: `${f}!` })),
});

const CASES: Case[] = [
  ['a new file no rule names', 'Write', write('src/new.ts'), true],
  ['a new file in a new folder', 'Write', write('newdir/deeper/x.txt'), true],
  ['an existing file no rule names', 'Write', write('src/app.ts'), true],
  ['an Edit of a file no rule names', 'Edit', edit('notes.txt', 'notes'), true],
  ['an Edit whose text is not in the file', 'Edit', edit('notes.txt', 'absent'), true],
  ['an Edit of a file that does not exist', 'Edit', edit('src/missing.ts', 'x'), true],
  ['a MultiEdit of a file no rule names', 'MultiEdit', multi('notes.txt', 'notes', 'notes!'), true],
  ['a MultiEdit with no edits', 'MultiEdit', multi('notes.txt'), true],
  ['a MultiEdit of an append-only log', 'MultiEdit', multi('logs/decisions.md', 'decision 1'), false],
  ['a frozen file', 'Write', write('guard.sh'), false],
  ['a new file under a frozen glob', 'Write', write('hooks/new.sh'), false],
  ['an append-only log', 'Edit', edit('logs/decisions.md', 'decision 2'), false],
  ['a file under a budget', 'Write', write('INDEX.md'), false],
  ['a file with invariant spans', 'Edit', edit('docs/style.md', 'outro'), false],
  ['a denied name', 'Write', write('data/x.sqlite'), false],
  ['an allowed exception to a denied name', 'Write', write('fixtures/ok.sqlite'), false],
  ['a save-gated file', 'Write', write('memory/new.md'), false],
  ['the manifest', 'Write', write('.diffgate.tsv'), false],
  ["Claude Code's settings", 'Write', write('.claude/settings.json'), false],
  ['the installed diffgate', 'Write', write('node_modules/diffgate/dist/cli/index.js'), false],
  ['a symlink to a file', 'Write', write('link.txt'), false],
  ['a file through a symlinked folder', 'Write', write('linkdir/x.txt'), false],
  ['a dangling symlink', 'Write', write('dangling'), false],
  ['a folder', 'Write', write('src'), false],
  ['a file in a repository inside this one', 'Write', write('sub/new.txt'), false],
  ['a path through a file', 'Write', write('notes.txt/x'), false],
];

describe('clearsEdit', () => {
  let h: Harness & { close(): void };
  let ctx: Context;

  beforeAll(async () => {
    h = openHarness();
    h.repo.symlink('notes.txt', 'link.txt').symlink('src', 'linkdir').symlink('nowhere', 'dangling');
    const sub = new GitRepo(join(h.repo.dir, 'sub'));
    mkdirSync(sub.dir);
    sub.git('init', '-q', '-b', 'main');
    sub.write('.diffgate.tsv', 'freeze\t**\tEverything here is frozen\n');
    const env = { ...cleanEnv(), HOME: h.home };
    const place = locate(h.repo.dir, env, h.home);
    const rulesFor = (p: typeof place) => loadRules(p, env);
    ctx = { place, rules: await rulesFor(place) };
    ctx.ownContext = (real) => contextOf(real, ctx, rulesFor);
  });
  afterAll(() => h.close());

  const judge = async (name: 'Write' | 'Edit' | 'MultiEdit', input: Record<string, unknown>) => {
    const args = new ToolInput(name, { ...input, file_path: join(h.repo.dir, input.file_path as string) });
    const path = resolveToolPath(args.string('file_path'), ctx);
    const clears = !isDenial(path) && (await clearsEdit(name, args, ctx, path));
    return { clears, denials: await decideEdit(name, args, ctx, path) };
  };

  it.each(CASES)('%s (%s): cleared %s', async (_, name, input, want) => {
    const { clears, denials } = await judge(name, input);
    expect(clears).toBe(want);
    // Sound: what it clears, the whole way allows.
    if (clears) expect(denials).toEqual([]);
  });

  it('is not asked for a path the workspace check refuses (a secret name)', () => {
    const path = resolveToolPath(join(h.repo.dir, 'config/.env'), ctx);
    expect(isDenial(path)).toBe(true);
  });
});

describe('the hook with the pre-check', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
  });
  afterAll(() => h.close());

  it('allows a Write that no rule names, saying nothing', () => {
    const r = tool(h, 'Write', { file_path: 'src/new.ts', content: 'export const x = 1;\n' });
    expect([r.status, r.stdout, r.stderr]).toEqual([0, '', '']);
  });

  it.each([
    ['Write', { file_path: 'src/new.ts' }, 'content'],
    ['Write', { file_path: 'src/new.ts', content: 42 }, 'content'],
    ['Edit', { file_path: 'notes.txt', new_string: 'x' }, 'old_string'],
    ['Edit', { file_path: 'notes.txt', old_string: 'notes', new_string: 'x', replace_all: 'yes' }, 'replace_all'],
    ['MultiEdit', { file_path: 'notes.txt', edits: 'notes' }, 'edits'],
    [
      'MultiEdit',
      { file_path: 'notes.txt', edits: [{ old_string: 'notes', new_string: 'x' }, { old_string: 'x' }] },
      'new_string',
    ],
  ] as const)('refuses a malformed %s on a path no rule names (%j)', (name, input, field) => {
    const r = tool(h, name, input);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(field);
    expect(r.stdout).toBe('');
  });

  it('still denies the frozen file next to a cleared one', () => {
    const r = tool(h, 'Write', { file_path: 'guard.sh', content: 'echo changed\n' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('guard.sh');
  });
});
