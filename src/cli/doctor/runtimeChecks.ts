/**
 * What the hooks need at run time, looked up the way the hooks look it up: node on the PATH git
 * gives them (`sh -c 'command -v node'`), and the diffgate CLI where that kind of install keeps
 * it (githooks/../dist/cli/index.js, or node_modules/.bin/diffgate for husky and lefthook).
 */
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { doctorText as t } from '../../core/messages/doctor.js';
import { run } from './exec.js';
import { ok, problem, type Finding } from './finding.js';
import { statIfPresent, type HookSetup } from './hookSetup.js';

const MIN_NODE = 20;
const TIMEOUT = 30_000;

/** The node git hooks would run, if any: its path and version. */
export async function findNode(setup: HookSetup): Promise<{ path: string; version: string } | undefined> {
  const found = await run('/bin/sh', ['-c', 'command -v node'], { cwd: setup.top, env: setup.env, timeout: TIMEOUT });
  const path = found.stdout.toString('utf8').trim();
  if (found.status !== 0 || path === '') return undefined;
  const version = await run(path, ['--version'], { cwd: setup.top, env: setup.env, timeout: TIMEOUT }).catch(
    () => undefined,
  );
  return { path, version: version?.status === 0 ? version.stdout.toString('utf8').trim() : '' };
}

export function checkNode(node: { path: string; version: string } | undefined): Finding {
  if (!node) return problem(t.check.node, t.nodeMissing(), t.fix.node());
  const major = Number(/^v(\d+)\./.exec(node.version)?.[1] ?? NaN);
  if (!(major >= MIN_NODE))
    return problem(t.check.node, t.nodeOld(node.path, node.version || '?', MIN_NODE), t.fix.node());
  return ok(t.check.node, t.nodeFound(node.path, node.version));
}

/** Where the installed hooks look for the CLI, or undefined where the hook manager keeps it out of reach. */
export function cliLocation(setup: HookSetup): string | undefined {
  if (setup.manager === 'diffgate') return resolve(setup.hooksDir, '../dist/cli/index.js');
  if (setup.manager === 'husky' || setup.manager === 'lefthook') return join(setup.top, 'node_modules/.bin/diffgate');
  return undefined;
}

export async function checkCli(setup: HookSetup, node: { path: string } | undefined): Promise<Finding | undefined> {
  if (setup.manager === 'pre-commit') return ok(t.check.cli, t.cliPreCommit());
  const cli = cliLocation(setup);
  if (cli === undefined) return undefined; // no hooks, or hooks diffgate does not know: the hook checks say so
  const isFile = (await statIfPresent(cli))?.isFile() === true;
  const fix = setup.manager === 'diffgate' ? t.fix.cliHooksPath(setup.hooksDir) : t.fix.cliPackage();
  if (!isFile) return problem(t.check.cli, t.cliMissing(cli), fix);
  if (!node) return ok(t.check.cli, t.cliFound(cli));
  const ran = await run(node.path, [cli, '--help'], { cwd: setup.top, env: setup.env, timeout: TIMEOUT });
  if (ran.status !== 0) return problem(t.check.cli, t.cliBroken(cli, ran.status, ran.output), fix);
  return ok(t.check.cli, t.cliFound(cli));
}

/** Programs the hooks run by name, whose first match on PATH is the one that runs. */
const PROGRAMS = ['git', 'node'];

/**
 * Where `git` and `node` are on the person's PATH, every match in order: the first runs (in a hook
 * git puts its own exec path first; the person's `git commit` runs whatever their PATH finds). A
 * first match under the home in a per-user bin folder (`~/.local/bin`, `~/bin`) ahead of another
 * is a problem: a file there runs in place of the real program for every hook (issue 32). (A node
 * of a version manager, `~/.nvm/...`, is a match of its own, not a shadow.)
 */
export function checkPrograms(env: NodeJS.ProcessEnv): Finding {
  const home = env.HOME;
  const dirs = (env.PATH ?? '').split(':').filter((d) => d !== '' && isAbsolute(d));
  const found = PROGRAMS.map((program) => {
    // one entry per file: /bin/git and /usr/bin/git are one where /bin links to /usr/bin
    const byReal = new Map<string, string>();
    for (const path of dirs.map((d) => join(d, program)).filter(isExecutable)) {
      const real = realpathSync(path);
      if (!byReal.has(real)) byReal.set(real, path);
    }
    return { program, paths: [...byReal.values()] };
  });
  const userBins = home ? ['.local/bin', 'bin'].map((b) => join(home, b)) : [];
  const shadows = found.filter(({ paths }) => paths.length > 1 && userBins.some((bin) => dirname(paths[0]!) === bin));
  if (shadows.length > 0)
    return problem(
      t.check.programs,
      t.programsShadowed(shadows.map(({ program, paths }) => `${program}: ${paths[0]} ahead of ${paths[1]}`)),
      t.fix.programsShadowed(),
    );
  return ok(t.check.programs, t.programsFound(found));
}

/** Whether the CLI's code is checked before it runs: not yet (said, with what to do instead). */
export function checkCodeVerified(): Finding {
  return ok(t.check.codeVerified, t.codeNotVerified());
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
