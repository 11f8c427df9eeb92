// `diffgate doctor --live` against the real, pinned Copilot CLI: doctor sets up its own temporary
// HOME and repository (trusted there, as the trust dialog would), runs the client headless and
// offline against its stand-in model (BYOK, Chat Completions) on 127.0.0.1, and must report the
// hook's block, the model told and the file unchanged. The person's repository is left as it was.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, makeProject, type Project } from '../lib/project.js';
import { copilotBin } from './copilotDriver.js';

const projects: Project[] = [];
afterAll(() => {
  for (const p of projects) p.cleanup();
});

describe('diffgate doctor --live with Copilot CLI 1.0.102', () => {
  it('reports the hook blocked the edit, the model was told, the file unchanged; nothing in the repository changes', () => {
    const bin = copilotBin();
    const p = makeProject({ 'README.md': 'x\n' });
    projects.push(p);
    const before = readdirSync(p.root).sort();
    const r = spawnSync(process.execPath, [cli, 'doctor', '--live', '--copilot-bin', bin], {
      cwd: p.root,
      env: { PATH: `${dirname(process.execPath)}:/usr/bin:/bin`, HOME: p.home, GIT_CONFIG_NOSYSTEM: '1' },
      encoding: 'utf8',
      timeout: 240_000,
    });
    const live = r.stdout.slice(r.stdout.indexOf('diffgate doctor --live'));
    expect(live, `${r.stdout}${r.stderr}`).toMatch(
      /ok\s+live Copilot CLI\s+Copilot CLI 1\.0\.102 \(.*\) ran headless in a temporary repository \(diffgate install done there\): diffgate's hook blocked its edit of diffgate-live-probe\.txt, the model was told \(".*diffgate blocked this edit call .*diffgate-live-probe\.txt\)\."\), and the file is unchanged/,
    );
    expect(live).not.toContain('tried to reach other hosts');
    expect(readdirSync(p.root).sort()).toEqual(before);
    expect(readdirSync(p.home)).toEqual([]);
  });
});
