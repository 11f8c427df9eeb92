/**
 * `diffgate install --<agent>` and `uninstall`: the agent's hook file gets diffgate's entries and
 * keeps every other setting; a second install changes nothing; uninstall gives back the file as it
 * was; --user writes under HOME. Then the installed command itself, run by bash with the agent's
 * JSON as the agent runs it, blocks a frozen-file edit (the hook is live), and a CLI that cannot
 * run still blocks.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseVerified } from '../../src/agents/install/verifiedCommand.js';
import { cleanEnv } from '../helpers/gitRepo.js';
import { type Harness, withHarness } from '../agent/hookHarness.js';
import { PROTOCOLS } from './protocols.js';

const FILES: Record<string, { project: string; user: string; other: object }> = {
  codex: {
    project: '.codex/hooks.json',
    user: '.codex/hooks.json',
    other: {
      hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'audit.sh' }] }] },
      model: 'x',
    },
  },
  gemini: {
    project: '.gemini/settings.json',
    user: '.gemini/settings.json',
    other: {
      theme: 'dark',
      hooks: { AfterTool: [{ matcher: 'write_file', hooks: [{ type: 'command', command: 'fmt' }] }] },
    },
  },
  cursor: {
    project: '.cursor/hooks.json',
    user: '.cursor/hooks.json',
    other: { version: 1, hooks: { afterFileEdit: [{ command: './format.sh' }] } },
  },
  copilot: {
    project: '.github/hooks/diffgate.json',
    user: '.copilot/hooks/diffgate.json',
    other: { version: 1, hooks: { sessionStart: [{ type: 'command', bash: 'echo hi' }] } },
  },
};

describe.each(PROTOCOLS)('diffgate install --$agent', (p) => {
  const f = FILES[p.agent]!;
  const env = (h: Harness) => ({ HOME: h.home, XDG_CONFIG_HOME: join(h.home, '.config') });

  it('adds its hooks, keeps every other setting, is idempotent, and uninstalls cleanly', async () => {
    await withHarness((h) => {
      h.repo.write(f.project, `${JSON.stringify(f.other, null, 2)}\n`);
      const before = readFileSync(join(h.repo.dir, f.project), 'utf8');
      const first = h.repo.diffgate(['install', `--${p.agent}`], { env: env(h) });
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout).toMatch(/added the .* hooks to/);
      // what the client needs before it runs project hooks (the pinned clients skip them silently)
      if (['codex', 'gemini', 'copilot'].includes(p.agent)) expect(first.stdout).toMatch(/trusted folder/);
      else expect(first.stdout).not.toMatch(/trust/);
      const installed = readFileSync(join(h.repo.dir, f.project), 'utf8');
      const data = JSON.parse(installed);
      expect(installed).toContain(`hook ${p.agent}`);
      for (const [k, v] of Object.entries(f.other)) if (k !== 'hooks') expect(data[k]).toEqual(v);
      for (const [event, list] of Object.entries((f.other as { hooks: Record<string, unknown[]> }).hooks))
        expect(data.hooks[event]).toEqual(expect.arrayContaining(list));
      const again = h.repo.diffgate(['install', `--${p.agent}`], { env: env(h) });
      expect(again.stdout).toMatch(/already/);
      expect(readFileSync(join(h.repo.dir, f.project), 'utf8')).toBe(installed);
      const removed = h.repo.diffgate(['uninstall', `--${p.agent}`], { env: env(h) });
      expect(removed.stdout).toMatch(/removed/);
      expect(JSON.parse(readFileSync(join(h.repo.dir, f.project), 'utf8'))).toEqual(JSON.parse(before));
      const twice = h.repo.diffgate(['uninstall', `--${p.agent}`], { env: env(h) });
      expect(twice.stdout).toMatch(/nothing changed/);
    });
  });

  it('installs for the user with --user, and the installed command blocks a frozen edit', async () => {
    await withHarness((h) => {
      const r = h.repo.diffgate(['install', `--${p.agent}`, '--user'], { env: env(h) });
      expect(r.status, r.stderr).toBe(0);
      const file = join(h.home, f.user);
      const settings = JSON.parse(readFileSync(file, 'utf8'));
      const commands = JSON.stringify(settings).match(
        /"(?:command|bash)":"((?:[^"\\]|\\.)*hook [a-z]+(?:[^"\\]|\\.)*)"/,
      );
      expect(commands).not.toBeNull();
      const command = JSON.parse(`"${commands![1]}"`) as string;
      const input = Object.values(p.edits)[0]!(h, { path: 'guard.sh', before: 'echo guard\n', after: 'echo x\n' });
      const run = (cmd: string) => {
        const out = spawnSync('bash', ['-c', cmd], { cwd: h.repo.dir, input, encoding: 'utf8', env: cleanEnv(env(h)) });
        return { status: out.status, stdout: out.stdout, stderr: out.stderr };
      };
      expect(p.outcome(run(command))).toBe('deny');
      // A CLI that cannot run (moved away, node missing) still blocks, in the agent's protocol.
      const v = parseVerified(command)!;
      expect(p.outcome(run(command.replaceAll(`'${v.dir}'`, "'/no/such/dist/cli'")))).toBe('deny');
      expect(p.outcome(run(command.replaceAll(`'${v.node}'`, "'/no/such/node'")))).toBe('deny');
      h.repo.diffgate(['uninstall', `--${p.agent}`, '--user'], { env: env(h) });
      // A file that held only diffgate's hooks goes with them.
      expect(existsSync(file)).toBe(false);
    });
  });
});
