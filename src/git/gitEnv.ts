/**
 * The environment git runs with. Inside a hook git exports GIT_DIR, GIT_INDEX_FILE and friends
 * for the repository being committed: for that repository they are right (a partial commit's
 * temporary index lives only in GIT_INDEX_FILE), so they are kept: git runs in the directory
 * the CLI started in, where relative values mean what git meant. For any *other* repository (a temporary one) they would mislead,
 * so `forOtherRepository` removes them, as lint-staged's resolveGitRepo does.
 */
const REPO_VARS = [
  'GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_COMMON_DIR',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES', 'GIT_PREFIX', 'GIT_NAMESPACE',
];

export function forOtherRepository(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...env };
  for (const name of REPO_VARS) delete out[name];
  return out;
}
