/**
 * What the person's prompt loads (issue 29, the cost per turn): with nothing to judge (no call left
 * open, no processes left running, the store whole) the prompt hook does not load the tripwire's
 * judging, its record's walk and the gate list (tripwire.ts and what it imports: 206 KB of the
 * 409 KB the prompt loaded); src/agent/tripwire/promptPass.ts makes those checks alone. Where one
 * finds work, tripwire.ts is loaded and judges, as before. The built CLI runs with a preload that
 * writes, at exit, the bundle's files the process loaded.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI } from '../../helpers/gitRepo.js';
import { type Harness, hookEnv, userPrompt, withHarness } from '../hookHarness.js';
import { bash, pre } from './tripwireHarness.js';

/** Runs the built CLI's hook on `input`: its answer, and whether any file it loaded holds the tripwire's judging. */
function prompt(h: Harness, input: string): { status: number | null; stdout: string; judging: boolean } {
  const preload = join(h.home, 'loaded.cjs');
  const out = join(h.home, 'loaded.json');
  writeFileSync(
    preload,
    `const M = require('module'); const seen = new Set(); const load = M._load;
M._load = function (request, parent, ...rest) { try { seen.add(M._resolveFilename(request, parent)); } catch {} return load.call(this, request, parent, ...rest); };
process.on('exit', () => require('fs').writeFileSync(${JSON.stringify(out)}, JSON.stringify([...seen])));\n`,
  );
  const r = spawnSync(process.execPath, ['--require', preload, CLI, 'hook', 'claude'], {
    cwd: h.repo.dir,
    env: hookEnv(h),
    input,
    encoding: 'utf8',
  });
  const files = (JSON.parse(readFileSync(out, 'utf8')) as string[]).filter((f) => f.endsWith('.js'));
  expect(files.length).toBeGreaterThan(1); // the preload saw the chunks load
  const judging = files.some((f) => /function tripwireAfter\(/.test(readFileSync(f, 'utf8')));
  return { status: r.status, stdout: r.stdout, judging };
}

describe('the person’s prompt', () => {
  it('loads no judging when nothing is open, and judges when a call was left open', async () => {
    await withHarness((h) => {
      // a first commit: with no HEAD yet, every prompt asks git for the heads (promptGit.ts)
      h.repo.git('add', '-A');
      h.repo.git('commit', '-q', '-m', 'base');
      // the first prompt takes the record; the second asks git for the heads and remotes (promptGit.ts)
      expect(prompt(h, userPrompt(h, 'first')).status).toBe(0);
      expect(prompt(h, userPrompt(h, 'second')).status).toBe(0);
      expect(prompt(h, userPrompt(h, 'third'))).toMatchObject({ status: 0, stdout: '', judging: false });
      // a call begun whose PostToolUse never came (killed): the next prompt judges what it did
      expect(pre(h, 'make', 'toolu_open').status).toBe(0);
      expect(bash(h, 'echo agent > guard.sh').status).toBe(0);
      const r = prompt(h, userPrompt(h, 'fourth'));
      expect(r).toMatchObject({ status: 0, judging: true });
      expect(r.stdout).toContain('guard.sh');
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
    });
  });
});
