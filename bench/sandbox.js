// The start-up cost `diffgate run` adds: `diffgate run -- true` against `true` run directly and
// against `node -e 0` (node's own start-up, which any diffgate command pays), measured in the same
// run, runs interleaved. Once with a handful of protected files, then with 100 and 500 frozen files (one
// read-only bind mount each), to show how the cost grows with the protected set.
// Wired in by bench/run.js: export async function bench({ CLI, env, RUNS, work, timeOnce, median }).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export async function bench({ CLI, env, RUNS, work, timeOnce, median }) {
  console.log('\n(f) diffgate run -- true: the start-up cost of the read-only layer (bubblewrap)');
  if (spawnSync('bwrap', ['--bind', '/', '/', '--', 'true'], { env }).status !== 0) {
    console.log('  skipped: bubblewrap is not installed or cannot create a sandbox here (apt-get install bubblewrap)');
    return;
  }
  const truePath = execFileSync('sh', ['-c', 'command -v true'], { env, encoding: 'utf8' }).trim();
  for (const frozen of [4, 100, 500]) {
    const dir = join(work, `sandbox-${frozen}`);
    mkdirSync(join(dir, 'frozen'), { recursive: true });
    const git = (...args) => execFileSync('git', args, { cwd: dir, env, encoding: 'utf8' });
    git('init', '-q', '-b', 'main');
    git('config', 'user.name', 'bench');
    git('config', 'user.email', 'bench@diffgate.invalid');
    for (let i = 0; i < frozen; i++) writeFileSync(join(dir, 'frozen', `f${i}.txt`), `frozen ${i}\n`);
    writeFileSync(join(dir, '.diffgate.tsv'), 'freeze\tfrozen/**\tBenchmark\n');
    git('add', '-A');
    git('commit', '-q', '--no-verify', '-m', 'bench');
    const commands = [
      [truePath, []],
      [process.execPath, ['-e', '0']],
      [process.execPath, [CLI, 'run', '--', truePath]],
    ];
    for (const [cmd, args] of commands) timeOnce(cmd, args, dir); // warm-up (and the code cache)
    const times = commands.map(() => []);
    for (let i = 0; i < RUNS; i++) commands.forEach(([cmd, args], k) => times[k].push(timeOnce(cmd, args, dir)));
    const [plain, node, run] = times.map(median);
    console.log(
      `  ${String(frozen).padStart(5)} frozen files: run -- true ${run.toFixed(1)} ms = ${(run / node).toFixed(2)}x node -e 0 (${node.toFixed(1)} ms), +${(run - plain).toFixed(1)} ms over true alone (${plain.toFixed(1)} ms)`,
    );
  }
}

// Run on its own: node bench/sandbox.js (after npm run build).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { dirname, resolve } = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
  };
  const work = mkdtempSync(join(tmpdir(), 'diffgate-bench-sandbox-'));
  const timeOnce = (cmd, args, cwd) => {
    const t = process.hrtime.bigint();
    const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
    return Number(process.hrtime.bigint() - t) / 1e6;
  };
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  try {
    await bench({ CLI: join(root, 'dist/cli/index.js'), env, RUNS: 5, work, timeOnce, median });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
