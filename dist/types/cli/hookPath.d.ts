/**
 * The PATH a hook process runs programs from: its absolute folders only. A relative entry
 * (`node_modules/.bin`, `bin`, `.`) or an empty one (`PATH=:/usr/bin`, a trailing `:`, which mean
 * the working directory) names a folder of whatever directory a program is run from — the
 * repository, the agent's to write — and gatePaths.ts watches only absolute PATH folders: a `git`
 * planted there by one call would answer the next call's checks (review 7, R7-1). The entry point
 * applies this to `hook` and `githook` before anything runs (index.ts), so that every program the
 * hook starts, and every program those start, is found through absolute folders only.
 */
export declare function absolutePath(path: string, home?: string | undefined): string;
/** Whether this process is a hook (the agent's or git's): its PATH is cut to absolute folders. */
export declare const isHookProcess: (argv: readonly string[]) => boolean;
