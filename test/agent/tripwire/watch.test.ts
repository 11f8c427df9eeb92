/**
 * Issue 30: the quiet passes ask Watchman what changed (src/agent/tripwire/watchman.ts) instead of
 * one lstat per protected path, and trust nothing the agent can write. Each case with the built
 * CLI, real git and real bash: a change hidden from git (its index's flags, a swapped index, a write
 * in the index's own second), a new file under a `deny` glob, and the watch's own parts forged (the
 * head, the server stopped, a program of the agent's at the server's socket, a folder ignored).
 * Skipped where Watchman is not installed: without it every call walks, as the other tests show.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI } from '../../helpers/gitRepo.js';
import { type Harness, hookEnv, MANIFEST, runHook, userPrompt, withHarness, writeFixture } from '../hookHarness.js';
import { blindWriteInParts } from './partedRecordCase.js';
import { bash, bashCall, hookEvent, post, pre, quarantined } from './tripwireHarness.js';

const HAS_WATCHMAN = spawnSync('watchman', ['--version'], { encoding: 'utf8' }).status === 0;
const HAS_STRACE = spawnSync('strace', ['-V'], { encoding: 'utf8' }).status === 0;
const FROZEN = 'vendor/lib/a.js';

function setup(repo: Parameters<typeof writeFixture>[0]): void {
  writeFixture(repo);
  repo.write(
    '.diffgate.tsv',
    `${MANIFEST}freeze\tvendor/**\tVendored code is updated by the vendoring tool only\ndeny\tvendor/**/*.pem\tNo keys in vendor\n`,
  );
  for (let i = 0; i < 20; i++) repo.write(`vendor/lib/m${i}.js`, `module.exports = ${i};\n`);
  repo.write(FROZEN, 'module.exports = "a";\n');
}

const head = (h: Harness) => join(h.repo.dir, '.git/diffgate/tripwire/watch.json');
/** What ties the record to the watch: its first line. */
const tie = (h: Harness) =>
  JSON.parse(readFileSync(join(h.repo.dir, '.git/diffgate/tripwire/state.json'), 'utf8')).w as {
    mark: { clock: string; server: { sock: string; pid: number } };
  };
const read = (h: Harness, rel: string) => readFileSync(join(h.repo.dir, rel), 'utf8');

/** The person's prompt and a first quiet call: the record is taken and the watch has a head for it. */
function started(h: Harness): void {
  h.env.DIFFGATE_WATCHMAN = '1'; // opt-in, and the person starts the server (a hook never does)
  expect(spawnSync('watchman', ['--no-pretty', 'get-pid']).status).toBe(0);
  h.repo.commit('base');
  expect(runHook(h, userPrompt(h, 'update the app')).status).toBe(0);
  for (const id of ['toolu_0', 'toolu_1']) {
    expect(pre(h, 'true', id).stderr).toBe('');
    expect(post(h, 'true', id).status).toBe(0);
  }
  expect(existsSync(head(h))).toBe(true);
}

/** What the agent runs: a shell line no pre-check can read (it is base64), run by real bash. */
const blind = (line: string) =>
  `python3 -c 'import base64,subprocess;subprocess.run(["bash","-c",base64.b64decode("${Buffer.from(line).toString('base64')}").decode()],check=True)'`;

/** A call that runs `shell` (blind) in real bash between its hooks; returns its PostToolUse. */
function call(h: Harness, shell: string, id: string) {
  const line = blind(shell);
  const before = pre(h, line, id);
  expect(before.stderr).toBe('');
  expect(before.status).toBe(0);
  const ran = bash(h, line);
  expect(ran.stderr).toBe('');
  return post(h, line, id);
}

function putBack(h: Harness, r: { status: number | null; stderr: string }, rel = FROZEN): void {
  expect(r.status).toBe(2);
  expect(r.stderr).toContain(`${rel} [freeze]`);
  expect(read(h, rel)).toBe('module.exports = "a";\n');
  expect(quarantined(h).get(rel)).toContain('tampered');
}

describe.skipIf(!HAS_WATCHMAN)('the watch (Watchman) behind the quiet passes', () => {
  it('answers a quiet call from the watch, without taking the record again', async () => {
    await withHarness(async (h) => {
      started(h);
      const record = join(h.repo.dir, '.git/diffgate/tripwire/state.json');
      const before = readFileSync(record, 'utf8');
      expect(tie(h).mark.clock).toMatch(/^c:/);
      expect(call(h, 'echo hi > notes.txt', 'toolu_q').status).toBe(0);
      expect(readFileSync(record, 'utf8')).toBe(before);
      putBack(h, call(h, `echo tampered >> ${FROZEN}`, 'toolu_w'));
    }, setup);
  });

  const hidden: [string, string][] = [
    ['git update-index --assume-unchanged', `git update-index --assume-unchanged ${FROZEN}`],
    ['git update-index --skip-worktree', `git update-index --skip-worktree ${FROZEN}`],
  ];
  for (const [name, flag] of hidden)
    it(`sees a change hidden from git with ${name}`, async () => {
      await withHarness(async (h) => {
        started(h);
        const line = `${flag} && echo tampered >> ${FROZEN} && git status --short`;
        putBack(h, call(h, line, 'toolu_h'));
      }, setup);
    });

  it('sees a change behind a swapped index (GIT_INDEX_FILE, the index file replaced)', async () => {
    await withHarness(async (h) => {
      started(h);
      const line = `cp .git/index /tmp/diffgate-idx-$$ && echo tampered >> ${FROZEN} && GIT_INDEX_FILE=/tmp/diffgate-idx-$$ git add -A && mv /tmp/diffgate-idx-$$ .git/index && git diff --quiet`;
      putBack(h, call(h, line, 'toolu_i'));
    }, setup);
  });

  it('sees a change made in the same second as the index was written (racy git)', async () => {
    await withHarness(async (h) => {
      started(h);
      // git add writes the index, and the file changes again within its timestamp's second, same size
      const line = `echo tampered >> ${FROZEN} && git add -A && printf 'module.exports = "a";\\ntampereD\\n' > ${FROZEN} && touch -r .git/index ${FROZEN}`;
      const r = call(h, line, 'toolu_r');
      expect(r.status).toBe(2);
      expect(read(h, FROZEN)).toBe('module.exports = "a";\n');
    }, setup);
  });

  it('sees a new untracked file under a deny glob', async () => {
    await withHarness(async (h) => {
      started(h);
      const r = call(h, 'mkdir -p vendor/new/deep && echo key > vendor/new/deep/k.pem', 'toolu_d');
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('vendor/new/deep/k.pem [deny]');
      expect(existsSync(join(h.repo.dir, 'vendor/new/deep/k.pem'))).toBe(false);
    }, setup);
  });

  const forgedHeads: [string, string][] = [
    [
      'the index of recorded files emptied',
      'node -e \'require("fs").writeFileSync(".git/diffgate/tripwire/watch.idx","")\'',
    ],
    [
      'the head rewritten without the recorded folders',
      'node -e \'require("fs").writeFileSync(".git/diffgate/tripwire/watch.json",JSON.stringify({v:1,outside:{},dirs:{}}))\'',
    ],
  ];
  for (const [name, forge] of forgedHeads)
    it(`does not believe a head written by the agent: ${name}`, async () => {
      await withHarness(async (h) => {
        started(h);
        putBack(h, call(h, `echo tampered >> ${FROZEN} && ${forge}`, 'toolu_f'));
      }, setup);
    });

  it('walks when the server was stopped and restarted after the record', async () => {
    await withHarness(async (h) => {
      started(h);
      // the agent stops the server; the person starts it again: its clock starts afresh
      putBack(h, call(h, `echo tampered >> ${FROZEN} && watchman shutdown-server >/dev/null`, 'toolu_s'));
      expect(spawnSync('watchman', ['--no-pretty', 'get-pid']).status).toBe(0);
      expect(call(h, 'true', 'toolu_s2').status).toBe(0);
      putBack(h, call(h, `echo tampered >> ${FROZEN}`, 'toolu_s3'));
    }, setup);
  });

  it("walks when a program of the agent answers at the server's socket", async () => {
    await withHarness(async (h) => {
      started(h);
      const { sock, pid } = tie(h).mark.server;
      const fake = join(h.home, 'fake.js');
      // answers every question as the real server would for a quiet tree, from the real server's own pid
      writeFileSync(
        fake,
        `const net=require('net'),fs=require('fs');const [sock,pid]=process.argv.slice(2);
        fs.renameSync(sock,sock+'.real');
        net.createServer((c)=>{let b='';c.on('data',(d)=>{b+=d;let i;while((i=b.indexOf('\\n'))>=0){const q=JSON.parse(b.slice(0,i));b=b.slice(i+1);
          const a=q[0]==='get-pid'?{pid:Number(pid)}:{clock:'c:0:0:0:0',is_fresh_instance:false,files:[]};
          c.write(JSON.stringify({version:'4.9.0',...a})+'\\n')}})}).listen(sock,()=>{fs.writeFileSync(sock+'.up','');});`,
      );
      const server = spawn(process.execPath, [fake, sock, String(pid)], { stdio: 'ignore' });
      try {
        for (let i = 0; i < 200 && !existsSync(`${sock}.up`); i++) spawnSync('sleep', ['0.05']);
        putBack(h, call(h, `echo tampered >> ${FROZEN}`, 'toolu_k'));
      } finally {
        server.kill();
        await once(server, 'exit');
        rmSync(sock, { force: true });
        rmSync(`${sock}.up`, { force: true });
        renameSync(`${sock}.real`, sock);
      }
    }, setup);
  });

  it('walks when the watch was told to ignore the protected folder', async () => {
    await withHarness(async (h) => {
      started(h);
      const line = `echo '{"ignore_dirs":["vendor"]}' > .watchmanconfig && watchman watch-del "$PWD" >/dev/null && watchman watch "$PWD" >/dev/null 2>&1 </dev/null && echo tampered >> ${FROZEN}`;
      putBack(h, call(h, line, 'toolu_g'));
    }, setup);
  });
});

/** Many frozen files besides the fixture's: a walk would stat each of them on every full pass. */
const MANY = 2000;
function setupMany(repo: Parameters<typeof writeFixture>[0]): void {
  setup(repo);
  for (let d = 0; d < MANY / 200; d++) {
    const dir = join(repo.dir, `vendor/many/p${d}`);
    mkdirSync(dir, { recursive: true });
    for (let i = 0; i < 200; i++) writeFileSync(join(dir, `f${i}.js`), `module.exports = ${d * 200 + i};\n`);
  }
}

/** A hook run under strace: its answer, and how many stat calls (lstat, stat, statx, newfstatat) it made. */
function counted(h: Harness, event: 'PreToolUse' | 'PostToolUse', line: string, id: string) {
  const out = join(h.home, `strace-${id}-${event}`);
  const extra = event === 'PostToolUse' ? { tool_response: { stdout: '', stderr: '' } } : {};
  const r = spawnSync(
    'strace',
    ['-f', '-qq', '-c', '-o', out, '-e', 'trace=lstat,stat,statx,newfstatat', process.execPath, CLI, 'hook', 'claude'],
    {
      cwd: h.repo.dir,
      env: hookEnv(h),
      input: hookEvent(h, event, { ...bashCall(line, id), ...extra }),
      encoding: 'utf8',
    },
  );
  // "% time  seconds  usecs/call  calls  [errors]  total": the calls are the fourth column
  const total = readFileSync(out, 'utf8')
    .split('\n')
    .find((l) => l.trim().endsWith(' total'));
  return { status: r.status, stderr: r.stderr, stats: Number(total?.trim().split(/\s+/)[3] ?? Number.NaN) };
}

describe.skipIf(!HAS_WATCHMAN)('the watch behind the full pass: a call that changes protected files', () => {
  it.skipIf(!HAS_STRACE)(
    'looks at what changed, not at every protected file (the stats grow with the change)',
    async () => {
      await withHarness(async (h) => {
        started(h);
        const line = blind(`echo tampered >> ${FROZEN}`);
        const before = counted(h, 'PreToolUse', line, 'toolu_c');
        expect(before.status).toBe(0);
        expect(bash(h, line).stderr).toBe('');
        const after = counted(h, 'PostToolUse', line, 'toolu_c');
        putBack(h, after);
        // the next call finds the record tied to the watch again (the put-back file's racy entry included)
        const next = counted(h, 'PreToolUse', 'true', 'toolu_c2');
        expect(next.status).toBe(0);
        // the walk stats every one of the 2,000 frozen files at least once on each side (measured before the
        // full pass asked the watch: 404 stats for the quiet PreToolUse, 5,134 for this PostToolUse, 7,233
        // for the next PreToolUse; with it 404, 703 and 674: loading the checker's code, and the record
        // taken again since the put-back's own write is reported)
        // (2026-12-07, stop 43: 652, 1,110 and 1,077 on a quiet machine, and 1,191 for the PostToolUse
        // under load: the changing side also looks at the gate set's folder keys and the put-back file.
        // A walk would add at least 2,000, so half of that is the bar.)
        expect(after.stats).toBeLessThan(before.stats + MANY / 2);
        expect(next.stats).toBeLessThan(before.stats + MANY / 2);
      }, setupMany);
    },
  );

  it('a new file under a freeze glob stands and is watched from then on; a folder renamed into the tree is judged', async () => {
    await withHarness(async (h) => {
      started(h);
      // freeze lets a file be created (rule A: nothing but creation); the full pass records it
      expect(call(h, 'echo "module.exports = 1;" > vendor/lib/new.js', 'toolu_n').status).toBe(0);
      const r = call(h, 'echo tampered >> vendor/lib/new.js', 'toolu_n2');
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('vendor/lib/new.js [freeze]');
      expect(read(h, 'vendor/lib/new.js')).toBe('module.exports = 1;\n');
      // a folder made elsewhere and renamed in whole: Watchman reports the folder, the pass lists it
      const m = call(h, 'mkdir -p other/d/e && echo key > other/d/e/k.pem && mv other/d vendor/lib/d', 'toolu_m');
      expect(m.status).toBe(2);
      expect(m.stderr).toContain('vendor/lib/d/e/k.pem [deny]');
      expect(existsSync(join(h.repo.dir, 'vendor/lib/d/e/k.pem'))).toBe(false);
      expect(quarantined(h).get('vendor/lib/d/e/k.pem')).toBe('key\n');
    }, setup);
  });

  it('a file renamed over a protected one', async () => {
    await withHarness(async (h) => {
      started(h);
      putBack(h, call(h, `echo tampered > other.js && mv other.js ${FROZEN}`, 'toolu_v'));
      expect(call(h, 'true', 'toolu_v2').status).toBe(0);
    }, setup);
  });

  it('a file changed and changed back is let stand, and its next change is still put back', async () => {
    await withHarness(async (h) => {
      started(h);
      const r = call(h, `cp ${FROZEN} keep.js && echo tampered >> ${FROZEN} && cat keep.js > ${FROZEN}`, 'toolu_b');
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      putBack(h, call(h, `echo tampered >> ${FROZEN}`, 'toolu_b2'));
    }, setup);
  });

  it('a burst of writes with the protected one last: the question waits for every write (sync)', async () => {
    await withHarness(async (h) => {
      started(h);
      putBack(
        h,
        call(
          h,
          `mkdir -p build && for i in $(seq 1 2000); do echo $i > build/$i.txt; done; echo tampered >> ${FROZEN}`,
          'toolu_y',
        ),
      );
    }, setup);
  });

  it('walks when the server is stopped while the call writes (the change is not delivered in time)', async () => {
    await withHarness(async (h) => {
      started(h);
      const { pid } = tie(h).mark.server;
      try {
        putBack(h, call(h, `kill -STOP ${pid} && echo tampered >> ${FROZEN}`, 'toolu_p'));
      } finally {
        process.kill(pid, 'SIGCONT');
      }
    }, setup);
  });

  it('walks when the server was restarted between the calls, the change made while it was down', async () => {
    await withHarness(async (h) => {
      started(h);
      const line = `watchman shutdown-server >/dev/null && echo tampered >> ${FROZEN}`;
      const id = 'toolu_rs';
      expect(pre(h, blind(line), id).stderr).toBe('');
      expect(bash(h, blind(line)).stderr).toBe('');
      // the person starts it again before the call's PostToolUse: a new server, a fresh watch (once the old one
      // has exited: a client that finds its socket still there waits minutes for it)
      const { pid } = tie(h).mark.server;
      for (let i = 0; i < 200 && existsSync(`/proc/${pid}`); i++) spawnSync('sleep', ['0.05']);
      expect(spawnSync('watchman', ['--no-pretty', 'get-pid']).status).toBe(0);
      putBack(h, post(h, blind(line), id));
    }, setup);
  });

  it('a hard link made in the repository and written through later is put back', async () => {
    await withHarness(async (h) => {
      started(h);
      expect(call(h, `ln ${FROZEN} linked.txt`, 'toolu_l').status).toBe(0);
      putBack(h, call(h, 'echo tampered >> linked.txt', 'toolu_l2'));
    }, setup);
  });
});

describe.skipIf(!HAS_WATCHMAN)('the watch and the record in parts', () => {
  // here, not in partedRecord.test.ts: this file's tests stop and restart the server, one at a time
  it(
    'a blind write to a frozen file is put back, only the part that holds it rewritten, the record still tied',
    () => blindWriteInParts(true),
    300_000,
  );
});

describe.skipIf(!HAS_WATCHMAN)('diffgate doctor: the watch', () => {
  const doctor = (h: Harness, env: NodeJS.ProcessEnv = {}) =>
    spawnSync(process.execPath, [CLI, 'doctor'], {
      cwd: h.repo.dir,
      env: { ...hookEnv(h), ...env },
      encoding: 'utf8',
    }).stdout;

  it('says whether the watch is on and vouched for, how much it covers, and how to switch it on', async () => {
    await withHarness(async (h) => {
      started(h);
      const on = doctor(h);
      expect(on).toContain('tripwire watch');
      expect(on).toMatch(
        /the watch is on and its server vouched for: of (\d+) protected files, (\d+) are covered by the watch/,
      );
      const [, files, byWatch] = /of (\d+) protected files, (\d+) are covered by the watch/.exec(on)!;
      expect(Number(byWatch)).toBeGreaterThanOrEqual(21); // the fixture's 21 frozen files
      expect(Number(byWatch)).toBeLessThan(Number(files)); // gate files outside the repository are walked
      const off = doctor(h, { DIFFGATE_WATCHMAN: '0' });
      expect(off).toContain('the watch is off here');
      expect(off).toContain(`watchman watch-project ${h.repo.dir}`);
      expect(off).toContain('DIFFGATE_WATCHMAN=1');
      // the record tied to a server that is gone: not vouched for, a problem with the same advice
      const state = join(h.repo.dir, '.git/diffgate/tripwire/state.json');
      writeFileSync(state, readFileSync(state, 'utf8').replace(/"pid":\d+/, '"pid":1'));
      const gone = doctor(h);
      expect(gone).toContain('the watch is on but not vouched for (the Watchman server the record was tied to is gone');
      expect(gone).toContain(`watchman watch-project ${h.repo.dir}`);
    }, setup);
  });
});
