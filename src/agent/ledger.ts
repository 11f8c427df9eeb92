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
 * Written whole by a rename; read with the bounded reader (one small read, no node:crypto). It is
 * in the agent's reach like every file of its user: a call that forges it *and* the store is caught
 * only by the kernel layer (docs/tripwire.md, "The ledger").
 */
import { mkdirSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { nameOf } from './gitDirIdentity.js';
import type { TurnWitness } from './prompts.js';
import { stateHome } from './stateHome.js';
import { lstatOrUndefined } from './tripwire/statKey.js';
import { readRegularText } from './readRegular.js';
import type { ProcessId } from './tripwire/promptSender.js';

export interface LedgerTurn {
  /** The turn's nonce: the prompt store's record of it carries the same. */
  n: string;
  /** A fingerprint of the person's words (cyrb53, as the identity file names). */
  w: string;
  /** Where each branch and HEAD pointed when the person wrote. */
  h?: Record<string, string>;
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
  /** Commits the tripwire refused (full ids). */
  ref: string[];
}

const MAX_TURNS = 50;
const MAX_IDS = 2000;
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
  /** `gitDir`: the git folder whose records it vouches for (its real path is taken). */
  constructor(
    readonly file: string,
    readonly gitDir: string,
  ) {}

  static of(gitDir: string, env: NodeJS.ProcessEnv, home: string): Ledger {
    const real = realOr(gitDir);
    return new Ledger(posix.join(stateHome(env, home), 'diffgate', 'git-dirs', `${nameOf(real)}.ledger`), real);
  }

  /** The ledger as it stands; undefined when there is none (or not one for this git folder). */
  read(): LedgerData | undefined {
    let v: Partial<LedgerData>;
    try {
      v = JSON.parse(readRegularText(this.file, READ_BOUND)) as Partial<LedgerData>;
    } catch {
      return undefined;
    }
    if (
      typeof v !== 'object' ||
      v === null ||
      v.v !== 1 ||
      v.git !== this.gitDir ||
      typeof v.turns !== 'object' ||
      v.turns === null ||
      !Array.isArray(v.rel) ||
      !Array.isArray(v.ref)
    )
      return undefined;
    return v as LedgerData;
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
  ): string {
    const n = `${now.toString(36)}.${process.pid.toString(36)}.${Math.random().toString(36).slice(2, 12)}`;
    this.update((d) => {
      d.turns[session] = {
        n,
        w: wordsPrint(words),
        ...(heads ? { h: heads } : {}),
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

  addRefused(shas: readonly string[]): void {
    if (shas.length === 0) return;
    this.update((d) => {
      d.ref = [...d.ref.filter((r) => !shas.includes(r)), ...shas].slice(-MAX_IDS);
    });
  }

  /** A refused commit a person released at push time is refused no more. */
  dropRefused(shas: readonly string[]): void {
    if (shas.length === 0) return;
    this.update((d) => {
      d.ref = d.ref.filter((r) => !shas.includes(r));
    });
  }

  /** Read, change, written whole by a rename (a reader sees the old ledger or the new one, never part). */
  private update(change: (d: LedgerData) => void): void {
    const d: LedgerData = this.read() ?? { v: 1, git: this.gitDir, turns: {}, rel: [], ref: [] };
    change(d);
    mkdirSync(posix.dirname(this.file), { recursive: true, mode: 0o700 });
    // a folder, FIFO or link put at its place is moved aside (a rename onto a folder fails, and a
    // ledger that can never be written would leave every turn unvouched)
    const st = lstatOrUndefined(this.file);
    if (st !== undefined && !st.isFile()) renameSync(this.file, `${this.file}.aside-${Date.now()}`);
    const tmp = `${this.file}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(d)}\n`, { mode: 0o600 });
    renameSync(tmp, this.file);
  }
}
