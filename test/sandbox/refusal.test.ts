/**
 * Without a working bubblewrap, `diffgate run` refuses (exit 2) and says what to install, and runs
 * nothing; with --allow-unsandboxed it runs the command, warns once, and passes its exit code
 * through. diffgate takes bwrap only from the system's places, never from PATH, so the cases are
 * made for real: the built CLI runs inside an outer bubblewrap that binds /dev/null over those
 * places (bwrap missing), or that leaves bwrap unable to create a namespace (every capability
 * dropped from root). Skipped, with the reason printed, where bubblewrap does not work here.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BWRAP_PLACES, systemBwrap } from '../../src/sandbox/bwrapAvailability.js';
import { CLI, cleanEnv, createGitRepo, type GitRepo, removeGitRepo } from '../helpers/gitRepo.js';
import { bubblewrapHere } from './sandboxRepo.js';

const bwrap = bubblewrapHere();
const root = process.getuid?.() === 0;

describe.skipIf(!bwrap.ok)(`diffgate run where bubblewrap cannot sandbox (${bwrap.why})`, () => {
  let repo: GitRepo;
  beforeAll(() => {
    repo = createGitRepo();
    repo.write('.diffgate.tsv', 'freeze\tfrozen.txt\tkept\n').write('frozen.txt', 'kept\n').commit();
  });
  afterAll(() => removeGitRepo(repo));

  /** The built CLI inside an outer bubblewrap that hides the system's bwrap, or leaves it no namespaces. */
  const outside = (how: 'missing' | 'namespaces', args: string[]) => {
    const outer = ['--bind', '/', '/', '--dev-bind', '/dev', '/dev'];
    if (how === 'missing') for (const p of BWRAP_PLACES) if (existsSync(p)) outer.push('--ro-bind', '/dev/null', p);
    if (how === 'namespaces') outer.push('--cap-drop', 'ALL');
    const r = spawnSync(systemBwrap()!, [...outer, '--', process.execPath, CLI, ...args], {
      cwd: repo.dir,
      env: cleanEnv(),
      encoding: 'utf8',
    });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };

  const cases: [string, 'missing' | 'namespaces', RegExp][] = [
    [
      'bubblewrap is not installed',
      'missing',
      /bubblewrap \(bwrap\) is not installed where diffgate looks for it \(\/usr\/bin\/bwrap, .*PATH is not searched.*apt-get install bubblewrap/,
    ],
  ];
  // Only root can be kept from making namespaces without also hiding who owns /usr/bin (a user namespace maps root away)
  if (root)
    cases.push([
      'user namespaces are off',
      'namespaces',
      /cannot create a sandbox here \(user namespaces are off or restricted\): bwrap: .*Allow unprivileged user namespaces/,
    ]);
  else
    console.warn(
      'test/sandbox: the "user namespaces are off" refusal is made only as root (a user namespace maps root away)',
    );

  it.each(cases)('refuses with what to install when %s (exit 2), running nothing', (_why, how, message) => {
    const r = outside(how, ['run', '--', 'bash', '-c', 'echo ran > ran.txt']);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toContain('or pass --allow-unsandboxed to run without this layer.');
    expect(existsSync(join(repo.dir, 'ran.txt'))).toBe(false);
  });

  it('runs without the layer, and says so once, with --allow-unsandboxed', () => {
    const r = outside('missing', ['run', '--allow-unsandboxed', '--', 'bash', '-c', 'echo ran; exit 5']);
    expect(r.status).toBe(5);
    expect(r.stdout).toBe('ran\n');
    expect(r.stderr).toMatch(
      /^diffgate run: running WITHOUT the read-only layer \(--allow-unsandboxed\): .*not installed/,
    );
    // F17: one sentence, not the refusal nested in the warning, and no advice to pass the flag already passed
    expect(r.stderr.match(/diffgate run:/g)).toHaveLength(1);
    expect(r.stderr).not.toContain('pass --allow-unsandboxed');
  });

  it('gives 127 and says so when the command does not exist, without the layer too', () => {
    const r = outside('missing', ['run', '--allow-unsandboxed', '--', 'no-such-command-xyz']);
    expect(r.status).toBe(127);
    expect(r.stderr).toContain('diffgate run: could not start no-such-command-xyz');
  });
});

describe('systemBwrap', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'diffgate-bwrap-'));
    writeFileSync(join(dir, 'bwrap'), '#!/bin/sh\nexec "$@"\n');
    chmodSync(join(dir, 'bwrap'), 0o755);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes no bwrap from a folder others can write to (the temporary folder), whoever owns the file', () => {
    expect(systemBwrap([join(dir, 'bwrap')])).toBeUndefined();
  });

  it('takes none that is missing, and the first of the system places that holds one', () => {
    expect(systemBwrap([join(dir, 'nothing-here')])).toBeUndefined();
    if (bwrap.ok) expect(systemBwrap()).toMatch(/^\/(usr\/(local\/)?)?bin\/bwrap$/);
  });
});

describe('diffgate run usage', () => {
  let repo: GitRepo;
  beforeAll(() => {
    repo = createGitRepo();
  });
  afterAll(() => removeGitRepo(repo));

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
