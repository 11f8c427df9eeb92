/**
 * The ledger: what diffgate itself wrote, kept outside the repository (issue 32, review 1 R1-F3,
 * R1-F3b, R1-F4). Every other record diffgate keeps is in the repository's `.git/diffgate/`, and a
 * call that removes that folder, or puts back a copy taken in an earlier turn, took with it what
 * the judgement rested on: the HEAD the person saw, the person's words, the commits refused, the
 * releases a person made. So one small file per git folder, next to the git folder identities in
 * the user's state folder (`~/.local/state/diffgate/git-dirs/<hash>.ledger`), holds:
 *  - for each session, the person's latest turn: a fresh nonce (the prompt store's record carries
 *    the same), a fingerprint of their words (the release phrase and save words are read from
 *    them), and where each branch and HEAD pointed;
 *  - the release records pre-commit wrote (`<tree>-<parent>`), which pre-push and the tripwire
 *    trust only when listed here;
 *  - the commits the tripwire refused, which pre-push refuses even when `refused/` was emptied.
 *
 * No refused commit is dropped silently (review 2 O1: 2,100 refused commits pushed the first off a
 * list that kept the last 2,000). The list keeps up to MAX_REFUSED ids, the oldest first; past
 * that, or when the file would outgrow the bound it is read with, the commits not listed are
 * counted in `over`, and pre-push refuses every push while `over` is set (fail closed) until the
 * person releases one with DIFFGATE_RELEASE, which clears the mark. A ledger that cannot be read
 * (larger than the bound, not JSON, not a regular file) is `broken`: pre-push fails closed on it
 * too, and the next write moves it aside and starts a ledger whose `over` says commits may be
 * missing.
 *
 * Written whole by a rename; read with the bounded reader (one small read, no node:crypto). It is
 * in the agent's reach like every file of its user: a call that forges it *and* the store is caught
 * only by the kernel layer (docs/tripwire.md, "The ledger"). Its real path is taken when it is
 * first read or written, not when it is made: every hook event makes one, few read it.
 */
import { mkdirSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { nameOf } from './gitDirIdentity.js';
import type { TurnWitness } from './prompts.js';
import { stateHome } from './stateHome.js';
import { lstatOrUndefined } from './tripwire/statKey.js';
import { readRegularText } from '../git/readRegular.js';
import type { ProcessId } from './tripwire/promptSender.js';

export interface LedgerTurn {
  /** The turn's nonce: the prompt store's record of it carries the same. */
  n: string;
  /** A fingerprint of the person's words (cyrb53, as the identity file names). */
  w: string;
  /** Where each branch and HEAD pointed when the person wrote. */
  h?: Record<string, string>;
  /** The remotes and their URLs when the person wrote (whose fetches count as on the remote: remoteTrust.ts). */
  r?: Record<string, string[]>;
  /** When (ms since the epoch). */
  t: number;
  /** The process that sent the prompt (tripwire/promptSender.ts): a prompt from another while it lives is no person's. */
  c?: ProcessId;
}

interface LedgerData {
  v: 1;
  /** The git folder it is for (a hash collision makes two take turns, as with the identity files). */
  git: string;
  turns: Record<string, LedgerTurn>;
  /** Release records pre-commit wrote: `<tree>-<parent or "root">`. */
  rel: string[];
  /** Commits the tripwire refused (full ids), the oldest first. */
  ref: string[];
  /** How many refused commits are not listed (the list was full, or the ledger was unreadable): pre-push fails closed. */
  over?: number;
}

/** What reading the ledger found: none there (or another git folder's), this folder's, or one that cannot be read. */
type Loaded = { data?: LedgerData; broken?: string };

const MAX_TURNS = 50;
const MAX_IDS = 2000;
/** Refused commits listed at most (about 430 KB of SHA-1 ids, 670 KB of SHA-256: under READ_BOUND with the rest). */
const MAX_REFUSED = 10_000;
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const READ_BOUND = 1024 * 1024;

/** A fingerprint of the person's words: which prompt the turn was (not a secret: the ledger is readable). */
export const wordsPrint = (words: string): string => nameOf(words);

const realOr = (p: string): string => {
  try {
    return realpathSync.native(p);
  } catch {
    return p;
  }
};

export class Ledger implements TurnWitness {
  private real: { file: string; gitDir: string } | undefined;

  /**
   * `gitDir`: the git folder whose records it vouches for; `fileOf` names the ledger for its real
   * path, which is taken when first needed (Ledger.of: a `realpath` at each hook event otherwise).
   */
  private constructor(
    private readonly given: string,
    private readonly fileOf: (real: string) => string,
  ) {}

  static of(gitDir: string, env: NodeJS.ProcessEnv, home: string): Ledger {
    const dir = posix.join(stateHome(env, home), 'diffgate', 'git-dirs');
    return new Ledger(gitDir, (real) => posix.join(dir, `${nameOf(real)}.ledger`));
  }

  /** The ledger's file (in the user's state folder). */
  get file(): string {
    return this.resolved().file;
  }

  /** The real path of the git folder it is for. */
  get gitDir(): string {
    return this.resolved().gitDir;
  }

  private resolved(): { file: string; gitDir: string } {
    if (this.real === undefined) {
      const gitDir = realOr(this.given);
      this.real = { file: this.fileOf(gitDir), gitDir };
    }
    return this.real;
  }

  /** The ledger as it stands; undefined when there is none (or not one for this git folder), or it cannot be read. */
  read(): LedgerData | undefined {
    return this.load().data;
  }

  /** Why the ledger cannot be read (larger than the bound, not JSON, not a ledger); undefined when it can, or there is none. */
  problem(): string | undefined {
    return this.load().broken;
  }

  private load(): Loaded {
    let v: Partial<LedgerData>;
    try {
      v = JSON.parse(readRegularText(this.file, READ_BOUND)) as Partial<LedgerData>;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      return code === 'ENOENT' || code === 'ENOTDIR' ? {} : { broken: (e as Error).message };
    }
    if (typeof v !== 'object' || v === null || v.v !== 1) return { broken: 'not a ledger diffgate wrote' };
    if (v.git !== this.gitDir) return {}; // another git folder's (a hash collision: they take turns)
    if (typeof v.turns !== 'object' || v.turns === null || !Array.isArray(v.rel) || !Array.isArray(v.ref))
      return { broken: 'not a ledger diffgate wrote' };
    return { data: v as LedgerData };
  }

  /** How many refused commits the ledger could not list (0: every one is listed); a broken ledger counts as one. */
  unlisted(): number {
    const { data, broken } = this.load();
    if (broken !== undefined) return 1;
    const n = data?.over;
    return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
  }

  /** The person released a push while refused commits were unlisted: every one left is listed again. */
  clearUnlisted(): void {
    if (this.unlisted() === 0) return;
    this.update((d) => {
      delete d.over;
    });
  }

  /** Whether the agent hooks ever kept a turn here (the tripwire is in use for this git folder). */
  hasTurns(): boolean {
    const t = this.read()?.turns;
    return t !== undefined && Object.keys(t).length > 0;
  }

  /** Whether a ledger for this git folder exists at all (none: the first run, or the state folder wiped). */
  exists(): boolean {
    return this.read() !== undefined;
  }

  /** The session's latest turn, as the prompt hook wrote it. */
  turn(session: string): LedgerTurn | undefined {
    const t = this.read()?.turns[session];
    return t !== undefined && typeof t.n === 'string' && typeof t.w === 'string' ? t : undefined;
  }

  /** A new turn of the session: returns its nonce, for the prompt store's record. */
  beginTurn(
    session: string,
    words: string,
    heads: Record<string, string> | undefined,
    now: number,
    client?: ProcessId,
    remotes?: Record<string, string[]>,
  ): string {
    const n = `${now.toString(36)}.${process.pid.toString(36)}.${Math.random().toString(36).slice(2, 12)}`;
    this.update((d) => {
      d.turns[session] = {
        n,
        w: wordsPrint(words),
        ...(heads ? { h: heads } : {}),
        ...(remotes ? { r: remotes } : {}),
        t: now,
        ...(client ? { c: client } : {}),
      };
      const kept = Object.entries(d.turns)
        .filter(([, t]) => typeof t?.t === 'number' && t.t > now - MAX_AGE_MS)
        .sort((a, b) => b[1].t - a[1].t)
        .slice(0, MAX_TURNS);
      d.turns = Object.fromEntries(kept);
    });
    return n;
  }

  vouches(session: string, nonce: string | undefined, words: string): boolean {
    const t = this.turn(session);
    return t !== undefined && nonce !== undefined && t.n === nonce && t.w === wordsPrint(words);
  }

  /** The process that sent the session's latest prompt, as the prompt hook found it. */
  client(session: string): ProcessId | undefined {
    const c = this.turn(session)?.c;
    return typeof c === 'object' && c !== null && Number.isInteger(c.p) && typeof c.s === 'string' ? c : undefined;
  }

  headsAt(session: string): Record<string, string> | undefined {
    const h = this.turn(session)?.h;
    return typeof h === 'object' && h !== null && Object.values(h).every((s) => typeof s === 'string') ? h : undefined;
  }

  remotesAt(session: string): Record<string, string[]> | undefined {
    const r = this.turn(session)?.r;
    return typeof r === 'object' &&
      r !== null &&
      Object.values(r).every((u) => Array.isArray(u) && u.every((x) => typeof x === 'string'))
      ? r
      : undefined;
  }

  hasRelease(id: string): boolean {
    return this.read()?.rel.includes(id) === true;
  }

  addRelease(id: string): void {
    this.update((d) => {
      d.rel = [...d.rel.filter((r) => r !== id), id].slice(-MAX_IDS);
    });
  }

  refused(): string[] {
    return (this.read()?.ref ?? []).filter((s) => typeof s === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(s));
  }

  /**
   * Lists refused commits after those listed; past MAX_REFUSED the newest are counted in `over`
   * instead (the oldest stay: the first an attack made is the one it means to push).
   */
  addRefused(shas: readonly string[]): void {
    if (shas.length === 0) return;
    this.update((d) => {
      const listed = new Set(d.ref);
      const added = [...new Set(shas)].filter((s) => !listed.has(s));
      const room = Math.max(0, MAX_REFUSED - d.ref.length);
      d.ref = [...d.ref, ...added.slice(0, room)];
      if (added.length > room) d.over = (d.over ?? 0) + added.length - room;
    });
  }

  /** A refused commit a person released at push time is refused no more. */
  dropRefused(shas: readonly string[]): void {
    if (shas.length === 0) return;
    const drop = new Set(shas);
    this.update((d) => {
      d.ref = d.ref.filter((r) => !drop.has(r));
    });
  }

  /** Read, change, written whole by a rename (a reader sees the old ledger or the new one, never part). */
  private update(change: (d: LedgerData) => void): void {
    const { data, broken } = this.load();
    // a ledger that cannot be read may have listed refused commits: the new one says some are missing
    const d: LedgerData = data ?? {
      v: 1,
      git: this.gitDir,
      turns: {},
      rel: [],
      ref: [],
      ...(broken ? { over: 1 } : {}),
    };
    change(d);
    const text = bounded(d);
    mkdirSync(posix.dirname(this.file), { recursive: true, mode: 0o700 });
    // a folder, FIFO or link put at its place, or a file that cannot be read, is moved aside (a
    // rename onto a folder fails, and a ledger that can never be written would leave every turn unvouched)
    const st = lstatOrUndefined(this.file);
    if (st !== undefined && (!st.isFile() || broken !== undefined))
      renameSync(this.file, `${this.file}.aside-${Date.now()}`);
    const tmp = `${this.file}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;
    writeFileSync(tmp, text, { mode: 0o600 });
    renameSync(tmp, this.file);
  }
}

/**
 * The ledger's text, within READ_BOUND (a ledger written larger could not be read back): the
 * oldest turns go first (a turn not vouched for gives no release), then the oldest releases (a
 * push asks for them again), and only then refused commits, the newest, counted in `over`.
 */
function bounded(d: LedgerData): string {
  for (;;) {
    const text = `${JSON.stringify(d)}\n`;
    if (Buffer.byteLength(text) <= READ_BOUND) return text;
    const turns = Object.entries(d.turns).sort((a, b) => (b[1]?.t ?? 0) - (a[1]?.t ?? 0));
    if (turns.length > 1) d.turns = Object.fromEntries(turns.slice(0, Math.ceil(turns.length / 2)));
    else if (d.rel.length > 0) d.rel = d.rel.slice(Math.ceil(d.rel.length / 2));
    else if (d.ref.length > 0) {
      const keep = Math.floor(d.ref.length * 0.9);
      d.over = (d.over ?? 0) + d.ref.length - keep;
      d.ref = d.ref.slice(0, keep);
    } else d.turns = {};
  }
}
