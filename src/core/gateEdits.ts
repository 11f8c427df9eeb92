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

import { onAnotherMachine } from './onAnotherMachine.js';

/** Keys by section and key name (git lowercases both; the subsection in between is kept as written). */
const EVERYDAY_KEYS: Record<string, readonly string[]> = {
  branch: ['remote', 'merge', 'rebase', 'pushremote', 'description'],
  remote: ['url', 'pushurl', 'fetch', 'tagopt', 'prune', 'mirror'],
  submodule: ['url', 'active'],
};
const USER_KEYS = new Set(['user.name', 'user.email']);

/** `key=value` pairs as `git config --list -z` gives them (one entry per value). */
export type ConfigEntries = readonly (readonly [key: string, value: string])[];

/** Whether every key that differs between two git configs is one everyday git writes, and runs nothing. */
export function everydayConfigEdit(before: ConfigEntries, after: ConfigEntries): boolean {
  const values = (entries: ConfigEntries) => {
    const by = new Map<string, string[]>();
    for (const [k, v] of entries) by.set(k, [...(by.get(k) ?? []), v]);
    return by;
  };
  const old = values(before);
  const now = values(after);
  for (const key of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(key) ?? [];
    const b = now.get(key) ?? [];
    if (a.length === b.length && a.every((v, i) => v === b[i])) continue;
    if (!everydayKey(key)) return false;
    if (/\.(url|pushurl)$/.test(key) && !b.every((v) => onAnotherMachine(v))) return false;
  }
  return true;
}

function everydayKey(key: string): boolean {
  if (USER_KEYS.has(key)) return true;
  const first = key.indexOf('.');
  const last = key.lastIndexOf('.');
  if (first < 0 || last === first) return false;
  return EVERYDAY_KEYS[key.slice(0, first)]?.includes(key.slice(last + 1)) === true;
}

/** Whether new settings differ from the old only by entries added to `permissions.allow` (old: null when absent). */
export function allowRulesAdded(before: unknown, after: unknown): boolean {
  const old = before ?? {};
  if (!isObject(old) || !isObject(after)) return false;
  const allowOf = (s: Record<string, unknown>): unknown[] | undefined => {
    const p = s.permissions;
    if (p === undefined) return [];
    if (!isObject(p)) return undefined;
    return p.allow === undefined ? [] : Array.isArray(p.allow) ? p.allow : undefined;
  };
  const was = allowOf(old);
  const is = allowOf(after);
  if (was === undefined || is === undefined || !is.every((r) => typeof r === 'string')) return false;
  // added rules are the narrow ones Claude Code saves for one command or tool, not a whole tool (review-15c F14)
  if (!is.every((r) => was.includes(r) || NARROW_RULE.test(r as string))) return false;
  const kept = new Set<unknown>(is);
  if (!was.every((r) => kept.has(r))) return false;
  return same(withoutAllow(old), withoutAllow(after));
}

/**
 * What "Yes, and don't ask again" saves: a tool with a specifier that is not a bare wildcard
 * (`Bash(npm test:*)`, `WebFetch(domain:example.com)`), or one MCP server's tool named whole.
 */
const NARROW_RULE = /^(?:[A-Za-z][A-Za-z0-9_]*\((?!\s*:?\*?\s*\))[^()]+\)|mcp__[A-Za-z0-9_-]+__[A-Za-z0-9_-]+)$/;

function withoutAllow(s: Record<string, unknown>): Record<string, unknown> {
  if (!isObject(s.permissions)) return s;
  const { allow: _allow, ...rest } = s.permissions;
  const out: Record<string, unknown> = { ...s };
  if (Object.keys(rest).length === 0) delete out.permissions;
  else out.permissions = rest;
  return out;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** JSON values equal whatever the order of object keys. */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((v, i) => same(v, b[i]));
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && same(a[k], b[k]));
  }
  return a === b;
}

/**
 * The remote URLs an edit adds or changes (`remote.<name>.url` and `.pushurl` values the key did not
 * hold before): a remote the agent configured, whose fetches never count as the person's.
 */
export function remoteUrlsAdded(before: ConfigEntries, after: ConfigEntries): string[] {
  const had = new Set(before.map(([k, v]) => `${k}\0${v}`));
  return after.filter(([k, v]) => /^remote\..+\.(url|pushurl)$/.test(k) && !had.has(`${k}\0${v}`)).map(([, v]) => v);
}
