/**
 * The tripwire's watch (issue 30): whether it is on, whether its server is vouched for, and how many
 * protected files the record's next pass covers by the watch and how many by the walk, with the
 * commands that switch it on. Reads the record; asks the server one question; writes nothing.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { hookTimeout } from '../../agent/deadline.js';
import { moved } from '../../agent/tripwire/quickPass.js';
import { recordedCount } from '../../agent/tripwire/recordParts.js';
import { WatchStore } from '../../agent/tripwire/watchState.js';
import { watchCoverage } from '../../agent/tripwire/watchman.js';
import { doctorText } from '../../core/messages/doctor.js';
import { gitText } from './exec.js';
import { type CheckGroup, ok, problem } from './finding.js';

const t = doctorText.watch;

export const watchChecks: CheckGroup = {
  title: t.group(),
  async run(ctx) {
    const gitDir = (await gitText(['rev-parse', '--absolute-git-dir'], { cwd: ctx.top, env: ctx.env })).trim();
    const dir = join(gitDir, 'diffgate', 'tripwire');
    const record = join(dir, 'state.json');
    let files: number;
    let root: string;
    try {
      const state = JSON.parse(await readFile(record, 'utf8')) as { files?: object; parts?: unknown; root?: string };
      files = recordedCount(state);
      root = state.root ?? ctx.top;
    } catch {
      return [ok(t.check, t.noRecord())];
    }
    const c = await watchCoverage(dir, record, root, files, ctx.env);
    const installed = spawnSync('watchman', ['--version'], { env: ctx.env, stdio: 'ignore' }).status === 0;
    if (c.not === undefined) return [ok(t.check, t.covered(c.files, c.byWatch))];
    // every call walks the record: how long one walk takes here, against the hook's time for each side
    const limit = hookTimeout(ctx.env).seconds;
    const took = walkTime(dirname(dir));
    const walk = took === undefined ? '' : `; ${t.walkTook(took, limit)}`;
    if (took !== undefined && took > (limit * 1000) / WALK_SHARE)
      return [
        problem(
          t.check,
          `${t.walkTooLong(c.files, took, limit)}${c.not === 'off' ? '' : ` (${t.why[c.not] ?? c.not})`}`,
          t.advice(root, installed),
        ),
      ];
    if (c.not === 'off') return [ok(t.check, `${t.off(c.files)}${walk}; ${t.advice(root, installed)}`)];
    return [problem(t.check, `${t.unvouched(c.files, t.why[c.not] ?? c.not)}${walk}`, t.advice(root, installed))];
  },
};

/**
 * The share of the hook's time one walk may take before doctor calls it a problem: a hook also
 * starts node, loads its code and takes the lock, and a loaded machine walks slower than doctor's.
 */
const WALK_SHARE = 3;

/** Milliseconds one walk of the record takes now (quickPass.ts `moved`, as a pass without the watch runs it); undefined: no record it can read. */
function walkTime(storeDir: string): number | undefined {
  const state = new WatchStore(storeDir).load();
  if (state === undefined) return undefined;
  const start = performance.now();
  try {
    moved(state);
  } catch {
    return undefined; // a part not as the record names it: the hooks say so
  }
  return Math.round(performance.now() - start);
}
