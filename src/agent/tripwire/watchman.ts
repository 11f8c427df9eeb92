/**
 * The watch: which recorded paths may have moved since the record, asked of Watchman (a file
 * watching service, optional: used where its `watchman` command is installed), so that a call that
 * changed nothing costs a question and an answer instead of one lstat per protected path.
 *
 * Nothing the agent can write is believed as it is. The answer comes from a server whose socket,
 * process id, start time and program are noted when the record is taken and checked again before
 * each question (a server stopped and restarted, or a program of the agent's listening at the
 * socket, is not the one noted); a clock from another server or another watch of the root gets a
 * "fresh instance" answer, which is no answer. The clock and the stat keys (change time included,
 * which no process sets back) of the head and index below are held in the record's own first line:
 * believing a forged one takes forging the record. Whatever cannot be vouched for this
 * way (paths outside the root, in `.git`, in folders Watchman is told to ignore; a file with more
 * than one link, which a write through its other name changes unreported; a server that does not
 * answer in time) is left to the lstat walk (quickPass.ts), as before.
 */
import {
  closeSync,
  constants,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { posix } from 'node:path';
import { readRegular, readRegularText } from '../../git/readRegular.js';
import { type Key, keyOf, lstatOrUndefined, sameKey } from './statKey.js';
import { statLine } from './procStat.js';

/** The Watchman server as noted: what a program of the agent's at its socket could not also be. */
export interface Server {
  sock: string;
  sockKey: Key;
  pid: number;
  /** The process's start time (/proc/<pid>/stat, clock ticks since boot). */
  start: string;
  exe: string;
}

/** A point in the watch's history, taken before the record's lstats: every change after it is reported. */
export interface Mark {
  server: Server;
  root: string;
  clock: string;
  /** Folders (relative to the root) whose contents Watchman does not report. */
  ignored: string[];
}

/**
 * What ties a record to the watch: held at the very start of the record itself (its first line,
 * read without reading the rest), so that a clock, head or index written by anyone else is not
 * believed without forging the record whole (docs/tripwire.md, Limits).
 */
export interface Tie {
  mark: Mark;
  /** The stat keys of the head and of the index of recorded files, written just before the record. */
  head: Key;
  index: Key;
}

/** The rest of what the watch needs of a record (tripwire/watch.json), too large for the record's first line. */
interface Head {
  v: 1;
  /** Recorded paths the watch cannot vouch for, with their keys: lstat'ed on every call. */
  outside: Record<string, Key>;
  /** Recorded folders it can vouch for: a change reported in one is looked at through its key. */
  dirs: Record<string, Key>;
}

/** The record's paths, as far as the quick pass needs them (watchState.ts State, without the import). */
export interface Recorded {
  files: Record<string, { k: Key; r?: 1; n?: 1 }>;
  dirs: Record<string, Key>;
  refKeys: Record<string, Key>;
  root?: string;
  pending?: string[];
}

const HEAD = 'watch.json';
const INDEX = 'watch.idx';
/** How long one question to the server may take before the walk answers instead. */
const ASK_MS = 1500;
const VCS = new Set(['.git', '.hg', '.svn']);

/**
 * node:child_process and node:net, loaded only when the watch is switched on: the quiet passes load
 * this module on every call, and loading the two cost them about 5 ms (a sixth of `node -e 0`)
 * where, the watch being opt-in, most never ask it. process.getBuiltinModule: Node 20.16 and later.
 */
const builtin = <T>(id: string): T =>
  (process as unknown as { getBuiltinModule: (id: string) => T }).getBuiltinModule(id);

/**
 * The watchman command to run, or undefined when the watch is not switched on: it is opt-in
 * (`DIFFGATE_WATCHMAN=1`, or the program's path), as a person's choice of engine for a large
 * protected set; without it every call walks, as before.
 */
function command(env: NodeJS.ProcessEnv): string | undefined {
  const set = env.DIFFGATE_WATCHMAN;
  if (set === undefined || set === '' || set === '0' || set === 'off') return undefined;
  return set === '1' || set === 'on' ? 'watchman' : set;
}

/** Whether the watch is switched on in this environment (without it nothing of the watch is read or asked). */
export const watchOn = (env: NodeJS.ProcessEnv): boolean => command(env) !== undefined;

/** One question to the server over its socket (one JSON line each way); throws on an error or past the time. */
export async function ask(sock: string, question: unknown[], ms = ASK_MS): Promise<Record<string, unknown>> {
  return (await askAll(sock, [question], ms))[0]!;
}

/** Questions over one connection, written at once; throws on any error answer, or past the time. */
export function askAll(sock: string, questions: unknown[][], ms: number): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => {
    const conn = builtin<typeof import('node:net')>('node:net').createConnection(sock);
    const answers: Record<string, unknown>[] = [];
    let text = '';
    const timer = setTimeout(() => {
      conn.destroy();
      reject(new Error(`watchman did not answer within ${ms} ms`));
    }, ms);
    const done = (e: Error | undefined) => {
      clearTimeout(timer);
      conn.destroy();
      if (e !== undefined) reject(e);
      else resolve(answers);
    };
    conn.on('error', (e) => done(e));
    conn.on('connect', () => conn.write(questions.map((q) => `${JSON.stringify(q)}\n`).join('')));
    conn.on('data', (chunk) => {
      text += chunk.toString('utf8');
      for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n')) {
        const line = text.slice(0, nl);
        text = text.slice(nl + 1);
        let v: Record<string, unknown>;
        try {
          v = JSON.parse(line) as Record<string, unknown>;
        } catch (e) {
          return done(e as Error);
        }
        if (v.unilateral === true || v.log !== undefined) continue; // not an answer to these questions
        if (typeof v.error === 'string') return done(new Error(v.error));
        answers.push(v);
        if (answers.length === questions.length) return done(undefined);
      }
    });
  });
}

/** The process's start time and program, from /proc (undefined: no such process). */
function processOf(pid: number): { start: string; exe: string } | undefined {
  try {
    const start = statLine(readFileSync(`/proc/${pid}/stat`, 'utf8')).start;
    if (start === undefined) return undefined;
    return { start, exe: readlinkSync(`/proc/${pid}/exe`) };
  } catch {
    return undefined;
  }
}

/**
 * Whether the server at the noted socket is still the one noted: the same socket file (a program
 * of the agent's cannot listen at it without making a new one: a bound socket cannot be bound
 * again) and the same live process (its start time and program), so no question is needed for it.
 */
function sameServer(s: Server): boolean {
  if (!sameKey(lstatOrUndefined(s.sock), s.sockKey)) return false;
  const p = processOf(s.pid);
  return p !== undefined && p.start === s.start && p.exe === s.exe;
}

/**
 * Finds the server; undefined when there is none. A hook never starts one: a server started during a
 * turn would be a process the turn left running (stragglers.ts), and the person starts it once
 * (`watchman watch-project .`) before the agent's session.
 */
async function findServer(env: NodeJS.ProcessEnv, left: () => number): Promise<Server | undefined> {
  const cmd = command(env);
  if (cmd === undefined) return undefined;
  const r = builtin<typeof import('node:child_process')>('node:child_process').spawnSync(
    cmd,
    ['--no-spawn', '--no-pretty', 'get-sockname'],
    {
      encoding: 'utf8',
      timeout: left(),
      env,
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  if (r.status !== 0) return undefined;
  const sock = (JSON.parse(r.stdout) as { sockname?: unknown }).sockname;
  if (typeof sock !== 'string') return undefined;
  let pid: unknown;
  try {
    ({ pid } = await ask(sock, ['get-pid'], left()));
  } catch {
    return undefined;
  }
  if (typeof pid !== 'number') return undefined;
  const p = processOf(pid);
  const st = lstatOrUndefined(sock);
  if (p === undefined || !st?.isSocket()) return undefined;
  return { sock, sockKey: keyOf(st), pid, ...p };
}

/**
 * A mark of the watch of `root`, taken before the record's lstats (so that nothing changed after
 * them goes unreported), or undefined when Watchman is not there or does not answer.
 * `known`: the server of the previous head, used again when it is still the same. Takes at most
 * `budgetMs` (a server stopped by the agent must not eat the hook's time); a first watch of a
 * large tree (Watchman's crawl) may take longer, and is then used from a later call on.
 */
export async function markWatch(
  root: string,
  env: NodeJS.ProcessEnv,
  known: Server | undefined,
  budgetMs: number,
): Promise<Mark | undefined> {
  if (command(env) === undefined || !(budgetMs > 0)) return undefined;
  const until = Date.now() + Math.min(budgetMs, 60_000);
  const left = () => {
    const ms = until - Date.now();
    if (ms <= 0) throw new Error('out of time');
    return ms;
  };
  try {
    const server = known !== undefined && sameServer(known) ? known : await findServer(env, left);
    if (server === undefined) return undefined;
    // one question at a time: Watchman 4.9 answers only the first of several written at once
    const watched = await ask(server.sock, ['watch', root], left());
    const { config } = await ask(server.sock, ['get-config', root], left());
    const ms = left();
    const { clock } = await ask(server.sock, ['clock', root, { sync_timeout: ms }], ms + 100);
    if (watched.watch !== root) return undefined;
    const cfg = (config ?? {}) as { ignore_dirs?: unknown; ignore_vcs?: unknown };
    const ignored = Array.isArray(cfg.ignore_dirs) ? cfg.ignore_dirs.filter((d) => typeof d === 'string') : [];
    // a configured ignore_vcs list replaces the default one: those folders are not vouched for either
    if (Array.isArray(cfg.ignore_vcs)) for (const d of cfg.ignore_vcs) if (typeof d === 'string') ignored.push(d);
    if (typeof clock !== 'string') return undefined;
    return { server, root, clock, ignored };
  } catch {
    return undefined;
  }
}

/** Whether Watchman reports changes at this path: under the root, not in a VCS folder or an ignored one. */
function vouched(path: string, mark: Mark): boolean {
  if (!path.startsWith(`${mark.root}/`)) return false;
  const rel = path.slice(mark.root.length + 1);
  for (const seg of rel.split('/')) if (VCS.has(seg)) return false;
  return !mark.ignored.some((d) => rel === d || rel.startsWith(`${d}/`));
}

/** FNV-1a of a path: the index of recorded files holds these, sorted (a collision only sends a call to the full pass). */
function hashOf(path: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) h = Math.imul(h ^ path.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function has(index: Uint32Array, h: number): boolean {
  let lo = 0;
  let hi = index.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = index[mid]!;
    if (v === h) return true;
    if (v < h) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Where the head lives next to the record. */
const headPath = (dir: string) => posix.join(dir, HEAD);
const indexPath = (dir: string) => posix.join(dir, INDEX);

/**
 * What a save rewrote of a record read in parts (recordParts.ts): the head and index of the record
 * before it are brought up to date for those parts only, so that a call that changed one file does
 * not list every recorded path.
 */
export interface Rewritten {
  /** The tie of the record this save replaces (the head and index it names are checked by their keys). */
  tie: Tie;
  /** Whether a path's entry is in a part rewritten since that record. */
  rewritten: (path: string) => boolean;
  /** The entries of those parts. */
  entries: () => Iterable<[string, { k: Key; r?: 1; n?: 1 }]>;
  /** Whether a path was a recorded folder or ref file in the record this save replaces. */
  was: (path: string) => boolean;
}

/**
 * Writes the head and the index of the record `state` about to be saved in the store folder `dir`,
 * and returns the tie the record starts with; or removes them (undefined) when the watch cannot
 * vouch for this record: no mark, a record not whole yet, a racy entry outside the watch (the walk
 * compares it by content). `since`: where only some parts of the record were rewritten.
 */
export function writeHead(dir: string, state: Recorded, mark: Mark | undefined, since?: Rewritten): Tie | undefined {
  const usable = mark !== undefined && state.pending === undefined && state.root === mark.root;
  const before = usable && since !== undefined ? previousHead(dir, since.tie, mark) : undefined;
  const built = !usable ? undefined : before !== undefined ? updated(state, mark, before, since!) : whole(state, mark);
  if (built === undefined || mark === undefined) {
    rmSync(headPath(dir), { force: true, recursive: true });
    return undefined;
  }
  mkdirSync(dir, { recursive: true });
  if (built.index !== undefined) replace(indexPath(dir), new Uint8Array(built.index.buffer));
  replace(headPath(dir), JSON.stringify(built.head));
  return {
    mark,
    head: keyOf(lstatOrUndefined(headPath(dir))),
    index: keyOf(lstatOrUndefined(indexPath(dir))),
  };
}

// A racy entry the watch vouches for is tied too: it was recorded after the mark (each pass takes
// its mark first), so a change to it since is reported, and a reported recorded file is compared
// by content (quickPass.ts). One it cannot vouch for is compared by key alone on the quiet pass.
const untieable = (p: string, e: { r?: 1; n?: 1 }, mark: Mark): boolean =>
  e.r === 1 && !(e.n !== 1 && vouched(p, mark));
// a file with more than one link can be written through a name outside the watch: lstat'ed every call
const outsideFile = (p: string, e: { n?: 1 }, mark: Mark): boolean => e.n === 1 || !vouched(p, mark);

/** The head and index of every recorded path. */
function whole(state: Recorded, mark: Mark): { head: Head; index: Uint32Array } | undefined {
  if (Object.entries(state.files).some(([p, e]) => untieable(p, e, mark))) return undefined;
  const outside: Record<string, Key> = {};
  const hashes: number[] = [];
  for (const p in state.files) {
    const e = state.files[p]!;
    if (outsideFile(p, e, mark)) outside[p] = e.k;
    else hashes.push(hashOf(p));
  }
  return { head: headOf(state, mark, outside), index: Uint32Array.from(hashes).sort() };
}

/** The head of the folders and refs, with the files outside the watch given. */
function headOf(state: Recorded, mark: Mark, outside: Record<string, Key>): Head {
  const dirs: Record<string, Key> = {};
  for (const d in state.dirs) {
    if (vouched(d, mark)) dirs[d] = state.dirs[d]!;
    else outside[d] = state.dirs[d]!;
  }
  for (const f in state.refKeys) outside[f] = state.refKeys[f]!;
  return { v: 1, outside, dirs };
}

/** The head and index the tie names, as written (their keys), for a mark of the same watch; else undefined. */
function previousHead(dir: string, tie: Tie, mark: Mark): { head: Head; index: Uint32Array } | undefined {
  const same =
    tie.mark.root === mark.root &&
    tie.mark.ignored.length === mark.ignored.length &&
    tie.mark.ignored.every((d, i) => mark.ignored[i] === d);
  if (!same) return undefined;
  if (!sameKey(lstatOrUndefined(headPath(dir)), tie.head) || !sameKey(lstatOrUndefined(indexPath(dir)), tie.index))
    return undefined;
  const head = readHead(dir);
  if (head === undefined || !sameKey(lstatOrUndefined(headPath(dir)), tie.head)) return undefined;
  try {
    const bytes = readRegular(indexPath(dir), Number.MAX_SAFE_INTEGER);
    if (!sameKey(lstatOrUndefined(indexPath(dir)), tie.index)) return undefined;
    return { head, index: new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)) };
  } catch {
    return undefined;
  }
}

/**
 * The head and index brought up to date for the parts rewritten: the entries of the others are as
 * the previous head and index took them (their files outside the watch with the keys it holds,
 * every hash of theirs still in the index), so no other part is read. A hash of a file no longer recorded may stay
 * in the index: it only sends a call that reports that name to the full pass. The index is left as
 * it is (undefined) when no path was added to it.
 */
function updated(
  state: Recorded,
  mark: Mark,
  before: { head: Head; index: Uint32Array },
  since: Rewritten,
): { head: Head; index?: Uint32Array } | undefined {
  const changed = [...since.entries()];
  if (changed.some(([p, e]) => untieable(p, e, mark))) return undefined;
  const outside: Record<string, Key> = {};
  for (const p in before.head.outside) {
    if (since.rewritten(p) || state.dirs[p] !== undefined || state.refKeys[p] !== undefined) continue;
    if (!since.was(p)) {
      // a file of a part not rewritten: its entry is as the previous head took it (no part read)
      outside[p] = before.head.outside[p]!;
      continue;
    }
    // a folder or ref no longer recorded: outside still only if it is a recorded file too
    const e = state.files[p];
    if (e !== undefined && outsideFile(p, e, mark)) outside[p] = e.k;
  }
  const added: number[] = [];
  for (const [p, e] of changed) {
    if (outsideFile(p, e, mark)) outside[p] = e.k;
    else if (!has(before.index, hashOf(p))) added.push(hashOf(p));
  }
  const head = headOf(state, mark, outside);
  if (added.length === 0) return { head };
  const index = new Uint32Array(before.index.length + added.length);
  index.set(before.index);
  index.set(added, before.index.length);
  return { head, index: index.sort() };
}

/** The record's text with its tie as its first line (still one JSON object). */
export function tiedRecord(text: string, tie: Tie | undefined): string {
  return tie === undefined ? text : `{"w":${JSON.stringify(tie)},\n${text.slice(1)}`;
}

function replace(file: string, bytes: string | Uint8Array): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, bytes, { mode: 0o600 });
  renameSync(tmp, file);
}

/** The tie at the start of the record, read without the rest of it. */
function readTie(recordPath: string): Tie | undefined {
  let fd: number | undefined;
  try {
    // the store is in the agent's reach: never open what is not a regular file (a FIFO would block)
    if (lstatOrUndefined(recordPath)?.isFile() !== true) return undefined;
    fd = openSync(recordPath, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    const buf = Buffer.alloc(64 * 1024);
    const n = readSync(fd, buf, 0, buf.length, 0);
    const text = buf.subarray(0, n).toString('utf8');
    const nl = text.indexOf('\n');
    if (!text.startsWith('{"w":') || nl < 0 || text[nl - 1] !== ',') return undefined;
    const tie = JSON.parse(text.slice(5, nl - 1)) as Tie;
    return typeof tie?.mark?.clock === 'string' ? tie : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function readHead(dir: string): Head | undefined {
  try {
    const h = JSON.parse(readRegularText(headPath(dir), 256 * 1024 * 1024)) as Head;
    return h?.v === 1 && typeof h.outside === 'object' && typeof h.dirs === 'object' ? h : undefined;
  } catch {
    return undefined;
  }
}

/** A name Watchman reports changed (the fields the questions ask for). */
interface Reported {
  name: string;
  exists: boolean;
  type?: string;
  nlink?: number;
}

/**
 * The names changed under `root` since the tie's clock, as its server answers them (with a sync:
 * every write made before the question is in the answer), or undefined when the watch cannot vouch:
 * the watch off, no tie or one of another root, the head rewritten since, another server, no answer
 * in time, a fresh instance, or a reported file with more than one link (written through a name
 * Watchman does not watch, it is reported under none: the walk finds which recorded file it is).
 */
async function reported(
  dir: string,
  tie: Tie | undefined,
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<{ head: Head; names: string[] } | undefined> {
  if (command(env) === undefined || tie === undefined || tie.mark.root !== root) return undefined;
  if (!sameKey(lstatOrUndefined(headPath(dir)), tie.head) || !sameKey(lstatOrUndefined(indexPath(dir)), tie.index))
    return undefined;
  const head = readHead(dir);
  if (head === undefined) return undefined;
  let answer: Record<string, unknown>;
  try {
    if (!sameServer(tie.mark.server)) return undefined;
    answer = await ask(tie.mark.server.sock, [
      'query',
      root,
      {
        since: tie.mark.clock,
        fields: ['name', 'exists', 'type', 'nlink'],
        empty_on_fresh_instance: true,
        sync_timeout: ASK_MS,
      },
    ]);
  } catch {
    return undefined;
  }
  const { files } = answer;
  if (answer.is_fresh_instance !== false || !Array.isArray(files)) return undefined;
  const names: string[] = [];
  for (const f of files as Reported[]) {
    if (typeof f?.name !== 'string') return undefined;
    if (f.exists === true && f.type === 'f' && typeof f.nlink === 'number' && f.nlink > 1) return undefined;
    names.push(`${root}/${f.name}`);
  }
  return { head, names };
}

/**
 * What the watch says about the record at `recordPath` (in the store folder `dir`) for `root`:
 * 'quiet' (nothing recorded moved since the record was taken), 'moved' (something recorded may
 * have: the full pass looks), or undefined (the watch cannot vouch: the lstat walk answers).
 */
export async function watchSays(
  dir: string,
  recordPath: string,
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<'quiet' | 'moved' | undefined> {
  if (command(env) === undefined) return undefined;
  const said = await reported(dir, readTie(recordPath), root, env);
  if (said === undefined) return undefined;
  const { head, names } = said;
  for (const p in head.outside) if (!sameKey(lstatOrUndefined(p), head.outside[p]!)) return 'moved';
  if (names.length > 0) {
    const bytes = readFileSync(indexPath(dir)); // a small file's bytes may sit anywhere in a shared buffer
    const index = new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    const looked = new Set<string>();
    const dirMoved = (d: string): boolean => {
      const k = head.dirs[d];
      if (k === undefined || looked.has(d)) return false;
      looked.add(d);
      return !sameKey(lstatOrUndefined(d), k);
    };
    for (const p of names) if (has(index, hashOf(p)) || dirMoved(p) || dirMoved(posix.dirname(p))) return 'moved';
  }
  return 'quiet';
}

/**
 * For the full pass: the recorded paths that may have moved since the record `tie` starts, as the
 * watch reports them (each changed name and its folder, and every path the watch cannot vouch for
 * whose key moved),
 * so that the pass looks at those only and its cost grows with the change, not with the protected
 * set. Undefined when the watch cannot vouch for the record (as for the quiet pass): the pass walks.
 */
export async function watchedCandidates(
  dir: string,
  tie: Tie | undefined,
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<string[] | undefined> {
  const said = await reported(dir, tie, root, env);
  if (said === undefined) return undefined;
  // a path outside the watch whose key is the one the head took (as the record did) has not moved:
  // left out, so that its entry (in a part of the record: recordParts.ts) is not looked up
  const { outside } = said.head;
  const out = new Set(Object.keys(outside).filter((p) => !sameKey(lstatOrUndefined(p), outside[p]!)));
  for (const p of said.names) out.add(p).add(posix.dirname(p));
  return [...out];
}

/** The server the record is tied to, if any: a mark asks it again without running a command. */
export function knownServer(recordPath: string): Server | undefined {
  return readTie(recordPath)?.mark.server;
}

/** How much of the record the watch covers, as its next pass would find it (`diffgate doctor`). */
export interface Coverage {
  /** The watch switched on in the environment asked about (DIFFGATE_WATCHMAN). */
  on: boolean;
  /** Recorded protected files, and how many of them the watch vouches for (the rest are lstat'ed each call). */
  files: number;
  byWatch: number;
  /** Why the watch vouches for none: no tie in the record (its last pass did not have the watch), the tie's
   * head rewritten, its server gone or another, or no answer. */
  not?: 'off' | 'untied' | 'head' | 'server' | 'answer';
}

/** What the watch covers of the record at `recordPath` for `root` (files: the record's count, read by the caller). */
export async function watchCoverage(
  dir: string,
  recordPath: string,
  root: string,
  files: number,
  env: NodeJS.ProcessEnv,
): Promise<Coverage> {
  const on = command(env) !== undefined;
  const none = (not: Coverage['not']): Coverage => ({ on, files, byWatch: 0, not });
  if (!on) return none('off');
  const tie = readTie(recordPath);
  if (tie === undefined || tie.mark.root !== root) return none('untied');
  if (!sameKey(lstatOrUndefined(headPath(dir)), tie.head) || !sameKey(lstatOrUndefined(indexPath(dir)), tie.index))
    return none('head');
  if (!sameServer(tie.mark.server)) return none('server');
  if ((await reported(dir, tie, root, env)) === undefined) return none('answer');
  return { on, files, byWatch: Math.min(files, (lstatOrUndefined(indexPath(dir))?.size ?? 0) / 4) };
}
