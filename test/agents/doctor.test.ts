/**
 * `diffgate doctor` for the agents' hooks: each installed hook file is found, its events named,
 * what runs after each tool call said, and the installed command proven live by a synthetic edit
 * of a frozen file in the agent's own JSON; a hook that does not deny is a problem with its fix.
 */
import { describe, expect, it } from 'vitest';
import { withHarness } from '../agent/hookHarness.js';

describe('diffgate doctor, agent hooks', () => {
  it('proves every installed agent hook live, and reports one that does not deny', async () => {
    await withHarness((h) => {
      h.repo.commit('base');
      const env = { HOME: h.home };
      for (const agent of ['codex', 'gemini', 'cursor', 'copilot', 'opencode'])
        expect(h.repo.diffgate(['install', `--${agent}`], { env }).status).toBe(0);
      const doctor = h.repo.diffgate(['doctor'], { env });
      for (const name of ['Codex CLI', 'Gemini CLI', 'Cursor', 'Copilot CLI', 'OpenCode']) {
        expect(doctor.stdout).toMatch(new RegExp(`ok\\s+${name} hooks\\s+.*after each tool call: `));
        expect(doctor.stdout).toMatch(new RegExp(`ok\\s+${name} hook denies\\s+.*guard\\.sh`));
      }
      expect(doctor.stdout).toContain('agentStop at the end of a turn');
      // the hook and its code checked before it runs (issue 32)
      expect(doctor.stdout).toMatch(/ok\s+code verified\s+yes \(\S+\.codex\/hooks\.json\): \S+ runs the CLI in /);
      expect(doctor.stdout).toMatch(/ok\s+code verified\s+no \(\S+opencode\S+\): OpenCode loads/);
      const hooks = JSON.parse(h.repo.read('.codex/hooks.json'));
      for (const groups of Object.values(hooks.hooks) as { hooks: { command: string }[] }[][])
        for (const g of groups) for (const x of g.hooks) x.command = 'true # diffgate hook codex';
      h.repo.write('.codex/hooks.json', JSON.stringify(hooks));
      const broken = h.repo.diffgate(['doctor'], { env });
      expect(broken.status).toBe(1);
      expect(broken.stdout).toMatch(/Codex CLI hook denies\s+.*did not deny/);
      expect(broken.stdout).toContain('diffgate install --codex');
      expect(broken.stdout).toMatch(
        /problem\s+code verified\s+no \(\S+\.codex\/hooks\.json\): the hook command runs the CLI without checking/,
      );
    });
  });
});
