/**
 * Whether a file a shell command (or an inline program) would write is protected, and by what:
 * a manifest rule (freeze, invariant, append, budget, save-gate, deny), the manifest itself,
 * git's own directory (its hooks above all), or the built-in secret list. Works on absolute paths
 * from the shell walker; for a target only partly known it answers whether it *could* be one.
 */
import { lstatSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';
import picomatch from 'picomatch';
import { GLOB_OPTIONS, PathIndex } from '../core/pathIndex.js';
import type { Rule, RuleKind } from '../core/rule.js';
import { secretSegment } from '../core/secrets.js';
import { existsOrUnknown, isMissing, statOrUndefined } from './exists.js';
import type { Context } from './context.js';
import { displayPath } from './displayPath.js';
import { GatePaths } from './gatePaths.js';
import { isWithin, realPathOf } from './realPath.js';

export type Finding =
  | { kind: 'rule'; rule: Rule; path: string }
  | { kind: 'manifest'; path: string }
  | { kind: 'git-hooks'; path: string }
  | { kind: 'gate-file'; path: string }
  | { kind: 'git'; path: string }
  | { kind: 'secret'; path: string; segment: string };

/** Rules whose files a shell command may not write. */
const GUARDED: ReadonlySet<RuleKind> = new Set(['freeze', 'invariant', 'append', 'budget', 'save-gate', 'deny']);
/** Of those, the ones that protect a file only once it exists (creating it is allowed). */
const EXISTING_ONLY: ReadonlySet<RuleKind> = new Set(['freeze', 'invariant', 'append']);

/** git's hook names, for a target whose directory is unknown but whose name is one of them. */
const HOOK_NAMES = new Set([
  'applypatch-msg',
  'pre-applypatch',
  'post-applypatch',
  'pre-commit',
  'pre-merge-commit',
  'prepare-commit-msg',
  'commit-msg',
  'post-commit',
  'pre-rebase',
  'post-checkout',
  'post-merge',
  'pre-push',
  'pre-receive',
  'update',
  'proc-receive',
  'post-receive',
  'post-update',
  'reference-transaction',
  'push-to-checkout',
  'pre-auto-gc',
  'post-rewrite',
  'sendemail-validate',
  'fsmonitor-watchman',
  'p4-changelist',
  'p4-prepare-changelist',
  'p4-post-changelist',
  'p4-pre-submit',
  'post-index-change',
]);

const LIST_LIMIT = 5000;

export class Protection {
  private readonly inside: PathIndex;
  private readonly outside: PathIndex;
  private readonly allowInside: PathIndex;
  private readonly allowOutside: PathIndex;
  private readonly guardedRules: Rule[];
  private readonly gates: GatePaths;

  constructor(private readonly ctx: Context) {
    const { repo, outside } = ctx.rules;
    this.inside = new PathIndex(repo.rules.filter((r) => GUARDED.has(r.kind)));
    this.allowInside = new PathIndex(repo.rules.filter((r) => r.kind === 'allow'));
    this.outside = new PathIndex(outside.rules.filter((r) => GUARDED.has(r.kind)));
    this.allowOutside = new PathIndex(outside.rules.filter((r) => r.kind === 'allow'));
    this.guardedRules = [...repo.rules, ...outside.rules].filter((r) => GUARDED.has(r.kind));
    this.gates = new GatePaths(ctx.place);
  }

  /**
   * Findings for a known absolute path (as written and as resolved through symlinks). `removes`:
   * the path itself is removed or moved away, so a deny rule (no adding) does not apply under it,
   * and a symlink there is judged as the link (its folder resolved), not as what it points to.
   */
  exact(abs: string, tree: boolean, removes = false): Finding[] {
    const found: Finding[] = [];
    if (removes && statOrUndefined(abs, 'nofollow')?.isSymbolicLink()) {
      const link = posix.join(realPathOrMissing(posix.dirname(abs)), posix.basename(abs));
      for (const p of link === abs ? [abs] : [abs, link]) found.push(...this.file(p));
      return dedupe(found);
    }
    const real = realPathOrMissing(abs);
    for (const p of real === abs ? [abs] : [abs, real]) {
      found.push(...this.file(p));
      if (tree) found.push(...this.under(p, null, false, removes));
    }
    return dedupe(found);
  }

  /**
   * Findings for a path only partly known: somewhere under `dir` (null: anywhere), with a last
   * segment matching the glob `base` (null: any name).
   */
  partial(dir: string | null, base: string | null, tree: boolean): Finding[] {
    if (dir !== null) {
      const real = realPathOrMissing(dir);
      const found: Finding[] = [];
      for (const p of real === dir ? [dir] : [dir, real]) found.push(...this.under(p, base, true));
      return dedupe(found);
    }
    const matches = base === null || tree ? () => true : picomatch(base, { ...GLOB_OPTIONS, dot: true });
    const found: Finding[] = [];
    const { place, rules } = this.ctx;
    for (const rule of this.guardedRules) {
      const last = rule.pattern.slice(rule.pattern.lastIndexOf('/') + 1);
      if (base === null || tree || lastSegmentMayMatch(last, base, matches))
        found.push({ kind: 'rule', rule, path: rule.pattern });
    }
    for (const file of [rules.repoFile, ...rules.userFiles]) {
      if (matches(posix.basename(file))) found.push({ kind: 'manifest', path: displayPath(file, place) });
    }
    if (place.gitDir && (base === null || tree || [...HOOK_NAMES].some((h) => matches(h))))
      found.push({ kind: 'git-hooks', path: displayPath(posix.join(place.gitDir, 'hooks'), place) });
    if (base !== null && !tree) {
      const segment = secretSegment(base);
      if (segment !== undefined) found.push({ kind: 'secret', path: base, segment });
    }
    return dedupe(found);
  }

  /**
   * Findings for a file put straight into a directory under a name matching the glob `base` (null:
   * any name), as `cp FILE DIR/` does without `-r`: the directory's own entries, not deeper ones.
   */
  children(dir: string, base: string | null): Finding[] {
    const real = realPathOrMissing(dir);
    const found: Finding[] = [];
    for (const p of real === dir ? [dir] : [dir, real]) found.push(...this.under(p, base, true, false, true));
    return dedupe(found);
  }

  /** Findings for a path named in an inline program's text, relative to each possible directory. */
  named(token: string, dirs: (string | null)[]): Finding[] {
    const { place } = this.ctx;
    const path = token.replace(/\\/g, '/');
    const bases = path.startsWith('/')
      ? ['']
      : path.startsWith('~/')
        ? [place.home]
        : [...new Set([...dirs.filter((d): d is string => d !== null), place.root])];
    const found: Finding[] = [];
    for (const base of bases) {
      const abs = path.startsWith('/')
        ? posix.resolve(path)
        : posix.resolve(base, path.startsWith('~/') ? path.slice(2) : path);
      found.push(...this.exact(abs, false));
    }
    if (!path.includes('/')) {
      for (const rule of this.guardedRules) {
        if (!picomatch.scan(rule.pattern).isGlob && posix.basename(rule.pattern) === path)
          found.push({ kind: 'rule', rule, path: rule.pattern });
      }
    }
    return dedupe(found);
  }

  /** Findings for one file path. */
  private file(p: string): Finding[] {
    const { place, rules } = this.ctx;
    const shown = displayPath(p, place);
    if (place.gitDir && isWithin(p, place.gitDir)) {
      return [{ kind: isWithin(p, posix.join(place.gitDir, 'hooks')) ? 'git-hooks' : 'git', path: shown }];
    }
    if (p === rules.repoFile || rules.userFiles.includes(p)) return [{ kind: 'manifest', path: shown }];
    const gate = this.gates.at(p);
    if (gate !== undefined) return [{ kind: 'gate-file', path: displayPath(gate, place) }];
    const inRepo = isWithin(p, place.root);
    const rel = inRepo ? posix.relative(place.root, p) : p.replace(/^\/+/, '');
    if (inRepo && rel.split('/').includes('.git')) return [{ kind: 'git', path: shown }];
    const index = inRepo ? this.inside : this.outside;
    const allowed = (inRepo ? this.allowInside : this.allowOutside).match(rel).length > 0;
    const matched = rel === '' ? [] : index.match(rel);
    const found: Finding[] = [];
    // Only a path that is surely missing counts as missing; one that cannot be inspected is
    // treated as existing, so freeze, invariant and append still apply (fail closed).
    const exists = matched.length > 0 && existsOrUnknown(p, 'nofollow');
    for (const rule of matched) {
      if (EXISTING_ONLY.has(rule.kind) && !exists) continue;
      if (rule.kind === 'deny' && (allowed || exists)) continue;
      found.push({ kind: 'rule', rule, path: shown });
    }
    if (inRepo && !allowed) {
      const segment = secretSegment(rel);
      if (segment !== undefined) found.push({ kind: 'secret', path: shown, segment });
    }
    return found;
  }

  /**
   * Findings for what lies under a directory: its existing files (listed, up to a limit) whose
   * name matches `base`, and, past the limit or for files yet to be created, every rule whose
   * pattern could reach under it.
   */
  private under(
    dir: string,
    base: string | null,
    includeCreations = false,
    removes = false,
    /** Only the directory's own entries (`children`). */
    childrenOnly = false,
  ): Finding[] {
    const { place, rules } = this.ctx;
    const matches = base === null ? () => true : picomatch(base, { ...GLOB_OPTIONS, dot: true });
    /** Whether a path lies where a name under the directory may land. */
    const reached = (p: string) => !childrenOnly || posix.dirname(p) === dir;
    const found: Finding[] = [];
    if (place.gitDir) {
      const hooks = posix.join(place.gitDir, 'hooks');
      if (isWithin(dir, place.gitDir))
        return [
          { kind: isWithin(dir, hooks) || isWithin(hooks, dir) ? 'git-hooks' : 'git', path: displayPath(dir, place) },
        ];
      if (isWithin(place.gitDir, dir) && reached(place.gitDir)) {
        if (base === null) found.push({ kind: 'git', path: displayPath(place.gitDir, place) });
        else if ([...HOOK_NAMES, 'config'].some((h) => matches(h)))
          found.push({ kind: 'git-hooks', path: displayPath(hooks, place) });
      }
    }
    for (const file of [rules.repoFile, ...rules.userFiles]) {
      if (isWithin(file, dir) && reached(file) && matches(posix.basename(file)))
        found.push({ kind: 'manifest', path: displayPath(file, place) });
    }
    const gate = this.gates.at(dir);
    if (gate !== undefined) found.push({ kind: 'gate-file', path: displayPath(gate, place) });
    for (const f of this.gates.under(dir))
      if (reached(f) && matches(posix.basename(f))) found.push({ kind: 'gate-file', path: displayPath(f, place) });
    const inRepo = isWithin(dir, place.root);
    const rel = inRepo ? posix.relative(place.root, dir) : dir.replace(/^\/+/, '');
    const reachable = this.guardedRules.filter(
      (r) =>
        (inRepo ? !r.pattern.startsWith('/') && rules.repo.rules.includes(r) : rules.outside.rules.includes(r)) &&
        patternReaches(r.pattern, rel),
    );
    if (reachable.length === 0) return found;
    const listed = listFiles(dir, LIST_LIMIT, childrenOnly);
    if (listed === undefined) {
      for (const rule of reachable)
        if (!(removes && rule.kind === 'deny')) found.push({ kind: 'rule', rule, path: rule.pattern });
      return found;
    }
    // The installed CLI and the code cache inside a folder removed or rewritten whole are not
    // refused for (removing node_modules is everyday work; the tripwire still puts back a write).
    for (const f of listed)
      if (matches(posix.basename(f)))
        found.push(...this.file(f).filter((x) => x.kind !== 'gate-file' || !this.gates.removable(f)));
    if (includeCreations) {
      for (const rule of reachable) {
        if (EXISTING_ONLY.has(rule.kind)) continue;
        // a plain path lands in the directory only when it is one of its entries
        if (
          childrenOnly &&
          !picomatch.scan(rule.pattern).isGlob &&
          posix.dirname(rule.pattern.replace(/^\/+/, '')) !== (rel || '.')
        )
          continue;
        const last = rule.pattern.slice(rule.pattern.lastIndexOf('/') + 1);
        if (base === null || lastSegmentMayMatch(last, base, matches))
          found.push({ kind: 'rule', rule, path: rule.pattern });
      }
    }
    return found;
  }
}

/** Whether a pattern could match a path under the directory `rel` ('' for the root). */
function patternReaches(pattern: string, rel: string): boolean {
  if (rel === '') return true;
  const scan = picomatch.scan(pattern);
  if (!scan.isGlob) return pattern.startsWith(`${rel}/`) || pattern === rel;
  const base = scan.base;
  return base === '' || base === rel || base.startsWith(`${rel}/`) || rel.startsWith(`${base}/`);
}

/** Whether a pattern's last segment and a name glob could both match some name (sound, not exact). */
function lastSegmentMayMatch(last: string, base: string, matchesBase: (s: string) => boolean): boolean {
  if (last === '**' || last === '*') return true;
  if (!picomatch.scan(last).isGlob) return matchesBase(last);
  if (!picomatch.scan(base).isGlob) return picomatch(last, { ...GLOB_OPTIONS, dot: true })(base);
  // Two globs: `*.sqlite` and `*.log` share no name (a name ending in both ends in the longer).
  const a = starSuffix(last);
  const b = starSuffix(base);
  if (a !== undefined && b !== undefined) return a.endsWith(b) || b.endsWith(a);
  return true;
}

/** The literal text after a glob's one leading `*` (`*.log` -> `.log`); undefined for any other shape. */
function starSuffix(glob: string): string | undefined {
  const m = /^\*((?:\\.|[^*?[\]{}()!+@\\])*)$/.exec(glob);
  return m ? m[1]!.replace(/\\(.)/g, '$1') : undefined;
}

/**
 * Files (not directories) under `dir`, following no symlinks; undefined past `limit` entries or
 * when any part cannot be read (the caller then assumes every rule that reaches the folder: fail
 * closed). Only a folder that does not exist is empty.
 */
function listFiles(dir: string, limit: number, childrenOnly = false): string[] | undefined {
  let stat;
  try {
    stat = lstatSync(dir);
  } catch (e) {
    return isMissing(e) ? [] : undefined;
  }
  if (!stat.isDirectory()) return [dir];
  const out: string[] = [];
  const queue = [dir];
  let seen = 0;
  while (queue.length > 0) {
    const d = queue.shift()!;
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch (e) {
      if (isMissing(e)) continue; // removed while listing
      return undefined;
    }
    for (const e of entries) {
      if (++seen > limit) return undefined;
      const p = posix.join(d, e.name);
      if (e.name === '.git') continue; // git's own directory is judged as a whole, above
      if (e.isDirectory()) {
        if (!childrenOnly) queue.push(p);
      } else out.push(p);
    }
  }
  return out;
}

function dedupe(found: Finding[]): Finding[] {
  const seen = new Set<string>();
  return found.filter((f) => {
    const key = `${f.kind}|${f.path}|${f.kind === 'rule' ? `${f.rule.file}:${f.rule.line}` : ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The real path, or the path as written when it does not exist; any other failure propagates (exit 2). */
function realPathOrMissing(p: string): string {
  try {
    return realPathOf(p);
  } catch (e) {
    if (isMissing(e)) return p;
    throw e;
  }
}
