/**
 * Finds the path rules that match a path without testing every rule: literal patterns are
 * looked up in a map, globs are bucketed by their static base directory, so the cost per path
 * grows with its depth and the rules under its directories, not with the manifest's length.
 */
import picomatch from 'picomatch';
import { isOutsidePattern, type Rule } from './rule.js';

/** dot files included, `/` separators everywhere, and `s` so that a path with a line break in it still matches `**`. */
export const GLOB_OPTIONS = { dot: true, windows: false, flags: 's' } as const;

interface Entry {
  rule: Rule;
  test?: (path: string) => boolean;
}

const NONE: readonly Rule[] = [];

export class PathIndex {
  private readonly literal = new Map<string, Rule[]>();
  /**
   * Globs by their base; every directory above a base is a key too (with no entries of its own),
   * so a path's walk down its directories stops at the first one that leads to no base.
   */
  private readonly byBase = new Map<string, Entry[]>();

  constructor(rules: readonly Rule[]) {
    for (const rule of rules) {
      if (isOutsidePattern(rule.pattern)) continue;
      const base = staticBase(rule.pattern);
      if (base === rule.pattern) push(this.literal, rule.pattern, rule);
      else {
        push(this.byBase, base, { rule });
        for (let slash = base.indexOf('/'); slash !== -1; slash = base.indexOf('/', slash + 1)) {
          if (!this.byBase.has(base.slice(0, slash))) this.byBase.set(base.slice(0, slash), []);
        }
        if (!this.byBase.has('')) this.byBase.set('', []);
      }
    }
  }

  /** Rules whose pattern matches `path`, in manifest order. */
  match(path: string): readonly Rule[] {
    let found: Rule[] | undefined;
    const literal = this.literal.get(path);
    if (literal) found = [...literal];
    if (this.byBase.size > 0) {
      // bases: '', each directory of the path, and the path itself (`config/**` matches `config`)
      let end = -1;
      for (;;) {
        const entries = this.byBase.get(end === -1 ? '' : path.slice(0, end));
        if (!entries) break; // no base at or below this directory
        for (const entry of entries) {
          entry.test ??= compile(entry.rule);
          if (entry.test(path)) (found ??= []).push(entry.rule);
        }
        if (end >= path.length || path === '') break;
        const slash = path.indexOf('/', end + 1);
        end = slash === -1 ? path.length : slash;
      }
    }
    if (!found) return NONE;
    return found.length > 1 ? found.sort((a, b) => a.line - b.line) : found;
  }
}

/**
 * Compiled globs by pattern. One hook call builds several indexes over the same rules (the
 * checker's, the save gates', the allow list's), and compiling a glob costs more than matching
 * it; the patterns are a manifest's, so the map stays as small as the manifests read.
 */
const matchers = new Map<string, (path: string) => boolean>();

/** `pattern` compiled with GLOB_OPTIONS, once per pattern. */
export function globMatcher(pattern: string): (path: string) => boolean {
  let test = matchers.get(pattern);
  if (!test) matchers.set(pattern, (test = picomatch(pattern, GLOB_OPTIONS)));
  return test;
}

function compile(rule: Rule): (path: string) => boolean {
  try {
    return globMatcher(rule.pattern);
  } catch (e) {
    throw new Error(
      `${rule.file}:${rule.line}: the glob ${JSON.stringify(rule.pattern)} cannot be compiled: ${(e as Error).message}`,
    );
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const GLOB_CHARS = /[*?[\]{}()!+@\\]/;

/**
 * The directories before a pattern's first glob segment (`src/m1` for a pattern under it), or the
 * whole pattern when it has no glob characters (a literal path). Conservative: any character
 * that could be glob syntax ends the static part, so a glob is never filed under a wrong base.
 */
export function staticBase(pattern: string): string {
  if (!GLOB_CHARS.test(pattern)) return pattern;
  const segments = pattern.split('/');
  const first = segments.findIndex((s) => GLOB_CHARS.test(s));
  return segments.slice(0, first).join('/');
}

/** Whether one pattern matches everything another does (sound, not complete). */
export function patternCovers(wider: string, narrower: string): boolean {
  if (wider === narrower) return true;
  // paths outside the repository (`~/`, `/`) are matched apart from repository paths: `**` covers none of them
  if (isOutsidePattern(wider) !== isOutsidePattern(narrower)) return false;
  if (staticBase(narrower) !== narrower) return wider === '**';
  return globMatcher(wider)(narrower);
}
