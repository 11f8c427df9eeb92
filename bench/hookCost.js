// (m) What one hook call costs, per event, in CPU time (user + system of the hook's shell and
// everything it started), as a ratio to `node -e 0` run the same way: wall time on the shared
// machine moves with its load, CPU time much less. Each call runs the command `install --claude`
// wrote (the verifying loader, node by absolute path) through `sh -c`, as the client does, in a
// small repository through a whole turn: the person's prompt, two Bash calls that change nothing
// (PreToolUse, PostToolUse; the first of a turn takes the prompt in), a Write of a new file
// (PreToolUse, the write, PostToolUse), and Stop; then a turn with no call (the prompt, Stop), whose
// Stop takes the prompt in, as in the real clients' timing tests (conformance/lib/timing.ts).
// With --counts (node bench/hookCost.js --counts), each event once more under strace: the
// processes it started, the files it opened, and the paths it stat'ed. With --phases, each event
// once more with a preload (`node -r`, which leaves the pinned code cache valid) that splits its CPU
// after node's own start: PHASES below. With --back-to-back, a turn's events run one after the
// other, as a client sends them, instead of with `node -e 0` and the floor timed between them.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** CPU ms (user + system) of `sh -c command` and its children, read from bash's `times`. */
function cpuOf(command, input, cwd, env) {
  const r = spawnSync(
    'bash',
    ['-c', 'sh -c "$1" >/dev/null 2>"$2"; rc=$?; times; exit $rc', '_', command, '/dev/null'],
    {
      cwd,
      env,
      input,
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(`exited ${r.status}: ${command.slice(-60)}\n${r.stderr}`);
  const children = r.stdout.trim().split('\n').at(-1);
  const [user, sys] = children.split(/\s+/).map((t) => {
    const m = /^(\d+)m([\d.]+)s$/.exec(t);
    return (Number(m[1]) * 60 + Number(m[2])) * 1000;
  });
  return user + sys;
}

const trimmedMean = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const cut = Math.floor(s.length / 5);
  const kept = s.slice(cut, s.length - cut);
  return kept.reduce((a, b) => a + b, 0) / kept.length;
};

/** A small repository with `install --claude` done by `cli`: returns its folder and the installed command. */
function setUp(work, name, cli, env, git) {
  const dir = join(work, name);
  const home = join(work, `${name}-home`);
  mkdirSync(home);
  mkdirSync(dir);
  const runEnv = { ...env, HOME: home };
  git(work, 'init', '-q', '-b', 'main', dir);
  git(dir, 'config', 'user.name', 'bench');
  git(dir, 'config', 'user.email', 'bench@diffgate.invalid');
  for (const d of ['config', 'logs', 'src']) mkdirSync(join(dir, d));
  for (let i = 0; i < 200; i++) writeFileSync(join(dir, 'src', `f${i}.txt`), `file ${i}\n`);
  for (let i = 0; i < 20; i++) writeFileSync(join(dir, 'config', `c${i}.txt`), `config ${i}\n`);
  writeFileSync(join(dir, 'logs/decisions.md'), 'one\n');
  writeFileSync(join(dir, '.diffgate.tsv'), 'freeze\tconfig/**\tFrozen\nappend\tlogs/*.md\tAppend-only\n');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  const r = spawnSync(process.execPath, [cli, 'install', '--claude'], { cwd: dir, env: runEnv, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`install --claude exited ${r.status}: ${r.stderr}`);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'hooks');
  const settings = JSON.parse(readFileSync(join(dir, '.claude/settings.json'), 'utf8'));
  return { name, dir, env: runEnv, command: settings.hooks.PreToolUse[0].hooks[0].command, n: 0 };
}

/** One turn's events in `s`'s repository, in order: [label, stdin, what the tool does after it]. */
function turn(s) {
  const n = ++s.n;
  const payload = (event, extra) =>
    JSON.stringify({
      session_id: 'cost',
      transcript_path: join(s.dir, 't.jsonl'),
      cwd: s.dir,
      permission_mode: 'default',
      hook_event_name: event,
      ...extra,
    });
  const bash = { tool_name: 'Bash', tool_input: { command: 'git status && ls src' }, tool_use_id: `toolu_b${n}` };
  const again = { ...bash, tool_use_id: `toolu_c${n}` };
  const file = join(s.dir, 'src', `new${n}.txt`);
  const write = { tool_name: 'Write', tool_input: { file_path: file, content: 'hello\n' }, tool_use_id: `toolu_w${n}` };
  return [
    ['UserPromptSubmit', payload('UserPromptSubmit', { prompt: `step ${n}` })],
    // the turn's first call takes the person's prompt in (a full pass: tripwire.ts tripwirePrompt)
    ['PreToolUse Bash 1st', payload('PreToolUse', bash)],
    ['PostToolUse Bash 1st', payload('PostToolUse', { ...bash, tool_response: { stdout: '' } })],
    ['PreToolUse Bash', payload('PreToolUse', again)],
    ['PostToolUse Bash', payload('PostToolUse', { ...again, tool_response: { stdout: '' } })],
    ['PreToolUse Write', payload('PreToolUse', write), () => writeFileSync(file, 'hello\n')],
    ['PostToolUse Write', payload('PostToolUse', { ...write, tool_response: {} })],
    ['Stop', payload('Stop', { stop_hook_active: false })],
    // a turn with no tool call, as the real clients' timing tests run it: its Stop takes the prompt in
    ['Prompt (no call)', payload('UserPromptSubmit', { prompt: `answer ${n}` })],
    ['Stop (no call)', payload('Stop', { stop_hook_active: false })],
  ];
}

/**
 * `clis`: [name, path of a built CLI's index.js], each installed in a repository of its own and
 * timed interleaved with the others (a build before and after a change, in the same conditions).
 */
export async function bench({ CLI, clis = [['this build', CLI]], env, RUNS, git, fmt }) {
  const counts = process.argv.includes('--counts');
  const phases = process.argv.includes('--phases');
  // a turn's events one after the other, as a client sends them (the builds still take turns); by
  // default `node -e 0` and the floor run between two events, some 50 ms
  const backToBack = process.argv.includes('--back-to-back');
  const work = mkdtempSync(join(tmpdir(), 'diffgate-cost-'));
  const setups = clis.map(([name, cli], k) => ({ ...setUp(work, `repo${k}`, cli, env, git), name }));
  const labels = turn({ dir: work, n: 0 }).map(([l]) => l);
  const base = `'${process.execPath}' -e 0`;
  // The floor of every row: node with the verifying loader, on a CLI whose entry point is empty.
  const empty = join(work, 'empty-cli');
  mkdirSync(empty);
  writeFileSync(join(empty, 'index.js'), '');
  writeFileSync(join(empty, 'SHA256SUMS'), `${sha256(readFileSync(join(empty, 'index.js')))}  index.js\n`);
  const floor = setups[0].command.replace(
    /'[^']*' [0-9a-f]{64}(?: '[^']*' (?:[0-9a-f]{64}|-))? hook claude/,
    `'${empty}' ${sha256(readFileSync(join(empty, 'SHA256SUMS')))} '-' - hook claude`,
  );
  const floorCpu = [];
  const nodeCpu = [];
  const cpu = setups.map(() => Object.fromEntries(labels.map((l) => [l, []])));
  for (const s of setups)
    for (const [, input, effect] of turn(s)) {
      cpuOf(s.command, input, s.dir, s.env); // the first record, and the page cache
      effect?.();
    }
  for (let i = 0; i < RUNS; i++) {
    const turns = setups.map((s) => turn(s));
    if (backToBack)
      setups.forEach((s, k) => {
        for (const _ of labels) {
          nodeCpu.push(cpuOf(base, '', s.dir, s.env));
          if (k === 0) floorCpu.push(cpuOf(floor, '', s.dir, s.env));
        }
        labels.forEach((l, e) => {
          const [, input, effect] = turns[k][e];
          cpu[k][l].push(cpuOf(s.command, input, s.dir, s.env));
          effect?.();
        });
      });
    else
      labels.forEach((l, e) =>
        setups.forEach((s, k) => {
          nodeCpu.push(cpuOf(base, '', s.dir, s.env));
          if (k === 0) floorCpu.push(cpuOf(floor, '', s.dir, s.env));
          const [, input, effect] = turns[k][e];
          cpu[k][l].push(cpuOf(s.command, input, s.dir, s.env));
          effect?.();
        }),
      );
  }
  const nodeMs = trimmedMean(nodeCpu);
  console.log(
    `\n(m) one hook call through the installed command, CPU ms (user + system, trimmed mean of ${RUNS}) and ratio to node -e 0${backToBack ? "; a turn's events back to back" : ''}`,
  );
  console.log(`  ${'node -e 0'.padEnd(20)} ${nodeMs.toFixed(1).padStart(6)} ms`);
  const floorMs = trimmedMean(floorCpu);
  console.log(
    `  ${'floor: the loader'.padEnd(20)} ${floorMs.toFixed(1).padStart(6)} ms ${fmt(floorMs / nodeMs).padStart(6)}  (node and the verifying loader on an empty CLI: a call's floor is twice this)`,
  );
  console.log(`  ${''.padEnd(20)} ${setups.map((s) => s.name.padStart(18)).join(' ')}`);
  const results = setups.map(() => ({}));
  for (const l of labels) {
    const cells = setups.map((_, k) => {
      const ms = trimmedMean(cpu[k][l]);
      results[k][l] = ms;
      return `${ms.toFixed(1).padStart(6)} ms ${fmt(ms / nodeMs).padStart(6)}`.padStart(18);
    });
    console.log(`  ${l.padEnd(20)} ${cells.join(' ')}`);
  }
  const per = (r, a, b) => fmt((r[a] + r[b]) / nodeMs).padStart(18);
  console.log(
    `  ${'a Bash call'.padEnd(20)} ${results.map((r) => per(r, 'PreToolUse Bash', 'PostToolUse Bash')).join(' ')}  (target 2x)`,
  );
  console.log(
    `  ${"a turn's 1st Bash".padEnd(20)} ${results.map((r) => per(r, 'PreToolUse Bash 1st', 'PostToolUse Bash 1st')).join(' ')}`,
  );
  console.log(
    `  ${'a Write call'.padEnd(20)} ${results.map((r) => per(r, 'PreToolUse Write', 'PostToolUse Write')).join(' ')}`,
  );
  console.log(
    `  ${'a turn'.padEnd(20)} ${results.map((r) => per(r, 'UserPromptSubmit', 'Stop')).join(' ')}  (target 1.5x)`,
  );
  console.log(
    `  ${'a turn, no call'.padEnd(20)} ${results.map((r) => per(r, 'Prompt (no call)', 'Stop (no call)')).join(' ')}  (target 1.5x; floor ${fmt((2 * floorMs) / nodeMs)})`,
  );
  if (phases) {
    console.log(
      "  phases, CPU ms after node's own start: to the first path of the repository (the loader, the code, stdin, the dispatch); V8 reading the code cache (or compiling); sha256 (the loader's checks); fs calls (their count); the rest (JavaScript, GC)",
    );
    const preload = join(work, 'phases.cjs');
    for (const s of setups) {
      writeFileSync(preload, PHASES.replace('REPO', JSON.stringify(s.dir)));
      console.log(`  ${s.name}:`);
      for (const [label, input, effect] of turn(s)) {
        const r = spawnSync('sh', ['-c', s.command.replace(/' -e '/, `' -r '${preload}' -e '`)], {
          cwd: s.dir,
          env: s.env,
          input,
          encoding: 'utf8',
        });
        effect?.();
        const line = /^PHASES (.*)$/m.exec(r.stderr)?.[1];
        if (r.status !== 0 || line === undefined) throw new Error(`--phases: ${label} exited ${r.status}: ${r.stderr}`);
        const p = JSON.parse(line);
        const ms = (x) => x.toFixed(1).padStart(5);
        console.log(
          `    ${label.padEnd(20)} first path ${ms(p.first)}, code ${ms(p.code)} (${String(p.kb).padStart(3)} KB), sha256 ${ms(p.hash)}, fs ${ms(p.fs)} (${String(p.calls).padStart(4)}), rest ${ms(p.rest)}; all ${ms(p.after)}`,
        );
      }
    }
  }
  if (counts) {
    console.log("  under strace: processes started (execve), files opened (openat), paths stat'ed (stat/lstat/statx)");
    for (const s of setups) {
      console.log(`  ${s.name}:`);
      for (const [label, input, effect] of turn(s)) {
        const log = join(work, 'strace.log');
        spawnSync(
          'strace',
          ['-f', '-qq', '-o', log, '-e', 'trace=execve,openat,newfstatat,lstat,stat,statx', 'sh', '-c', s.command],
          {
            cwd: s.dir,
            env: s.env,
            input,
            encoding: 'utf8',
          },
        );
        effect?.();
        const lines = readFileSync(log, 'utf8').split('\n');
        const execs = lines
          .filter((l) => /execve\(/.test(l) && !/ENOENT/.test(l))
          .map((l) => /execve\("([^"]+)"/.exec(l)?.[1]);
        const opens = lines.filter((l) => /openat\(/.test(l) && !/ENOENT/.test(l)).length;
        const stats = lines.filter((l) => /(stat|statx)\(/.test(l)).length;
        console.log(
          `    ${label.padEnd(20)} ${String(execs.length).padStart(3)} execve (${execs.map((e) => e.split('/').pop()).join(' ')}), ${opens} openat, ${stats} stat`,
        );
      }
    }
  }
  rmSync(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  return { node: nodeMs, floor: floorMs, events: results };
}

/**
 * --phases' preload (CommonJS, run by `node -r` before the loader): CPU ms from here (node's own start
 * done) to the end, split into: up to the first fs call on a path of the repository (`REPO`); inside
 * vm.Script (V8 reading the pinned code cache); inside sha256 (the loader's checks); inside the fs
 * module's synchronous calls (outermost only); and the rest. Measuring adds about 2 us a call.
 */
const PHASES = `
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const t0 = cpu(), repo = REPO, a = { code: 0, hash: 0, fs: 0, calls: 0, bytes: 0, first: undefined };
let inside = 0;
const vm = require('vm'), Script = vm.Script;
vm.Script = function (src, o) { const s = cpu(); inside++; try { a.bytes += src.length; return new Script(src, o); } finally { inside--; a.code += cpu() - s; } };
const crypto = require('crypto'), createHash = crypto.createHash;
crypto.createHash = function (...x) {
  const h = createHash.apply(this, x);
  for (const k of ['update', 'digest']) { const f = h[k].bind(h); h[k] = (...y) => { const s = cpu(); try { return f(...y); } finally { a.hash += cpu() - s; } }; }
  return h;
};
const fs = require('fs');
for (const k of Object.keys(fs)) {
  const f = fs[k];
  if (!/Sync$/.test(k) || typeof f !== 'function') continue;
  const w = function (...x) {
    if (inside) return f.apply(this, x);
    if (a.first === undefined && typeof x[0] === 'string' && x[0].startsWith(repo)) a.first = cpu() - t0;
    inside++; const s = cpu();
    try { return f.apply(this, x); } finally { inside--; a.fs += cpu() - s; a.calls++; }
  };
  Object.assign(w, f);
  fs[k] = w;
}
let done = false;
const report = () => {
  if (done) return; done = true;
  const after = cpu() - t0;
  fs.writeSync(2, 'PHASES ' + JSON.stringify({ after, first: a.first ?? after, code: a.code, hash: a.hash, fs: a.fs, calls: a.calls, rest: after - a.code - a.hash - a.fs, kb: Math.round(a.bytes / 1024) }) + '\\n');
};
const exit = process.reallyExit;
process.reallyExit = function (c) { report(); return exit.call(process, c); };
process.on('exit', report);
`;

/**
 * A process table of the processes alive now (links to their /proc folders), for DIFFGATE_PROC: the
 * straggler scan reads as many processes as the machine runs, but a process started later (another
 * user's test run on a shared machine, all under one uid) is not taken for one the turn left
 * running, which sends Stop and the next prompt to the full pass a single-user machine never takes.
 */
function procSnapshot() {
  const dir = mkdtempSync(join(tmpdir(), 'diffgate-cost-proc-'));
  symlinkSync('/proc/uptime', join(dir, 'uptime'));
  for (const p of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) symlinkSync(`/proc/${p}`, join(dir, p));
  return dir;
}

// Run alone: node bench/hookCost.js [--runs=N] [--counts] [--phases] [--back-to-back] [--cli=NAME=PATH ...] (builds compared) [--env=NAME ...]
//   [--proc-snapshot] (the straggler scan reads the processes alive at the start only: procSnapshot)
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
  };
  // --env=NAME passes a variable of this environment on to the hooks and to node -e 0, as a client would
  for (const a of process.argv.filter((x) => x.startsWith('--env='))) env[a.slice(6)] = process.env[a.slice(6)];
  const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 15);
  const git = (cwd, ...args) => execFileSync('git', args, { cwd, env, encoding: 'utf8' });
  const fmt = (x) => `${x.toFixed(2)}x`;
  const clis = process.argv.filter((a) => a.startsWith('--cli=')).map((a) => a.slice(6).split('='));
  const CLI = join(root, 'dist/cli/index.js');
  const snapshot = process.argv.includes('--proc-snapshot') ? procSnapshot() : undefined;
  if (snapshot !== undefined) env.DIFFGATE_PROC = snapshot;
  try {
    await bench({ CLI, clis: clis.length > 0 ? clis : [['this build', CLI]], env, RUNS, git, fmt });
  } finally {
    if (snapshot !== undefined) rmSync(snapshot, { recursive: true, force: true });
  }
}
