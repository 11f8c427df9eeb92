/**
 * (j) `git push` of 100, 500 and 2,000 commits with diffgate's pre-push hook (core.hooksPath at
 * githooks/), as a ratio to `git push --no-verify` of the same commits to a fresh bare remote, runs
 * interleaved in the same run. The history is bench/syntheticHistory.js (changelog edits in the
 * Unreleased head, migrations added, a few released entries corrected and migrations reformatted),
 * so the hook really judges every commit and finds the ones that break the rules; the hooked push
 * runs with DIFFGATE_RELEASE so that it goes on to send the same pack as the baseline. Targets
 * (issue 31): 2,000 commits within 5 s on the 2-core machine, at most 3 ms per commit beyond git.
 *
 * From bench/run.js (`npm run bench -- --only=j`), or alone: `node bench/pushHistory.js` after `npm run build`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { syntheticHistory } from './syntheticHistory.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SIZES = [100, 500, 2000];
const TARGET_MS = 5000;
const TARGET_PER_COMMIT = 3;

export async function bench({ env, RUNS, work, median, fmt }) {
  const git = (cwd, ...args) => execFileSync('git', args, { cwd, env, encoding: 'utf8', maxBuffer: 1 << 30 });
  const runs = Math.min(RUNS, 5);
  const results = [];
  const floorHooks = join(work, 'floor-hooks');
  mkdirSync(floorHooks, { recursive: true });
  writeFileSync(join(floorHooks, 'pre-push'), '#!/bin/sh\nexec node -e 0\n', { mode: 0o755 });
  for (const n of SIZES) {
    const dir = join(work, `push-${n}`);
    mkdirSync(dir, { recursive: true });
    git(dir, 'init', '-q', '-b', 'main');
    const { blocked } = syntheticHistory(dir, n, { env });
    git(dir, 'config', 'core.hooksPath', join(root, 'githooks'));
    const first = git(dir, 'rev-list', '--max-parents=0', 'main').trim();
    // A fresh remote holding the first commit: the push adds the n commits after it.
    const remote = () => {
      const bare = mkdtempSync(join(work, 'remote-'));
      git(bare, 'init', '-q', '--bare');
      git(dir, 'push', '-q', '--no-verify', bare, `${first}:refs/heads/main`);
      return bare;
    };
    // hooked: diffgate's pre-push; 'floor': a pre-push that only starts node; else --no-verify.
    const push = (hooked) => {
      const bare = remote();
      const args = [
        ...(hooked === 'floor' ? ['-c', `core.hooksPath=${floorHooks}`] : []),
        'push',
        '-q',
        ...(hooked ? [] : ['--no-verify']),
        bare,
        'main',
      ];
      const t = process.hrtime.bigint();
      const r = spawnSync('git', args, {
        cwd: dir,
        env: hooked ? { ...env, DIFFGATE_RELEASE: 'bench: the same push as the baseline' } : env,
        encoding: 'utf8',
        maxBuffer: 1 << 30,
      });
      const ms = Number(process.hrtime.bigint() - t) / 1e6;
      rmSync(bare, { recursive: true, force: true });
      if (r.status !== 0) throw new Error(`git ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
      return { ms, stderr: r.stderr };
    };
    // The hook must have judged: every commit the history breaks the rules with is named.
    const seen = push(true).stderr;
    const named = blocked.filter((m) => seen.includes(` "${m}":\n`)).length;
    if (named !== blocked.length)
      throw new Error(`pre-push of ${n} commits named ${named} of the ${blocked.length} that break the rules`);
    const times = { hooked: [], plain: [], floor: [] };
    for (let i = 0; i < runs; i++) {
      times.plain.push(push(false).ms);
      times.floor.push(push('floor').ms);
      times.hooked.push(push(true).ms);
    }
    const hooked = median(times.hooked);
    const plain = median(times.plain);
    const floor = median(times.floor);
    const perCommit = (hooked - plain) / n;
    const beyondFloor = (hooked - floor) / n;
    results.push({ n, ratio: hooked / plain, floorRatio: floor / plain, hooked, plain, perCommit, beyondFloor });
    console.log(
      `  ${n} commits (${blocked.length} breaking the rules): ${fmt(hooked / plain)} of git push --no-verify (the floor, a pre-push that only starts node: ${fmt(floor / plain)}); ${(hooked / 1000).toFixed(2)} s against ${(plain / 1000).toFixed(2)} s; ${perCommit.toFixed(2)} ms a commit beyond git, ${beyondFloor.toFixed(2)} beyond the floor`,
    );
  }
  const last = results.at(-1);
  console.log(
    `  targets: ${last.n} commits within ${TARGET_MS / 1000} s (${last.hooked <= TARGET_MS ? 'met' : 'missed'}); at most ${TARGET_PER_COMMIT} ms a commit beyond git: ${results.map((r) => `${r.n}: ${r.perCommit <= TARGET_PER_COMMIT ? 'met' : 'missed'}`).join(', ')} (a start-up of node and the CLI weighs on the fewest commits)`,
  );
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const work = mkdtempSync(join(tmpdir(), 'diffgate-bench-push-'));
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
  };
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  try {
    await bench({ env, RUNS: Number(process.argv[2] ?? 5), work, median, fmt: (x) => `${x.toFixed(2)}x` });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
