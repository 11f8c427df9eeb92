// The real-client timing tests' measure (issue 29): what diffgate adds per tool call and per turn,
// as ratios to `node -e 0`, beside the floor no hook can go under (node started with the verifying
// loader the install writes, on an empty CLI). A turn's cost is the difference of two short client
// runs, which moved by 2x from run to run when each side was run twice: here the turns are run in
// pairs, with and without diffgate back to back (the order alternating, so that drift on the shared
// machine falls on both sides alike), and the added time is the median of the pairs' differences,
// printed with its spread (the quartiles of the differences).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The value at quantile `q` (0..1) of `xs`, interpolated between the two nearest. */
export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const at = (s.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return s[lo]! + (s[hi]! - s[lo]!) * (at - lo);
}

export const median = (xs: readonly number[]): number => quantile(xs, 0.5);

/** The files `diffgate install --<agent>` writes its commands into, under the repository. */
const HOOK_FILES = [
  '.claude/settings.json',
  '.codex/hooks.json',
  '.gemini/settings.json',
  '.github/hooks/diffgate.json',
];

/** The first command installed in `root` that runs `hook <agent>` (each event's is the same but for its event). */
export function installedCommand(root: string, agent: string): string {
  const found: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (new RegExp(`\\bhook ${agent}\\b`).test(v)) found.push(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const f of HOOK_FILES) if (existsSync(join(root, f))) walk(JSON.parse(readFileSync(join(root, f), 'utf8')));
  if (found.length === 0) throw new Error(`no installed command runs "hook ${agent}" in ${root}`);
  return found[0]!;
}

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

/**
 * The installed command with the CLI it checks and runs replaced by an empty one (its sums and no
 * code cache): node, the verifying loader and whatever the command wraps around them (Gemini's
 * watchdog), and nothing of diffgate's. What bench/hookCost.js calls the floor of a hook call.
 */
export function floorCommand(command: string, agent: string, work: string): string {
  const empty = join(work, 'empty-cli');
  mkdirSync(empty, { recursive: true });
  writeFileSync(join(empty, 'index.js'), '');
  writeFileSync(join(empty, 'SHA256SUMS'), `${sha256(readFileSync(join(empty, 'index.js')))}  index.js\n`);
  const re = new RegExp(`'[^']*' [0-9a-f]{64}(?: '[^']*' (?:[0-9a-f]{64}|-))? hook ${agent}\\b`);
  if (!re.test(command)) throw new Error(`the installed command has no verifying loader to time: ${command}`);
  return command.replace(re, `'${empty}' ${sha256(readFileSync(join(empty, 'SHA256SUMS')))} '-' - hook ${agent}`);
}

/** Wall ms of `sh -c command` with empty input. */
function wall(command: string, cwd: string, env: NodeJS.ProcessEnv): number {
  const t = process.hrtime.bigint();
  spawnSync('sh', ['-c', command], { cwd, env, input: '', stdio: ['pipe', 'ignore', 'ignore'] });
  return Number(process.hrtime.bigint() - t) / 1e6;
}

/**
 * `node -e 0` and the floor (node and the loader on an empty CLI, run as the client runs the hook),
 * interleaved, `n` of each. `node -e 0` is started as the installed command starts node, with
 * NODE_OPTIONS, NODE_PATH, NODE_EXTRA_CA_CERTS and OPENSSL_CONF cleared: a NODE_EXTRA_CA_CERTS in
 * the environment (this machine sets one) costs each start about 40 ms of CPU reading certificates,
 * which the hooks never pay, and made `node -e 0` three times the floor of a hook. It is timed as
 * the environment has it too (`envNodeMs`). No command (OpenCode: the plugin runs in the client's
 * process): no floor.
 */
export function startCosts(
  command: string | undefined,
  agent: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  n = 9,
): { nodeMs: number[]; floorMs: number[]; envNodeMs: number[] } {
  const work = mkdtempSync(join(tmpdir(), 'diffgate-floor-'));
  try {
    const floor = command === undefined ? undefined : floorCommand(command, agent, work);
    const envNode = `'${process.execPath}' -e 0`;
    const node = `NODE_OPTIONS= NODE_PATH= NODE_EXTRA_CA_CERTS= OPENSSL_CONF= ${envNode}`;
    if (floor !== undefined) wall(floor, cwd, env); // the page cache
    const nodeMs: number[] = [];
    const floorMs: number[] = [];
    const envNodeMs: number[] = [];
    for (let i = 0; i < n; i++) {
      nodeMs.push(wall(node, cwd, env));
      if (floor !== undefined) floorMs.push(wall(floor, cwd, env));
      envNodeMs.push(wall(envNode, cwd, env));
    }
    return { nodeMs, floorMs, envNodeMs };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** How many pairs of turns a timing test runs: DIFFGATE_TIMING_PAIRS, else `fallback`. */
export const turnPairs = (fallback = 8): number => Number(process.env.DIFFGATE_TIMING_PAIRS) || fallback;

/**
 * Runs `pairs` turns with and without diffgate back to back, the order alternating, after one turn
 * on each side that is not counted (the first run of a client in a fresh home was the slowest of
 * its side); returns the wall ms of each side. `turn(install)` runs one turn on that side and
 * returns its ms.
 */
export async function pairedTurns(
  pairs: number,
  turn: (install: boolean) => Promise<number>,
  /** Run the uncounted turn on each side first (false where every turn starts afresh, as OpenCode's). */
  warm = true,
): Promise<{ turnWith: number[]; turnWithout: number[] }> {
  const turnWith: number[] = [];
  const turnWithout: number[] = [];
  if (warm) {
    await turn(true);
    await turn(false);
  }
  for (let i = 0; i < pairs; i++)
    for (const install of i % 2 === 0 ? [true, false] : [false, true])
      (install ? turnWith : turnWithout).push(await turn(install));
  return { turnWith, turnWithout };
}

export interface Runs {
  /** Wall ms of the 10-call runs, with and without diffgate. */
  with: number[];
  without: number[];
  /** Wall ms of the turns with no call, paired (the i-th of each were run back to back). */
  turnWith: number[];
  turnWithout: number[];
}

const r2 = (x: number) => Math.round(x * 100) / 100;

/**
 * The report of one client's timing test: per call, the added time of the 10-call runs (medians)
 * less a turn's, over 10; per turn, the median of the paired differences and their quartiles; each
 * as a ratio to the median `node -e 0`, with the floor of a turn (its two hooks: two starts of
 * node with the loader) and of a call (the same, before and after the call). Printed as one line
 * `<agent> timing {json}` (bench/clients.js reads it) and one line for people.
 */
export function timingReport(
  agent: string,
  runs: Runs,
  start: { nodeMs: number[]; floorMs: number[]; envNodeMs: number[] },
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const node = median(start.nodeMs);
  const floor = median(start.floorMs);
  const diffs = runs.turnWith.map((w, i) => w - runs.turnWithout[i]!);
  const perTurn = median(diffs);
  const perCall = (median(runs.with) - median(runs.without) - perTurn) / 10;
  const report = {
    withMs: runs.with,
    withoutMs: runs.without,
    turnWithMs: runs.turnWith,
    turnWithoutMs: runs.turnWithout,
    nodeMs: start.nodeMs.map(Math.round),
    floorMs: start.floorMs.map(Math.round),
    envNodeMs: start.envNodeMs.map(Math.round),
    ...extra,
    addedPerCallMs: r2(perCall),
    addedPerTurnMs: r2(perTurn),
    ratio: r2(perCall / node),
    turnRatio: r2(perTurn / node),
    // the quartiles of the pairs' differences, as ratios: how far one pair can be from the median
    turnSpread: [r2(quantile(diffs, 0.25) / node), r2(quantile(diffs, 0.75) / node)],
    turnPairs: diffs.length,
    // two hooks a turn (its prompt and its end), two a call: each at least node with the loader
    // (null: no hook process, the plugin runs in the client's)
    floorRatio: start.floorMs.length === 0 ? null : r2((2 * floor) / node),
  };
  const floorSaid =
    report.floorRatio === null
      ? 'no floor: no hook process'
      : `floor ${report.floorRatio}x: two starts of node with the loader`;
  console.log(`${agent} timing ${JSON.stringify(report)}`);
  console.log(
    `${agent}: per turn +${Math.round(perTurn)} ms = ${report.turnRatio}x node -e 0 (quartiles ${report.turnSpread[0]}x..${report.turnSpread[1]}x over ${diffs.length} pairs; ${floorSaid}; target 1.5x); per call +${Math.round(perCall)} ms = ${report.ratio}x (${floorSaid}; target 2x); node -e 0 ${Math.round(node)} ms (${Math.round(median(start.envNodeMs))} ms with this environment's NODE_* variables)`,
  );
  return report;
}
