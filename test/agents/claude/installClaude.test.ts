/**
 * `diffgate install --claude`: merges the hooks into Claude Code's settings, keeps everything else,
 * is idempotent, and uninstall reverses it. The installed command is then run the way Claude Code
 * runs it (through a shell, with CLAUDE_PROJECT_DIR set) and must deny a frozen-file Write.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CLAUDE_MATCHER,
  hookCommandLine,
  installClaude,
  MCP_MATCHER,
  TRIPWIRE_MATCHER,
} from '../../../src/agents/claude/installClaude.js';
import { parseVerified } from '../../../src/agents/install/verifiedCommand.js';
import { CLI, cleanEnv } from '../../helpers/gitRepo.js';
import { abs, preToolUse, withHarness, type Harness } from '../../agent/hookHarness.js';

/** The command a project install writes for the built CLI (src/agents/install/verifiedCommand.ts). */
const verified = (h: Harness) => hookCommandLine(h.repo.dir, CLI, false);

const settingsOf = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;

function runInstalled(h: Harness, command: string, input: string) {
  const r = spawnSync('bash', ['-c', command], {
    cwd: h.repo.dir,
    input,
    encoding: 'utf8',
    env: cleanEnv({ HOME: h.home, XDG_CONFIG_HOME: join(h.home, '.config'), CLAUDE_PROJECT_DIR: h.repo.dir }),
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('install --claude', () => {
  it('says once who speaks, every event it installed, and what the client needs to load them', async () => {
    await withHarness(async (h) => {
      const r = spawnSync(process.execPath, [CLI, 'install', '--claude'], {
        cwd: h.repo.dir,
        encoding: 'utf8',
        env: cleanEnv({ HOME: h.home, XDG_CONFIG_HOME: join(h.home, '.config') }),
      });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^diffgate: added the Claude Code hooks to /);
      expect(r.stdout).not.toContain('diffgate: diffgate:');
      const installed = Object.keys(settingsOf(join(h.repo.dir, '.claude/settings.json')).hooks);
      expect(installed).toHaveLength(6);
      for (const event of installed) expect(r.stdout).toContain(event);
      expect(r.stdout).toContain('trusts');
      expect(r.stdout).toContain('disableAllHooks');
    });
  });

  it('merges into the project settings, keeping other hooks and settings, idempotently', async () => {
    await withHarness(async (h) => {
      const file = join(h.repo.dir, '.claude/settings.json');
      mkdirSync(join(h.repo.dir, '.claude'));
      const existing = {
        permissions: { allow: ['Bash(npm test)'] },
        hooks: {
          PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: './scripts/lint-hook.sh' }] }],
          PostToolUse: [{ matcher: 'Write', hooks: [{ type: 'command', command: 'prettier --write' }] }],
        },
      };
      writeFileSync(file, JSON.stringify(existing, null, 2));
      const first = await installClaude({
        cwd: join(h.repo.dir, 'src'),
        user: false,
        uninstall: false,
        home: h.home,
        cliPath: CLI,
      });
      expect(first).toMatchObject({ changed: true, file });
      expect(first.message).toContain('added the Claude Code hooks');
      const s = settingsOf(file);
      expect(s.permissions).toEqual(existing.permissions);
      expect(s.hooks.PostToolUse[0]).toEqual(existing.hooks.PostToolUse[0]);
      expect(s.hooks.PostToolUse[1]).toEqual({
        matcher: TRIPWIRE_MATCHER,
        hooks: [{ type: 'command', command: verified(h) }],
      });
      for (const event of ['Stop', 'SubagentStop'])
        expect(s.hooks[event]).toEqual([{ hooks: [{ type: 'command', command: verified(h) }] }]);
      expect(s.hooks.PostToolUseFailure).toEqual([
        { matcher: TRIPWIRE_MATCHER, hooks: [{ type: 'command', command: verified(h) }] },
      ]);
      expect(s.hooks.PreToolUse[0]).toEqual(existing.hooks.PreToolUse[0]);
      expect(s.hooks.PreToolUse[1]).toEqual({
        matcher: CLAUDE_MATCHER,
        hooks: [{ type: 'command', command: verified(h) }],
      });
      // MCP tools in an entry of their own (review-14s F12)
      expect(s.hooks.PreToolUse[2]).toEqual({
        matcher: MCP_MATCHER,
        hooks: [{ type: 'command', command: verified(h) }],
      });
      expect(s.hooks.PreToolUse).toHaveLength(3);
      expect(s.hooks.UserPromptSubmit).toEqual([{ hooks: [{ type: 'command', command: verified(h) }] }]);
      // never run through npx (only the messages in the command name it, for the person)
      expect(parseVerified(verified(h))?.node).toBe(realpathSync(process.execPath));

      const again = await installClaude({ cwd: h.repo.dir, user: false, uninstall: false, home: h.home, cliPath: CLI });
      expect(again).toMatchObject({ changed: false });
      expect(again.message).toContain('already');
      expect(settingsOf(file)).toEqual(s);

      const removed = await installClaude({
        cwd: h.repo.dir,
        user: false,
        uninstall: true,
        home: h.home,
        cliPath: CLI,
      });
      expect(removed.changed).toBe(true);
      expect(settingsOf(file)).toEqual(existing);
      expect(
        (await installClaude({ cwd: h.repo.dir, user: false, uninstall: true, home: h.home, cliPath: CLI })).changed,
      ).toBe(false);
    });
  });

  it('upgrades an older install (PreToolUse for the file tools only) to MCP tools too, keeping other hooks', async () => {
    await withHarness(async (h) => {
      const file = join(h.repo.dir, '.claude/settings.json');
      mkdirSync(join(h.repo.dir, '.claude'));
      const ours = [{ type: 'command', command: `${CLI} hook claude || exit 2` }];
      const theirs = { matcher: 'mcp__github__.*', hooks: [{ type: 'command', command: './audit-mcp.sh' }] };
      const older = {
        hooks: {
          PreToolUse: [theirs, { matcher: CLAUDE_MATCHER, hooks: ours }],
          PostToolUse: [{ matcher: TRIPWIRE_MATCHER, hooks: ours }],
          PostToolUseFailure: [{ matcher: TRIPWIRE_MATCHER, hooks: ours }],
          Stop: [{ hooks: ours }],
          SubagentStop: [{ hooks: ours }],
          UserPromptSubmit: [{ hooks: ours }],
        },
      };
      writeFileSync(file, JSON.stringify(older, null, 2));
      const opts = { cwd: h.repo.dir, user: false, uninstall: false, home: h.home, cliPath: CLI };
      const upgraded = await installClaude(opts);
      expect(upgraded.changed).toBe(true);
      const s = settingsOf(file);
      // every entry now runs the verified command (issue 32): node and the CLI by path, the code checked
      const now = [{ type: 'command', command: verified(h) }];
      expect(s.hooks.PreToolUse).toEqual([
        theirs,
        { matcher: CLAUDE_MATCHER, hooks: now },
        { matcher: MCP_MATCHER, hooks: now },
      ]);
      for (const event of ['PostToolUse', 'PostToolUseFailure', 'Stop', 'SubagentStop', 'UserPromptSubmit'])
        expect(s.hooks[event]).toEqual(
          older.hooks[event as keyof typeof older.hooks].map((e) => ({ ...e, hooks: now })),
        );
      expect(await installClaude(opts)).toMatchObject({ changed: false });
      expect(settingsOf(file)).toEqual(s);
      // our two entries, in whatever order or shape someone left them, come back as installed
      s.hooks.PreToolUse = [{ matcher: MCP_MATCHER, hooks: now }, theirs, { matcher: CLAUDE_MATCHER, hooks: now }];
      writeFileSync(file, JSON.stringify(s));
      expect((await installClaude(opts)).changed).toBe(true);
      expect(settingsOf(file).hooks.PreToolUse).toEqual([
        theirs,
        { matcher: CLAUDE_MATCHER, hooks: now },
        { matcher: MCP_MATCHER, hooks: now },
      ]);
      expect((await installClaude({ ...opts, uninstall: true })).changed).toBe(true);
      expect(settingsOf(file).hooks).toEqual({ PreToolUse: [theirs] });
    });
  });

  it("runs the installed MCP entry's command for an MCP tool: it begins the call and lets it through quietly", async () => {
    await withHarness(async (h) => {
      h.repo.commit('fixture');
      const r = await installClaude({ cwd: h.repo.dir, user: false, uninstall: false, home: h.home, cliPath: CLI });
      const entry = settingsOf(r.file).hooks.PreToolUse.find((e: any) => e.matcher === MCP_MATCHER);
      // Claude Code reads a matcher with "^" as a regular expression, unanchored unless written so
      expect(new RegExp(entry.matcher).test('mcp__filesystem__write_file')).toBe(true);
      expect(new RegExp(entry.matcher).test('mcp__plugin_tools_fs__write_file')).toBe(true);
      expect(new RegExp(entry.matcher).test('TodoWrite')).toBe(false);
      const input = preToolUse(h, 'mcp__filesystem__write_file', { path: 'guard.sh', content: 'x' });
      expect(runInstalled(h, entry.hooks[0].command, input)).toEqual({ status: 0, stdout: '', stderr: '' });
      expect(readFileSync(join(h.repo.dir, '.git/diffgate/tripwire/calls/toolu_01ABC'), 'utf8')).toBe('session-1');
    });
  });

  it("uses the project's own node_modules/.bin/diffgate when there is one", async () => {
    await withHarness(async (h) => {
      mkdirSync(join(h.repo.dir, 'node_modules/.bin'), { recursive: true });
      symlinkSync(CLI, join(h.repo.dir, 'node_modules/.bin/diffgate'));
      const r = await installClaude({
        cwd: h.repo.dir,
        user: false,
        uninstall: false,
        home: h.home,
        cliPath: '/elsewhere/index.js',
      });
      const command = settingsOf(r.file).hooks.PreToolUse[0].hooks[0].command as string;
      // the project's own install, by real path (issue 32: never looked up on PATH at call time)
      expect(command).toBe(verified(h));
      h.repo.commit('fixture');
      const denied = runInstalled(h, command, preToolUse(h, 'Write', { file_path: abs(h, 'guard.sh'), content: 'x' }));
      expect(denied.status).toBe(2);
      expect(denied.stderr).toContain('guard.sh [freeze]');
      const passed = runInstalled(h, command, preToolUse(h, 'Write', { file_path: abs(h, 'notes.txt'), content: 'x' }));
      expect(passed).toEqual({ status: 0, stdout: '', stderr: '' });
    });
  });

  it('writes the user settings with --user, and a crash of the command still blocks', async () => {
    await withHarness(async (h) => {
      const r = await installClaude({
        cwd: h.repo.dir,
        user: true,
        uninstall: false,
        home: h.home,
        env: {},
        cliPath: CLI,
      });
      expect(r.file).toBe(join(h.home, '.claude/settings.json'));
      const command = settingsOf(r.file).hooks.PreToolUse[0].hooks[0].command as string;
      expect(
        runInstalled(
          h,
          command,
          preToolUse(h, 'Edit', { file_path: abs(h, 'guard.sh'), old_string: 'guard', new_string: 'x' }),
        ).status,
      ).toBe(2);
      const broken = join(h.home, 'broken.js');
      writeFileSync(broken, 'throw new Error("cannot load")\n');
      chmodSync(broken, 0o755);
      const crash = runInstalled(h, `node ${broken} hook claude || exit 2`, '{}');
      expect(crash.status).toBe(2);
      const missing = runInstalled(h, `/no/such/diffgate hook claude || exit 2`, '{}');
      expect(missing.status).toBe(2);
    });
  });

  it('refuses settings that are not a JSON object, and changes nothing', async () => {
    await withHarness(async (h) => {
      const file = join(h.repo.dir, '.claude/settings.json');
      mkdirSync(join(h.repo.dir, '.claude'));
      writeFileSync(file, '{ "hooks": ');
      await expect(
        installClaude({ cwd: h.repo.dir, user: false, uninstall: false, home: h.home, cliPath: CLI }),
      ).rejects.toThrow(/is not a JSON object/);
      expect(readFileSync(file, 'utf8')).toBe('{ "hooks": ');
      writeFileSync(file, '{ "hooks": { "PreToolUse": {} } }');
      await expect(
        installClaude({ cwd: h.repo.dir, user: false, uninstall: false, home: h.home, cliPath: CLI }),
      ).rejects.toThrow(/"hooks.PreToolUse" that is not a list/);
      expect(existsSync(`${file}.tmp`)).toBe(false);
    });
  });
});

describe('diffgate install --claude (the built CLI)', () => {
  it('installs, is idempotent, uninstalls, and refuses settings that are not JSON with exit 2', async () => {
    await withHarness(async (h) => {
      const file = join(h.repo.dir, '.claude/settings.json');
      const env = { HOME: h.home, XDG_CONFIG_HOME: join(h.home, '.config') };
      const first = h.repo.diffgate(['install', '--claude'], { env });
      expect(first.status).toBe(0);
      const installed = readFileSync(file, 'utf8');
      expect(Object.keys(settingsOf(file).hooks).sort()).toEqual([
        'PostToolUse',
        'PostToolUseFailure',
        'PreToolUse',
        'Stop',
        'SubagentStop',
        'UserPromptSubmit',
      ]);
      expect(h.repo.diffgate(['install', '--claude'], { env }).status).toBe(0);
      expect(readFileSync(file, 'utf8')).toBe(installed);
      expect(h.repo.diffgate(['uninstall', '--claude'], { env }).status).toBe(0);
      expect(settingsOf(file).hooks ?? {}).toEqual({});
      writeFileSync(file, '{ "hooks": ');
      const broken = h.repo.diffgate(['install', '--claude'], { env });
      expect(broken.status).toBe(2);
      expect(broken.stderr).toMatch(/settings\.json/);
      expect(readFileSync(file, 'utf8')).toBe('{ "hooks": ');
    });
  });
});
