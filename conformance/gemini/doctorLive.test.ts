// `diffgate doctor --live` against the real, pinned Gemini CLI: doctor sets up its own temporary
// HOME and repository, runs the client headless against its stand-in model on 127.0.0.1, and must
// report the hook's block, the model told and the file unchanged. The person's repository (here a
// fresh one) is left as it was.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, makeProject, type Project } from '../lib/project.js';
import { geminiBin } from './geminiDriver.js';

const projects: Project[] = [];
afterAll(() => {
  for (const p of projects) p.cleanup();
});

describe('diffgate doctor --live with Gemini CLI 0.61.0', () => {
  it('reports the hook blocked write_file, the model was told, the file unchanged; nothing in the repository changes', () => {
    const bin = geminiBin();
    const p = makeProject({ 'README.md': 'x\n' });
    projects.push(p);
    const before = readdirSync(p.root).sort();
    const r = spawnSync(process.execPath, [cli, 'doctor', '--live', '--gemini-bin', bin], {
      cwd: p.root,
      // no other client on PATH: the Claude Code row says it was not run
      env: { PATH: `${dirname(process.execPath)}:/usr/bin:/bin`, HOME: p.home, GIT_CONFIG_NOSYSTEM: '1' },
      encoding: 'utf8',
      timeout: 240_000,
    });
    const live = r.stdout.slice(r.stdout.indexOf('diffgate doctor --live'));
    expect(live, `${r.stdout}${r.stderr}`).toMatch(
      /ok\s+live Gemini CLI\s+Gemini CLI 0\.61\.0 \(.*\) ran headless in a temporary repository \(diffgate install done there\): diffgate's hook blocked its write_file of diffgate-live-probe\.txt, the model was told \("Tool execution blocked: diffgate blocked this write_file call .*diffgate-live-probe\.txt\)\."\), and the file is unchanged/,
    );
    expect(live).not.toContain('tried to reach other hosts');
    expect(readdirSync(p.root).sort()).toEqual(before);
    expect(readdirSync(p.home)).toEqual([]);
  });
});
