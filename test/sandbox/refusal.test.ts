/**
 * Without a working bubblewrap, `diffgate run` refuses (exit 2) and says what to install, and runs
 * nothing; with --allow-unsandboxed it runs the command, warns, and passes its exit code through.
 * PATH is narrowed to a folder holding only bash, sh and git (and, for the second case, a bwrap
 * that fails the way bubblewrap fails where user namespaces are off).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitRepo, type GitRepo, removeGitRepo } from '../helpers/gitRepo.js';

const which = (name: string) => execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();

describe('diffgate run where bubblewrap cannot sandbox', () => {
  let repo: GitRepo;
  let bin: string;
  let failing: string;
  beforeAll(() => {
    repo = createGitRepo();
    repo.write('.diffgate.tsv', 'freeze\tfrozen.txt\tkept\n').write('frozen.txt', 'kept\n').commit();
    bin = mkdtempSync(join(tmpdir(), 'diffgate-bin-'));
    for (const tool of ['bash', 'sh', 'git']) symlinkSync(which(tool), join(bin, tool));
    failing = mkdtempSync(join(tmpdir(), 'diffgate-bin-'));
    for (const tool of ['bash', 'sh', 'git']) symlinkSync(which(tool), join(failing, tool));
    writeFileSync(
      join(failing, 'bwrap'),
      '#!/bin/sh\necho "bwrap: No permissions to creating new namespace, likely because the kernel does not allow non-privileged user namespaces." >&2\nexit 1\n',
    );
    chmodSync(join(failing, 'bwrap'), 0o755);
  });
  afterAll(() => {
    removeGitRepo(repo);
    rmSync(bin, { recursive: true, force: true });
    rmSync(failing, { recursive: true, force: true });
  });

  it.each([
    ['bubblewrap is not installed', () => bin, /bubblewrap \(bwrap\) is not installed.*apt-get install bubblewrap/],
    [
      'user namespaces are off',
      () => failing,
      /cannot create a sandbox here \(user namespaces are off.*No permissions to creating new namespace/,
    ],
  ])('refuses with what to install when %s (exit 2), running nothing', (_why, path, message) => {
    const r = repo.diffgate(['run', '--', 'bash', '-c', 'echo ran > ran.txt'], { env: { PATH: path() } });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toContain('--allow-unsandboxed');
    expect(existsSync(join(repo.dir, 'ran.txt'))).toBe(false);
  });

  it('runs without the layer, and says so, with --allow-unsandboxed', () => {
    const r = repo.diffgate(['run', '--allow-unsandboxed', '--', 'bash', '-c', 'echo ran; exit 5'], {
      env: { PATH: bin },
    });
    expect(r.status).toBe(5);
    expect(r.stdout).toBe('ran\n');
    expect(r.stderr).toMatch(/running WITHOUT the read-only layer \(--allow-unsandboxed\): .*not installed/);
  });

  it.each([
    [['run'], /name the command to run after --/],
    [['run', '--'], /name the command to run after --/],
    [['run', '--frobnicate', '--', 'true'], /unknown option --frobnicate for run/],
  ])('a usage error for %j (exit 2)', (args, message) => {
    const r = repo.diffgate(args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});
