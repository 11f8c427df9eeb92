/**
 * Pathname expansion as bash does it by default (no dotglob, no globstar): each segment with
 * glob characters is matched against the directory's entries. Only existing paths can match,
 * which is what the shell would hand the command. Undefined past a limit (then the caller
 * treats the pattern as unresolved).
 */
import { lstatSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';
import picomatch from 'picomatch';
import { checkDeadline } from '../deadline.js';
import { segmentMatcher } from './segmentMatcher.js';

/** Paths one pattern may expand to. */
const LIMIT = 2000;
/** File system calls (directory listings, existence checks) one command line may make for its patterns. */
const MAX_CALLS = 4000;
/** `*`s a segment that only a regex matches may hold (each nests the regex's backtracking). */
const MAX_REGEX_STARS = 3;
/** Paths all of one command line's patterns may expand to together (each is then checked). */
const MAX_PATHS = 10000;

/**
 * What one command line's patterns have asked of the file system: a pattern repeated over many
 * operands, or over many possible working directories, is expanded once, and all of them
 * together make at most MAX_CALLS calls. (Before, 200 operands `/usr/share/*\/*\/x` took 25 s,
 * past the agent's hook timeout, which lets the call through.)
 */
export class Listings {
  private readonly expanded = new Map<string, string[] | undefined>();
  private readonly entries = new Map<string, string[]>();
  private calls = 0;
  private paths = 0;

  /** `unknown`: a shell option changed what globs match, so none is expanded (each may match any name). */
  constructor(readonly unknown = false) {}

  /** The pattern's paths, or undefined past a limit (one pattern's, or the line's). */
  expand(pattern: string, cwd: string): string[] | undefined {
    if (this.unknown) return undefined;
    const key = `${cwd}\0${pattern}`;
    if (!this.expanded.has(key)) this.expanded.set(key, expandGlob(pattern, cwd, this));
    const found = this.expanded.get(key);
    this.paths += found?.length ?? 0;
    return this.paths > MAX_PATHS ? undefined : found;
  }

  /** The directory's entries ([] when it cannot be listed), or undefined past MAX_CALLS. */
  list(dir: string): string[] | undefined {
    let entries = this.entries.get(dir);
    if (entries) return entries;
    if (!this.spend()) return undefined;
    try {
      entries = readdirSync(dir);
    } catch {
      entries = [];
    }
    this.entries.set(dir, entries);
    return entries;
  }

  /** Whether the path exists (a symlink counts, as for bash), or undefined past MAX_CALLS. */
  exists(path: string): boolean | undefined {
    if (!this.spend()) return undefined;
    try {
      lstatSync(path);
      return true;
    } catch {
      return false;
    }
  }

  private spend(): boolean {
    checkDeadline();
    this.calls += 1;
    return this.calls <= MAX_CALLS;
  }
}

export function expandGlob(pattern: string, cwd: string, listings = new Listings()): string[] | undefined {
  const absolute = pattern.startsWith('/');
  const segments = pattern.split('/').filter((s) => s !== '');
  let current = [absolute ? '/' : cwd];
  let globbed = false;
  for (const segment of segments) {
    let next: string[] = [];
    if (!picomatch.scan(segment).isGlob) {
      const name = segment.replace(/\\(.)/g, '$1');
      for (const dir of current) next.push(posix.join(dir, name));
      // After a glob, only the paths that exist are what the shell hands the command.
      if (globbed) {
        const kept: string[] = [];
        for (const p of next) {
          const there = listings.exists(p);
          if (there === undefined) return undefined;
          if (there) kept.push(p);
        }
        next = kept;
      }
    } else {
      globbed = true;
      const isMatch = segmentMatcher(segment) ?? boundedRegex(segment);
      if (isMatch === undefined) return undefined;
      for (const dir of current) {
        const entries = listings.list(dir);
        if (entries === undefined) return undefined;
        for (const e of entries) if (isMatch(e)) next.push(posix.join(dir, e));
        if (next.length > LIMIT) return undefined;
      }
    }
    current = next;
    if (current.length === 0) return [];
  }
  return current;
}

/**
 * picomatch's regex for what segmentMatcher does not read (`@(a|b)*`, `{a,b}*`), with few `*`
 * only: past MAX_REGEX_STARS it is not matched at all (unresolved, which the caller refuses).
 */
function boundedRegex(segment: string): ((name: string) => boolean) | undefined {
  if ((segment.match(/\*/g)?.length ?? 0) > MAX_REGEX_STARS) return undefined;
  return picomatch(segment, { dot: false, windows: false });
}
