/**
 * `diffgate doctor`'s Claude Code group: it finds the installed hook command in the settings and
 * proves it denies a synthetic Write to a frozen file; a settings file whose command does not
 * deny, or that leaves tools out of its matcher, is a problem with the fix.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withHarness, type Harness } from './hookHarness.js';

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

  it('proves an installed hook denies a synthetic Write to a frozen file', async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      expect(h.repo.diffgate(['install', '--claude'], { env: envOf(h) }).status).toBe(0);
      const r = h.repo.diffgate(['doctor'], { env: envOf(h) });
      const section = claudeSection(r.stdout);
      expect(section).toMatch(
        /ok\s+claude settings\s+.*\.claude\/settings\.json: PreToolUse and UserPromptSubmit run diffgate hook claude/,
      );
      expect(section).toMatch(
        /ok\s+claude probe\s+the installed command denied a synthetic Write to guard\.sh \(exit 2\)/,
      );
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
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
