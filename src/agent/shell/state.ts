/**
 * What the walker knows at a point of a command line: the possible working directories (null when
 * a `cd` went somewhere unknown) and the variables assigned so far. Branches (`||`, `if`, loops)
 * union their outcomes, so a later path is resolved against every directory it may be relative to.
 */
import { posix } from 'node:path';
import { MAX_VALUES, type Value } from './words.js';

export interface ShellEnv {
  /** The home directory, for `~` and `$HOME`. */
  home: string;
  /** `$CLAUDE_PROJECT_DIR`: the workspace. */
  projectDir: string;
  /** `$TMPDIR` as the hook's environment has it (unset: /tmp), where `mktemp` makes its files. */
  tmpDir?: string;
  /** `$CDPATH` as the hook's environment has it: `cd NAME` may then go elsewhere. */
  cdPath?: string;
}

export interface ShellState {
  /** Possible working directories; null stands for one that cannot be known. */
  dirs: (string | null)[];
  /** Variables assigned earlier in the command line; null when the value is unknown. */
  vars: Map<string, Value[] | null>;
  /** After a `cd`: the state when it succeeded, for the `&&` branch that runs only then. */
  ifSucceeded?: ShellState;
}

export function initialState(cwd: string): ShellState {
  return { dirs: [cwd], vars: new Map() };
}

export function copyState(s: ShellState): ShellState {
  return { dirs: [...s.dirs], vars: new Map(s.vars) };
}

/** The state after one of several branches ran: every directory and value any branch may leave. */
export function unionStates(...states: ShellState[]): ShellState {
  const dirs = uniqueDirs(states.flatMap((s) => s.dirs));
  const vars = new Map<string, Value[] | null>();
  const names = new Set(states.flatMap((s) => [...s.vars.keys()]));
  for (const name of names) {
    const values = states.map((s) => (s.vars.has(name) ? s.vars.get(name)! : null));
    vars.set(name, values.every((v): v is Value[] => v !== null) ? uniqueValues(values.flat()) : null);
  }
  return { dirs, vars };
}

/**
 * Each value once, or null (unknown) past MAX_VALUES: without this a variable's values doubled at
 * every `&&`, and thirty of them took a minute and then all the memory (a hook that runs out of
 * time or memory lets the call through).
 */
function uniqueValues(values: Value[]): Value[] | null {
  const seen = new Map<string, Value>();
  for (const v of values) seen.set(JSON.stringify(v), v);
  return seen.size <= MAX_VALUES ? [...seen.values()] : null;
}

/** Each directory once; past MAX_DIRS, the first ones and an unknown one (a path relative to the rest is then unresolved, never unchecked). */
export function uniqueDirs(dirs: (string | null)[]): (string | null)[] {
  const out: (string | null)[] = [];
  for (const d of dirs) if (!out.includes(d)) out.push(d);
  return out.length > MAX_DIRS ? [null, ...out.filter((d) => d !== null).slice(0, MAX_DIRS - 1)] : out;
}

const MAX_DIRS = 16;

/** Resolves a path against a directory (posix), or null when either is unknown. */
export function resolveIn(dir: string | null, path: string): string | null {
  if (path.startsWith('/')) return posix.resolve(path);
  if (dir === null) return null;
  // A plain name under a normalised directory (every directory here is one): posix.resolve is
  // a third of a long line of `cd`s, and this is the common case.
  if (PLAIN_NAME.test(path) && path !== '.' && path !== '..' && NORMAL_DIR.test(dir))
    return dir === '/' ? `/${path}` : `${dir}/${path}`;
  return posix.resolve(dir, path);
}

const PLAIN_NAME = /^[^/]+$/;
/** Absolute, no `.`/`..` segments, no doubled or trailing slash. */
const NORMAL_DIR = /^\/(?:(?!\.\.?(?:\/|$))[^/]+(?:\/(?!\.\.?(?:\/|$))[^/]+)*)?$/;
