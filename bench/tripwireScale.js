// (l) The tripwire at scale (issue 30): PreToolUse + PostToolUse of a Bash call that changes nothing,
// with 1,000 / 10,000 / 50,000 / 200,000 frozen files, in CPU time (user + system of the hook's shell
// and all it started, from bash's `times`, as bench/hookCost.js: wall time on the shared machine
// moves with its load, CPU time much less), as ratios to `node -e 0` timed just before each, with the
// watch (Watchman, where installed: src/agent/tripwire/watchman.ts) and without it
// (DIFFGATE_WATCHMAN=0: one lstat per recorded path on each side). Each call runs the command
// `install --claude` writes (the verifying loader and its code cache, node by absolute path) through
// `sh -c`, as the client does. Next to each, two floors in the same run: the loader's (node and the
// verifying loader on an empty CLI, twice: what any installed hook costs a call), and the work's,
// plain node doing the unavoidable part: reading the hook's input and, before the call, the
// manifests and picomatch (as bench (f)); then with the watch, the record's first line, the head's
// paths outside the watch and one question to the server; without it, one lstat per recorded path
// (the record read whole, or every one of its parts: src/agent/tripwire/recordParts.ts).
// Without the watch, a record in parts (2,048 files or more) is looked at by git's walk
// (src/agent/tripwire/gitIndex.ts): beside it, the honest floor of any check that every one of N
// files is as recorded, which has to lstat N files on each side of the call: the loader's floor plus,
// twice, `git diff-files --quiet` run by hand over the same index diffgate wrote (its store's
// git.idx), in the same environment and with the same settings (the cheapest native "are these N
// files as indexed").
// Then a call that changes one frozen file (put back, exit 2) against one that changes none.
// CPU is read from `bash --norc`: bash started by node with a pipe on its standard input takes
// itself for a remote shell and runs ~/.bashrc (on this machine `pyenv init`, about 90 ms of CPU),
// which before 2026-12-07 (stop 44) was counted in every measure, `node -e 0` included.
// The bench starts the watch of each repository (`watchman watch-project`, as the person does before
// the agent's session; a hook never starts it) and removes it after.
// DIFFGATE_BENCH_SIZES=1000,10000 picks sizes.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PICOMATCH = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'node_modules/picomatch');
const INPUT = `const fs=require('fs');const input=JSON.parse(fs.readFileSync(0,'utf8'));if(!input.cwd)process.exit(3);`;
const MANIFESTS = `let d=fs.realpathSync.native(input.cwd);
while(!fs.existsSync(d+'/.git'))d=path.dirname(d);
const text=fs.readFileSync(d+'/.diffgate.tsv','utf8');
try{fs.readFileSync(process.env.HOME+'/.config/diffgate/manifest.tsv','utf8')}catch{}
const pm=require(${JSON.stringify(PICOMATCH)});
const rules=text.split('\\n').filter(Boolean).map((l)=>l.split('\\t')).map((r)=>pm(r[1],{dot:true}));
if(rules.length===0)process.exit(3);`;
const WALK = `const s=JSON.parse(fs.readFileSync(process.argv[1],'utf8'));let n=0;
const files=s.parts?Object.assign({},...s.parts.h.map((h,i)=>JSON.parse(fs.readFileSync(path.dirname(process.argv[1])+'/parts/'+i+'-'+h.slice(0,16)+'.json','utf8')))):s.files;
for(const p in files){try{fs.lstatSync(p)}catch{};n++}for(const d in s.dirs){try{fs.lstatSync(d)}catch{};n++}
if(n===0)process.exit(3);`;
const WATCH = `const fd=fs.openSync(process.argv[1],'r');const b=Buffer.alloc(65536);const n=fs.readSync(fd,b,0,65536,0);
const first=b.subarray(0,n).toString();const w=JSON.parse(first.slice(5,first.indexOf('\\n')-1));
const head=JSON.parse(fs.readFileSync(path.dirname(process.argv[1])+'/watch.json','utf8'));
for(const p in head.outside)fs.lstatSync(p,{throwIfNoEntry:false});
const c=require('net').createConnection(w.mark.server.sock);let t='';
c.on('connect',()=>c.write(JSON.stringify(['query',w.mark.root,{since:w.mark.clock,fields:['name'],empty_on_fresh_instance:true}])+'\\n'));
c.on('data',(x)=>{t+=x;if(t.includes('\\n')){const r=JSON.parse(t);c.destroy();if(r.is_fresh_instance)process.exit(3)}});`;
const floorCode = (before, watch) =>
  `${INPUT}const path=require('path');${before ? MANIFESTS : ''}${watch ? WATCH : WALK}`;

/** git's settings as gitIndex.ts gives them (what decides what diff-files compares). */
const GIT_SETTINGS = [
  'core.fsmonitor=false',
  'core.checkStat=default',
  'core.trustctime=true',
  'core.filemode=true',
  'core.symlinks=true',
  'core.ignorecase=false',
  'core.protectNTFS=true',
  'core.protectHFS=true',
  'core.ignoreStat=false',
  'core.untrackedCache=false',
  'core.splitIndex=false',
  'core.sparseCheckout=false',
  'core.preloadIndex=false',
  'core.bare=false',
  'index.version=2',
  'index.sparse=false',
  'index.skipHash=false',
  'feature.manyFiles=false',
  'feature.experimental=false',
]
  .map((c) => `-c ${c}`)
  .join(' ');

/** `git diff-files --quiet` by hand over diffgate's own index in `store`, in gitIndex.ts's environment. */
const gitFloorCommand = (store, dir) =>
  `env -i PATH="$PATH" HOME=${quote(`${store}/git`)} XDG_CONFIG_HOME=${quote(`${store}/git`)} LC_ALL=C GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null GIT_DIR=${quote(`${store}/git`)} GIT_INDEX_FILE=${quote(`${store}/git.idx`)} GIT_WORK_TREE=${quote(dir)} GIT_OPTIONAL_LOCKS=0 git ${GIT_SETTINGS} diff-files --quiet`;

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const quote = (s) => `'${s.replaceAll("'", "'\\''")}'`;

let errFile = '/dev/null';

/** CPU ms (user + system) of `sh -c command` and all it started, from bash's `times`. */
function cpuOf(command, input, cwd, env, ok = [0]) {
  const r = spawnSync(
    'bash',
    ['--norc', '-c', 'sh -c "$1" >/dev/null 2>"$2"; rc=$?; times; exit $rc', '_', command, errFile],
    {
      cwd,
      env,
      input,
      encoding: 'utf8',
    },
  );
  if (!ok.includes(r.status)) {
    let err = '';
    try {
      err = readFileSync(errFile, 'utf8');
    } catch {}
    throw new Error(`exited ${r.status}: ${command.slice(-60)}\n${err}`);
  }
  const [user, sys] = r.stdout
    .trim()
    .split('\n')
    .at(-1)
    .split(/\s+/)
    .map((t) => {
      const m = /^(\d+)m([\d.]+)s$/.exec(t);
      return (Number(m[1]) * 60 + Number(m[2])) * 1000;
    });
  return user + sys;
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

export async function bench({ CLI, env, RUNS, work, median, git, fmt, ms }) {
  const sizes = (process.env.DIFFGATE_BENCH_SIZES ?? '1000,10000,50000,200000').split(',').map(Number);
  const watchman = spawnSync('watchman', ['--version'], { env, encoding: 'utf8' }).status === 0;
  console.log(
    `  PreToolUse + PostToolUse of a Bash call that changes nothing, frozen vendor/**, CPU time against node -e 0 (target <= 2.5x to 50,000, 3x at 200,000); Watchman ${watchman ? 'installed' : 'not installed: walk only'}`,
  );
  const out = [];
  const nodeTimes = [];
  const node = `${quote(process.execPath)} -e 0`;
  // the loader's floor: node with the verifying loader on a CLI whose entry point is empty (bench/hookCost.js)
  errFile = join(work, 'hook-stderr');
  const empty = join(work, 'empty-cli');
  mkdirSync(empty, { recursive: true });
  writeFileSync(join(empty, 'index.js'), '');
  writeFileSync(join(empty, 'SHA256SUMS'), `${sha256(readFileSync(join(empty, 'index.js')))}  index.js\n`);
  for (const n of sizes) {
    const dir = join(work, `k${n}`);
    mkdirSync(dir, { recursive: true });
    git(work, 'init', '-q', '-b', 'main', dir);
    git(dir, 'config', 'user.name', 'bench');
    git(dir, 'config', 'user.email', 'bench@diffgate.invalid');
    git(dir, 'config', 'gc.auto', '0');
    writeFileSync(join(dir, '.diffgate.tsv'), 'freeze\tvendor/**\tVendored code\n');
    writeFileSync(join(dir, 'README.md'), 'bench\n');
    const installed = spawnSync(process.execPath, [CLI, 'install', '--claude'], { cwd: dir, env, encoding: 'utf8' });
    if (installed.status !== 0) throw new Error(`install --claude exited ${installed.status}: ${installed.stderr}`);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'base');
    const hook = JSON.parse(readFileSync(join(dir, '.claude/settings.json'), 'utf8')).hooks.PreToolUse[0].hooks[0]
      .command;
    const loader = hook.replace(
      /'[^']*' [0-9a-f]{64}(?: '[^']*' (?:[0-9a-f]{64}|-))? hook claude/,
      `'${empty}' ${sha256(readFileSync(join(empty, 'SHA256SUMS')))} '-' - hook claude`,
    );
    // untracked frozen files: the tripwire does not need git to know them
    for (let f = 0; f < n / 200; f++) {
      const sub = join(dir, 'vendor', `p${f}`);
      mkdirSync(sub, { recursive: true });
      for (let i = 0; i < 200; i++) writeFileSync(join(sub, `f${i}.js`), `module.exports = ${f * 200 + i};\n`);
    }
    const state = join(dir, '.git/diffgate/tripwire/state.json');
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
    const run = (event, e, ok = [0]) => cpuOf(hook, input(event), dir, e, ok);
    const floorRun = (code, event, e) =>
      cpuOf(`${quote(process.execPath)} -e ${quote(code)} ${quote(state)}`, input(event), dir, e);
    // the first record: a walk of the whole tree, over several calls held until it is whole
    const t0 = Date.now();
    let held = 0;
    while (spawnSync('sh', ['-c', hook], { cwd: dir, env, input: input('PreToolUse') }).status !== 0)
      if (++held > 100) throw new Error('the record never became whole');
    run('PostToolUse', env);
    const recorded = Date.now() - t0;
    const runs = n >= 50000 ? Math.min(RUNS, 7) : RUNS;
    const row = { n, recorded, held };
    if (watchman) spawnSync('watchman', ['watch-project', dir], { env, stdio: 'ignore' });
    for (const mode of watchman ? ['watch', 'walk'] : ['walk']) {
      const e = { ...env, DIFFGATE_WATCHMAN: mode === 'walk' ? '0' : '1' };
      run('PreToolUse', e); // ties the record to the watch (or not), and the page cache
      run('PostToolUse', e);
      const both = [];
      const floor = [];
      const loaderFloor = [];
      const gitFloor = [];
      // git's walk answers for a record in parts (its index written by the quiet pass after the first walk)
      const store = dirname(state);
      // (looked at each run: at 200,000 under load the warm-up's walk may leave the index to a later call)
      const indexed = () => mode === 'walk' && existsSync(join(store, 'git.idx'));
      for (let i = 0; i < runs; i++) {
        const base = cpuOf(node, '', dir, e);
        nodeTimes.push(base);
        both.push((run('PreToolUse', e) + run('PostToolUse', e)) / base);
        floor.push(
          (floorRun(floorCode(true, mode === 'watch'), 'PreToolUse', e) +
            floorRun(floorCode(false, mode === 'watch'), 'PostToolUse', e)) /
            base,
        );
        const l = cpuOf(loader, '', dir, e) + cpuOf(loader, '', dir, e);
        loaderFloor.push(l / base);
        if (indexed())
          gitFloor.push(
            (l + cpuOf(gitFloorCommand(store, dir), '', dir, e) + cpuOf(gitFloorCommand(store, dir), '', dir, e)) /
              base,
          );
      }
      row[mode] = {
        both: median(both),
        floor: median(floor),
        loader: median(loaderFloor),
        ...(gitFloor.length > 0 ? { git: median(gitFloor) } : {}),
      };
    }
    if (watchman) {
      // one frozen file changed by the call: judged, put back and kept (exit 2); with the watch, as both
      // sides of a call that changes one ask it what changed (until 2026-12-07 this ran walking)
      const w = { ...env, DIFFGATE_WATCHMAN: '1' };
      const changed = [];
      const none = [];
      for (let i = 0; i < runs; i++) {
        const base = cpuOf(node, '', dir, w);
        nodeTimes.push(base);
        none.push((run('PreToolUse', w) + run('PostToolUse', w)) / base);
        const a = run('PreToolUse', w);
        appendFileSync(join(dir, 'vendor/p0/f7.js'), '// tampered\n');
        changed.push((a + run('PostToolUse', w, [2])) / base);
      }
      row.one = { changed: median(changed), none: median(none) };
      spawnSync('watchman', ['watch-del', dir], { env, stdio: 'ignore' });
    }
    out.push(row);
    const w = row.watch
      ? `with the watch ${fmt(row.watch.both)} (floor ${fmt(row.watch.floor)}, loader ${fmt(row.watch.loader)}); `
      : '';
    const o = row.one ? `; one frozen file changed ${fmt(row.one.changed)} against none ${fmt(row.one.none)}` : '';
    console.log(
      `  ${n.toLocaleString('en').padStart(7)} frozen: ${w}walking ${fmt(row.walk.both)} (${row.walk.git === undefined ? '' : `floor: loader + git diff-files twice ${fmt(row.walk.git)}, `}node's walk ${fmt(row.walk.floor)}, loader ${fmt(row.walk.loader)})${o}; first record ${ms(recorded)} over ${held + 1} calls`,
    );
  }
  const load = spawnSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).stdout.trim();
  console.log(
    `  node -e 0 took ${ms(Math.min(...nodeTimes))} to ${ms(Math.max(...nodeTimes))} CPU (mean ${ms(mean(nodeTimes))}); load average ${load.split(' ').slice(0, 3).join(' ')} on ${spawnSync('nproc', { encoding: 'utf8' }).stdout.trim()} cores`,
  );
  return out;
}
