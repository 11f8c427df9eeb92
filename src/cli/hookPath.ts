/**
 * The PATH a hook process runs programs from: its absolute folders only. A relative entry
 * (`node_modules/.bin`, `bin`, `.`) or an empty one (`PATH=:/usr/bin`, a trailing `:`, which mean
 * the working directory) names a folder of whatever directory a program is run from — the
 * repository, the agent's to write — and gatePaths.ts watches only absolute PATH folders: a `git`
 * planted there by one call would answer the next call's checks (review 7, R7-1). The entry point
 * applies this to `hook` and `githook` before anything runs (index.ts), so that every program the
 * hook starts, and every program those start, is found through absolute folders only.
 */
export function absolutePath(path: string, home: string | undefined = process.env.HOME): string {
  // a `~` entry is expanded to the home, as bash expands it when it searches PATH, and not dropped:
  // the hook's own bash children would search it, and gatePaths.ts watches it by the folder it names
  // (review 8, P2); `~user` names another user's home and is dropped
  const named = (dir: string) =>
    home?.startsWith('/') && (dir === '~' || dir.startsWith('~/')) ? `${home.replace(/\/+$/, '')}${dir.slice(1)}` : dir;
  const kept = path
    .split(':')
    .map(named)
    .filter((dir) => dir.startsWith('/'));
  // nothing left: the system's folders, never an empty PATH (which some lookups read as the cwd)
  return kept.length > 0 ? kept.join(':') : '/usr/bin:/bin';
}

/** Whether this process is a hook (the agent's or git's): its PATH is cut to absolute folders. */
export const isHookProcess = (argv: readonly string[]) => argv[2] === 'hook' || argv[2] === 'githook';
