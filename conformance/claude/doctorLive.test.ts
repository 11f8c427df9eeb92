// `diffgate doctor --live` against the real, pinned Claude Code: doctor sets up its own temporary
// HOME and repository, runs the client headless against its stand-in model on 127.0.0.1, and must
// report the hook's block (from the client's own hook events), the model told and the file
// unchanged. The person's repository (here a fresh one) is left as it was.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, makeProject, type Project } from '../lib/project.js';
import { claudeBin } from './claudeDriver.js';

const projects: Project[] = [];
afterAll(() => {
  for (const p of projects) p.cleanup();
});

describe('diffgate doctor --live with Claude Code 2.1.328', () => {
  it('reports the hook blocked the Edit, the model was told, the file unchanged; nothing in the repository changes', () => {
    const bin = claudeBin();
    const p = makeProject({ 'README.md': 'x\n' });
    projects.push(p);
    const before = readdirSync(p.root).sort();
    const r = spawnSync(process.execPath, [cli, 'doctor', '--live', '--claude-bin', bin], {
      cwd: p.root,
      env: { PATH: `${dirname(process.execPath)}:/usr/bin:/bin`, HOME: p.home, GIT_CONFIG_NOSYSTEM: '1' },
      encoding: 'utf8',
      timeout: 240_000,
    });
    const live = r.stdout.slice(r.stdout.indexOf('diffgate doctor --live'));
    expect(live, `${r.stdout}${r.stderr}`).toMatch(
      /ok\s+live Claude Code\s+Claude Code 2\.1\.328 .*ran headless in a temporary repository \(diffgate install done there\): diffgate's hook blocked its Edit of diffgate-live-probe\.txt, the model was told \(".*diffgate blocked this Edit call .*diffgate-live-probe\.txt\)\."\), and the file is unchanged/,
    );
    expect(live).toMatch(/ok\s+live Gemini CLI\s+not run: no gemini on PATH/);
    expect(readdirSync(p.root).sort()).toEqual(before);
    expect(readdirSync(p.home)).toEqual([]);
  });
});
