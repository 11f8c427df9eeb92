// (k) Each real client, headless, with and without diffgate in the same run: the conformance
// suite's timing test for that client (conformance/<agent>/<agent>.test.ts, "timing": a 10-call
// run and a turn with no call, each with and without `diffgate install --<agent>`, against a
// scripted model on 127.0.0.1) is run alone, and its line is reported here: the time diffgate adds
// per tool call (its before- and after-call hooks) and per turn (its prompt and end-of-turn hooks),
// as ratios to `node -e 0` measured in the same run (started as the hooks start node: conformance/lib/timing.ts),
// beside the floor (two starts of node with the verifying loader) and, per turn, the quartiles of the
// paired differences. Targets (issue 29): 2x per call, 1.5x per turn.
// Only clients installed by `node conformance/installClients.js` are run; the others are named.
// Not in the default set (each client takes minutes): `npm run bench -- --only=k`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { clientPaths } from '../conformance/installClients.js';

const AGENTS = ['claude', 'gemini', 'codex', 'copilot', 'opencode'];

export async function bench({ fmt: ratio }) {
  const fmt = (x) => (typeof x === 'number' ? ratio(x) : '?');
  const root = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');
  const rows = [];
  for (const agent of AGENTS) {
    const p = clientPaths(agent);
    if (!existsSync(p.bin)) {
      console.log(`  ${agent}: not installed (node conformance/installClients.js ${agent})`);
      continue;
    }
    const r = spawnSync(
      'npx',
      [
        'vitest',
        'run',
        '--config',
        'conformance/vitest.config.ts',
        `conformance/${agent}/${agent}.test.ts`,
        '-t',
        'timing',
      ],
      { cwd: root, env: { ...process.env, CONFORMANCE_TIMING_ONLY: '1' }, encoding: 'utf8', maxBuffer: 1 << 26 },
    );
    // the reporter colours what it prints around the test's own line
    const tag = `${agent} timing {`;
    const line = `${r.stdout}\n${r.stderr}`.split('\n').find((l) => l.includes(tag));
    if (line === undefined) {
      console.log(`  ${agent}: the timing test printed no result (exit ${r.status}); run it alone to see why`);
      continue;
    }
    const t = JSON.parse(line.slice(line.indexOf(tag) + tag.length - 1, line.lastIndexOf('}') + 1));
    const perCall = t.addedPerCallMs ?? t.addedPerCall;
    const perTurn = t.addedPerTurnMs ?? t.addedPerTurn;
    const row = {
      agent,
      version: p.version,
      perCall,
      ratio: t.ratio,
      perTurn,
      turnRatio: t.turnRatio,
      turnSpread: t.turnSpread,
      floorRatio: t.floorRatio,
    };
    rows.push(row);
    // the floor: two starts of node with the verifying loader (a call's two hooks, a turn's two), none for OpenCode's plugin
    const floor = typeof t.floorRatio === 'number' ? `, floor ${fmt(t.floorRatio)}` : '';
    const spread = Array.isArray(t.turnSpread)
      ? `, quartiles ${fmt(t.turnSpread[0])}..${fmt(t.turnSpread[1])} over ${t.turnPairs} pairs`
      : '';
    console.log(
      `  ${agent} ${p.version}: per tool call +${Math.round(perCall)} ms = ${fmt(t.ratio)} node -e 0 (target 2x${floor})${
        perTurn === undefined
          ? ''
          : `; per turn +${Math.round(perTurn)} ms = ${fmt(t.turnRatio)} (target 1.5x${floor}${spread})`
      }`,
    );
  }
  return rows;
}
