/**
 * Finds the path rules that match a path without testing every rule: literal patterns are
 * looked up in a map, globs are bucketed by their static base directory, so the cost per path
 * grows with its depth and the rules under its directories, not with the manifest's length.
 */
import picomatch from 'picomatch';
import { isOutsidePattern, type Rule } from './rule.js';

export const GLOB_OPTIONS = { dot: true, windows: false } as const;

interface Entry {
  rule: Rule;
  test?: (path: string) => boolean;
}

export class PathIndex {
  private readonly literal = new Map<string, Rule[]>();
  private readonly byBase = new Map<string, Entry[]>();

  constructor(rules: readonly Rule[]) {
    for (const rule of rules) {
      if (isOutsidePattern(rule.pattern)) continue;
      const scan = picomatch.scan(rule.pattern);
      if (!scan.isGlob) {
        push(this.literal, rule.pattern, rule);
      } else {
        push(this.byBase, scan.base, { rule });
      }
    }
  }

  /** Rules whose pattern matches `path`, in manifest order. */
  match(path: string): Rule[] {
    const found: Rule[] = [...(this.literal.get(path) ?? [])];
    let slash = -1;
    do {
      const base = slash === -1 ? '' : path.slice(0, slash);
      for (const entry of this.byBase.get(base) ?? []) {
        entry.test ??= picomatch(entry.rule.pattern, GLOB_OPTIONS);
        if (entry.test(path)) found.push(entry.rule);
      }
      slash = path.indexOf('/', slash + 1);
    } while (slash !== -1);
    return found.length > 1 ? found.sort((a, b) => a.line - b.line) : found;
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Whether one pattern matches everything another does (sound, not complete). */
export function patternCovers(wider: string, narrower: string): boolean {
  if (wider === narrower) return true;
  if (picomatch.scan(narrower).isGlob) return wider === '**';
  return picomatch(wider, GLOB_OPTIONS)(narrower);
}
