/**
 * A commit's wall time with diffgate under husky and under lefthook, as a ratio to the same commit
 * with diffgate installed through core.hooksPath (githooks/), all measured in the same run, runs
 * interleaved. Each repository installs diffgate from a packed copy of this project, as a user
 * would (npm install of the tarball), with husky 9.1.7 or lefthook 2.2.2 from the npm registry.
 * Target: at most 1.15x. (The hook managers run pre-commit and prepare-commit-msg; the second must
 * cost no node start when there is nothing to add.)
 *
 * Usage from bench/run.js: `await (await import('./commitHooks.js')).bench({ CLI, env, RUNS, work, timeOnce, median })`,
 * or alone: `node bench/commitHooks.js [runs]` after `npm run build`.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TARGET = 1.15;

export async function bench({ env, RUNS, work, timeOnce, median }) {
  const run = (cmd, args, cwd, extra = {}) =>
    execFileSync(cmd, args, {
      cwd,
      env: {
        ...env,
        npm_config_audit: 'false',
        npm_config_fund: 'false',
        npm_config_update_notifier: 'false',
        ...extra,
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  console.log(
    '\n(commit hooks) a commit under husky and lefthook, vs the same commit with --hooks-path (target <= 1.15x)',
  );
  const packDir = join(work, 'commit-hooks-pack');
  mkdirSync(packDir, { recursive: true });
  const [{ filename }] = JSON.parse(run('npm', ['pack', root, '--pack-destination', packDir, '--json'], packDir));
  const tarball = join(packDir, filename);

  const repo = (name, devDeps) => {
    const dir = join(work, `commit-hooks-${name}`);
    mkdirSync(dir, { recursive: true });
    run('git', ['init', '-q', '-b', 'main', dir], work);
    run('git', ['config', 'user.name', 'bench'], dir);
    run('git', ['config', 'user.email', 'bench@diffgate.invalid'], dir);
    run('npm', ['init', '-y'], dir);
    run('npm', ['install', '--save-dev', '--save-exact', ...devDeps, tarball], dir);
    writeFileSync(join(dir, '.gitignore'), 'node_modules/\n');
    writeFileSync(join(dir, '.diffgate.tsv'), 'freeze\tconfig/**\tFrozen\n');
    mkdirSync(join(dir, 'config'));
    writeFileSync(join(dir, 'config/prod.yml'), 'a: 1\n');
    writeFileSync(join(dir, 'notes.txt'), 'notes\n');
    return dir;
  };
  const bin = (dir) => join(dir, 'node_modules/.bin');
  const diffgate = (dir, ...args) => run(join(bin(dir), 'diffgate'), args, dir);

  const hooksPath = repo('hooks-path', []);
  diffgate(hooksPath, 'install', '--hooks-path');
  const husky = repo('husky', ['husky@9.1.7']);
  run(join(bin(husky), 'husky'), ['init'], husky);
  writeFileSync(join(husky, '.husky/pre-commit'), ''); // husky init's `npm test` placeholder
  diffgate(husky, 'install', '--husky');
  const lefthook = repo('lefthook', ['lefthook@2.2.2']);
  diffgate(lefthook, 'install', '--lefthook');
  run(join(bin(lefthook), 'lefthook'), ['install'], lefthook);
  // The floor: what each manager costs a commit by itself, with hooks that do nothing (husky's
  // empty hook files, lefthook running `true`), over a commit with no hooks at all.
  const plain = repo('plain', []);
  const huskyEmpty = repo('husky-empty', ['husky@9.1.7']);
  run(join(bin(huskyEmpty), 'husky'), ['init'], huskyEmpty);
  writeFileSync(join(huskyEmpty, '.husky/pre-commit'), '');
  writeFileSync(join(huskyEmpty, '.husky/prepare-commit-msg'), '');
  const lefthookEmpty = repo('lefthook-empty', ['lefthook@2.2.2']);
  writeFileSync(
    join(lefthookEmpty, 'lefthook.yml'),
    'pre-commit:\n  commands:\n    noop:\n      run: "true"\nprepare-commit-msg:\n  commands:\n    noop:\n      run: "true"\n',
  );
  run(join(bin(lefthookEmpty), 'lefthook'), ['install'], lefthookEmpty);
  const repos = {
    'hooks-path': hooksPath,
    husky,
    lefthook,
    plain,
    'husky-empty': huskyEmpty,
    'lefthook-empty': lefthookEmpty,
  };
  for (const dir of Object.values(repos)) {
    run('git', ['add', '-A'], dir);
    run('git', ['commit', '-q', '--no-verify', '-m', 'base'], dir);
  }

  const commitOnce = (dir) => {
    appendFileSync(join(dir, 'notes.txt'), 'more\n');
    run('git', ['add', 'notes.txt'], dir);
    const ms = timeOnce('git', ['commit', '-q', '-m', 'allowed'], dir);
    run('git', ['reset', '-q', '--hard', 'HEAD~1'], dir);
    return ms;
  };
  const times = Object.fromEntries(Object.keys(repos).map((k) => [k, []]));
  for (const dir of Object.values(repos)) commitOnce(dir); // warm up
  for (let i = 0; i < RUNS; i++) for (const [k, dir] of Object.entries(repos)) times[k].push(commitOnce(dir));
  const base = median(times['hooks-path']);
  const results = {};
  const bare = median(times.plain);
  for (const k of ['husky', 'lefthook']) {
    const m = median(times[k]);
    const own = Math.max(0, median(times[`${k}-empty`]) - bare);
    const floor = (base + own) / base;
    results[k] = { ratio: m / base, floor };
    console.log(
      `  ${k}: ${(m / base).toFixed(2)}x a commit with --hooks-path (${m.toFixed(0)} ms against ${base.toFixed(0)} ms)${m / base <= TARGET ? '' : '  ABOVE TARGET'}; floor ${floor.toFixed(2)}x (${k} itself costs a commit ${own.toFixed(0)} ms with hooks that do nothing; a commit without hooks: ${bare.toFixed(0)} ms)`,
    );
  }
  for (const dir of [...Object.values(repos), packDir]) rmSync(dir, { recursive: true, force: true, maxRetries: 10 });
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { spawnSync } = await import('node:child_process');
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
  };
  const timeOnce = (cmd, args, cwd) => {
    const t = process.hrtime.bigint();
    const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
    return Number(process.hrtime.bigint() - t) / 1e6;
  };
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const work = mkdtempSync(join(tmpdir(), 'diffgate-bench-'));
  try {
    await bench({
      CLI: join(root, 'dist/cli/index.js'),
      env,
      RUNS: Number(process.argv[2] ?? 9),
      work,
      timeOnce,
      median,
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
