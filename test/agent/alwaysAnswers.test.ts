/**
 * The hook always answers (issue 15): whatever it is asked to read or walk, the built CLI exits 2
 * with a message well within its time limit, never hangs, never crashes with another code (which
 * Claude Code would read as "go ahead"). Each case spawns `diffgate hook claude` as Claude Code
 * does, with a spawn timeout far above the hook's own limit so a hang shows as a failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, closeSync, ftruncateSync, writeSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, cleanEnv } from '../helpers/gitRepo.js';
import { abs, openHarness, preToolUse, rulesIn, runHook, tool, type Harness } from './hookHarness.js';

/** The hook's limit in these tests (seconds), and the slack allowed above it on a loaded machine. */
const LIMIT_S = 4;
const SLACK_MS = 6000;

const mkfifo = (path: string) => {
  const r = spawnSync('mkfifo', [path]);
  if (r.status !== 0) throw new Error(`mkfifo ${path}: ${r.stderr}`);
};

/** Runs the hook with a spawn timeout of its own, so a hook that hangs fails the test instead of stalling it. */
function timedHook(h: Harness, input: string, env: Record<string, string> = {}) {
  const started = Date.now();
  const r = spawnSync(process.execPath, [CLI, 'hook', 'claude'], {
    cwd: h.repo.dir,
    input,
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
    env: cleanEnv({
      HOME: h.home,
      XDG_CONFIG_HOME: join(h.home, '.config'),
      CLAUDE_PROJECT_DIR: h.repo.dir,
      DIFFGATE_HOOK_TIMEOUT: String(LIMIT_S),
      ...env,
    }),
  });
  return { status: r.status, signal: r.signal, stderr: r.stderr, ms: Date.now() - started };
}

describe('the hook always answers', () => {
  let h: Harness & { close(): void };
  let server: Server | undefined;
  beforeAll(() => {
    h = openHarness();
    h.repo.commit('fixture');
  });
  afterAll(() => {
    server?.close();
    h.close();
  });

  const bash = (command: string) => preToolUse(h, 'Bash', { command });
  const answersInTime = (r: ReturnType<typeof timedHook>) => {
    expect(r.signal, r.stderr).toBeNull();
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/^diffgate/);
    expect(r.ms).toBeLessThan(LIMIT_S * 1000 + SLACK_MS);
  };

  it('a FIFO as the repository manifest: refused, named, not read', () => {
    h.repo.remove('.diffgate.tsv');
    mkfifo(abs(h, '.diffgate.tsv'));
    try {
      const r = timedHook(h, preToolUse(h, 'Read', { file_path: abs(h, 'notes.txt') }));
      answersInTime(r);
      expect(r.stderr).toMatch(/\.diffgate\.tsv .*FIFO/);
    } finally {
      h.repo.remove('.diffgate.tsv');
      h.repo.git('checkout', '-q', '--', '.diffgate.tsv');
    }
  });

  it('a FIFO as the user manifest: refused, named, not read', () => {
    const dir = join(h.home, '.config/diffgate');
    mkdirSync(dir, { recursive: true });
    mkfifo(join(dir, 'manifest.tsv'));
    try {
      const r = timedHook(h, preToolUse(h, 'Read', { file_path: abs(h, 'notes.txt') }));
      answersInTime(r);
      expect(r.stderr).toMatch(/manifest\.tsv .*FIFO/);
    } finally {
      spawnSync('rm', ['-f', join(dir, 'manifest.tsv')]);
    }
  });

  it.each([
    ['mkfifo ~/.config/diffgate/manifest.tsv', 'manifest'],
    ['mkfifo .diffgate.tsv', 'manifest'],
    ['mknod guard.sh p', 'freeze'],
  ])('%j is itself denied', (command, rule) => {
    const r = tool(h, 'Bash', { command });
    expect(r.status, r.stderr).toBe(2);
    expect(rulesIn(r.stderr)).toContain(rule);
  });

  it.each([
    ['patch reading /dev/zero', 'timeout 1 patch -p1 < /dev/zero'],
    ['patch reading /dev/urandom', 'patch -p1 < /dev/urandom'],
    ['git apply of /dev/urandom', 'git apply /dev/urandom'],
    ['patch -i of a directory', 'patch -p1 -i hooks'],
  ])('%s: exit 2 in time', (_name, command) => {
    answersInTime(timedHook(h, bash(command)));
  });

  it('a FIFO given to git apply (with a writer that never writes)', () => {
    const fifo = abs(h, 'stuck.patch');
    mkfifo(fifo);
    // a writer holding the FIFO open: a blocking read would wait for it forever
    const writer = spawn('sh', ['-c', `exec 3>"${fifo}"; sleep 30`], { stdio: 'ignore' });
    try {
      answersInTime(timedHook(h, bash('git apply stuck.patch')));
      answersInTime(timedHook(h, bash('patch -p1 < stuck.patch')));
    } finally {
      writer.kill();
      h.repo.remove('stuck.patch');
    }
  });

  it('a socket given to patch', async () => {
    const sock = abs(h, 'sock.patch');
    server = createServer();
    await new Promise<void>((resolve) => server!.listen(sock, resolve));
    answersInTime(timedHook(h, bash('patch -p1 < sock.patch')));
  });

  it('a 200 MB patch: not read past the bound, exit 2 in time', () => {
    const big = abs(h, 'big.patch');
    const fd = openSync(big, 'w');
    try {
      writeSync(fd, '--- a/notes.txt\n+++ b/notes.txt\n@@ -1 +1 @@\n-notes\n+x\n');
      ftruncateSync(fd, 200 * 1024 * 1024);
    } finally {
      closeSync(fd);
    }
    try {
      answersInTime(timedHook(h, bash('git apply big.patch')));
    } finally {
      h.repo.remove('big.patch');
    }
  });

  it('a 1 MB line of cd steps: exit 2 in time', () => {
    const steps = ['cd hooks', 'cd ..', 'cd /tmp', 'cd docs'];
    let line = '';
    for (let i = 0; line.length < 1024 * 1024; i++) line += `${steps[i % 4]} ; `;
    answersInTime(timedHook(h, bash(`${line}echo x > guard.sh`)));
  });

  it.each([17, 23])(
    'a variable doubled %i times and run as the command word: exit 2 in time, not 2^N words (review-15b F09)',
    (n) => {
      let line = "a='git push -f'";
      for (let i = 0; i < n; i++) line += '; a="$a $a"';
      answersInTime(timedHook(h, bash(`${line}; $a 2>/dev/null; echo x > guard.sh`)));
    },
  );

  it('a line of cd steps under the length bound is walked in linear time and decided', () => {
    const steps = ['cd hooks', 'cd ..', 'cd /tmp', 'cd docs'];
    const line = (n: number) =>
      `${Array.from({ length: n }, (_, i) => steps[i % 4]).join(' ; ')} ; echo x > /tmp/diffgate-cd-test.txt`;
    const small = timedHook(h, bash(line(2000)), { DIFFGATE_HOOK_TIMEOUT: '50' });
    const large = timedHook(h, bash(line(16000)), { DIFFGATE_HOOK_TIMEOUT: '50' });
    expect(small.status, small.stderr).toBe(0);
    expect(large.status, large.stderr).toBe(0);
    // 8x the steps: far from 64x (quadratic); start-up dominates the small one
    expect(large.ms).toBeLessThan(Math.max(small.ms, 500) * 16);
  });

  it('past DIFFGATE_HOOK_TIMEOUT the walk stops and the hook says why', () => {
    const steps = ['cd hooks', 'cd ..', 'cd /tmp', 'cd docs'];
    const line = `${Array.from({ length: 40000 }, (_, i) => steps[i % 4]).join(' ; ')} ; echo x > notes.txt`;
    const r = timedHook(h, bash(line), { DIFFGATE_HOOK_TIMEOUT: '0.2' });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/time limit of 0\.2 s \(DIFFGATE_HOOK_TIMEOUT\)/);
  });

  it.each(['ten', '0', '-1', '1e9', '700'])(
    'DIFFGATE_HOOK_TIMEOUT=%j is a configuration error that blocks',
    (value) => {
      const r = timedHook(h, preToolUse(h, 'Read', { file_path: abs(h, 'notes.txt') }), {
        DIFFGATE_HOOK_TIMEOUT: value,
      });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('DIFFGATE_HOOK_TIMEOUT');
    },
  );

  it('an Edit of a FIFO put in a protected file place is not read', () => {
    h.repo.remove('INDEX.md');
    mkfifo(abs(h, 'INDEX.md'));
    try {
      const r = timedHook(
        h,
        preToolUse(h, 'Edit', { file_path: abs(h, 'INDEX.md'), old_string: 'a', new_string: 'b' }),
      );
      expect(r.signal).toBeNull();
      expect(r.ms).toBeLessThan(LIMIT_S * 1000 + SLACK_MS);
    } finally {
      h.repo.remove('INDEX.md');
      h.repo.git('checkout', '-q', '--', 'INDEX.md');
    }
  });

  it.each([100, 300, 500])(
    'a function body with a %i KB run of blanks: the fork-bomb scan is linear (review-15 F08)',
    (kb) => {
      const r = timedHook(h, bash(`f(){ :${' '.repeat(kb * 1024)}:; f|f& }; f`));
      answersInTime(r);
      expect(rulesIn(r.stderr)).toContain('catastrophic');
    },
  );

  it('a function body of 1 MB (past the line bound) and of 100,000 calls answer in time (review-15 F08)', () => {
    answersInTime(timedHook(h, bash(`f(){ :${' '.repeat(1024 * 1024)}:; f; }; git reset --hard`)));
    answersInTime(timedHook(h, bash(`f(){ ${'f '.repeat(100_000)}|f& };f`)));
  });

  it.each([
    ['Glob', { pattern: 'src/{1..1000}{1..1000}{1..1000}.ts' }],
    ['Grep', { pattern: 'TODO', glob: '{1..1000}{1..1000}{1..1000}' }],
    ['Glob', { pattern: '{a,b}{1..1000}{1..1000}{1..1000}' }],
  ])('a %s glob of 10^9 brace alternatives: counted, not built; exit 2 in time (review-15c F04)', (tool, input) => {
    const r = timedHook(h, preToolUse(h, tool, input));
    answersInTime(r);
    expect(rulesIn(r.stderr)).toEqual(['secret']);
    expect(r.stderr).toContain('brace lists of more than 256 names');
  });

  it('a brace glob past 256 alternatives is not known to spare secrets; a small one is checked one by one', () => {
    // past the cap the whole list used to be matched as one glob, which `*.md` among the
    // alternatives made look ordinary
    const past = timedHook(h, preToolUse(h, 'Glob', { pattern: '{{1..300},*.pem,*.md}' }));
    answersInTime(past);
    expect(rulesIn(past.stderr)).toEqual(['secret']);
    const small = timedHook(h, preToolUse(h, 'Glob', { pattern: 'src/{a,b}/{1..9}*.{ts,js}' }));
    expect(small.status, small.stderr).toBe(0);
  });

  it.each(['*a*a*a*a*a*a*b', '*a*a*a*a*a*a*a*a*b', '[a]*a*a*a*a*a*a*a*b'])(
    'a glob %s beside a name of 60 `a`s: matched in linear time, exit 2 in time (review-15c F03)',
    (glob) => {
      mkdirSync(abs(h, 'redos'), { recursive: true });
      closeSync(openSync(abs(h, `redos/${'a'.repeat(60)}`), 'w'));
      const r = timedHook(h, bash(`rm -f redos/${glob}; echo x > guard.sh`));
      answersInTime(r);
      expect(rulesIn(r.stderr)).toContain('freeze');
    },
  );

  it('a line longer than the bound is refused up front', () => {
    const r = runHook(h, bash(`echo ${'a'.repeat(600 * 1024)} > notes.txt`));
    expect(r.status).toBe(2);
    expect(rulesIn(r.stderr)).toEqual(['shell-too-long']);
  });
});
