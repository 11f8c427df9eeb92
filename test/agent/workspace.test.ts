/**
 * The workspace boundary and the secret list for every file tool, by real path: `..`, absolute
 * paths outside, symlinks out (existing, new under a linked folder, dangling), Windows drive and
 * UNC paths, empty paths; and paths outside that a manifest line names, checked by their rules.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv } from '../helpers/gitRepo.js';
import { abs, openHarness, rulesIn, writeHomeFile, type Harness } from './hookHarness.js';
import { toolHere } from './inProcessHook.js';

describe('the workspace boundary', () => {
  let h: Harness & { close(): void };
  let outside: string;
  beforeAll(() => {
    h = openHarness();
    outside = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-outside-')));
    writeFileSync(join(outside, 'secret.txt'), 'outside\n');
    h.repo
      .write('.env', 'TOKEN=1\n')
      .write('config/.env.local', 'TOKEN=2\n')
      .write('keys/deploy.key', 'k\n')
      .write('keys/id_rsa.pub', 'pub\n')
      .write('.gitignore', 'node_modules\n')
      .write('docs/secrets-guide.md', 'guide\n')
      .write('config/application-prod.yml', 'prod: true\n')
      .write('src/main/App.java', 'class App {}\n')
      .write('sub/inner.txt', 'inner\n')
      .write('outer.txt', 'outer\n');
    symlinkSync(join(outside, 'secret.txt'), join(h.repo.dir, 'link-out.txt'));
    symlinkSync(outside, join(h.repo.dir, 'linked-dir'));
    symlinkSync(join(outside, 'not-yet.txt'), join(h.repo.dir, 'dangling.txt'));
    symlinkSync('.env', join(h.repo.dir, 'innocent.txt'));
    h.repo.commit('fixture');
    writeHomeFile(
      h,
      '.config/diffgate/manifest.tsv',
      [
        'freeze\t~/.claude/memory/INDEX.md\tThe memory index is curated by hand',
        'save-gate\t~/.claude/memory/**\tMemory is written only when the person asks',
        '',
      ].join('\n'),
    );
    writeHomeFile(h, '.claude/memory/INDEX.md', '- notes\n');
    writeHomeFile(h, '.claude/memory/notes.md', 'remembered\n');
    writeHomeFile(h, '.claude/other.md', 'other\n');
  });
  afterAll(() => {
    h.close();
    rmSync(outside, { recursive: true, force: true });
  });

  const refused: [string, string, () => Record<string, unknown>, string | string[]][] = [
    ['Read an absolute path outside', 'Read', () => ({ file_path: '/etc/passwd' }), 'workspace'],
    ['Read with .. out of the workspace', 'Read', () => ({ file_path: `${h.repo.dir}/../x.txt` }), 'workspace'],
    ['Read a relative .. escape', 'Read', () => ({ file_path: '../../etc/passwd' }), 'workspace'],
    ['Read through a symlink that leads outside', 'Read', () => ({ file_path: abs(h, 'link-out.txt') }), 'workspace'],
    [
      'Write a new file under a symlinked folder outside',
      'Write',
      () => ({ file_path: abs(h, 'linked-dir/new.txt'), content: 'x' }),
      'workspace',
    ],
    [
      'Write through a dangling symlink to outside',
      'Write',
      () => ({ file_path: abs(h, 'dangling.txt'), content: 'x' }),
      'workspace',
    ],
    ['Read a Windows drive path', 'Read', () => ({ file_path: 'C:/Windows/win.ini' }), 'workspace'],
    ['Read a drive-relative Windows path', 'Read', () => ({ file_path: 'C:relative.txt' }), 'workspace'],
    ['Read a UNC path', 'Read', () => ({ file_path: '\\\\server\\share\\file.txt' }), 'workspace'],
    ['Read an empty path', 'Read', () => ({ file_path: '' }), 'workspace'],
    ['LS outside', 'LS', () => ({ path: outside }), 'workspace'],
    ['Grep outside', 'Grep', () => ({ pattern: 'x', path: outside }), 'workspace'],
    ['Glob with an absolute pattern outside', 'Glob', () => ({ pattern: `${outside}/*.txt` }), 'workspace'],
    ['Read .env', 'Read', () => ({ file_path: abs(h, '.env') }), 'secret'],
    ['Read a nested .env.local', 'Read', () => ({ file_path: abs(h, 'config/.env.local') }), 'secret'],
    ['Read a .key file', 'Read', () => ({ file_path: abs(h, 'keys/deploy.key') }), 'secret'],
    ['Read a production config', 'Read', () => ({ file_path: abs(h, 'config/application-prod.yml') }), 'secret'],
    ["Read git's config", 'Read', () => ({ file_path: abs(h, '.git/config') }), 'secret'],
    ['Read a symlink to .env', 'Read', () => ({ file_path: abs(h, 'innocent.txt') }), 'secret'],
    ['Grep inside .git', 'Grep', () => ({ pattern: 'x', path: abs(h, '.git') }), 'secret'],
    ['Grep with a glob for key files', 'Grep', () => ({ pattern: 'BEGIN', glob: '*.pem' }), 'secret'],
    ['Grep with a glob naming one secret file', 'Grep', () => ({ pattern: '.', glob: '.env.production' }), 'secret'],
    ['Grep with a glob naming a key file', 'Grep', () => ({ pattern: '.', glob: 'config/prod.key' }), 'secret'],
    [
      'Grep with a brace list holding a secret name',
      'Grep',
      () => ({ pattern: '.', glob: '{.env,README.md}' }),
      'secret',
    ],
    ['Grep with a brace list holding a secret kind', 'Grep', () => ({ pattern: '.', glob: '*.{pem,txt}' }), 'secret'],
    ['Glob for .env files', 'Glob', () => ({ pattern: '**/.env*' }), 'secret'],
    ['LS .git/hooks', 'LS', () => ({ path: abs(h, '.git/hooks') }), 'secret'],
    [
      'Read outside memory not named by any rule',
      'Read',
      () => ({ file_path: join(h.home, '.claude/other.md') }),
      'workspace',
    ],
    [
      'Write the frozen memory index outside the workspace',
      'Write',
      () => ({ file_path: join(h.home, '.claude/memory/INDEX.md'), content: 'x' }),
      ['freeze', 'save-gate'],
    ],
    [
      'Write a new memory file without the person asking',
      'Write',
      () => ({ file_path: join(h.home, '.claude/memory/new.md'), content: 'x' }),
      'save-gate',
    ],
    [
      'Write the user manifest',
      'Write',
      () => ({ file_path: join(h.home, '.config/diffgate/manifest.tsv'), content: '' }),
      'workspace',
    ],
    // Claude Code's file tools expand a leading ~ and trim the path: judged as the file they reach
    [
      'Write a ~ path (the home folder, outside)',
      'Write',
      () => ({ file_path: '~/notes.txt', content: 'x' }),
      'workspace',
    ],
    [
      'Write the frozen memory index by a ~ path',
      'Write',
      () => ({ file_path: '~/.claude/memory/INDEX.md', content: 'x' }),
      ['freeze', 'save-gate'],
    ],
    [
      'Write a frozen file with a trailing space',
      'Write',
      () => ({ file_path: `${abs(h, 'guard.sh')} `, content: 'x' }),
      'freeze',
    ],
    ['Read .env with a trailing newline', 'Read', () => ({ file_path: `${abs(h, '.env')}\n` }), 'secret'],
    // the files that decide whether the agent's hooks run at all
    [
      "Write the project's Claude settings",
      'Write',
      () => ({ file_path: abs(h, '.claude/settings.local.json'), content: '{"disableAllHooks":true}' }),
      'gate-switch',
    ],
    [
      "Write the user's Claude settings (outside, so refused before that)",
      'Write',
      () => ({ file_path: join(h.home, '.claude/settings.json'), content: '{}' }),
      'workspace',
    ],
    [
      'Write over the installed diffgate',
      'Write',
      () => ({ file_path: abs(h, 'node_modules/.bin/diffgate'), content: 'exit 0' }),
      'gate-switch',
    ],
    // a path the tool cannot reach is said plainly, not as an internal error
    [
      'Write under a file as if it were a folder',
      'Write',
      () => ({ file_path: abs(h, 'outer.txt/x.txt'), content: 'x' }),
      'workspace',
    ],
  ];

  it.each(refused)('%s', async (_name, name, input, rule) => {
    const r = await toolHere(h, name, input());
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).not.toContain('internal error');
    expect(rulesIn(r.stderr), r.stderr).toEqual(typeof rule === 'string' ? [rule] : rule);
    expect(r.stdout).toBe('');
  });

  const allowed: [string, string, () => Record<string, unknown>][] = [
    ['Read a file inside', 'Read', () => ({ file_path: abs(h, 'outer.txt') })],
    ['Read with backslashes as separators', 'Read', () => ({ file_path: `${h.repo.dir}\\src\\main\\App.java` })],
    ['Read with a .. that stays inside', 'Read', () => ({ file_path: `${h.repo.dir}/sub/../outer.txt` })],
    ['Read a relative path', 'Read', () => ({ file_path: 'src/main/App.java' })],
    ['Read a public key', 'Read', () => ({ file_path: abs(h, 'keys/id_rsa.pub') })],
    ['Read .gitignore', 'Read', () => ({ file_path: abs(h, '.gitignore') })],
    ['Read secrets-guide.md', 'Read', () => ({ file_path: abs(h, 'docs/secrets-guide.md') })],
    ['Read a key an allow line exempts', 'Read', () => ({ file_path: abs(h, 'test/fixtures/fake.pem') })],
    ['Grep the workspace', 'Grep', () => ({ pattern: 'x', glob: '*.ts' })],
    ['Grep with a brace list of ordinary kinds', 'Grep', () => ({ pattern: 'x', glob: '*.{ts,tsx,md}' })],
    ['Glob the workspace', 'Glob', () => ({ pattern: '**/*' })],
    ['LS the workspace', 'LS', () => ({ path: h.repo.dir })],
    ['Write a new file inside', 'Write', () => ({ file_path: abs(h, 'sub/new/deep.txt'), content: 'x' })],
    [
      'Read memory a manifest line names outside',
      'Read',
      () => ({ file_path: join(h.home, '.claude/memory/notes.md') }),
    ],
    ['LS the memory folder a manifest line names', 'LS', () => ({ path: join(h.home, '.claude/memory') })],
  ];

  it.each(allowed)('%s', async (_name, name, input) => {
    const r = await toolHere(h, name, input());
    expect([r.status, r.stdout, r.stderr]).toEqual([0, '', '']);
  });

  it('checks shell writes to outside paths a manifest line names', async () => {
    expect(rulesIn((await toolHere(h, 'Bash', { command: 'echo x >> ~/.claude/memory/notes.md' })).stderr)).toEqual([
      'save-gate',
    ]);
    expect(rulesIn((await toolHere(h, 'Bash', { command: 'rm "$HOME/.claude/memory/INDEX.md"' })).stderr)).toEqual([
      'freeze',
      'save-gate',
    ]);
    expect((await toolHere(h, 'Bash', { command: 'echo x >> ~/.claude/other.md' })).status).toBe(0);
  });

  it('walks command substitutions in unquoted heredocs', async () => {
    expect(
      rulesIn((await toolHere(h, 'Bash', { command: 'cat <<EOF > /tmp/x.txt\n$(rm guard.sh)\nEOF' })).stderr),
    ).toEqual(['freeze']);
    expect((await toolHere(h, 'Bash', { command: "cat <<'EOF' > /tmp/x.txt\n$(rm guard.sh)\nEOF" })).status).toBe(0);
  });

  it('says why a path was refused and what to do instead', async () => {
    const r = await toolHere(h, 'Read', { file_path: abs(h, 'link-out.txt') });
    expect(r.stderr).toContain('is a symlink (or lies under one) that leads outside the workspace');
    expect(r.stderr).toContain('Work on files inside the workspace');
    expect(r.stderr).not.toContain('guard release'); // the boundary is not something a release lifts
  });

  it('confines tools to CLAUDE_PROJECT_DIR when it is a folder of the repository', async () => {
    mkdirSync(join(h.repo.dir, 'sub'), { recursive: true });
    const saved = { ...h.env };
    h.env.CLAUDE_PROJECT_DIR = join(h.repo.dir, 'sub');
    try {
      expect(
        (await toolHere(h, 'Read', { file_path: abs(h, 'sub/inner.txt') }, { cwd: join(h.repo.dir, 'sub') })).status,
      ).toBe(0);
      const r = await toolHere(h, 'Read', { file_path: abs(h, 'outer.txt') }, { cwd: join(h.repo.dir, 'sub') });
      expect(rulesIn(r.stderr)).toEqual(['workspace']);
    } finally {
      h.env = saved;
    }
  });
});

describe("git's directory elsewhere in the workspace (git init --separate-git-dir)", () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
    h.repo.remove('.git');
    execFileSync('git', ['init', '-q', '--separate-git-dir', join(h.repo.dir, 'gitstore'), h.repo.dir], {
      env: cleanEnv(),
    });
  });
  afterAll(() => h.close());

  it.each([
    ['Write', { file_path: 'gitstore/hooks/pre-commit', content: 'exit 0\n' }],
    ['Edit', { file_path: 'gitstore/config', old_string: '[core]', new_string: '[core]\n\thooksPath = /dev/null' }],
    ['Write', { file_path: 'gitstore/diffgate/sessions/x.json', content: '{}' }],
    ['Read', { file_path: 'gitstore/config' }],
  ] as const)('refuses %s of %j, as under .git', async (name, input) => {
    const r = await toolHere(h, name, input);
    expect(r.status).toBe(2);
    expect(rulesIn(r.stderr)).toEqual(['secret']);
    expect(r.stderr).toContain("inside git's own directory");
    expect(r.stderr).toContain('Use git commands');
  });

  it('still lets the work tree be written', async () => {
    expect(await toolHere(h, 'Write', { file_path: 'src/new.ts', content: 'export {};\n' })).toEqual({
      status: 0,
      stdout: '',
      stderr: '',
    });
  });
});

describe('manifests and settings reached by another path', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
    // a dotfiles repository as the workspace: the user manifest is a symlink into it
    h.repo.write('dotfiles/diffgate.tsv', 'freeze\t~/.claude/memory/INDEX.md\tThe memory index is curated by hand\n');
    mkdirSync(join(h.home, '.config/diffgate'), { recursive: true });
    symlinkSync(join(h.repo.dir, 'dotfiles/diffgate.tsv'), join(h.home, '.config/diffgate/manifest.tsv'));
  });
  afterAll(() => h.close());

  it('protects the user manifest by its real path too', async () => {
    const r = await toolHere(h, 'Write', { file_path: 'dotfiles/diffgate.tsv', content: '' });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toContain('dotfiles/diffgate.tsv');
    expect(r.stderr).toMatch(/freeze/);
  });

  it('lets the user manifest be strengthened there', async () => {
    const r = await toolHere(h, 'Write', {
      file_path: 'dotfiles/diffgate.tsv',
      content:
        'freeze\t~/.claude/memory/INDEX.md\tThe memory index is curated by hand\nfreeze\t~/.claude/other.md\tMore\n',
    });
    expect(r.status, r.stderr).toBe(0);
  });

  it("treats the user's Claude settings as a gate file by the home's real path", async () => {
    const saved = h.env;
    h.env = { ...saved, HOME: join(h.repo.dir, 'home-link') };
    try {
      mkdirSync(join(h.repo.dir, 'realhome'), { recursive: true });
      symlinkSync(join(h.repo.dir, 'realhome'), join(h.repo.dir, 'home-link'));
      const r = await toolHere(h, 'Write', {
        file_path: 'realhome/.claude/settings.json',
        content: '{"disableAllHooks":true}',
      });
      expect(r.status, r.stderr).toBe(2);
      expect(rulesIn(r.stderr)).toEqual(['gate-switch']);
    } finally {
      h.env = saved;
    }
  });

  it('refuses a repository manifest that is a symlink, for every tool, as the git hooks would read no rules from it', async () => {
    h.repo
      .write('rules/real.tsv', 'freeze\tguard.sh\tThe guard\n')
      .remove('.diffgate.tsv')
      .symlink('rules/real.tsv', '.diffgate.tsv');
    const r = await toolHere(h, 'Read', { file_path: 'src/app.ts' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('.diffgate.tsv is a symbolic link');
    expect(r.stderr).toContain('replace the link with the file');
  });
});
