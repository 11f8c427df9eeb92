// PostToolUse of a Bash call that fast-imported thousands of commits onto the branch (issue 32),
// for several builds in the same run, interleaved (this machine changes speed from minute to
// minute). Two histories:
//   refused N: N commits, each changing guard.sh, a frozen file (every one is refused);
//   merges N:  N side commits (each adds a file) and N merges of them onto main; merge N/2 also
//              changes guard.sh (one forbidden change hidden in the flood);
//   push N:    the same merges, pushed by the person with diffgate's pre-push hook (timed: the push).
// Copy each build's dist/ somewhere (cp -r dist /tmp/dist-a), then, from the repository root:
//   node bench/manyCommits.js RUNS refused=2000,20000 merges=500,2000 a=/tmp/dist-a b=dist
// Prints each build's median ms per case and the ratio to the first build.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const [runsArg, ...specs] = process.argv.slice(2);
const RUNS = Number(runsArg ?? 1);
const cases = [];
const builds = [];
for (const s of specs) {
  const [name, value] = s.split('=');
  if (name === 'refused' || name === 'merges' || name === 'push')
    for (const n of value.split(',')) cases.push({ kind: name, n: Number(n) });
  else builds.push({ name, cli: resolve(value, 'cli/index.js') });
}
if (builds.length === 0 || cases.length === 0)
  throw new Error('usage: node bench/manyCommits.js RUNS refused=N,.. merges=N,.. name=DIST_DIR ...');

const work = mkdtempSync(join(tmpdir(), 'diffgate-many-'));
const proc = join(work, 'proc');
mkdirSync(proc);
symlinkSync('/proc/uptime', join(proc, 'uptime'));
const MANIFEST = 'freeze\tguard.sh\tThe guard is the source of truth\n';

function stream(kind, n, base) {
  const out = [];
  const commit = (ref, k, msg, extra) =>
    out.push(
      `commit ${ref}`,
      ...extra.mark,
      `committer a <a@example.com> ${1_700_000_000 + k} +0000`,
      `data ${msg.length}`,
      msg,
      ...extra.lines,
      '',
    );
  if (kind === 'push') return stream('merges', n, base);
  if (kind === 'refused') {
    for (let k = 1; k <= n; k++) {
      const body = `echo guard ${k}\n`;
      commit('refs/heads/main', k, `step ${k}`, {
        mark: [],
        lines: [...(k === 1 ? [`from ${base}`] : []), 'M 100644 inline guard.sh', `data ${body.length}`, body],
      });
    }
  } else {
    for (let k = 1; k <= n; k++) {
      const side = `side ${k}\n`;
      commit('refs/heads/side', 2 * k, `side ${k}`, {
        mark: [`mark :${k}`],
        lines: [`from ${base}`, `M 100644 inline side/${k}.txt`, `data ${side.length}`, side],
      });
      const evil = k === n / 2 ? ['M 100644 inline guard.sh', 'data 5', 'evil'] : [];
      commit('refs/heads/main', 2 * k + 1, `merge ${k}`, {
        mark: [],
        lines: [
          ...(k === 1 ? [`from ${base}`] : []),
          `merge :${k}`,
          `M 100644 inline side/${k}.txt`,
          `data ${side.length}`,
          side,
          ...evil,
        ],
      });
    }
  }
  return `${out.join('\n')}\n`;
}

function once(build, c, k) {
  const dir = join(work, `${c.kind}-${c.n}-${build.name}-${k}`);
  const repo = join(dir, 'repo');
  const home = join(dir, 'home');
  mkdirSync(repo, { recursive: true });
  mkdirSync(home);
  const env = {
    PATH: process.env.PATH,
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_STATE_HOME: join(home, '.local/state'),
    CLAUDE_PROJECT_DIR: repo,
    DIFFGATE_PROC: proc,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
  };
  const git = (...args) => execFileSync('git', args, { cwd: repo, env, encoding: 'utf8', maxBuffer: 1 << 30 });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'bench');
  git('config', 'user.email', 'bench@diffgate.invalid');
  writeFileSync(join(repo, '.diffgate.tsv'), MANIFEST);
  writeFileSync(join(repo, 'guard.sh'), 'echo guard\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  const base = git('rev-parse', 'HEAD').trim();
  const hook = (event, extra = {}) => {
    const input = JSON.stringify({
      session_id: 'bench',
      transcript_path: join(home, 't.jsonl'),
      cwd: repo,
      permission_mode: 'default',
      hook_event_name: event,
      ...extra,
    });
    const started = process.hrtime.bigint();
    const r = spawnSync(process.execPath, [build.cli, 'hook', 'claude'], { cwd: repo, env, input, encoding: 'utf8' });
    return { ms: Number(process.hrtime.bigint() - started) / 1e6, status: r.status, stderr: r.stderr };
  };
  if (c.kind === 'push') {
    const bare = join(dir, 'remote.git');
    execFileSync('git', ['init', '-q', '--bare', bare], { env });
    git('push', '-q', bare, 'main');
    execFileSync('git', ['fast-import', '--quiet'], {
      cwd: repo,
      env,
      input: stream(c.kind, c.n, base),
      maxBuffer: 1 << 30,
    });
    writeFileSync(
      join(repo, '.git/hooks/pre-push'),
      `#!/bin/sh\nexec "${process.execPath}" "${build.cli}" githook pre-push "$@"\n`,
      { mode: 0o755 },
    );
    const started = process.hrtime.bigint();
    const r = spawnSync('git', ['push', bare, 'main'], { cwd: repo, env, encoding: 'utf8' });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    rmSync(dir, { recursive: true, force: true });
    return { ms, status: r.status, stderr: r.stderr, refused: (r.stderr.match(/\[freeze\]/g) ?? []).length };
  }
  const call = {
    tool_name: 'Bash',
    tool_input: { command: 'git fast-import', description: 'run' },
    tool_use_id: 'toolu_many',
  };
  hook('UserPromptSubmit', { prompt: 'import the history' });
  hook('PreToolUse', call);
  execFileSync('git', ['fast-import', '--quiet'], {
    cwd: repo,
    env,
    input: stream(c.kind, c.n, base),
    maxBuffer: 1 << 30,
  });
  const r = hook('PostToolUse', { ...call, tool_response: { stdout: '', stderr: '' } });
  const refused = (r.stderr.match(/Commit [0-9a-f]{12}/g) ?? []).length;
  rmSync(dir, { recursive: true, force: true });
  return { ...r, refused };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  for (const c of cases) {
    const times = new Map(builds.map((b) => [b.name, []]));
    for (let k = 0; k < RUNS; k++)
      for (const b of k % 2 === 0 ? builds : [...builds].reverse()) {
        const r = once(b, c, k);
        times.get(b.name).push(r.ms);
        console.log(
          `  ${c.kind} ${c.n} ${b.name} run ${k + 1}: ${r.ms.toFixed(0)} ms, exit ${r.status}, ${r.refused} commits named${r.status === 2 && r.refused === 0 ? `: ${r.stderr.split('\n').slice(0, 3).join(' | ')}` : ''}`,
        );
      }
    const first = median(times.get(builds[0].name));
    console.log(
      `${c.kind} ${c.n}: ${builds.map((b) => `${b.name} ${median(times.get(b.name)).toFixed(0)} ms (${(median(times.get(b.name)) / first).toFixed(2)}x)`).join(', ')}`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
