/**
 * `diffgate doctor`'s Claude Code group: it finds the installed hook command in the settings and
 * proves it denies a synthetic Write to a frozen file; a settings file whose command does not
 * deny, or that leaves tools out of its matcher, is a problem with the fix.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withHarness, type Harness } from '../../agent/hookHarness.js';

const envOf = (h: Harness) => ({ HOME: h.home, XDG_CONFIG_HOME: join(h.home, '.config') });
const claudeSection = (out: string) => out.slice(out.indexOf('diffgate doctor: Claude Code hook'));

describe('diffgate doctor: Claude Code hook', () => {
  it('reports "not installed" as ok when no settings run the hook', async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      const r = h.repo.diffgate(['doctor'], { env: envOf(h) });
      expect(claudeSection(r.stdout)).toMatch(/ok\s+claude settings\s+not installed/);
    });
  });

  it('proves an installed hook denies a synthetic Write to a frozen file, and that the tripwire puts a change back', async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      expect(h.repo.diffgate(['install', '--claude'], { env: envOf(h) }).status).toBe(0);
      const r = h.repo.diffgate(['doctor'], { env: envOf(h) });
      const section = claudeSection(r.stdout);
      expect(section).toMatch(
        /ok\s+claude settings\s+.*\.claude\/settings\.json: PreToolUse, PostToolUse, Stop and UserPromptSubmit run diffgate hook claude/,
      );
      expect(section).toMatch(
        /ok\s+claude probe\s+the installed command denied a synthetic Write to guard\.sh \(exit 2\)/,
      );
      expect(section).toMatch(
        /ok\s+claude tripwire\s+the installed command put back a synthetic change after a call \(diffgate-doctor-tripwire-\d+\/\.env was created and moved away, exit 2\); its record watches \d+ protected paths, every rule's folder walked whole/,
      );
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
      // the probe leaves nothing behind: no folder in the work tree, no copy in the quarantine
      expect(h.repo.git('status', '--porcelain', '--untracked-files=all')).not.toMatch(/diffgate-doctor-tripwire/);
      expect(
        existsSync(join(h.repo.dir, '.git/diffgate/quarantine'))
          ? readdirSync(join(h.repo.dir, '.git/diffgate/quarantine'))
          : [],
      ).toEqual([]);
    });
  });

  it.each([
    [
      'a command that lets everything through',
      (s: any) => {
        s.hooks.PreToolUse[0].hooks[0].command = 'true # diffgate hook claude';
      },
      /problem\s+claude probe\s+the installed command did not deny a synthetic Write to guard\.sh \(exit 0/,
    ],
    [
      'a matcher that leaves out Bash',
      (s: any) => {
        s.hooks.PreToolUse[0].matcher = 'Write|Edit|MultiEdit|NotebookEdit|Read';
      },
      /problem\s+claude settings\s+.*leaves out Bash/,
    ],
    [
      'an older install with no PreToolUse entry for MCP tools (review-14s F12)',
      (s: any) => {
        s.hooks.PreToolUse = s.hooks.PreToolUse.filter((e: any) => !String(e.matcher).includes('mcp__'));
      },
      /problem\s+claude settings\s+.*no PreToolUse entry for diffgate matches MCP tools/,
    ],
    [
      'no tripwire (PostToolUse and Stop left out)',
      (s: any) => {
        delete s.hooks.PostToolUse;
        delete s.hooks.Stop;
      },
      /problem\s+claude tripwire\s+.*does not run diffgate on PostToolUse/,
    ],
    [
      'a PostToolUse command that puts nothing back',
      (s: any) => {
        s.hooks.PostToolUse[0].hooks[0].command = 'true # diffgate hook claude';
      },
      /problem\s+claude tripwire\s+the installed command did not put back a synthetic change after a call \(.*exit 0/,
    ],
    [
      'no UserPromptSubmit entry',
      (s: any) => {
        delete s.hooks.UserPromptSubmit;
      },
      /problem\s+claude settings\s+.*no UserPromptSubmit entry/,
    ],
  ])('reports %s as a problem with the fix (exit 1)', async (_name, breakIt, expected) => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      h.repo.diffgate(['install', '--claude'], { env: envOf(h) });
      const file = join(h.repo.dir, '.claude/settings.json');
      const settings = JSON.parse(readFileSync(file, 'utf8'));
      breakIt(settings);
      writeFileSync(file, JSON.stringify(settings));
      const r = h.repo.diffgate(['doctor'], { env: envOf(h) });
      expect(r.status).toBe(1);
      const section = claudeSection(r.stdout);
      expect(section).toMatch(expected);
      expect(section).toMatch(/fix: diffgate install --claude/);
    });
  });
});
