/**
 * The tripwire's watch (issue 30): whether it is on, whether its server is vouched for, and how many
 * protected files the record's next pass covers by the watch and how many by the walk, with the
 * commands that switch it on. Reads the record; asks the server one question; writes nothing.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { watchCoverage } from '../../agent/tripwire/watchman.js';
import { recordedCount } from '../../agent/tripwire/recordParts.js';
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
    if (c.not === 'off') return [ok(t.check, `${t.off(c.files)}; ${t.advice(root, installed)}`)];
    return [problem(t.check, t.unvouched(c.files, t.why[c.not] ?? c.not), t.advice(root, installed))];
  },
};
