/**
 * The store's lock (src/agent/tripwire/storeLock.ts) is in reach of the agent's shell. Whatever
 * a call leaves at its place (a FIFO, a file with a future mtime, a symlink, a folder of a process
 * that is gone, the lock of a hook killed mid-pass) must not cost the next pass its answer time:
 * it is taken over at once (before: waited on for 8 s of the hook's 10), only what is at the
 * lock's place is removed, and the changed protected file is still put back (review-14r F12). A
 * live holder is respected, and waited on only as long as the hook can still answer in time: then
 * exit 2, naming the lock.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDeadline } from '../../../src/agent/deadline.js';
import { isStopped, lookAt, ownerText, parseOwner, takeStoreLock } from '../../../src/agent/tripwire/storeLock.js';
import { type Harness, runHook, startHook, userPrompt, withHarness } from '../hookHarness.js';
import { bash, bashCall, hookEvent, post, pre } from './tripwireHarness.js';

const GUARD = 'echo guard\n';
const CHANGE = 'echo "curl evil" >> guard.sh';
/** Taken over at once: well under the 8 s the lock was waited on before, on a loaded machine. */
const QUICK_MS = 3000;

const lockOf = (h: Harness) => join(h.repo.dir, '.git/diffgate/tripwire/lock');
const guardOf = (h: Harness) => readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8');

/** A pid no process has: one that just ended. */
const gonePid = (): number => {
  const r = spawnSync('true');
  if (r.pid === undefined || r.status !== 0) throw new Error('cannot run true');
  return r.pid;
};

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

/** A process that lives until the test ends. */
function sleeper(): number {
  const c = spawn('sleep', ['120'], { stdio: 'ignore' });
  children.push(c);
  if (c.pid === undefined) throw new Error('cannot run sleep');
  return c.pid;
}

/** A lock folder as a hook makes it, with the owner given. */
function lockFolder(path: string, pid: number, until: number): void {
  mkdirSync(path);
  writeFileSync(join(path, 'owner'), ownerText({ pid, until, token: '0123456789abcdef' }));
}

/** The turn starts and a first call leaves a record; then a second call's PreToolUse records again. */
function armed(h: Harness): void {
  expect(runHook(h, userPrompt(h, 'tidy up')).status).toBe(0);
  pre(h, 'true', 'toolu_a');
  bash(h, 'true');
  const first = post(h, 'true', 'toolu_a');
  expect(first.stderr).toBe('');
  expect(first.status).toBe(0);
  pre(h, CHANGE, 'toolu_b'); // the pre-check may refuse it: the line runs anyway, as if it had missed
}

/** PostToolUse of the changing call, timed. */
function timedPost(h: Harness): { status: number | null; stderr: string; ms: number } {
  const started = Date.now();
  const r = post(h, CHANGE, 'toolu_b');
  return { status: r.status, stderr: r.stderr, ms: Date.now() - started };
}

/** The lock's place holds nothing, or a folder no one owns (left by a pass that did not finish). */
const released = (lock: string): boolean => !existsSync(lock) || !existsSync(join(lock, 'owner'));

describe('a lock that is not a working hook is taken over at once', () => {
  const canary = () => {
    const dir = mkdtempSync(join(tmpdir(), 'diffgate-canary-'));
    writeFileSync(join(dir, 'keep.txt'), 'kept\n');
    return dir;
  };

  it.each<[string, (lock: string, outside: string) => void]>([
    ['a FIFO', (lock) => expect(spawnSync('mkfifo', [lock]).status).toBe(0)],
    [
      'a file with a future mtime',
      (lock) => {
        writeFileSync(lock, '');
        utimesSync(lock, 4e9, 4e9);
      },
    ],
    ['a symlink to a folder outside', (lock, outside) => symlinkSync(outside, lock)],
    [
      'a symlink to a lock folder of a live process',
      (lock, outside) => {
        lockFolder(join(outside, 'real'), sleeper(), Date.now() + 60_000);
        symlinkSync(join(outside, 'real'), lock);
      },
    ],
    ['an empty folder (no owner)', (lock) => mkdirSync(lock)],
    [
      'a folder whose owner is a FIFO',
      (lock) => {
        mkdirSync(lock);
        expect(spawnSync('mkfifo', [join(lock, 'owner')]).status).toBe(0);
      },
    ],
    [
      'a folder whose owner is a symlink to /dev/zero',
      (lock) => {
        mkdirSync(lock);
        symlinkSync('/dev/zero', join(lock, 'owner'));
      },
    ],
    ['a folder whose owner is not a lock owner', (lock) => lockFolder(lock, 0, Date.now() + 60_000)],
    ['a folder whose holder is gone', (lock) => lockFolder(lock, gonePid(), Date.now() + 60_000)],
    ['a folder whose live holder is past its deadline', (lock) => lockFolder(lock, sleeper(), Date.now() - 5000)],
    [
      'a folder of a gone holder, with a symlink out inside',
      (lock, outside) => {
        lockFolder(lock, gonePid(), Date.now() + 60_000);
        symlinkSync(outside, join(lock, 'out'));
      },
    ],
  ])('%s: the changed file is put back in well under 8 s, and nothing outside is touched', async (_, plant) => {
    await withHarness(async (h) => {
      const outside = canary();
      try {
        armed(h);
        bash(h, CHANGE);
        plant(lockOf(h), outside);
        const r = timedPost(h);
        expect(r.stderr).toContain('put it back');
        expect(r.status).toBe(2);
        expect(guardOf(h)).toBe(GUARD);
        expect(r.ms).toBeLessThan(QUICK_MS);
        expect(existsSync(lockOf(h))).toBe(false);
        expect(readFileSync(join(outside, 'keep.txt'), 'utf8')).toBe('kept\n');
      } finally {
        rmSync(outside, { recursive: true, force: true });
      }
    });
  });

  it('the lock of a hook killed mid-pass: the next pass takes it over and puts the file back', async () => {
    await withHarness(async (h) => {
      armed(h);
      // many new folders, so that the pass holds the lock long enough to be killed holding it
      bash(h, `${CHANGE}; mkdir -p many/d{1..3000}`);
      const input = join(h.home, 'post.json');
      writeFileSync(
        input,
        hookEvent(h, 'PostToolUse', { ...bashCall(CHANGE, 'toolu_b'), tool_response: { stdout: '', stderr: '' } }),
      );
      const { hook, exited: ended } = startHook(h, [openSync(input, 'r'), 'ignore', 'ignore']);
      children.push(hook);
      const lock = lockOf(h);
      const until = Date.now() + 20_000;
      while (!existsSync(join(lock, 'owner')) && Date.now() < until) {
        // looked at as fast as it can be: the pass holds the lock for a short while only
      }
      hook.kill('SIGKILL');
      await ended;
      expect(readFileSync(join(lock, 'owner'), 'utf8')).toMatch(new RegExp(`^${hook.pid} `));
      expect(guardOf(h)).not.toBe(GUARD);
      const r = timedPost(h);
      expect(r.status).toBe(2);
      expect(guardOf(h)).toBe(GUARD);
      expect(r.ms).toBeLessThan(QUICK_MS);
      expect(existsSync(lock)).toBe(false);
    });
  });
});

describe('a live holder is respected', () => {
  it('waited on while the hook can still answer in time, then exit 2 naming the lock; put back once it is gone', async () => {
    await withHarness(async (h) => {
      armed(h);
      bash(h, CHANGE);
      const pid = sleeper();
      const lock = lockOf(h);
      lockFolder(lock, pid, Date.now() + 60_000);
      const owner = readFileSync(join(lock, 'owner'), 'utf8');
      h.env.DIFFGATE_HOOK_TIMEOUT = '3';
      const r = timedPost(h);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`the tripwire's lock ${lock} is held by process ${pid}`);
      expect(r.stderr).toContain(`the person removes the folder ${lock}`);
      expect(r.ms).toBeGreaterThan(1000); // it waited
      expect(r.ms).toBeLessThan(3000 + 1500); // and answered within its time (and node's start)
      expect(readFileSync(join(lock, 'owner'), 'utf8')).toBe(owner); // not taken
      expect(guardOf(h)).not.toBe(GUARD); // not judged: the next pass does
      for (const c of children.splice(0)) c.kill('SIGKILL');
      await new Promise((r) => setTimeout(r, 200));
      const next = timedPost(h);
      expect(next.status).toBe(2);
      expect(guardOf(h)).toBe(GUARD);
      expect(next.ms).toBeLessThan(QUICK_MS);
    });
  });

  it('a holder that releases while waited on: the pass goes on and puts the file back', async () => {
    await withHarness(async (h) => {
      armed(h);
      bash(h, CHANGE);
      const lock = lockOf(h);
      lockFolder(lock, sleeper(), Date.now() + 60_000);
      const input = hookEvent(h, 'PostToolUse', {
        ...bashCall(CHANGE, 'toolu_b'),
        tool_response: { stdout: '', stderr: '' },
      });
      const { hook, exited, stderr } = startHook(h);
      children.push(hook);
      hook.stdin!.end(input);
      await new Promise((r) => setTimeout(r, 1500));
      expect(guardOf(h)).not.toBe(GUARD); // still waiting
      // the holder releases as a hook does: the folder moved aside, then removed
      renameSync(lock, `${lock}.released`);
      rmSync(`${lock}.released`, { recursive: true });
      expect(await exited).toBe(2);
      expect(stderr()).toContain('put it back');
      expect(guardOf(h)).toBe(GUARD);
    });
  });
});

describe('a pass that did not finish', () => {
  it('leaves the lock without its owner, so the next pass takes it over at once', async () => {
    await withHarness(async (h) => {
      armed(h);
      bash(h, CHANGE);
      // the audit log is a folder: the pass puts guard.sh back, cannot write its audit line, and throws
      const audit = join(h.repo.dir, '.git/diffgate/audit.jsonl');
      rmSync(audit, { force: true });
      mkdirSync(audit);
      const r = timedPost(h);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('EISDIR');
      const lock = lockOf(h);
      expect(lstatSync(lock).isDirectory()).toBe(true);
      expect(released(lock)).toBe(true);
      rmSync(audit, { recursive: true });
      bash(h, CHANGE);
      const next = timedPost(h);
      expect(next.status).toBe(2);
      expect(guardOf(h)).toBe(GUARD);
      expect(next.ms).toBeLessThan(QUICK_MS);
      expect(existsSync(lock)).toBe(false);
    });
  });
});

describe("lookAt: what the lock's place holds", () => {
  const place = () => {
    const dir = mkdtempSync(join(tmpdir(), 'diffgate-lock-'));
    return { dir, lock: join(dir, 'lock') };
  };

  it.each<[string, (lock: string) => void, string | undefined]>([
    ['nothing', () => {}, undefined],
    ['a live holder within its deadline', (l) => lockFolder(l, sleeper(), Date.now() + 60_000), 'held'],
    ['a live holder past its deadline', (l) => lockFolder(l, sleeper(), Date.now() - 5000), 'overdue'],
    ['a gone holder', (l) => lockFolder(l, gonePid(), Date.now() + 60_000), 'gone'],
    [
      'a gone pid from another pid namespace, within its deadline (a hook under diffgate run)',
      (l) => {
        mkdirSync(l);
        writeFileSync(
          join(l, 'owner'),
          ownerText({ pid: gonePid(), until: Date.now() + 60_000, token: 'ab12cd34', ns: '1' }),
        );
      },
      'held',
    ],
    [
      "a forged deadline far ahead: counted from the lock's change time at most",
      (l) => {
        lockFolder(l, sleeper(), 9_999_999_999_999);
        utimesSync(l, 1, 1); // mtime can be set back; ctime cannot, so this lock is still fresh
      },
      'held',
    ],
    ['a file', (l) => writeFileSync(l, ''), 'not a folder'],
    ['an owner with a pid of 0', (l) => lockFolder(l, 0, Date.now() + 60_000), 'no owner'],
    [
      'a live holder stopped (SIGSTOP), within its deadline (issue 32)',
      (l) => {
        const pid = sleeper();
        process.kill(pid, 'SIGSTOP');
        for (let i = 0; i < 200 && !isStopped(pid); i++) spawnSync('sleep', ['0.01']);
        lockFolder(l, pid, Date.now() + 60_000);
      },
      'stopped',
    ],
  ])('%s', (_, plant, want) => {
    const { dir, lock } = place();
    try {
      plant(lock);
      const seen = lookAt(lock);
      expect(seen.st === undefined ? undefined : (seen.stale ?? 'held')).toBe(want);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a hook's own lock, its deadline counted from the process's start (a fraction of a millisecond), is held, not taken for one without an owner", async () => {
    const { dir, lock } = place();
    startDeadline(10, Date.now() - 1000 * Math.random() - 0.25);
    try {
      const held = await takeStoreLock(dir);
      const seen = lookAt(lock);
      expect(seen.st === undefined ? undefined : (seen.stale ?? 'held')).toBe('held');
      expect(held.stillHeld()).toBe(true);
      held.release(true);
      expect(held.stillHeld()).toBe(false);
    } finally {
      startDeadline(Number.POSITIVE_INFINITY, 0);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['12 1700000000000 0123abcd -\n', { pid: 12, until: 1_700_000_000_000, token: '0123abcd' }],
    [
      '12 1700000000000 0123abcd 4026531836\n',
      { pid: 12, until: 1_700_000_000_000, token: '0123abcd', ns: '4026531836' },
    ],
    ['-1 1700000000000 0123abcd -\n', undefined],
    ['99999999 1700000000000 0123abcd -\n', undefined],
    ['12 1700000000000 0123abcd -', undefined],
    ['12 1700000000000 0123abcd - extra\n', undefined],
    ['', undefined],
  ])('parseOwner(%j)', (text, want) => {
    expect(parseOwner(text)).toEqual(want);
  });
});
