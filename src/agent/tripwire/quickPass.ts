/**
 * The tripwire's quick pass: which recorded paths, folders and git ref files are not as recorded.
 * It needs no rules: one lstat per recorded path and folder, each compared with its key as numbers,
 * so a call that changed nothing watched costs no reads, no manifest parsing and no git process.
 */
import { eachEntry, partedOf } from './recordParts.js';
import { lstatOrUndefined, sameKey } from './statKey.js';
import type { State } from './watchState.js';

/** What the quick pass found: paths whose key moved, and folders whose key moved. */
export interface Moved {
  files: string[];
  dirs: string[];
}

/**
 * The walk ran out of the hook's time (`moved`'s `until`): how many recorded paths it had looked at.
 * Never taken for "nothing moved": the hook fails closed with it (tripwire.ts `walkCutFailure`).
 */
export class WalkCut extends Error {
  override name = 'WalkCut';
  constructor(
    readonly checked: number,
    /** How many paths the record holds. */
    readonly total: number,
  ) {
    super(`the walk of the record ran out of the hook's time after ${checked} of ${total} paths`);
  }
}

/** How many paths the walk looks at between two looks at the clock. */
const CLOCK_EVERY = 1024;

/**
 * Every recorded path and folder not as recorded (the walk). `until` (ms since the epoch): the walk
 * throws `WalkCut` once it is past, so that a protected set too large to walk in the hook's time
 * fails closed with its own reason, never by the client's timeout letting the call through.
 */
export function moved(state: State, until = Number.POSITIVE_INFINITY): Moved {
  const files: string[] = [];
  let n = 0;
  eachEntry(state.files, (path, e) => {
    if (++n % CLOCK_EVERY === 0 && Date.now() > until)
      throw new WalkCut(n, partedOf(state.files)?.count ?? Object.keys(state.files).length);
    if (e.r === 1 || !sameKey(lstatOrUndefined(path), e.k)) files.push(path);
  });
  const dirs: string[] = [];
  for (const dir in state.dirs) if (!sameKey(lstatOrUndefined(dir), state.dirs[dir]!)) dirs.push(dir);
  return { files, dirs };
}

/** Whether any recorded folder moved (where git's index answered for the files: gitIndex.ts). */
export function dirsMoved(state: State): boolean {
  for (const dir in state.dirs) if (!sameKey(lstatOrUndefined(dir), state.dirs[dir]!)) return true;
  return false;
}

/**
 * As `moved`, for the given paths only (those the watch reports may have moved: watchman.ts
 * `watchedCandidates`), so that the cost grows with the change; paths the record does not hold are
 * left out.
 */
export function movedAmong(state: State, paths: Iterable<string>): Moved {
  const files: string[] = [];
  const dirs: string[] = [];
  for (const path of new Set(paths)) {
    const e = state.files[path];
    if (e !== undefined && (e.r === 1 || !sameKey(lstatOrUndefined(path), e.k))) files.push(path);
    const d = state.dirs[path];
    if (d !== undefined && !sameKey(lstatOrUndefined(path), d)) dirs.push(path);
  }
  return { files, dirs };
}

export const nothingMoved = (m: Moved) => m.files.length === 0 && m.dirs.length === 0;

/** Whether any recorded ref file moved (or a new one appeared under a recorded folder). */
export function refsMoved(state: State): boolean {
  for (const f in state.refKeys) if (!sameKey(lstatOrUndefined(f), state.refKeys[f]!)) return true;
  return false;
}
