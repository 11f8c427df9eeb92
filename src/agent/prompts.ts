/**
 * The person's own words, as the UserPromptSubmit hook receives them: the latest prompt of each
 * session, kept under the git directory (`.git/diffgate/sessions/`), where the agent's file tools
 * and shell writes cannot reach. Only this hook event writes here, so nothing the model writes
 * (tool input, file content) can pass for the person's prompt. Sessions untouched for a week are
 * pruned, and at most 200 are kept. Releases are appended to `.git/diffgate/audit.jsonl`.
 * Outside a repository the same files live under $XDG_STATE_HOME/diffgate/<workspace hash>/.
 */
import {
  appendFileSync,
  closeSync,
  fstatSync,
  mkdirSync,
  readdirSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { posix } from 'node:path';
import { stateHome } from './stateHome.js';
import { STORE_OWN } from './ownState.js';
import type { Place } from './place.js';
import { openRegular, readRegularText } from '../git/readRegular.js';
import type { GitPrints } from './tripwire/promptGit.js';
import { lstatOrUndefined } from './tripwire/statKey.js';

const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_SESSIONS = 200;

export interface AuditEntry {
  time: string;
  session: string;
  tool: string;
  tool_use_id?: string;
  rule: string;
  path?: string;
  source?: string;
  /** The release phrase that lifted a block. */
  phrase?: string;
  /** What the tripwire did: put a path back (keeping the agent's version at `kept`), or refused a commit. */
  action?: 'put-back' | 'kept' | 'commit-refused';
  kept?: string;
  commit?: string;
}

export async function storeDir(place: Place, env: NodeJS.ProcessEnv): Promise<string> {
  if (place.gitDir) return posix.join(place.gitDir, 'diffgate');
  return posix.join(stateHome(env, place.home), 'diffgate', (await sha256(place.workspace)).slice(0, 16));
}

/**
 * node:crypto is loaded only when a name must be hashed (outside a repository, or an unusual
 * session id): loading it pulls in node's stream modules, a fifth of node's start-up, on every
 * tool call otherwise.
 */
async function sha256(text: string): Promise<string> {
  const { createHash } = await import('node:crypto');
  return createHash('sha256').update(text).digest('hex');
}

/** A file name for a session id: the id itself when it is plain, else a hash of it. */
export async function sessionFile(id: string): Promise<string> {
  return /^[A-Za-z0-9_-]{1,128}$/.test(id) ? `${id}.json` : `h-${(await sha256(id)).slice(0, 40)}.json`;
}

/** A map of remote names to their URLs, as the prompt hook saves it (anything else is none at all). */
function isRemotes(v: unknown): v is Record<string, string[]> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  return Object.values(v).every((urls) => Array.isArray(urls) && urls.every((u) => typeof u === 'string'));
}

/** The prints a prompt record keeps of what git read (tripwire/promptGit.ts); anything else is none. */
function isPrints(v: unknown): v is GitPrints {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const { r, c, ...rest } = v as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    [r, c].every((x) => x === undefined || (typeof x === 'string' && /^[0-9a-f]{64}$/.test(x)))
  );
}

/** A map of ref names to commit ids, as the prompt hook saves it (anything else is no heads at all). */
function isHeads(v: unknown): v is Record<string, string> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  return Object.values(v).every((sha) => typeof sha === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(sha));
}

/**
 * What vouches for the prompt store from outside the repository (ledger.ts): the store is in the
 * agent's reach, and a copy of it taken in a released turn, put back later, would release again
 * (review 1 R1-F4).
 */
export interface TurnWitness {
  /** Whether the record (its nonce, the person's words) is the session's latest turn. */
  vouches(session: string, nonce: string | undefined, words: string): boolean;
  /** Where each branch and HEAD pointed at the session's latest turn, as the witness kept it. */
  headsAt(session: string): Record<string, string> | undefined;
  /** The remotes and their URLs at the session's latest turn, as the witness kept them. */
  remotesAt(session: string): Record<string, string[]> | undefined;
}

export class PromptStore {
  /** `witness`: when given, the person's words count only when it vouches for the record (latest). */
  constructor(
    private readonly dir: string,
    private readonly now: () => Date = () => new Date(),
    private readonly witness?: TurnWitness,
  ) {}

  private get sessions(): string {
    return posix.join(this.dir, 'sessions');
  }

  /**
   * `tripwire`: the format of the tripwire record the hook keeps beside (tripwire/watchState.ts),
   * when it keeps one. `heads`: the commit each branch and HEAD pointed at when the person wrote;
   * `remotes`: the URLs of each remote then (the remotes whose fetches count as the person's).
   */
  async save(
    sessionId: string,
    prompt: string,
    tripwire?: number,
    heads?: Record<string, string>,
    remotes?: Record<string, string[]>,
    /** The turn's nonce, which the ledger holds too (ledger.ts). */
    nonce?: string,
    /** The prints of what git read for `heads` and `remotes` (tripwire/promptGit.ts). */
    git?: GitPrints,
  ): Promise<void> {
    mkdirSync(this.sessions, { recursive: true });
    const file = posix.join(this.sessions, await sessionFile(sessionId));
    const tmp = `${file}.${process.pid}.tmp`;
    const record = {
      session_id: sessionId,
      time: this.now().toISOString(),
      prompt,
      ...(tripwire ? { tripwire } : {}),
      ...(heads ? { heads } : {}),
      ...(remotes ? { remotes } : {}),
      ...(nonce ? { nonce } : {}),
      ...(git && (git.r || git.c) ? { git } : {}),
    };
    writeFileSync(tmp, `${JSON.stringify(record)}\n`, { mode: 0o600 });
    renameSync(tmp, file);
    this.prune(file);
  }

  /**
   * The latest prompt of the session, or undefined when none was recorded, or when the store has a
   * witness that does not vouch for it: a record put back from an earlier turn, or one the ledger
   * never saw (no ledger: the first prompt after an upgrade, or the state folder wiped), gives no
   * words, so no release and no save word, until the person writes again.
   */
  async latest(sessionId: string): Promise<string | undefined> {
    const record = await this.latestRecord(sessionId);
    if (record === undefined) return undefined;
    if (this.witness !== undefined && !this.witness.vouches(sessionId, record.nonce, record.prompt)) return undefined;
    return record.prompt;
  }

  /** The tripwire record format the hook kept when the person last wrote in the session (see save). */
  async tripwireFormat(sessionId: string): Promise<number | undefined> {
    return (await this.latestRecord(sessionId))?.tripwire;
  }

  /** Where each branch and HEAD pointed when the person last wrote in the session (see save). */
  async headsAtPrompt(sessionId: string): Promise<Record<string, string> | undefined> {
    // the ledger's, outside the agent's reach of `.git/diffgate/` (a removed store took its own with it)
    return this.witness?.headsAt(sessionId) ?? (await this.latestRecord(sessionId))?.heads;
  }

  /**
   * What git said at the session's latest prompt, with the prints of what it read then
   * (tripwire/promptGit.ts): only from a record the witness vouches for, whose heads are the
   * witness's; otherwise undefined, and the prompt hook asks git.
   */
  async previousGit(
    sessionId: string,
  ): Promise<{ heads?: Record<string, string>; remotes?: Record<string, string[]>; git: GitPrints } | undefined> {
    const record = await this.latestRecord(sessionId);
    if (record?.git === undefined || this.witness === undefined) return undefined;
    if (!this.witness.vouches(sessionId, record.nonce, record.prompt)) return undefined;
    if (JSON.stringify(this.witness.headsAt(sessionId)) !== JSON.stringify(record.heads)) return undefined;
    // and its remotes (review 5 P1: a record rewritten to name other remotes kept them for every later prompt)
    if (JSON.stringify(this.witness.remotesAt(sessionId)) !== JSON.stringify(record.remotes)) return undefined;
    return {
      git: record.git,
      ...(record.heads ? { heads: record.heads } : {}),
      ...(record.remotes ? { remotes: record.remotes } : {}),
    };
  }

  /**
   * The remotes and their URLs when the person last wrote in the session (see save): the ledger's,
   * outside the agent's reach, where there is one (review 5 P1: the store's record alone can be
   * rewritten by a call to name the agent's remote, whose fetches would then count as on the remote).
   */
  async remotesAtPrompt(sessionId: string): Promise<Record<string, string[]> | undefined> {
    if (this.witness !== undefined) return this.witness.remotesAt(sessionId);
    return (await this.latestRecord(sessionId))?.remotes;
  }

  /**
   * When the person last wrote in the session (ms since the epoch), or undefined: the time the
   * record holds, but never later than the record file's change time, which no process sets ahead
   * (a record rewritten to say 2099 would otherwise open the person's turn for every later call,
   * review-15a F08).
   */
  async latestTime(sessionId: string): Promise<number | undefined> {
    const time = (await this.latestRecord(sessionId))?.time;
    if (time === undefined) return undefined;
    const changed = lstatOrUndefined(posix.join(this.sessions, await sessionFile(sessionId)))?.ctimeMs;
    const said = Date.parse(time);
    return changed === undefined || Number.isNaN(said) ? said : Math.min(said, changed);
  }

  private async latestRecord(sessionId: string): Promise<
    | {
        prompt: string;
        time: string;
        tripwire?: number;
        heads?: Record<string, string>;
        remotes?: Record<string, string[]>;
        nonce?: string;
        git?: GitPrints;
      }
    | undefined
  > {
    let text: string;
    try {
      text = readRegularText(posix.join(this.sessions, await sessionFile(sessionId)));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
    let record: {
      session_id?: unknown;
      prompt?: unknown;
      time?: unknown;
      tripwire?: unknown;
      heads?: unknown;
      remotes?: unknown;
      nonce?: unknown;
      git?: unknown;
    } | null;
    try {
      record = JSON.parse(text);
    } catch {
      return undefined; // not a record the hook wrote: no prompt (the tripwire judges the store's change)
    }
    if (typeof record !== 'object' || record === null) return undefined;
    if (record.session_id !== sessionId || typeof record.prompt !== 'string') return undefined;
    return {
      prompt: record.prompt,
      time: typeof record.time === 'string' ? record.time : '',
      ...(typeof record.tripwire === 'number' ? { tripwire: record.tripwire } : {}),
      ...(isHeads(record.heads) ? { heads: record.heads } : {}),
      ...(isRemotes(record.remotes) ? { remotes: record.remotes } : {}),
      ...(typeof record.nonce === 'string' ? { nonce: record.nonce } : {}),
      ...(isPrints(record.git) ? { git: record.git } : {}),
    };
  }

  /**
   * Appends release and put-back lines. A release that the PreToolUse of a call already recorded is
   * not written again by its PostToolUse's tripwire (one line per released call and path: Claude Code
   * 2.1.328 showed two identical lines for one call).
   */
  async audit(entries: AuditEntry[]): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    const file = posix.join(this.dir, STORE_OWN.audit);
    const seen = entries.some((e) => e.phrase !== undefined && e.tool_use_id) ? recentReleases(file) : new Set();
    const fresh = entries.filter((e) => e.phrase === undefined || !e.tool_use_id || !seen.has(releaseKey(e)));
    if (fresh.length > 0) appendFileSync(file, fresh.map((e) => `${JSON.stringify(e)}\n`).join(''));
  }

  private prune(keep: string): void {
    const names = readdirSync(this.sessions).filter((n) => n.endsWith('.json'));
    const files = names.map((n) => {
      const p = posix.join(this.sessions, n);
      let mtime = 0;
      try {
        mtime = statSync(p).mtimeMs;
      } catch {
        // Gone or unreadable: first to be pruned.
      }
      return { p, mtime };
    });
    files.sort((a, b) => b.mtime - a.mtime);
    const cutoff = this.now().getTime() - MAX_AGE_MS;
    const old = files.filter((f, i) => f.p !== keep && (f.mtime < cutoff || i >= MAX_SESSIONS));
    for (const f of old) {
      try {
        unlinkSync(f.p);
      } catch {
        // Already gone (another hook pruned it).
      }
    }
  }
}

/** What makes two release lines the same release: the call (its id and tool), the rule and the path. */
function releaseKey(e: {
  session?: unknown;
  tool_use_id?: unknown;
  tool?: unknown;
  rule?: unknown;
  path?: unknown;
}): string {
  return JSON.stringify([e.session, e.tool_use_id, e.tool ?? null, e.rule, e.path ?? null]);
}

/** How much of the audit log's end is read for the releases already recorded (a call's two hooks are moments apart). */
const AUDIT_TAIL = 64 * 1024;

/** The releases among the audit log's last lines (bounded: the log grows for ever). */
function recentReleases(file: string): Set<string> {
  const keys = new Set<string>();
  let text: string;
  try {
    const fd = openRegular(file);
    try {
      const size = fstatSync(fd).size;
      const start = Math.max(0, size - AUDIT_TAIL);
      const buf = Buffer.alloc(size - start);
      const n = readSync(fd, buf, 0, buf.length, start);
      text = buf.subarray(0, n).toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch {
    return keys; // no log yet, or not a regular file: every line is written (a second line is only noise)
  }
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const e = JSON.parse(line) as AuditEntry;
      if (e.phrase !== undefined && e.tool_use_id) keys.add(releaseKey(e));
    } catch {
      // the first line of the tail may be cut
    }
  }
  return keys;
}
