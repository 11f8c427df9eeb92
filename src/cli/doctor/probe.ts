/**
 * The end-to-end proof: a synthetic change to a protected path, in a temporary index only, given
 * to the hooks git would run, which must block it with diffgate's message.
 *
 * The change comes from probeTarget.ts, so the doctor knows what diffgate must say about it.
 * The real index, the work tree and the refs are never written. Each probe gives the hook its own
 * index (GIT_INDEX_FILE): for pre-commit a copy of the real one plus the probe, for pre-push
 * HEAD's tree plus the probe, committed to an object no ref points to. Every entry of that index is
 * marked skip-worktree, so hook managers that set unstaged changes aside while hooks run (the
 * pre-commit framework, lefthook) find none, and never check files out or apply patches to the
 * work tree. Only unreachable objects are left behind, which git gc removes.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { doctorText as t } from '../../core/messages/doctor.js';
import { GitFailed, gitBytes, gitText, run, type Ran, type RunOptions } from './exec.js';
import { ok, problem, type Finding } from './finding.js';
import { PRE_COMMIT_IDS } from './hookChecks.js';
import { isExecutable, type HookSetup } from './hookSetup.js';
import { PROBE_DIR, type ProbeTarget } from './probeTarget.js';

const HOOK_TIMEOUT = 120_000;
const PROBE_REF = `refs/heads/${PROBE_DIR}`;

/** The hooks' environment for a probe: no release may lift the block being proved. */
function probeEnv(setup: HookSetup, index: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...setup.env, GIT_INDEX_FILE: index };
  delete env.DIFFGATE_RELEASE;
  return env;
}

/**
 * Adds the probe to the index GIT_INDEX_FILE names, and marks every entry skip-worktree so that
 * nothing in it differs from the work tree as far as the hooks can tell.
 */
async function stageProbe(setup: HookSetup, env: NodeJS.ProcessEnv, target: ProbeTarget): Promise<void> {
  const opts = { cwd: setup.top, env };
  const sha = (await gitText(['hash-object', '-w', '--stdin'], { ...opts, input: target.content })).trim();
  await gitText(['update-index', '--add', '--cacheinfo', `${target.mode},${sha},${target.path}`], opts);
  const paths = await gitBytes(['ls-files', '-z'], opts);
  await gitText(['update-index', '--skip-worktree', '-z', '--stdin'], { ...opts, input: paths });
}

/** Runs the installed pre-commit hook on the real index plus the probe, in a copy of the index. */
export async function probePreCommit(setup: HookSetup, target: ProbeTarget): Promise<Finding> {
  return setupFailure('pre-commit', () => preCommitProbe(setup, target));
}

/** Gives the installed pre-push hook a probe commit on top of HEAD, as a push of a new branch would. */
export async function probePrePush(setup: HookSetup, target: ProbeTarget): Promise<Finding> {
  return setupFailure('pre-push', () => prePushProbe(setup, target));
}

/** A probe git could not set up is a problem to report, not a crash. */
async function setupFailure(hook: 'pre-commit' | 'pre-push', probe: () => Promise<Finding>): Promise<Finding> {
  try {
    return await probe();
  } catch (e) {
    if (e instanceof GitFailed)
      return problem(t.check.probe(hook), t.probeSetupFailed(hook, e.message), t.fix.probeSetup());
    throw e;
  }
}

async function preCommitProbe(setup: HookSetup, target: ProbeTarget): Promise<Finding> {
  const hook = join(setup.hooksDir, 'pre-commit');
  if (!(await isExecutable(hook)))
    return problem(t.check.probe('pre-commit'), t.probeNoHook('pre-commit'), t.fix.seeAbove());
  const tmp = await mkdtemp(join(tmpdir(), 'diffgate-doctor-'));
  try {
    const index = join(tmp, 'index');
    const env = probeEnv(setup, index);
    const opts = { cwd: setup.top, env: setup.env };
    if ((await gitText(['ls-files', '--unmerged'], opts)) !== '') {
      // In the middle of a conflicted merge: the probe starts from HEAD instead.
      await gitText(['read-tree', 'HEAD'], { cwd: setup.top, env });
    } else {
      const real = resolve(setup.top, (await gitText(['rev-parse', '--git-path', 'index'], opts)).trim());
      await copyFile(real, index).catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT') throw e; // no index yet: the probe starts from an empty one
      });
    }
    await stageProbe(setup, env, target);
    const ran = await runHook(hook, [], { cwd: setup.top, env, timeout: HOOK_TIMEOUT });
    return judge(setup, 'pre-commit', ran, target);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

async function prePushProbe(setup: HookSetup, target: ProbeTarget): Promise<Finding> {
  if (setup.unborn) return ok(t.check.probe('pre-push'), t.probeNoCommit());
  const hook = join(setup.hooksDir, 'pre-push');
  if (!(await isExecutable(hook)))
    return problem(t.check.probe('pre-push'), t.probeNoHook('pre-push'), t.fix.seeAbove());
  const tmp = await mkdtemp(join(tmpdir(), 'diffgate-doctor-'));
  try {
    const env = probeEnv(setup, join(tmp, 'index'));
    const opts = { cwd: setup.top, env };
    const head = (await gitText(['rev-parse', '--verify', 'HEAD^{commit}'], opts)).trim();
    await gitText(['read-tree', head], opts);
    await stageProbe(setup, env, target);
    const tree = (await gitText(['write-tree'], opts)).trim();
    const who = {
      GIT_AUTHOR_NAME: 'diffgate doctor',
      GIT_AUTHOR_EMAIL: 'doctor@diffgate.invalid',
      GIT_COMMITTER_NAME: 'diffgate doctor',
      GIT_COMMITTER_EMAIL: 'doctor@diffgate.invalid',
    };
    const commit = (
      await gitText(['commit-tree', tree, '-p', head, '-m', t.probeCommitMessage()], {
        ...opts,
        env: { ...env, ...who },
      })
    ).trim();
    const input = `${PROBE_REF} ${commit} ${PROBE_REF} ${head}\n`;
    const ran = await runHook(hook, [PROBE_DIR, PROBE_DIR], { cwd: setup.top, env, input, timeout: HOOK_TIMEOUT });
    return judge(setup, 'pre-push', ran, target);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** Runs a hook as git does, which hands a file without a #! line to /bin/sh; an error if it cannot start at all. */
async function runHook(hook: string, args: string[], opts: RunOptions): Promise<Ran | Error> {
  try {
    return await run(hook, args, opts);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOEXEC')
      return run('/bin/sh', [hook, ...args], opts).catch((e2: Error) => e2);
    return e as Error;
  }
}

function judge(setup: HookSetup, hook: 'pre-commit' | 'pre-push', ran: Ran | Error, target: ProbeTarget): Finding {
  const name = t.check.probe(hook);
  if (ran instanceof Error) return problem(name, t.probeNotStarted(hook, ran.message), t.fix.seeAbove());
  const output = ran.output.trim();
  if (ran.status === null)
    return problem(
      name,
      t.probeKilled(hook, ran.signal ?? 'a signal', HOOK_TIMEOUT / 1000, output),
      t.fix.readOutput(),
    );
  if (ran.status === 1 && output.includes(target.path))
    return ok(name, t.probeBlocked(hook, target.path, target.rules));
  if (ran.status === 0) return problem(name, t.probePassed(hook, target.path, output), fixPassed(setup, hook));
  if (ran.status === 1) return problem(name, t.probeBlockedOther(hook, target.path, output), t.fix.readOutput());
  return problem(name, t.probeFailed(hook, ran.status, output), t.fix.readOutput());
}

function fixPassed(setup: HookSetup, hook: 'pre-commit' | 'pre-push'): string {
  if (setup.manager === 'husky') return t.fix.husky();
  if (setup.manager === 'lefthook') return t.fix.lefthook();
  if (setup.manager === 'pre-commit') return t.fix.preCommit(PRE_COMMIT_IDS[hook], hook);
  if (setup.manager === 'other') return t.fix.other(hook);
  return t.fix.install();
}
