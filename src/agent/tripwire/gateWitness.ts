/**
 * The gate files' witness, outside the repository (review 6 G1, G2). When a call removes or forges
 * the tripwire's record (`.git/diffgate/tripwire/`), the files git's HEAD holds are judged against
 * HEAD (headBaseline.ts); the gate files HEAD does not hold (`~/.gitconfig`, `.git/config`,
 * `.git/hooks/`, the shells' start-up files, the clients' settings in the home and the project's
 * `.claude/settings.local.json`) have no other witness, and what the same call did to them stood.
 *
 * So the record's entries for gate files, and a copy of each one's kept bytes, are kept next to the
 * ledger (`~/.local/state/diffgate/git-dirs/<hash>.gates/`: `index.json` and `blobs/<sha-256>`), and
 * a record taken from HEAD takes every gate entry HEAD did not give it from here: the same key, so
 * a file nothing touched is not even read, and a changed one is judged against its kept copy and
 * put back (the agent's version quarantined) as with the record in place. A copy whose bytes no
 * longer hash to its name is kept under that name all the same: the put-back then fails, and every
 * later hook says so and blocks (fail closed).
 *
 * A witness that is there but cannot be taken as written (unreadable, over its read bound, not JSON,
 * another git folder's, or missing entries of the gate paths it lists: review 8 W1-W3) is broken,
 * never none: what it does give is taken, and every gate file HEAD did not give that it cannot
 * vouch for and that is there now is recorded as *unknown* (`u`): judged as changed, not put back
 * (there is nothing to put back), its bytes copied into the quarantine, and every later pass says
 * so and blocks (tripwire.ts). Only a witness that is not there at all is none (the open L3 case).
 *
 * Cost: written whole when the record is taken whole (the first record, a manifest changed, a
 * record from HEAD), else only when a pass recorded a gate file anew (a person's edit taken in, or a
 * put-back), one read and one rename of a small file; the copies are named by their hash, so a copy
 * already there is not written again. The quiet passes never touch it. It is in the agent's reach
 * like the ledger: removing both with the store is the open L3 case (docs/tripwire.md).
 */
import { copyFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { tripwireText as t } from '../../core/messages/tripwire.js';
import { NotReadable, readRegular, readRegularText } from '../../git/readRegular.js';
import { Ledger } from '../ledger.js';
import { hashFile, isContentName } from './contentHash.js';
import { lstatOrUndefined } from './statKey.js';
import type { WatchList } from './watchList.js';
import type { Entry, State, WatchStore } from './watchState.js';

interface WitnessData {
  v: 1;
  /** The git folder it is for (real path: a hash collision makes two take turns, as with the ledger). */
  git: string;
  /** The record's entry of each gate file, by absolute path. */
  files: Record<string, Entry>;
  /** The gate folders whose every file is listed in `files`: a file in one not listed was made since. */
  folders: string[];
  /** Every path of `files`, again: an entry taken out of `files` alone is seen (review 8 W1). */
  paths: string[];
}

/** The witness as read: none there, one to take, or one there that cannot be taken as written (why). */
export type WitnessRead =
  | { kind: 'none' }
  | { kind: 'whole'; data: WitnessData }
  | { kind: 'broken'; why: string; data?: WitnessData };

/** What `restore` did: how many entries it set, and the gate files it could not vouch for (with why). */
export interface Restored {
  n: number;
  broken?: { why: string; unknown: string[] };
}

/** Bigger than any index of a few hundred gate files; read with the bounded reader. */
const READ_BOUND = 8 * 1024 * 1024;

export class GateWitness {
  private constructor(
    readonly dir: string,
    private readonly gitDir: () => string,
  ) {}

  /** The witness of a git folder's gate files, beside its ledger. */
  static of(gitDir: string, env: NodeJS.ProcessEnv, home: string): GateWitness {
    const ledger = Ledger.of(gitDir, env, home);
    return new GateWitness(ledger.file.replace(/\.ledger$/, '.gates'), () => ledger.gitDir);
  }

  private get index(): string {
    return posix.join(this.dir, 'index.json');
  }

  private blob(name: string): string {
    return posix.join(this.dir, 'blobs', name);
  }

  /** The witness as it stands (review 8 W1-W3: one there that cannot be taken as written is broken, not none). */
  read(): WitnessRead {
    let text: string;
    try {
      text = readRegularText(this.index, READ_BOUND);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'none' };
      const why =
        e instanceof NotReadable && e.why === 'too-large'
          ? t.witnessTooLarge(READ_BOUND >> 20)
          : t.witnessUnreadable((e as Error).message);
      return { kind: 'broken', why };
    }
    let v: Partial<WitnessData>;
    try {
      v = JSON.parse(text) as Partial<WitnessData>;
    } catch {
      return { kind: 'broken', why: t.witnessNotJson() };
    }
    if (v?.v !== 1 || typeof v.files !== 'object' || v.files === null || Array.isArray(v.files))
      return { kind: 'broken', why: t.witnessNotJson() };
    if (v.git !== this.gitDir()) return { kind: 'broken', why: t.witnessOtherGit(String(v.git)) };
    const data: WitnessData = {
      v: 1,
      git: v.git,
      files: v.files,
      folders: Array.isArray(v.folders) ? v.folders : [],
      paths: Array.isArray(v.paths) ? v.paths.filter((p): p is string => typeof p === 'string') : [],
    };
    if (!Array.isArray(v.paths)) return { kind: 'broken', why: t.witnessNoList(), data };
    const missing = data.paths.filter((p) => data.files[p] === undefined).length;
    const listed = new Set(data.paths);
    const unlisted = Object.keys(data.files).filter((p) => !listed.has(p)).length;
    if (missing > 0 || unlisted > 0) return { kind: 'broken', why: t.witnessEntriesMissing(missing + unlisted), data };
    return { kind: 'whole', data };
  }

  /**
   * Keeps the gate entries of a record just saved: `changed` the paths the pass recorded anew
   * (undefined: the record was taken whole, or there is no witness yet, so every gate entry).
   */
  keep(state: State, list: WatchList, ws: WatchStore, changed?: Iterable<string>): void {
    const gate = (p: string) => list.guard(p)?.gate === true && !list.isOwn(p);
    const gates = changed === undefined ? undefined : [...changed].filter(gate);
    if (gates?.length === 0) return; // most passes: no gate file recorded anew, nothing read or written
    const found = gates === undefined ? undefined : this.read();
    // a broken witness is not added to: it is written whole, from this record (which judged it)
    const known = found?.kind === 'whole' ? found.data : undefined;
    const data: WitnessData = known ?? { v: 1, git: this.gitDir(), files: {}, folders: list.gateFolders, paths: [] };
    // with no witness yet (this build's first pass here, or the state folder wiped), every gate entry
    for (const p of known === undefined ? Object.keys(state.files).filter(gate) : gates!) {
      const e = state.files[p];
      if (e === undefined) delete data.files[p];
      else {
        if (e.b !== undefined) this.copy(e.b, ws);
        data.files[p] = e;
      }
    }
    data.paths = Object.keys(data.files);
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const tmp = `${this.index}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;
    writeFileSync(tmp, JSON.stringify(data), { mode: 0o600 });
    renameSync(tmp, this.index);
  }

  /** A kept copy, from the store into the witness, unless one is there under its name. */
  private copy(name: string, ws: WatchStore): void {
    if (!isContentName(name)) return;
    const to = this.blob(name);
    if (lstatOrUndefined(to)?.isFile() === true) return;
    mkdirSync(posix.dirname(to), { recursive: true, mode: 0o700 });
    const tmp = `${to}.${process.pid}.tmp`;
    copyFileSync(ws.blobPath(name), tmp);
    renameSync(tmp, to);
  }

  /**
   * Gives a record taken from HEAD the witness's entry of every gate file HEAD did not give it
   * (`fromHead`), its kept copy put back into the store; a file in a witnessed gate folder that the
   * witness does not list was made since, and is recorded absent. A broken witness gives what it
   * can (the entries of a readable one of this git folder), and every other gate file HEAD did not
   * give that is a file or a symlink now is recorded unknown (`u`): judged as changed, never put back.
   */
  restore(
    state: State,
    list: WatchList,
    ws: WatchStore,
    fromHead: ReadonlySet<string>,
    /** Which of these paths git's HEAD holds (asked only for a broken witness): HEAD is their witness. */
    heldByHead: (paths: readonly string[]) => ReadonlySet<string> = () => new Set(),
  ): Restored {
    const found = this.read();
    if (found.kind === 'none') return { n: 0 };
    const data = found.data;
    const own = (p: string) => fromHead.has(p) || list.guard(p)?.gate !== true || list.isOwn(p);
    let n = 0;
    const given = new Set<string>();
    if (data !== undefined) {
      const listed = new Set(data.paths);
      for (const [p, e] of Object.entries(data.files)) {
        if (own(p) || (found.kind === 'broken' && !listed.has(p))) continue;
        const b = e.b === undefined ? undefined : this.intoStore(e.b, ws);
        state.files[p] = b === undefined ? e : { ...e, b };
        given.add(p);
        n++;
      }
      const folders = data.folders.filter((f) => list.inGateFolder(f));
      for (const p of Object.keys(state.files)) {
        if (data.files[p] !== undefined || own(p)) continue;
        if (!folders.some((f) => p !== f && p.startsWith(`${f}/`))) continue;
        state.files[p] = { k: 0, t: '-' };
        given.add(p);
        n++;
      }
    }
    if (found.kind === 'whole') return { n };
    // the manifest is judged by its own rule, against HEAD's; a file HEAD holds has HEAD as its witness
    const candidates = Object.entries(state.files)
      .filter(([p, e]) => !given.has(p) && !own(p) && (e.t === 'f' || e.t === 'l') && list.guard(p)?.manifest !== true)
      .map(([p]) => p);
    const held = heldByHead(candidates);
    const unknown: string[] = [];
    for (const p of candidates) {
      if (held.has(p)) continue;
      state.files[p] = { k: 0, t: state.files[p]!.t, r: 1, u: 1 };
      unknown.push(p);
      n++;
    }
    // the files whose bytes are kept (settings, start-up files) first, where the message shows them
    const kept = (p: string) => (list.guard(p)?.keep === true ? 0 : 1);
    unknown.sort((a, b) => kept(a) - kept(b));
    return { n, broken: { why: found.why, unknown } };
  }

  /** A witnessed copy, into the store (under the hash of the bytes it holds); undefined when it is not intact. */
  private intoStore(name: string, ws: WatchStore): string | undefined {
    const from = this.blob(name);
    try {
      if (lstatOrUndefined(from)?.isFile() !== true || hashFile(from) !== name) return undefined;
      return ws.keepBytes(readRegular(from, Number.MAX_SAFE_INTEGER));
    } catch {
      return undefined; // swapped or unreadable: as a copy that is gone
    }
  }
}
