/**
 * The tripwire's watch (issue 30): whether it is on, whether its server is vouched for, and how many
 * protected files the record's next pass covers by the watch, by git's walk (gitIndex.ts) and by
 * node's walk, and why; a record not whole yet (`pending`); with the commands that switch the watch
 * on. Reads the record; asks the server one question, or git one (diff-files); writes nothing.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { hookTimeout } from '../../agent/deadline.js';
import { GIT_INDEX_FROM, gitSays, isUnindexable } from '../../agent/tripwire/gitIndex.js';
import { dirsMoved, moved } from '../../agent/tripwire/quickPass.js';
import { recordedCount } from '../../agent/tripwire/recordParts.js';
import { type State, WatchStore } from '../../agent/tripwire/watchState.js';
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
    const limit = hookTimeout(ctx.env).seconds;
    const state = new WatchStore(dirname(dir)).load();
    // a record not whole yet: said first and plainly, whatever covers what it holds
    const pending =
      state?.pending !== undefined && state.pending.length > 0
        ? [problem(t.check, t.pending(files, state.pending.length), t.pendingAdvice())]
        : [];
    if (c.not === undefined) return [...pending, ok(t.check, t.covered(c.files, c.byWatch))];
    // every call walks the record: by which walk, and how long one takes here, against the hook's time for each side
    const w = state === undefined ? undefined : walkOf(dir, root, state, files, ctx.env, limit);
    const how = w === undefined ? '' : `: ${w.text}`;
    const walk = w?.ms === undefined ? '' : `; ${t.walkTook(w.ms, limit)}`;
    if (w?.ms !== undefined && w.ms > (limit * 1000) / WALK_SHARE)
      return [
        ...pending,
        problem(
          t.check,
          `${t.walkTooLong(c.files, w.ms, limit)}${c.not === 'off' ? '' : ` (${t.why[c.not] ?? c.not})`}${how}`,
          t.advice(root, installed),
        ),
      ];
    if (c.not === 'off') return [...pending, ok(t.check, `${t.off()}${how}${walk}; ${t.advice(root, installed)}`)];
    return [
      ...pending,
      problem(t.check, `${t.unvouched(t.why[c.not] ?? c.not)}${how}${walk}`, t.advice(root, installed)),
    ];
  },
};

/**
 * Which walk a pass without the watch runs over the record, what it covers and why, and how long
 * one takes now (ms; undefined: a part not as the record names it, which the hooks report): git's
 * walk over diffgate's own index where the record's tie vouches for it (quietRecord.ts), else
 * node's lstat of every path (quickPass.ts `moved`).
 */
function walkOf(
  dir: string,
  root: string,
  state: State,
  files: number,
  env: NodeJS.ProcessEnv,
  limit: number,
): { text: string; ms: number | undefined } {
  const g = state.g;
  let start = performance.now();
  if (g !== undefined && !isUnindexable(g) && state.root === root) {
    const says = gitSays(dir, root, g, env, Date.now() + limit * 1000);
    if (says !== undefined) {
      dirsMoved(state);
      const byGit = Math.min(files, g.c);
      return { text: t.byGit(files, byGit, files - byGit), ms: Math.round(performance.now() - start) };
    }
  }
  const why =
    g !== undefined && isUnindexable(g)
      ? t.nodeWhy.unindexable()
      : g !== undefined
        ? t.nodeWhy.unvouched()
        : files < GIT_INDEX_FROM
          ? t.nodeWhy.small(GIT_INDEX_FROM)
          : t.nodeWhy.unwritten();
  start = performance.now();
  try {
    moved(state);
  } catch {
    return { text: t.byNode(files, why), ms: undefined }; // a part not as the record names it: the hooks say so
  }
  return { text: t.byNode(files, why), ms: Math.round(performance.now() - start) };
}

/**
 * The share of the hook's time one walk may take before doctor calls it a problem: a hook also
 * starts node, loads its code and takes the lock, and a loaded machine walks slower than doctor's.
 */
const WALK_SHARE = 3;
