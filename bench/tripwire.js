// (f) The tripwire: PreToolUse + PostToolUse of a Bash call that touches nothing protected, as a
// ratio to `node -e 0` timed just before it (this machine changes speed from minute to minute), in a
// 10,000-file repository with 1,000 protected files; then how it grows with the number of protected
// files, and with a 100 MB append-only file that no call changes (it must not be read or hashed).
// The floor is plain node doing each call's unavoidable work. After the call: read the hook's
// input, the record, and one lstat per recorded path and folder. Before it, the same, and what any
// pre-check must do before it can say anything about a call, as the floor of a Read in (e) does:
// find the repository, read both manifests and load picomatch to compile their patterns.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PICOMATCH = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'node_modules/picomatch');
const FLOOR_AFTER = `const fs=require('fs');const input=JSON.parse(fs.readFileSync(0,'utf8'));
const s=JSON.parse(fs.readFileSync(process.argv[1],'utf8'));let n=0;
for(const p in s.files){try{fs.lstatSync(p)}catch{};n++}for(const d in s.dirs){try{fs.lstatSync(d)}catch{};n++}
if(n===0||!input.cwd)process.exit(3)`;
const FLOOR_BEFORE = `${FLOOR_AFTER}
const path=require('path');let d=fs.realpathSync.native(input.cwd);
while(!fs.existsSync(d+'/.git'))d=path.dirname(d);
const text=fs.readFileSync(d+'/.diffgate.tsv','utf8');
try{fs.readFileSync(process.env.HOME+'/.config/diffgate/manifest.tsv','utf8')}catch{}
const pm=require(${JSON.stringify(PICOMATCH)});
const rules=text.split('\\n').filter(Boolean).map((l)=>l.split('\\t')).map((r)=>pm(r[1],{dot:true}));
if(rules.length===0)process.exit(3)`;

export async function bench({ CLI, env, RUNS, timeOnce, median, makeRepo, git, fmt, ms }) {
  console.log(
    '\n(f) tripwire: PreToolUse + PostToolUse of a Bash call that changes nothing protected, vs node -e 0 (target <= 2.6x)',
  );
  const dir = makeRepo('f', 10000);
  const input = (event) =>
    JSON.stringify({
      session_id: 'bench',
      transcript_path: join(dir, 't.jsonl'),
      cwd: dir,
      permission_mode: 'default',
      hook_event_name: event,
      tool_name: 'Bash',
      tool_input: { command: 'git status && npm test' },
      tool_use_id: 'toolu_bench',
    });
  const hook = (event) => {
    const t = process.hrtime.bigint();
    const r = spawnSync(process.execPath, [CLI, 'hook', 'claude'], {
      cwd: dir,
      env,
      input: input(event),
      encoding: 'utf8',
    });
    const took = Number(process.hrtime.bigint() - t) / 1e6;
    if (r.status !== 0) throw new Error(`hook ${event} exited ${r.status}: ${r.stderr}`);
    return took;
  };
  const floorOnce = (code, event) => {
    const t = process.hrtime.bigint();
    const r = spawnSync(process.execPath, ['-e', code, state], {
      cwd: dir,
      env,
      input: input(event),
      encoding: 'utf8',
    });
    const took = Number(process.hrtime.bigint() - t) / 1e6;
    if (r.status !== 0) throw new Error(`the floor exited ${r.status}: ${r.stderr}`);
    return took;
  };
  const nodeTimes = [];
  const paired = (run) => {
    const base = timeOnce(process.execPath, ['-e', '0'], dir);
    nodeTimes.push(base);
    return run() / base;
  };
  const state = join(dir, '.git/diffgate/tripwire/state.json');
  const measure = (label) => {
    hook('PreToolUse'); // the first record (a one-time walk), and the page cache
    hook('PostToolUse');
    const both = [];
    const pre = [];
    const post = [];
    const floor = [];
    for (let i = 0; i < RUNS; i++) {
      let a = 0;
      let b = 0;
      both.push(
        paired(() => {
          a = hook('PreToolUse');
          b = hook('PostToolUse');
          return a + b;
        }),
      );
      pre.push(a / nodeTimes.at(-1));
      post.push(b / nodeTimes.at(-1));
      floor.push(paired(() => floorOnce(FLOOR_BEFORE, 'PreToolUse') + floorOnce(FLOOR_AFTER, 'PostToolUse')));
    }
    const r = { label, both: median(both), pre: median(pre), post: median(post), floor: median(floor) };
    console.log(
      `  ${label.padEnd(44)} ${fmt(r.both)} (PreToolUse ${fmt(r.pre)}, PostToolUse ${fmt(r.post)}; floor of the two: input, record and lstats, and before the call the manifests and picomatch: ${fmt(r.floor)})`,
    );
    return r;
  };
  const results = [];
  for (const [n, glob] of [
    [100, 'src/m0/**'],
    [1000, 'src/m[0-9]/**'],
    [5000, 'src/{m[0-9],m[1-4][0-9]}/**'],
  ]) {
    writeFileSync(join(dir, '.diffgate.tsv'), `freeze\t${glob}\tFrozen\n`);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', `manifest ${n}`);
    results.push({ n, ...measure(`10,000 files, ${n.toLocaleString('en')} protected`) });
  }
  // 1,000 protected again, and a 100 MB append-only log that no call changes
  writeFileSync(join(dir, '.diffgate.tsv'), 'freeze\tsrc/m[0-9]/**\tFrozen\nappend\tlogs/big.log\tA record\n');
  const chunk = `${'x'.repeat(1023)}\n`.repeat(1024);
  mkdirSync(join(dir, 'logs'), { recursive: true });
  for (let i = 0; i < 100; i++) appendFileSync(join(dir, 'logs/big.log'), chunk);
  const big = measure('and a 100 MB append-only file, unchanged');
  console.log(
    `  growth: ${results.map((r) => `${r.n}: ${fmt(r.both)}`).join(', ')}; with the 100 MB file: ${fmt(big.both)} (node -e 0 took ${ms(Math.min(...nodeTimes))} to ${ms(Math.max(...nodeTimes))})`,
  );
  return { results, big };
}
