/**
 * Edits to a gate file that switch nothing off: what git and Claude Code write there themselves for
 * everyday work. Every other change to a gate file is refused, as before (review-15b2 F02, F03).
 *
 * - A repository's git config: the keys `git push -u`, `git switch --track`, `git remote add`,
 *   `git submodule init` and `git config user.*` write, a URL only on another machine. None runs a
 *   program here; every other key (aliases, hooksPath, filters, includes, `submodule.*.update`,
 *   which can name a command) and any other URL is refused.
 * - Claude Code's local project settings (`.claude/settings.local.json`): entries added to
 *   `permissions.allow`, which Claude Code saves when the person answers "Yes, and don't ask
 *   again". Hooks run before permissions and a hook's deny wins, so an allow rule switches no
 *   diffgate check off. Anything else there (hooks, `disableAllHooks`, `env`, a permission mode,
 *   removals) is refused.
 */
/** `key=value` pairs as `git config --list -z` gives them (one entry per value). */
export type ConfigEntries = readonly (readonly [key: string, value: string])[];
/** Whether every key that differs between two git configs is one everyday git writes, and runs nothing. */
export declare function everydayConfigEdit(before: ConfigEntries, after: ConfigEntries): boolean;
/** Whether new settings differ from the old only by entries added to `permissions.allow` (old: null when absent). */
export declare function allowRulesAdded(before: unknown, after: unknown): boolean;
/**
 * The remote URLs an edit adds or changes (`remote.<name>.url` and `.pushurl` values the key did not
 * hold before): a remote the agent configured, whose fetches never count as the person's.
 */
export declare function remoteUrlsAdded(before: ConfigEntries, after: ConfigEntries): string[];
