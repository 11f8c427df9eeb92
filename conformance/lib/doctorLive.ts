/**
 * `diffgate doctor --live` run as a person would, in a fresh repository and HOME, with only node's
 * folder and the system's on PATH and the client named by its `--<agent>-bin` option. Returns the
 * live section of doctor's report; `untouched()` asserts that neither the repository nor the HOME
 * was changed (doctor works in temporary folders of its own).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, expect } from 'vitest';
import { cli, makeProject, type Project } from './project.js';

const projects: Project[] = [];
afterAll(() => {
  for (const p of projects) p.cleanup();
});

export function doctorLive(binOption: string, bin: string): { live: string; untouched: () => void } {
  const p = makeProject({ 'README.md': 'x\n' });
  projects.push(p);
  const before = readdirSync(p.root).sort();
  const r = spawnSync(process.execPath, [cli, 'doctor', '--live', binOption, bin], {
    cwd: p.root,
    env: { PATH: `${dirname(process.execPath)}:/usr/bin:/bin`, HOME: p.home, GIT_CONFIG_NOSYSTEM: '1' },
    encoding: 'utf8',
    timeout: 240_000,
  });
  const live = r.stdout.slice(r.stdout.indexOf('diffgate doctor --live'));
  expect(live, `${r.stdout}${r.stderr}`).toContain('diffgate doctor --live');
  return {
    live,
    untouched: () => {
      expect(readdirSync(p.root).sort()).toEqual(before);
      expect(readdirSync(p.home)).toEqual([]);
    },
  };
}
