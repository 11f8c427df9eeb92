// `diffgate doctor --live` against the real, pinned Codex CLI: doctor sets up its own temporary HOME
// and repository, trusts the folder and each installed hook there as Codex's own /hooks review
// would (the hash computed by src/agents/codex/hookTrust.ts), runs `codex exec` against its
// stand-in Responses model on 127.0.0.1, and must report the hook's block of the apply_patch, the
// model told and the file unchanged. The hash doctor writes is the one Codex itself reports
// (`codex app-server` hooks/list) for a repository where `diffgate install --codex` was run.
import { describe, expect, it } from 'vitest';
import { codexHookTrust } from '../../src/agents/codex/hookTrust.js';
import { doctorLive } from '../lib/doctorLive.js';
import { makeProject } from '../lib/project.js';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cli } from '../lib/project.js';
import { codexBin, listHooks, trustHooks, writeUserConfig } from './codexDriver.js';

describe('diffgate doctor --live with Codex CLI 0.169.0', () => {
  it('computes the trust hash of every installed hook as Codex does (its own hooks/list)', async () => {
    const p = makeProject({ 'README.md': 'x\n' }, ['--codex']);
    try {
      writeUserConfig(p.home, 'http://127.0.0.1:9', [p.root]);
      const listed = await listHooks(p.home, p.root);
      const file = join(p.root, '.codex', 'hooks.json');
      const ours = codexHookTrust(file, JSON.parse(readFileSync(file, 'utf8')));
      expect(listed.map((h) => h.key).sort()).toEqual(ours.map((h) => h.key).sort());
      expect(listed.length).toBe(4);
      for (const h of listed) expect(ours.find((o) => o.key === h.key)?.hash).toBe(h.currentHash);
      // plain doctor: unreviewed hooks are a problem until their hashes are trusted as Codex reports them
      const doctor = () =>
        spawnSync(process.execPath, [cli, 'doctor'], {
          cwd: p.root,
          env: { ...process.env, HOME: p.home, CODEX_HOME: join(p.home, '.codex') },
          encoding: 'utf8',
        }).stdout;
      expect(doctor()).toMatch(/problem\s+Codex CLI hooks reviewed\s+Codex runs a hook only once/);
      await trustHooks(p.home, p.root);
      expect(doctor()).toMatch(/ok\s+Codex CLI hooks reviewed/);
    } finally {
      p.cleanup();
    }
  });

  it('reports the hook blocked apply_patch, the model was told, the file unchanged; nothing in the repository changes', () => {
    const { live, untouched } = doctorLive('--codex-bin', codexBin());
    expect(live).toMatch(
      /ok\s+live Codex CLI\s+Codex CLI 0\.169\.0 \(.*\) ran headless in a temporary repository \(diffgate install done there\): diffgate's hook blocked its apply_patch of diffgate-live-probe\.txt, the model was told \("Command blocked by PreToolUse hook: diffgate blocked this apply_patch call .*diffgate-live-probe\.txt\)\."\), and the file is unchanged/,
    );
    expect(live).not.toContain('tried to reach other hosts');
    untouched();
  });
});
