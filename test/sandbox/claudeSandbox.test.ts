/**
 * `diffgate install --claude --sandbox` (the built CLI) against Claude Code's documented sandbox
 * settings: `sandbox.filesystem.denyWrite` is a list of strings (SandboxFilesystemConfigSchema:
 * allowWrite, denyWrite, denyRead, allowRead, each an array of strings), and a path is read by its
 * prefix: `//` absolute from the filesystem root, `~/` from the home, `/` from the settings file's
 * folder, anything else relative. Every entry diffgate writes must be `//` absolute, name a path
 * that exists (no globs: frozen globs are expanded), and cover every frozen file and gate file
 * and nothing else; other settings survive; reinstall is a no-op; uninstall removes exactly
 * diffgate's entries; doctor reports the sandbox's state and a stale list.
 */
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/gitRepo.js';
import { createSandboxRepo, FROZEN, GATES, HOME_GATES, type SandboxRepo } from './sandboxRepo.js';

type Json = Record<string, unknown>;

/** Claude Code's sandbox filesystem settings, as its settings schema types them. */
function checkSandboxSchema(settings: Json): string[] {
  const problems: string[] = [];
  const sandbox = settings.sandbox as Json | undefined;
  if (sandbox === undefined) return problems;
  if (typeof sandbox !== 'object' || Array.isArray(sandbox)) return ['sandbox is not an object'];
  if ('enabled' in sandbox && typeof sandbox.enabled !== 'boolean') problems.push('sandbox.enabled is not a boolean');
  const fs = sandbox.filesystem as Json | undefined;
  if (fs === undefined) return problems;
  if (typeof fs !== 'object' || Array.isArray(fs)) return [...problems, 'sandbox.filesystem is not an object'];
  for (const [key, value] of Object.entries(fs)) {
    if (!['allowWrite', 'denyWrite', 'denyRead', 'allowRead'].includes(key)) continue;
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
      problems.push(`sandbox.filesystem.${key} is not a list of strings`);
  }
  return problems;
}

/** A sandbox path as Claude Code reads it (the documented prefixes), for a settings file in `settingsDir`. */
function resolveSandboxPath(entry: string, home: string, settingsDir: string, cwd: string): string {
  if (entry.startsWith('//')) return entry.slice(1);
  if (entry.startsWith('~/')) return join(home, entry.slice(2));
  if (entry.startsWith('/')) return join(settingsDir, entry);
  return join(cwd, entry);
}

describe('diffgate install --claude --sandbox', () => {
  let s: SandboxRepo;
  let local: string;
  const settings = () => JSON.parse(readFileSync(local, 'utf8')) as Json;
  const denyWrite = () => ((settings().sandbox as Json)?.filesystem as Json)?.denyWrite as string[];
  const cli = (...args: string[]) => s.repo.diffgate(args, { env: s.env });

  beforeAll(() => {
    s = createSandboxRepo();
    local = join(s.repo.dir, '.claude/settings.local.json');
    // The person's own settings, which must survive: the sandbox off, a deny entry, a permission rule.
    writeFileSync(
      local,
      `${JSON.stringify({ permissions: { deny: ['Read(./.env)'] }, sandbox: { enabled: false, filesystem: { denyWrite: ['~/.ssh'], denyRead: ['~/.aws'] } } }, null, 2)}\n`,
    );
  });
  afterAll(() => s.cleanup());

  it('writes a denyWrite list that fits the documented schema and path syntax', () => {
    const r = cli('install', '--claude', '--sandbox');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/sandbox\.enabled is left as it is: turn the sandbox on yourself/);
    expect(checkSandboxSchema(settings())).toEqual([]);
    const ours = denyWrite().filter((e) => e !== '~/.ssh');
    for (const entry of ours) {
      expect(entry.startsWith('//'), entry).toBe(true);
      expect(/[*?[\]{}]/.test(entry), `${entry} is a glob`).toBe(false);
      expect(existsSync(resolveSandboxPath(entry, s.home, join(s.repo.dir, '.claude'), s.repo.dir)), entry).toBe(true);
    }
    const named = new Set(ours.map((e) => resolveSandboxPath(e, s.home, '', '')));
    const expected = [
      ...Object.keys({ ...FROZEN, ...GATES })
        .filter((p) => !p.startsWith('.husky/'))
        .map((p) => join(s.repo.dir, p)),
      ...Object.keys(HOME_GATES).map((p) => join(s.home, p)),
      join(s.repo.dir, '.husky'),
      join(s.repo.dir, '.git/hooks'),
      join(s.repo.dir, '.git/config'),
      local,
      // machine-wide settings, where this machine has them
      ...['/etc/gitconfig', '/etc/claude-code/managed-settings.json', '/etc/codex/config.toml'].filter((p) =>
        existsSync(p),
      ),
    ];
    expect([...named].sort()).toEqual(expected.sort());
    expect(named.has(join(s.repo.dir, 'free.txt'))).toBe(false);
    // the installed CLI (here the running checkout) is left to the pre-check and the tripwire:
    // a bind there would stop every reinstall of node_modules (F13)
    expect([...named].filter((p) => p.startsWith(realpathSync(PROJECT_ROOT)))).toEqual([]);
  });

  it("keeps the person's settings, and leaves sandbox.enabled alone", () => {
    const data = settings();
    expect(data.permissions).toEqual({ deny: ['Read(./.env)'] });
    expect((data.sandbox as Json).enabled).toBe(false);
    expect(((data.sandbox as Json).filesystem as Json).denyRead).toEqual(['~/.aws']);
    expect(denyWrite()[0]).toBe('~/.ssh');
  });

  it('is idempotent: a second install changes nothing', () => {
    const before = readFileSync(local, 'utf8');
    const r = cli('install', '--claude', '--sandbox');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('already lists');
    expect(readFileSync(local, 'utf8')).toBe(before);
  });

  it('doctor: says the sandbox is off, and that the list matches the manifest in force', () => {
    const r = cli('doctor');
    expect(r.stdout).toMatch(/problem +claude sandbox +the sandbox is off/);
    expect(r.stdout).toMatch(/ok +claude sandbox +sandbox\.filesystem\.denyWrite covers the \d+ paths/);
  });

  it('doctor: a manifest changed since install is a finding with the command that fixes it', () => {
    const manifest = join(s.repo.dir, '.diffgate.tsv');
    const good = readFileSync(manifest, 'utf8');
    writeFileSync(manifest, `${good}freeze\tfree.txt\tNow frozen too\n`);
    try {
      const stale = cli('doctor');
      expect(stale.stdout).toMatch(/problem +claude sandbox +sandbox\.filesystem\.denyWrite no longer matches/);
      expect(stale.stdout).toContain(`missing: //${join(s.repo.dir, 'free.txt').slice(1)}`);
      expect(stale.stdout).toMatch(/fix: diffgate install --claude --sandbox/);
      expect(cli('install', '--claude', '--sandbox').status).toBe(0);
      expect(denyWrite()).toContain(`/${join(s.repo.dir, 'free.txt')}`);
      expect(cli('doctor').stdout).toMatch(/ok +claude sandbox +sandbox\.filesystem\.denyWrite covers/);
    } finally {
      writeFileSync(manifest, good);
    }
    // The rule is gone again: the entry is stale, and a reinstall takes it out.
    expect(cli('doctor').stdout).toMatch(/listed but no longer protected by the manifest: \/\/.*free\.txt/);
    cli('install', '--claude', '--sandbox');
    expect(denyWrite()).not.toContain(`/${join(s.repo.dir, 'free.txt')}`);
  });

  it('doctor: says when the sandbox is on', () => {
    const data = settings();
    (data.sandbox as Json).enabled = true;
    writeFileSync(local, `${JSON.stringify(data, null, 2)}\n`);
    expect(cli('doctor').stdout).toMatch(
      /ok +claude sandbox +the sandbox is on \(sandbox\.enabled in .*settings\.local\.json\)/,
    );
  });

  it('uninstall --claude --sandbox removes exactly the entries diffgate added', () => {
    const r = cli('uninstall', '--claude', '--sandbox');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/removed \d+ paths diffgate had added/);
    expect(denyWrite()).toEqual(['~/.ssh']);
    expect((settings().sandbox as Json).enabled).toBe(true);
    expect(checkSandboxSchema(settings())).toEqual([]);
  });

  it('plain uninstall --claude removes the deny list too', () => {
    expect(cli('install', '--claude', '--sandbox').status).toBe(0);
    expect(denyWrite().length).toBeGreaterThan(1);
    const r = cli('uninstall', '--claude');
    expect(r.status).toBe(0);
    expect(denyWrite()).toEqual(['~/.ssh']);
  });

  it('refuses --user (the list names this repository), and a settings file it cannot read', () => {
    expect(cli('install', '--claude', '--sandbox', '--user').status).toBe(2);
    const data = settings();
    (data.sandbox as Json).filesystem = { denyWrite: 'not a list' };
    writeFileSync(local, JSON.stringify(data));
    const r = cli('install', '--claude', '--sandbox');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/denyWrite.*not what Claude Code expects/);
  });
});
