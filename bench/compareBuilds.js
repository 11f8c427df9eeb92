// Compares builds of the CLI per call, as ratios to `node -e 0` timed in the same run (this machine
// changes speed from minute to minute). Used to decide docs/decisions-cache.md. Copy each build's
// dist/ somewhere (cp -r dist /tmp/dist-a), then, from the repository root:
//   node bench/compareBuilds.js ROUNDS RUNS a=/tmp/dist-a b=/tmp/dist-b ...
// Each run times `node -e 0` and every build once, in a shuffled order, for each call; a round
// prints each build's median ratio; the end prints the median of the round medians and their
// spread (min-max). Each build gets its own warm cache folder (a code cache, if the build has one).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const [rounds, runs, ...specs] = process.argv.slice(2);
const ROUNDS = Number(rounds ?? 5);
const RUNS = Number(runs ?? 10);
// `name=DIST_DIR,VAR=value,...` runs that build with those variables set (DIFFGATE_NO_COMPILE_CACHE=1, say).
const builds = specs.map((s) => {
  const [build, ...vars] = s.split(',');
  const [name, dir] = build.split('=');
  return { name, cli: resolve(dir, 'cli/index.js'), vars: Object.fromEntries(vars.map((v) => v.split('='))) };
});
if (builds.length === 0) throw new Error('usage: node bench/compareBuilds.js ROUNDS RUNS name=DIST_DIR ...');

const work = mkdtempSync(join(tmpdir(), 'diffgate-compare-'));
const repo = join(work, 'repo');
const baseEnv = { PATH: process.env.PATH, HOME: work, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
const git = (...args) => execFileSync('git', args, { cwd: repo, env: baseEnv, encoding: 'utf8' });

mkdirSync(repo, { recursive: true });
git('init', '-q', '-b', 'main');
git('config', 'user.name', 'bench');
git('config', 'user.email', 'bench@diffgate.invalid');
for (let i = 0; i < 1000; i++) {
  const sub = join(repo, 'src', `m${i % 100}`);
  if (i < 100) mkdirSync(sub, { recursive: true });
  writeFileSync(join(sub, `f${i}.txt`), `file ${i}\nline two\n`);
}
writeFileSync(
  join(repo, '.diffgate.tsv'),
  [
    'freeze\tconfig/**\tFrozen',
    'append\tlogs/*.md\tAppend-only',
    'command-deny\tgit push -f|--force\tHistory is rewritten by a person',
    'command-allow\tgrep\tRead-only',
    '',
  ].join('\n'),
);
mkdirSync(join(repo, 'logs'));
writeFileSync(join(repo, 'logs/decisions.md'), 'one\n');
git('add', '-A');
git('commit', '-q', '-m', 'base');
writeFileSync(join(repo, 'src/m1/f1.txt'), 'changed\n');
git('add', 'src/m1/f1.txt');

const hookInput = (tool, input) =>
  JSON.stringify({
    session_id: 'bench',
    transcript_path: join(repo, 't.jsonl'),
    cwd: repo,
    permission_mode: 'default',
    hook_event_name: 'PreToolUse',
    tool_name: tool,
    tool_input: input,
    tool_use_id: 'toolu_bench',
  });
const calls = [
  ['Read', ['hook', 'claude'], hookInput('Read', { file_path: join(repo, 'src/m1/f1.txt') })],
  ['Write', ['hook', 'claude'], hookInput('Write', { file_path: join(repo, 'src/new.txt'), content: 'x\n' })],
  ['Bash (cleared by the pre-scan)', ['hook', 'claude'], hookInput('Bash', { command: 'git status && npm test' })],
  [
    'Bash (parsed, policy)',
    ['hook', 'claude'],
    hookInput('Bash', { command: 'grep -r TODO src | sort | tee /tmp/x.txt && sed -i s/a/b/ notes.md' }),
  ],
  ['check --staged', ['check', '--staged'], undefined],
];

const time = (args, input, env) => {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { cwd: repo, env, input, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return ms;
};
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const f2 = (x) => x.toFixed(2);
const envOf = (b) => ({ ...baseEnv, XDG_CACHE_HOME: join(work, `cache-${b.name}`), ...b.vars });

// warm the page cache, and the cache folder of each build for each kind of run
for (const b of builds)
  for (const [, args, input] of calls) for (let i = 0; i < 3; i++) time([b.cli, ...args], input, envOf(b));

console.log(`ratio to node -e 0 of the same run; ${ROUNDS} rounds x ${RUNS} runs, node ${process.version}`);
const summary = calls.map(() => ({ base: [], ...Object.fromEntries(builds.map((b) => [b.name, []])) }));
for (let round = 0; round < ROUNDS; round++) {
  const line = [];
  calls.forEach(([name, args, input], k) => {
    const r = { base: [], ...Object.fromEntries(builds.map((b) => [b.name, []])) };
    for (let i = 0; i < RUNS; i++) {
      const base = time(['-e', '0'], undefined, baseEnv);
      r.base.push(base);
      for (const b of [...builds].sort(() => Math.random() - 0.5))
        r[b.name].push(time([b.cli, ...args], input, envOf(b)) / base);
    }
    for (const key of Object.keys(r)) summary[k][key].push(median(r[key]));
    line.push(`${name}: ${builds.map((b) => `${b.name} ${f2(median(r[b.name]))}x`).join(', ')}`);
  });
  console.log(`  round ${round + 1}: ${line.join('; ')}`);
}
console.log('median of the round medians [min-max]:');
const range = (xs) => `[${f2(Math.min(...xs))}-${f2(Math.max(...xs))}]`;
calls.forEach(([name], k) => {
  const s = summary[k];
  console.log(
    `  ${name}: ${builds.map((b) => `${b.name} ${f2(median(s[b.name]))}x ${range(s[b.name])}`).join(', ')}; node -e 0 ${f2(median(s.base))} ms ${range(s.base)}`,
  );
});
rmSync(work, { recursive: true, force: true });
