/**
 * Compares the protected set on disk with the tripwire's record, past the quick pass (quickPass.ts):
 * only what moved is looked at closer. A folder whose key moved is listed for new files a rule
 * covers, and a file whose key moved is compared by type, mode, link target and bytes.
 */
import { readdirSync, readlinkSync, type Stats } from 'node:fs';
import { posix } from 'node:path';
import { remainingMs } from '../deadline.js';
import { hashFile } from './contentHash.js';
import type { Moved } from './quickPass.js';
import { ABSENT, keyOf, lstatOrUndefined, sameKey } from './statKey.js';
import { isWithin } from '../realPath.js';
import type { Guard, WatchList } from './watchList.js';
import { type Entry, type State, typeOf, type WatchStore } from './watchState.js';

/** A watched path that is not as recorded. */
export interface Difference {
  path: string;
  /** As recorded (absent: `t` is '-'). */
  before: Entry;
  /** As it is now; undefined when absent (or reached only through a folder that became a symlink). */
  now: Stats | undefined;
  guard: Guard;
}

/**
 * The differences behind what moved, with the record brought up to date for everything that is
 * not a difference (a folder's new key, a file touched but unchanged). New files found in moved
 * folders that a rule covers are differences (created); differences are not yet recorded.
 */
export function differences(state: State, m: Moved, list: WatchList, store: WatchStore, now: number): Difference[] {
  const found: Difference[] = [];
  const absent: Entry = { k: ABSENT, t: '-' };
  const underLink = linkedAway(m);
  for (const path of compared(state, m)) {
    const before = state.files[path]!;
    const st = underLink(path) ? undefined : lstatOrUndefined(path);
    const guard = list.guard(path);
    if (guard === undefined) {
      delete state.files[path]; // no longer watched (the manifest changed)
      continue;
    }
    if (before.u !== undefined) {
      found.push({ path, before, now: st, guard }); // what it held is not known (gateWitness.ts): never unchanged
      continue;
    }
    if (guard.keep && before.t === 'f' && before.b === undefined) {
      state.files[path] = store.entry(path, st, true, now); // newly under a content rule: recorded, not judged
      continue;
    }
    if (sameAs(path, before, st, guard, store)) {
      state.files[path] = store.entry(path, st, guard.keep && before.b === undefined, now);
      if (before.b !== undefined && state.files[path]!.t === 'f') state.files[path]!.b = before.b;
      continue;
    }
    found.push({ path, before, now: st, guard });
  }
  const seen = new Set(found.map((d) => d.path));
  const unwalked = new Set(state.unwalked);
  for (const dir of m.dirs) {
    const st = lstatOrUndefined(dir);
    if (st === undefined || !st.isDirectory()) {
      const wasAbsent = state.dirs[dir] === ABSENT;
      for (const d of Object.keys(state.dirs)) if (d === dir || d.startsWith(`${dir}/`)) delete state.dirs[d];
      // gone: a folder made again at its name is new, and walked
      for (const u of unwalked) if (isWithin(u, dir)) unwalked.delete(u);
      // an absent gate folder made a file or a symlink (to a folder of hooks elsewhere): created; so
      // is a folder watched by key (Python's site) made a symlink or a file: what python reads through it is elsewhere
      // (unless a recorded file under it differs: putting that back moves the link aside, and keeps it)
      const keyed = list.isKeyFolder(dir) && !found.some((d) => isWithin(d.path, dir));
      const guard = (wasAbsent || keyed) && st !== undefined ? list.guard(dir) : undefined;
      if (guard !== undefined && !seen.has(dir)) {
        seen.add(dir);
        found.push({ path: dir, before: absent, now: st, guard });
      }
      continue;
    }
    state.dirs[dir] = keyOf(st);
    for (const path of listNew(dir, state, list, unwalked)) {
      if (seen.has(path)) continue;
      const guard = list.guard(path);
      if (guard === undefined) continue;
      seen.add(path);
      found.push({ path, before: absent, now: lstatOrUndefined(path), guard });
    }
  }
  if (state.unwalked !== undefined) state.unwalked = [...unwalked];
  return found;
}

/** What a watched folder that is a symlink now holds counts as deleted, as git would see it. */
function linkedAway(m: Moved): (path: string) => boolean {
  const linked = m.dirs.filter((d) => lstatOrUndefined(d)?.isSymbolicLink());
  return (p) => linked.some((d) => p.startsWith(`${d}/`));
}

/**
 * The recorded files `differences` compares with their record (and so whose kept copies it may
 * use): those whose key moved, and those under a watched folder that is a symlink now.
 */
export function compared(state: State, m: Moved): string[] {
  // every recorded path is listed only when a folder became a link (a record in parts is then read whole)
  if (!m.dirs.some((d) => lstatOrUndefined(d)?.isSymbolicLink())) return [...new Set(m.files)];
  return [...new Set([...m.files, ...Object.keys(state.files).filter(linkedAway(m))])];
}

/**
 * Files under a moved folder that the record does not know; new folders are recorded and walked.
 * A folder the first record's walk stopped at is not new: what is in it was there before, unseen.
 */
function listNew(
  dir: string,
  state: State,
  list: WatchList,
  unwalked: ReadonlySet<string>,
  // one list for the whole walk: spreading a folder's files into its parent's overflows the stack (review-15b2 F01)
  out: string[] = [],
): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    const path = posix.join(dir, name);
    if (state.files[path] !== undefined || state.dirs[path] !== undefined || unwalked.has(path)) continue;
    const st = lstatOrUndefined(path);
    if (st?.isDirectory()) {
      if (list.skips(path) && !list.inGateFolder(path)) continue;
      state.dirs[path] = keyOf(st);
      listNew(path, state, list, unwalked, out);
    } else if (st !== undefined) out.push(path);
  }
  return out;
}

/** Whether a path whose key moved is still what was recorded (touched, or rewritten with the same bytes). */
function sameAs(path: string, before: Entry, st: Stats | undefined, guard: Guard, store: WatchStore): boolean {
  const t = typeOf(st);
  if (t !== before.t) return false;
  if (t === '-' || t === 'd' || t === 'o') return true;
  if (t === 'l') return readlinkSync(path) === before.l;
  // a gate file watched by key only (node): any other key is a change, as its bytes were not kept
  if (!guard.keep && guard.gate) return sameKey(st, before.k);
  if (!guard.keep) return true; // a secret or denied path that existed before: only its creation counts
  if ((st!.mode & 0o7777) !== before.m) return false;
  if (before.b === undefined) return false;
  // The kept copy is named by its bytes' hash, and was checked against it before the pass
  // (tripwire.ts keptCopiesGone): the file is unchanged when its bytes hash to that name. Only the
  // file is read, and only when its size is the copy's.
  const kept = lstatOrUndefined(store.blobPath(before.b));
  if (kept?.isFile() !== true || kept.size !== st!.size) return false;
  // the file may have been swapped for a FIFO since its lstat: hashFile opens it without blocking and refuses it
  return hashFile(path) === before.b;
}

/** Where the first record starts: the watched files and the folders to walk. */
export interface Roots {
  files: readonly string[];
  gateFolders: readonly string[];
  trees: readonly string[];
  /** Files rules name outright: recorded, existing or not, when their folder is a real one. */
  ruleFiles?: readonly string[];
  /** Rules' base folders: walked whole before the trees, not counted toward MAX_WALKED_FOLDERS. */
  ruleFolders?: readonly string[];
  /** Folders recorded by their key alone (absent ones too), never walked (WatchList.keyFolders). */
  keyFolders?: readonly string[];
}

/**
 * How far the first record walks the workspace for files a rule covers: a workspace that is a home
 * folder or `/` (Claude Code started outside a repository) would take minutes, and every later call
 * one lstat per folder. Past this many folders, or half the hook's time left, the walk stops: the
 * gate files, the gate folders and the files rules name outright are recorded first and always;
 * then each rule's base folder (`hooks` for `hooks/*.sh`), walked whole and not counted (the rule
 * bounds it; only the time stops it); then what the previous record held and the rules still
 * watch; only then the trees, counted. New files in folders left unwalked are left to the
 * pre-check, the git hooks and the Action.
 */
export const MAX_WALKED_FOLDERS = 20_000;

/** How a folder is walked: gate folders whole; rule bases and what the previous record held within the time; the rest counted too. */
type Walk = 'gate' | 'rule' | 'tree';

/**
 * The first record: every watched file and folder as it is, bytes kept where rules need them.
 * `previous`, the record this one replaces: every path it held that is still watched is recorded
 * again (as it is now: the caller has judged its differences already), and every folder it held
 * is walked again without counting, so that a fresh record never watches less than the last one
 * because the walk stopped early this time.
 */
export function firstRecord(
  state: State,
  list: WatchList,
  store: WatchStore,
  now: number,
  roots: Roots = list,
  previous?: State,
): void {
  const stopAt = Date.now() + Math.min(remainingMs() / 2, 60_000);
  let folders = 0;
  let capped = false; // past MAX_WALKED_FOLDERS: counted folders are left unwalked
  let timeUp = false; // past the time: every folder but the gates' is left unwalked
  const record = (path: string, st: Stats | undefined, keep: boolean) => {
    state.files[path] = store.entry(path, st, keep, now);
  };
  for (const path of roots.files) record(path, lstatOrUndefined(path), list.guard(path)?.keep ?? true);
  // folders left unwalked in a folder that was listed: its later listings must not take them for new
  const unwalked: string[] = [];
  // rules' folders the time did not reach (State.pending)
  const pending: string[] = [];
  /** Walks a folder; false when it is left unwalked (the bound, or the time). */
  const walk = (dir: string, how: Walk): boolean => {
    if (state.dirs[dir] !== undefined) return true;
    if (how !== 'gate') {
      if (timeUp || Date.now() > stopAt) {
        timeUp = true;
        // a rule's folder is never left out: it is walked by the next call, which is held until then
        if (how === 'rule') pending.push(dir);
        return false;
      }
      // a folder the previous record held was walked within the bound before: it is not counted again
      if (how === 'tree' && previous?.dirs[dir] === undefined && (capped || ++folders > MAX_WALKED_FOLDERS)) {
        capped = true;
        return false;
      }
    }
    const st = lstatOrUndefined(dir);
    if (!st?.isDirectory()) {
      // a gate folder that is not there yet is recorded absent: one made by the call is a change
      if (how === 'gate' && st === undefined) state.dirs[dir] = ABSENT;
      return true;
    }
    state.dirs[dir] = keyOf(st);
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return true;
    }
    let n = 0;
    for (const name of names) {
      // a rule's folder of very many files is cut between files too: the next call goes on from here
      if (how === 'rule' && ++n % 256 === 0 && Date.now() > stopAt) {
        timeUp = true;
        delete state.dirs[dir];
        pending.push(dir);
        return false;
      }
      const path = posix.join(dir, name);
      // recorded already (a resumed walk goes over what it took before): not looked at again
      if (state.files[path] !== undefined || state.dirs[path] !== undefined) continue;
      const child = lstatOrUndefined(path);
      if (child?.isDirectory()) {
        if (list.isOwn(path)) continue;
        if ((how === 'gate' || !list.skips(path)) && !walk(path, how)) unwalked.push(path);
        continue;
      }
      if (state.files[path] !== undefined) continue;
      const guard = list.guard(path);
      if (guard !== undefined) record(path, child, guard.keep);
    }
    return true;
  };
  for (const folder of roots.gateFolders) if (!list.isOwn(folder)) walk(folder, 'gate');
  for (const folder of roots.keyFolders ?? []) {
    const st = lstatOrUndefined(folder);
    state.dirs[folder] ??= st === undefined ? ABSENT : keyOf(st);
  }
  // what the rules name, each through real folders from the repository root (as the trees' walk goes)
  const realDir = inRealFolder(list.root);
  for (const path of roots.ruleFiles ?? []) {
    if (state.files[path] !== undefined || !realDir(posix.dirname(path))) continue;
    const st = lstatOrUndefined(path);
    if (st?.isDirectory()) continue; // a folder: its files are the trees' to find
    const guard = list.guard(path);
    if (guard !== undefined) record(path, st, guard.keep);
  }
  for (const folder of roots.ruleFolders ?? []) {
    if (!isWithin(folder, list.root)) walk(folder, 'rule');
    else if (realDir(posix.dirname(folder))) {
      // not there yet: recorded absent, so that making it (and files in it) is seen as a change
      if (lstatOrUndefined(folder) === undefined) state.dirs[folder] ??= ABSENT;
      else walk(folder, 'rule');
    }
  }
  if (previous !== undefined) {
    for (const path in previous.files) {
      if (state.files[path] !== undefined || list.isOwn(path) || !realDir(posix.dirname(path))) continue;
      const guard = list.guard(path);
      if (guard !== undefined) record(path, lstatOrUndefined(path), guard.keep);
    }
    const rules = roots.ruleFolders ?? [];
    for (const dir of previous.pending ?? []) if (rules.some((r) => isWithin(dir, r))) walk(dir, 'rule');
    for (const dir in previous.dirs) {
      if (state.dirs[dir] !== undefined || list.isOwn(dir) || list.skips(dir)) continue;
      if (list.inGateFolder(dir)) walk(dir, 'gate');
      else if (rules.some((r) => isWithin(dir, r))) walk(dir, 'rule');
      else if (roots.trees.some((t) => isWithin(dir, t))) walk(dir, 'tree');
    }
  }
  for (const tree of roots.trees) walk(tree, 'tree');
  if (capped || timeUp) state.partial = 1;
  // each once, and not those walked since (a folder left unwalked in one walk may have been walked by another)
  const notWalked = (dirs: string[]) => [...new Set(dirs)].filter((d) => state.dirs[d] === undefined);
  const left = notWalked(unwalked);
  if (left.length > 0 || state.unwalked !== undefined) {
    const still = notWalked([...(state.unwalked ?? []), ...left]);
    if (still.length > 0) state.unwalked = still;
    else delete state.unwalked;
  }
  // only a walk of the rules' folders says what is still pending (recordNewlyWatched walks none)
  if (roots.ruleFolders !== undefined) {
    const still = notWalked(pending);
    if (still.length > 0) state.pending = still;
    else delete state.pending;
  }
}

/**
 * Resumes a record whose walk of the rules' folders was cut (State.pending): walks what is left,
 * within this call's time. What is still left after it is again in State.pending.
 */
export function resumeRecord(state: State, list: WatchList, store: WatchStore, now: number): void {
  const left = state.pending ?? [];
  if (left.length === 0) return;
  firstRecord(state, list, store, now, { files: [], gateFolders: [], trees: [], ruleFolders: left });
}

/**
 * Whether a folder is reached from `root` through real folders only (no symlink, nothing absent on
 * the way), as the walk from the root reaches it; answers are kept, as rules share their folders.
 * A folder outside `root` is taken as it is.
 */
function inRealFolder(root: string): (dir: string) => boolean {
  const known = new Map<string, boolean>([[root, true]]);
  const real = (dir: string): boolean => {
    if (!isWithin(dir, root)) return true;
    let ok = known.get(dir);
    if (ok === undefined) {
      ok = real(posix.dirname(dir)) && lstatOrUndefined(dir)?.isDirectory() === true;
      known.set(dir, ok);
    }
    return ok;
  };
  return real;
}

/** Newly watched paths (a rule or gate added since the record): recorded as they are, not judged. */
export function recordNewlyWatched(state: State, list: WatchList, store: WatchStore, now: number): void {
  const files = list.files.filter((p) => state.files[p] === undefined);
  const gateFolders = list.gateFolders.filter((f) => state.dirs[f] === undefined);
  const keyFolders = list.keyFolders.filter((f) => state.dirs[f] === undefined);
  if (files.length > 0 || gateFolders.length > 0 || keyFolders.length > 0)
    firstRecord(state, list, store, now, { files, gateFolders, trees: [], keyFolders });
}
