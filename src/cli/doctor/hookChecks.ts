/**
 * The hooks git will run: the folder, each hook file (there and executable), that the hook
 * manager's configuration really calls diffgate for it, and the environment switches that turn
 * a manager (or every block) off.
 */
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { doctorText as t } from '../../core/messages/doctor.js';
import { GIT_HOOKS } from '../install/installTarget.js';
import { ok, problem, type Finding } from './finding.js';
import { isExecutable, readIfPresent, statIfPresent, type HookSetup, type Manager } from './hookSetup.js';

export type GitHook = (typeof GIT_HOOKS)[number];

/** The hook ids of .pre-commit-hooks.yaml that run each git hook. */
export const PRE_COMMIT_IDS: Record<GitHook, string> = {
  'pre-commit': 'diffgate',
  'pre-merge-commit': 'diffgate',
  'prepare-commit-msg': 'diffgate-release-trailer',
  'pre-push': 'diffgate-pre-push',
};

export function checkHooksDir(setup: HookSetup): Finding {
  if (setup.hooksDirExists) return ok(t.check.hooksPath, t.hooksDir(setup.hooksDir, setup.hooksPath));
  return problem(
    t.check.hooksPath,
    t.hooksDirMissing(setup.hooksDir, setup.hooksPath),
    setup.hooksPath !== undefined ? t.fix.hooksPathNowhere() : t.fix.install(),
  );
}

export async function checkHookFiles(setup: HookSetup): Promise<Finding[]> {
  const config = await managerConfig(setup);
  return Promise.all(GIT_HOOKS.map((hook) => checkHook(setup, hook, config)));
}

async function checkHook(setup: HookSetup, hook: GitHook, config: ManagerConfig): Promise<Finding> {
  const name = t.check.hook(hook);
  const file = join(setup.hooksDir, hook);
  const st = await statIfPresent(file);
  if (!st) return problem(name, t.hookMissing(file, why(hook)), fixFor(setup.manager, hook));
  if (!st.isFile()) return problem(name, t.hookNotFile(file), fixFor(setup.manager, hook));
  if (!(await isExecutable(file))) return problem(name, t.hookNotExecutable(file), t.fix.chmod(file));
  const missing = await config.missing(hook, file);
  if (missing) return problem(name, missing, fixFor(setup.manager, hook));
  return ok(name, t.hookFound(file, t.manager[setup.manager]));
}

const why = (hook: GitHook) => t.hookPurpose[hook];

/** What to run so that `hook` calls diffgate, for the tool that manages the hooks. */
function fixFor(manager: Manager, hook: GitHook): string {
  if (manager === 'husky') return t.fix.husky();
  if (manager === 'lefthook') return t.fix.lefthook();
  if (manager === 'pre-commit') return t.fix.preCommit(PRE_COMMIT_IDS[hook], hook);
  if (manager === 'other') return t.fix.other(hook);
  return t.fix.install();
}

interface ManagerConfig {
  /** Why `hook` does not call diffgate although its file is there, or undefined when it does. */
  missing(hook: GitHook, file: string): Promise<string | undefined>;
}

const calls = (hook: string) => new RegExp(`diffgate(?:\\S*)?\\s+githook\\s+${hook}(?![\\w-])`);

async function managerConfig(setup: HookSetup): Promise<ManagerConfig> {
  switch (setup.manager) {
    case 'husky': {
      // husky's .husky/_/<hook> runs .husky/<hook>, and exits 0 when that file does not exist.
      const dir = join(setup.hooksDir, '..');
      return {
        missing: async (hook) => {
          const text = await readIfPresent(join(dir, hook));
          return text !== undefined && calls(hook).test(text) ? undefined : t.huskyLineMissing(join(dir, hook), hook);
        },
      };
    }
    case 'lefthook': {
      const found = await lefthookConfig(setup.top);
      return {
        missing: async (hook) => {
          if ('error' in found) return found.error;
          const section = found.config?.[hook];
          return section !== undefined && calls(hook).test(JSON.stringify(section))
            ? undefined
            : t.lefthookMissing(found.file, hook);
        },
      };
    }
    case 'pre-commit': {
      const file = join(setup.top, '.pre-commit-config.yaml');
      const ids = await preCommitIds(file);
      return {
        missing: async (hook) => {
          if ('error' in ids) return ids.error;
          return ids.ids.has(PRE_COMMIT_IDS[hook]) ? undefined : t.preCommitIdMissing(file, PRE_COMMIT_IDS[hook]);
        },
      };
    }
    case 'diffgate':
      return { missing: async () => undefined };
    default:
      return {
        missing: async (hook, file) =>
          calls(hook).test((await readIfPresent(file)) ?? '') ? undefined : t.hookWithoutDiffgate(file),
      };
  }
}

const LEFTHOOK_FILES = ['lefthook.yml', 'lefthook.yaml', '.lefthook.yml', '.lefthook.yaml'];

async function lefthookConfig(
  top: string,
): Promise<{ file: string; config: Record<string, unknown> | undefined } | { error: string }> {
  for (const name of LEFTHOOK_FILES) {
    const file = join(top, name);
    const text = await readIfPresent(file);
    if (text === undefined) continue;
    try {
      return { file, config: (parseYaml(text) ?? {}) as Record<string, unknown> };
    } catch (e) {
      return { error: t.yamlInvalid(file, (e as Error).message) };
    }
  }
  return { error: t.lefthookNoConfig(join(top, LEFTHOOK_FILES[0]!)) };
}

async function preCommitIds(file: string): Promise<{ ids: Set<string> } | { error: string }> {
  const text = await readIfPresent(file);
  if (text === undefined) return { error: t.preCommitNoConfig(file) };
  let config: unknown;
  try {
    config = parseYaml(text);
  } catch (e) {
    return { error: t.yamlInvalid(file, (e as Error).message) };
  }
  const ids = new Set<string>();
  const repos = (config as { repos?: unknown } | null)?.repos;
  for (const repo of Array.isArray(repos) ? repos : []) {
    const hooks = (repo as { hooks?: unknown } | null)?.hooks;
    for (const hook of Array.isArray(hooks) ? hooks : []) {
      const id = (hook as { id?: unknown } | null)?.id;
      if (typeof id === 'string') ids.add(id);
    }
  }
  return { ids };
}

/** Variables that switch the gate off for every commit made from this environment. */
export function checkSwitches(setup: HookSetup): Finding[] {
  const env = setup.env;
  const found: Finding[] = [];
  if (env.DIFFGATE_RELEASE?.trim())
    found.push(problem(t.check.switches, t.releaseSet(env.DIFFGATE_RELEASE.trim()), t.fix.unset('DIFFGATE_RELEASE')));
  // Each manager's switch is reported whichever manager was found: a hook file can call another
  // manager, and a variable exported in a shell profile outlives a change of manager.
  if (env.HUSKY === '0') found.push(problem(t.check.switches, t.managerOff('HUSKY=0', 'husky'), t.fix.unset('HUSKY')));
  if (env.LEFTHOOK === '0' || env.LEFTHOOK === 'false') {
    found.push(
      problem(t.check.switches, t.managerOff(`LEFTHOOK=${env.LEFTHOOK}`, 'lefthook'), t.fix.unset('LEFTHOOK')),
    );
  }
  const excluded = listed(env.LEFTHOOK_EXCLUDE).filter((s) => s === 'diffgate');
  if (excluded.length > 0)
    found.push(problem(t.check.switches, t.lefthookExclude(env.LEFTHOOK_EXCLUDE!), t.fix.unset('LEFTHOOK_EXCLUDE')));
  const skipped = listed(env.SKIP).filter((s) => Object.values(PRE_COMMIT_IDS).includes(s));
  if (skipped.length > 0) found.push(problem(t.check.switches, t.preCommitSkip(skipped), t.fix.unset('SKIP')));
  const config = hooksPathFromEnv(env);
  if (config) found.push(problem(t.check.switches, t.hooksPathFromEnv(config.variable), t.fix.unset(config.variable)));
  return found.length > 0 ? found : [ok(t.check.switches, t.noSwitches())];
}

const listed = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** A core.hooksPath passed through the environment (git -c's and GIT_CONFIG_COUNT's channels). */
function hooksPathFromEnv(env: NodeJS.ProcessEnv): { variable: string } | undefined {
  if (/core\.hookspath/i.test(env.GIT_CONFIG_PARAMETERS ?? '')) return { variable: 'GIT_CONFIG_PARAMETERS' };
  const count = Number(env.GIT_CONFIG_COUNT ?? 0);
  for (let k = 0; k < count && k < 1000; k++)
    if ((env[`GIT_CONFIG_KEY_${k}`] ?? '').toLowerCase() === 'core.hookspath') return { variable: 'GIT_CONFIG_COUNT' };
  return undefined;
}
