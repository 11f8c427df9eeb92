/**
 * The tripwire: protection on the change a tool call really made, not on what it said it would do.
 * Before each call that can change files the protected set is recorded (a person's changes since
 * the last call are theirs and are taken into the record); after the call, and at the end of each
 * turn, every difference is judged by the same checker as the git hooks. A forbidden difference
 * is put back at once, the agent's version kept under the quarantine folder with an audit line,
 * and the agent told. A person's release phrase in their latest prompt lets it stand, audited.
 */
import { posix } from 'node:path';
import { STORE_OWN } from '../ownState.js';
import { asCommitted } from '../../git/asCommitted.js';
import type { KnownPatterns } from '../../core/commandRuleErrors.js';
import { tripwireText as t } from '../../core/messages/tripwire.js';
import { location } from '../../core/verdict.js';
import { type Context, loadRules } from '../context.js';
import { calledName, type ToolNames } from '../toolNames.js';
import type { Place } from '../place.js';
import type { Denial } from '../denial.js';
import { displayPath } from '../displayPath.js';
import { Ledger } from '../ledger.js';
import { applyPersonGates } from '../personGate.js';
import { type AuditEntry, type PromptStore, sessionFile } from '../prompts.js';
import { isWithin } from '../realPath.js';
import { readRegularText } from '../../git/readRegular.js';
import type { RefusedCommit } from './commits.js';
import { putBack } from './putBack.js';
import {
  beginCall,
  callKey,
  endCall,
  endedLast,
  endTurn,
  fileClockPast,
  inProgress,
  lastActed,
  openCalls,
  othersAtWork,
  ownCallAtWork,
  personHasTurn,
  startCalls,
  turnStarted,
} from './calls.js';
import { walkUntil } from '../deadline.js';
import { type Moved, moved as movedUntil, movedAmong, nothingMoved, refsMoved, WalkCut } from './quickPass.js';
import { readHeads, refKeys, watchesRemotes } from './refs.js';
import { leftRunning, recordedBefore } from './promptPass.js';
import { lstatOrUndefined } from './statKey.js';
import { endsTurnPass, lateSince, type Scan, setLate, stragglers, turnBegan } from './stragglers.js';
import { compared, type Difference, differences, firstRecord, recordNewlyWatched, resumeRecord } from './survey.js';
import { WatchList } from './watchList.js';
import { emptyState, RECORD_FORMAT, rebase, type State, WatchStore } from './watchState.js';
import { watchedCandidates } from './watchman.js';

export { RECORD_FORMAT };

export interface TripwirePorts {
  env: NodeJS.ProcessEnv;
  now: () => Date;
  knownPatterns?: KnownPatterns;
  /** The running CLI's package folder (default: found from the running script): its code is a gate folder. */
  selfDir?: string;
}

export interface TripwireCall {
  place: Place;
  /** Where diffgate keeps its state for this place (`.git/diffgate`, or the XDG state folder). */
  storeDir: string;
  session: string;
  tool: string;
  toolUseId?: string;
  /** The calling agent's tool names, for the message (default Claude Code's). */
  names?: ToolNames;
  /** Whether the pass ends the session's turn, closing its open calls (default: for Stop). */
  endsTurn?: boolean;
  /** The pass the person's prompt hook runs before the prompt is saved (tripwireOpenCalls). */
  atPrompt?: boolean;
}

export interface TripwireAnswer {
  /** The message for the agent; empty when nothing was put back or refused. */
  message: string;
}

/** Git without the variables a hook may inherit that point it elsewhere (STYLE: hooks inherit git's environment). */
function gitEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...env };
  for (const k of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_COMMON_DIR'])
    delete out[k];
  // commits are judged as they are, not as `git replace` or a graft makes them look
  return asCommitted(out);
}

/** The walk of every recorded path, stopped (`WalkCut`) in time for the hook to answer before its deadline. */
const moved = (state: State): Moved => movedUntil(state, walkUntil());

/** A pass whose walk was cut fails closed with why and what to do (walkCut.ts); any other error as it is. */
async function cutFailure(e: unknown, after: boolean): Promise<never> {
  if (!(e instanceof WalkCut)) throw e;
  const { walkCutFailure } = await import(/* webpackChunkName: "walkCut" */ './walkCut.js');
  throw walkCutFailure(e, after);
}

/**
 * What moved since the record: where the watch vouches for the record (watchman.ts), only the paths
 * it reports changed and those it cannot vouch for are looked at, so that the cost of a call that
 * changed something grows with the change, not with the protected set; else every recorded path
 * (the walk). `watched`: what the watch's answer found, for the look after putting back.
 */
async function movedSince(
  state: State,
  ws: WatchStore,
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<{ m: Moved; watched?: Moved }> {
  const paths = await watchedCandidates(ws.dir, state.w, root, env);
  if (paths === undefined) return { m: moved(state) };
  const m = movedAmong(state, paths);
  return { m, watched: m };
}

/**
 * The paths a pass looks at again after putting back and recording: with the watch, what it found
 * moved and every folder above a difference (putting back adds, removes and replaces in them); else
 * every recorded path. A change made meanwhile elsewhere is after the pass's mark: the next call is told.
 */
function movedAfter(state: State, watched: Moved | undefined, found: readonly Difference[]): Moved {
  if (watched === undefined) return moved(state);
  const paths = new Set([...watched.files, ...watched.dirs]);
  for (const d of found)
    for (let p = d.path; p !== '/' && p !== '.' && !paths.has(p); p = posix.dirname(p)) paths.add(p);
  return movedAmong(state, paths);
}

/** `previous`: the record this one replaces, its differences judged already; what it watched is kept (survey.ts). */
async function recordAll(
  ctx: Context,
  ws: WatchStore,
  ports: TripwirePorts,
  at: number,
  previous?: State,
): Promise<State> {
  const state = emptyState(at, ctx.place.root);
  firstRecord(state, new WatchList(ctx, ports.env, ws.storeDir, ports.selfDir), ws, at, undefined, previous);
  const { gitDir, root } = ctx.place;
  if (gitDir) {
    state.refKeys = refKeys(gitDir);
    state.heads = await readHeads(root, gitEnv(ports.env));
  }
  return state;
}

/** What a pass starts from: the record, or (when it was removed or forged) one taken now with HEAD's versions. */
interface Start {
  state: State | undefined;
  /** Set when the record was removed or forged: what the agent is told about it. */
  notice?: string;
}

/**
 * Reads the record. None at all is the first call (or an older build's record): the caller records
 * afresh. None, or one diffgate did not write, after this build has recorded (its calls folder is
 * there) was removed or forged within the agent's reach: the bad record is set aside, and the
 * watched files are compared with git's HEAD instead (headBaseline.ts).
 */
async function start(
  ws: WatchStore,
  call: TripwireCall,
  prompts: PromptStore,
  ports: TripwirePorts,
  now: Date,
  /** The current rules, given before a call; none after one. */
  rules?: Context['rules'],
): Promise<Start> {
  const { place } = call;
  const loaded = ws.read(place.root);
  if (loaded.state !== undefined) {
    rebase(loaded.state, place.root);
    return { state: loaded.state };
  }
  // After a call (no rules given), no usable record is never innocent: every PreToolUse and the
  // prompt hook record. Before one, it is the first call since diffgate was installed (or an older
  // build's record), unless this build recorded here before, or the folder that held it was replaced.
  const replaced = ws.repair(now).replaced;
  const recorded = rules === undefined || replaced || (await recordedBefore(call.storeDir, prompts, call.session));
  if (!recorded && (loaded.problem === undefined || loaded.format === true)) return { state: undefined };
  const { state, rewritten, unwitnessed, witness } = await fromHead(ws, call, prompts, ports, now, rules);
  const problem =
    loaded.part !== undefined
      ? t.partForged(loaded.part.part, loaded.part.entries, loaded.part.why === 'missing')
      : (loaded.problem ?? (replaced ? t.storeReplaced() : t.recordGone()));
  return {
    state,
    notice: withWitness(
      withRewritten(forgedNotice(ws, call.place, problem, ws.setAside(now)), rewritten, unwitnessed),
      witness,
    ),
  };
}

/**
 * A record taken now, with git's HEAD as the "before" of every watched file that differs from it
 * (headBaseline.ts): what a pass judges against when the record cannot be trusted. The HEAD is the
 * one the person saw at their latest prompt, which the prompt store notes: a call that commits its
 * change and then removes the record must not have that commit as the "before" (review-14s F09).
 * The commits since are then checked like those of a call (the caller's `refs`).
 */
async function fromHead(
  ws: WatchStore,
  call: TripwireCall,
  prompts: PromptStore,
  ports: TripwirePorts,
  now: Date,
  rules?: Context['rules'],
): Promise<{
  state: State;
  rewritten: { path: string; oid: string; tree?: boolean }[];
  unwitnessed: string[];
  witness?: string;
}> {
  const { place } = call;
  const rewritten: { path: string; oid: string; tree?: boolean }[] = [];
  const unwitnessed: string[] = [];
  let witness: string | undefined;
  const at = now.getTime();
  const ctx: Context = { place, rules: rules ?? (await loadRules(place, ports.env, ports.knownPatterns)) };
  const state = await recordAll(ctx, ws, ports, at);
  state.at = 0; // nothing of what is there now is a person's
  if (place.gitDir !== null) {
    const { headBaseline } = await import('./headBaseline.js');
    const list = new WatchList(ctx, ports.env, ws.storeDir, ports.selfDir);
    // the heads the ledger kept at the person's prompt, outside the store the call may have removed
    const seen = await prompts.headsAtPrompt(call.session);
    const env = gitEnv(ports.env);
    const refused = await refusedKnown(call, ports);
    let set = new Set<string>();
    if (
      seen?.HEAD !== undefined &&
      headBaseline(state, place.root, env, list, ws, seen.HEAD, refused, rewritten, set) !== undefined
    )
      state.heads = seen; // the commits made since are checked
    else headBaseline(state, place.root, env, list, ws, 'HEAD', refused, rewritten, (set = new Set()), unwitnessed);
    // the gate files HEAD does not hold: as their witness outside the repository last saw them (review 6 G1, G2)
    const { GateWitness } = await import('./gateWitness.js');
    const gates = GateWitness.of(place.gitDir, ports.env, place.home);
    const { broken } = gates.restore(state, list, ws, set, (paths) => heldByHead(place.root, env, paths));
    if (broken !== undefined)
      witness = t.witnessBroken(
        displayPath(posix.join(gates.dir, 'index.json'), place),
        broken.why,
        broken.unknown.map((p) => displayPath(p, place)),
      );
  }
  return witness === undefined ? { state, rewritten, unwitnessed } : { state, rewritten, unwitnessed, witness };
}

/**
 * A notice, and what it adds when HEAD's blobs of protected files were rewritten, or HEAD named no
 * commit to compare with (headBaseline.ts).
 */
const withRewritten = (
  notice: string,
  rewritten: readonly { path: string; oid: string; tree?: boolean }[],
  unwitnessed: readonly string[] = [],
): string =>
  [
    notice,
    ...(rewritten.length === 0 ? [] : [t.objectRewritten(rewritten)]),
    ...(unwitnessed.length === 0 ? [] : [t.headLost(unwitnessed)]),
  ].join('\n\n');

/**
 * Which of the paths (absolute, in the work tree) HEAD holds: git is asked only when the gate witness
 * is broken. None when git cannot say (every path then counts as one HEAD does not hold: fail closed).
 */
function heldByHead(root: string, env: NodeJS.ProcessEnv, paths: readonly string[]): Set<string> {
  const inside = paths.filter((p) => isWithin(p, root)).map((p) => posix.relative(root, p));
  if (inside.length === 0) return new Set();
  const { execFileSync } = process.getBuiltinModule('node:child_process') as typeof import('node:child_process');
  try {
    const out = execFileSync('git', ['ls-tree', '-r', '-z', '--name-only', '--full-tree', 'HEAD', '--', ...inside], {
      cwd: root,
      env: { ...env, GIT_LITERAL_PATHSPECS: '1' },
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return new Set(
      out
        .split('\0')
        .filter((n) => n !== '')
        .map((n) => posix.join(root, n)),
    );
  } catch {
    return new Set();
  }
}

/** A notice, and what it adds when the gate witness was broken (gateWitness.ts). */
const withWitness = (notice: string, witness: string | undefined): string =>
  witness === undefined ? notice : `${notice}\n\n${witness}`;

/**
 * Keeps the gate entries of a record just saved outside the repository (gateWitness.ts): every one
 * when `changed` is undefined (a record taken whole), else those of the paths the pass recorded anew.
 */
async function keepGates(
  ctx: Context,
  ws: WatchStore,
  ports: TripwirePorts,
  state: State,
  changed?: Iterable<string>,
  list = new WatchList(ctx, ports.env, ws.storeDir, ports.selfDir),
): Promise<void> {
  await keepGatesOf(ctx.place, ws, ports, state, list, changed);
}

/** keepGates with the pass's own watch list (a pass that loaded no rules). */
async function keepGatesOf(
  place: Place,
  ws: WatchStore,
  ports: TripwirePorts,
  state: State,
  list: WatchList,
  changed?: Iterable<string>,
): Promise<void> {
  if (place.gitDir === null) return;
  const { GateWitness } = await import('./gateWitness.js');
  try {
    GateWitness.of(place.gitDir, ports.env, place.home).keep(state, list, ws, changed);
  } catch {
    // a state folder that cannot be written: the record in the store still judges; a removed one, HEAD
  }
}

/** The workspace's ledger (outside the repository: ledger.ts), none outside a repository. */
function ledgerOf(call: TripwireCall, ports: TripwirePorts): Ledger | undefined {
  return call.place.gitDir === null ? undefined : Ledger.of(call.place.gitDir, ports.env, call.place.home);
}

/**
 * The commits the tripwire refused: those the ledger lists, and those `refused/` still holds (its
 * batches and the single records of earlier versions). A batch that cannot be read adds none: the
 * ledger lists its commits too, and pre-push fails closed on it.
 */
async function refusedKnown(call: TripwireCall, ports: TripwirePorts): Promise<Set<string>> {
  const { refusedRecords } = await import('../../git/diffgateRecords.js');
  const out = new Set(ledgerOf(call, ports)?.refused() ?? []);
  try {
    for (const sha of refusedRecords({ common: call.storeDir, worktree: call.storeDir }).refused.keys()) out.add(sha);
  } catch {
    // none, or not a folder: the ledger's
  }
  return out;
}

/**
 * What the pass found done to the store itself, said even when nothing protected changed: its
 * folders made unreadable or replaced (storeRepair.ts), or a hook holding its lock stopped
 * (storeLock.ts). Undefined when nothing was.
 */
function storeRemarks(ws: WatchStore, place: Place): string | undefined {
  const said = ws
    .repair()
    .found.map((r) =>
      'mode' in r
        ? t.storeMode(displayPath(r.path, place), r.mode, r.now)
        : t.storeNotFolder(displayPath(r.path, place), r.stood, displayPath(r.aside, place)),
    );
  if (ws.stoppedHolder !== undefined) said.push(t.lockStopped(ws.stoppedHolder));
  return said.length === 0 ? undefined : said.join('\n');
}

/** Whether a call set its hand to the store's folders or stopped a hook at work. */
const tampered = (ws: WatchStore): boolean => ws.repair().found.length > 0 || ws.stoppedHolder !== undefined;

/** A notice and the store's remarks, as one. */
const withRemarks = (notice: string | undefined, ws: WatchStore, place: Place): string | undefined =>
  [notice, storeRemarks(ws, place)].filter((n) => n !== undefined).join('\n\n') || undefined;

/** The answer of a pass that found nothing to judge: silent, unless something was done to the store. */
function quietAnswer(ws: WatchStore, place: Place): TripwireAnswer {
  const said = storeRemarks(ws, place);
  return { message: said === undefined ? '' : `${said}\n${t.storeNext()}\n` };
}

function forgedNotice(ws: WatchStore, place: Place, problem: string, kept: string | null): string {
  return t.recordForged(
    displayPath(ws.recordPath, place),
    problem,
    kept && displayPath(kept, place),
    place.gitDir !== null,
  );
}

/**
 * A record whose kept copies of moved files are gone or altered (within the agent's reach: a copy
 * whose bytes no longer hash to its name, review-14s F16) cannot say what those files held: the
 * pass starts from HEAD instead, as for a forged record.
 */
async function keptCopiesGone(
  state: State,
  m: Moved,
  ws: WatchStore,
  call: TripwireCall,
  prompts: PromptStore,
  ports: TripwirePorts,
  now: Date,
  rules?: Context['rules'],
): Promise<{ state: State; notice: string } | undefined> {
  const gone = compared(state, m).filter((p) => {
    const b = state.files[p]?.b;
    return b !== undefined && !ws.intact(b);
  });
  if (gone.length === 0) return undefined;
  const { state: fresh, rewritten, unwitnessed, witness } = await fromHead(ws, call, prompts, ports, now, rules);
  return {
    state: fresh,
    notice: withWitness(
      withRewritten(forgedNotice(ws, call.place, t.keptCopiesGone(gone.length), null), rewritten, unwitnessed),
      witness,
    ),
  };
}

/**
 * The person's prompt. With no record yet (the first prompt since diffgate was installed) the
 * record is taken now: what is there is the person's. The hook does not take its own write to the
 * prompt store into the record: any process of the agent can run this hook too, and a prompt
 * written during a call must stay a difference, judged as a forged prompt (no release, put back).
 * The person's prompt is taken in by the next call's PreToolUse, on the person's turn: the record
 * and the calls folder are made to come before it by the file clock too (calls.ts `fileClockPast`).
 *
 * `recorded`: whether this build had recorded before the prompt was saved (see `start`); then a
 * missing or unusable record is left for the next call to handle as forged, not recorded over.
 */
export async function tripwirePrompt(
  place: Place,
  storeDir: string,
  recorded: boolean,
  ports: TripwirePorts,
): Promise<void> {
  const ws = new WatchStore(storeDir, { root: place.root, env: ports.env });
  if (recorded || lstatOrUndefined(ws.recordPath) !== undefined) return;
  await ws.locked(async () => {
    const found = ws.read();
    if (found.state !== undefined || found.problem !== undefined) return;
    const rules = await loadRules(place, ports.env, ports.knownPatterns);
    const at = ports.now().getTime();
    const first = await recordAll({ place, rules }, ws, ports, at);
    ws.save(first);
    await keepGates({ place, rules }, ws, ports, first);
    startCalls(ws.dir);
    // the prompt saved next must come after the record and the calls folder, by the file clock too
    fileClockPast(ws.dir, Math.max(at, lastActed(ws.dir) ?? at));
  });
}

/**
 * Before the person's prompt is saved: a call of the session still open (its PostToolUse and the
 * turn's Stop never finished: killed, stopped, timed out) was never judged. Its changes are judged
 * now, as at the end of a turn, before the prompt can make them the person's (issue 32). The calls
 * stay open: a prompt hook run from inside a call that is still at work (forging a release) looks
 * the same, and that call's PostToolUse must still judge the prompt it wrote (review-14s F19). The
 * answer's message says what was put back.
 */
export async function tripwireOpenCalls(
  call: TripwireCall,
  prompts: PromptStore,
  ports: TripwirePorts,
): Promise<TripwireAnswer> {
  const ws = new WatchStore(call.storeDir);
  // a store made unreadable or replaced is set right first: what was done to it is judged too
  const repair = ws.repair(ports.now());
  const judge = () => tripwireAfter({ ...call, tool: 'Stop', endsTurn: false, atPrompt: true }, prompts, ports);
  if (
    openCalls(ws.dir, call.session) ||
    lateSince(ws.dir) !== undefined ||
    (await leftRunning(ws.dir, call.session, prompts, ports.env))
  )
    return judge();
  if (repair.found.length === 0) return { message: '' };
  // nothing was ever recorded here: there is nothing to judge, only what was set right to say
  const recorded =
    repair.replaced ||
    lstatOrUndefined(ws.recordPath) !== undefined ||
    (await recordedBefore(call.storeDir, prompts, call.session));
  return recorded ? judge() : quietAnswer(ws, call.place);
}

/** The commit each branch and HEAD points at now (none outside a repository, or before its first commit). */
export async function headsNow(place: Place, env: NodeJS.ProcessEnv): Promise<Record<string, string> | undefined> {
  if (place.gitDir === null) return undefined;
  try {
    const heads = await readHeads(place.root, gitEnv(env));
    return heads.HEAD === undefined ? undefined : heads;
  } catch {
    return undefined;
  }
}

/**
 * Each remote's URLs as git uses them now, but for remotes an agent's call added or re-pointed
 * (gateEdit.ts lists their URLs): the person's remotes (none outside a repository).
 */
export async function remotesNow(
  place: Place,
  env: NodeJS.ProcessEnv,
  storeDir: string,
): Promise<Record<string, string[]> | undefined> {
  if (place.gitDir === null) return undefined;
  const { runGit } = await import('../../git/runGit.js');
  const { readRemotes } = await import('../../git/remoteTrust.js');
  const { agentUrlsFile } = await import('./promptGit.js');
  let agents: Set<string>;
  try {
    agents = new Set(readRegularText(agentUrlsFile(new WatchStore(storeDir).dir)).split('\n'));
  } catch {
    agents = new Set();
  }
  try {
    const remotes = await readRemotes(runGit(place.root, gitEnv(env)));
    const theirs = [...remotes.effective].filter(
      ([name]) => !(remotes.configured.get(name) ?? []).some((u) => agents.has(u)),
    );
    return Object.fromEntries(theirs);
  } catch {
    return undefined;
  }
}

/** The session's own prompt record (in the prompt store, which the tripwire watches). */
async function ownPromptRecord(call: TripwireCall): Promise<string> {
  return posix.join(call.storeDir, 'sessions', await sessionFile(call.session));
}

/** The differences from the record, judged under the manifests as they were when it was taken. */
async function examine(
  state: State,
  m: Moved,
  ws: WatchStore,
  place: Place,
  ports: TripwirePorts,
  at: number,
  current?: Context,
): Promise<{ ctx: Context; list: WatchList; found: Difference[] }> {
  const texts = new Map<string, string | null>();
  for (const path of m.files) {
    const e = state.files[path]!;
    if (posix.basename(path) === '.diffgate.tsv' || path.endsWith('/diffgate/manifest.tsv'))
      texts.set(path, e.t === 'f' && e.b !== undefined ? new TextDecoder().decode(ws.readBlob(e.b)) : null);
  }
  const ctx: Context =
    current !== undefined && texts.size === 0
      ? current
      : { place, rules: await loadRules(place, ports.env, ports.knownPatterns, texts) };
  const list = new WatchList(ctx, ports.env, ws.storeDir, ports.selfDir);
  return { ctx, list, found: differences(state, m, list, ws, at) };
}

/** The processes a turn left running, as a pass found them at its start (stragglers.ts). */
interface Late {
  /** A mark stood when the pass began: what changed since the last pass is the agent's. */
  marked: boolean;
  scan?: Scan;
  /** Clears the mark when the pass found none alive at its start (call it when the pass is done). */
  done(): void;
}

/**
 * Looks for processes a turn left running, before the pass compares anything: at the end of a turn
 * (since the person's prompt), and at every pass while a mark stands (since the turn it names). The
 * mark is set at once when any is alive (or the processes cannot be listed), and cleared only by a
 * pass that found none at its start: a write that lands after the scan is compared by a later pass.
 */
async function lookForStragglers(
  ws: WatchStore,
  call: TripwireCall,
  prompts: PromptStore,
  ports: TripwirePorts,
  at: number,
): Promise<Late> {
  const marked = lateSince(ws.dir);
  const since = Math.min(
    marked ?? Number.POSITIVE_INFINITY,
    endsTurnPass(call.tool) ? turnBegan(await prompts.latestTime(call.session), at) : Number.POSITIVE_INFINITY,
  );
  if (since === Number.POSITIVE_INFINITY) return { marked: false, done: () => {} };
  const scan = stragglers(since, { env: ports.env });
  const left = scan.unknown || scan.found.length > 0;
  if (left) setLate(ws.dir, since);
  return {
    marked: marked !== undefined,
    scan,
    done: () => (left || marked === undefined ? undefined : setLate(ws.dir, undefined)),
  };
}

/** The message, with the processes the turn left running named when something was put back while they ran. */
function withStragglers(answer: TripwireAnswer, late: Late): TripwireAnswer {
  const scan = late.scan;
  if (answer.message === '' || scan === undefined || (!scan.unknown && scan.found.length === 0)) return answer;
  return { message: `${answer.message}${t.stragglers(scan.found, scan.unknown)}\n` };
}

/**
 * Before a call: brings the record up to date with what is on disk now. Differences found here are
 * a person's only if the person had the turn (calls.ts): then they are taken into the record as
 * they are. Otherwise a call running beside this one, or a process an earlier call left running,
 * made them: they are judged as after a call, and what is put back blocks this call (the answer's
 * message).
 */
export async function tripwireBefore(
  call: TripwireCall,
  ctx: Context,
  prompts: PromptStore,
  ports: TripwirePorts,
): Promise<TripwireAnswer> {
  const ws = new WatchStore(call.storeDir, { root: call.place.root, env: ports.env });
  const answer = ws.locked(async (takenOver) => {
    const now = ports.now();
    const at = now.getTime();
    const key = callKey(call.session, call.toolUseId, at);
    const late = await lookForStragglers(ws, call, prompts, ports, at);
    const begun = (v: TripwireAnswer): TripwireAnswer => {
      beginCall(ws.dir, key, call.session);
      late.done();
      return withStragglers(v, late);
    };
    let { state, notice } = await start(ws, call, prompts, ports, now, ctx.rules);
    if (state === undefined) {
      const first = await recordAll(ctx, ws, ports, at);
      ws.save(first);
      await keepGates(ctx, ws, ports, first);
      return held(first, call) ?? begun({ message: '' });
    }
    let resumed = false;
    if (state.pending !== undefined && notice === undefined) {
      // the record's walk was cut by the time: this call goes on with it, and runs only once it is whole
      resumeRecord(state, new WatchList(ctx, ports.env, ws.storeDir, ports.selfDir), ws, at);
      ws.save(state);
      const waiting = held(state, call);
      if (waiting !== undefined) return waiting;
      resumed = true;
    }
    const since = await movedSince(state, ws, ctx.place.root, ports.env).catch((e: unknown) => {
      if (resumed && e instanceof WalkCut) return undefined;
      throw e;
    });
    // made whole by this call, whose time did not reach for a walk of all of it: held once more
    if (since === undefined) return { message: t.recordWhole(calledName(call.names, call.tool)) };
    let { m, watched } = since;
    const refs = ctx.place.gitDir !== null && refsMoved(state);
    if (nothingMoved(m) && !refs && notice === undefined) return begun(quietAnswer(ws, ctx.place));
    const lost =
      notice === undefined ? await keptCopiesGone(state, m, ws, call, prompts, ports, now, ctx.rules) : undefined;
    if (lost?.state !== undefined) {
      state = lost.state;
      notice = lost.notice;
      m = moved(state);
      watched = undefined;
    }
    const seen = { ...(await examine(state, m, ws, ctx.place, ports, at, ctx)), watched };
    // read after the differences: a parallel call's change among them was made after its PreToolUse began it
    const prompt = await prompts.latestTime(call.session);
    const own = await ownPromptRecord(call);
    // a store a call made unreadable or replaced: what changed is the agent's, never the person's turn
    const turn = notice === undefined && !takenOver && !tampered(ws) && turnStarted(ws.dir, prompt);
    // with no prompt seen, this session's prompt record changed (removed) is never the person's turn
    // while processes a turn left running may be at work (stragglers.ts), no change is the person's
    // a call of this session begun before the prompt, with a process of it alive, may have written the
    // prompt: then the prompt is no person's turn, and its release phrases lift nothing
    const ownAtWork =
      turn && ownCallAtWork(ws.dir, call.session, prompt, (since) => stragglers(since, { env: ports.env }));
    const persons =
      turn &&
      !late.marked &&
      (prompt !== undefined || !seen.found.some((d) => d.path === own)) &&
      !(await othersAtWork(ws.dir, call.session, at, prompts)) &&
      !ownAtWork;
    if (!persons) {
      // Another session's call at work: the person's own prompt is still theirs (it is what started
      // the turn); everything else is judged, as that call may have made it. So it is when the pass
      // before this one did not finish (its lock taken over) but no call began or ended since the
      // prompt and none is open: Claude Code 2.1.328 kills the main Stop hook mid-pass when a
      // background subagent's first call comes, and that call judged the person's own words as the
      // agent's (conformance/claude "a subagent's Edit of a frozen file").
      const promptsTurn =
        turn || (takenOver && notice === undefined && turnStarted(ws.dir, prompt) && !openCalls(ws.dir, call.session));
      if (promptsTurn && prompt !== undefined)
        for (const d of seen.found.filter((f) => f.path === own)) {
          state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
          seen.found.splice(seen.found.indexOf(d), 1);
        }
      // a record taken from HEAD again (forged) has the heads of the person's prompt: the commits since are checked
      const commits = refs || (notice !== undefined && ctx.place.gitDir !== null);
      return begun(await settle(call, state, seen, commits, ws, prompts, ports, now, 'before', notice, !ownAtWork));
    }
    if (seen.found.some((d) => d.guard.manifest)) {
      const fresh = await recordAll(ctx, ws, ports, at, state); // the rules changed: watch what they cover now
      ws.save(fresh);
      await keepGates(ctx, ws, ports, fresh);
      return held(fresh, call) ?? begun({ message: '' });
    }
    for (const d of seen.found) state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
    recordNewlyWatched(state, seen.list, ws, at);
    if (refs) {
      state.refKeys = refKeys(ctx.place.gitDir!);
      state.heads = await readHeads(ctx.place.root, gitEnv(ports.env));
    }
    state.at = at;
    ws.save(state);
    await keepGates(
      ctx,
      ws,
      ports,
      state,
      seen.found.map((d) => d.path),
      seen.list,
    );
    return begun({ message: '' });
  });
  return answer.catch((e: unknown) => cutFailure(e, false));
}

/**
 * A record not whole yet (its walk of the rules' folders cut by the hook's time) holds the call: a
 * protected file it has not recorded could be changed with nothing to put back (issue 30). The call
 * did not begin; the next one goes on with the walk.
 */
function held(state: State, call: TripwireCall): TripwireAnswer | undefined {
  if (state.pending === undefined || state.pending.length === 0) return undefined;
  return {
    message: t.recordPending(
      calledName(call.names, call.tool),
      Object.keys(state.files).length,
      state.pending.map((d) => displayPath(d, call.place)),
    ),
  };
}

/** After a call (or at the end of a turn): judges every difference from the record, and puts back what is refused. */
export async function tripwireAfter(
  call: TripwireCall,
  prompts: PromptStore,
  ports: TripwirePorts,
): Promise<TripwireAnswer> {
  const ws = new WatchStore(call.storeDir, { root: call.place.root, env: ports.env });
  const answer = ws.locked(async () => {
    const now = ports.now();
    const at = now.getTime();
    const { place } = call;
    const late = await lookForStragglers(ws, call, prompts, ports, at);
    const ended = (v: TripwireAnswer): TripwireAnswer => {
      if (call.endsTurn ?? call.tool === 'Stop') endTurn(ws.dir, call.session);
      else endCall(ws.dir, callKey(call.session, call.toolUseId, at));
      late.done();
      return withStragglers(v, late);
    };
    let { state, notice } = await start(ws, call, prompts, ports, now);
    if (state === undefined) {
      // no record yet (installed mid-session): from now on
      const rules = await loadRules(place, ports.env, ports.knownPatterns);
      const first = await recordAll({ place, rules }, ws, ports, at);
      ws.save(first);
      await keepGates({ place, rules }, ws, ports, first);
      return ended({ message: '' });
    }
    let { m, watched } = await movedSince(state, ws, place.root, ports.env);
    const refs = place.gitDir !== null && refsMoved(state);
    if (nothingMoved(m) && !refs && notice === undefined) return ended(quietAnswer(ws, place));
    const lost = notice === undefined ? await keptCopiesGone(state, m, ws, call, prompts, ports, now) : undefined;
    if (lost?.state !== undefined) {
      state = lost.state;
      notice = lost.notice;
      m = moved(state);
      watched = undefined;
    }
    const seen = { ...(await examine(state, m, ws, place, ports, at)), watched };
    // This call had no PreToolUse (hooks installed mid-session, or before the MCP entry), no call began since the
    // person's latest prompt, and the record is older than it: what moved before the prompt is the person's.
    // What changed after it (its change time, which no process sets back) is this call's, and is judged.
    const prompt = await prompts.latestTime(call.session);
    const own = await ownPromptRecord(call);
    const commits = refs || (notice !== undefined && place.gitDir !== null);
    if (
      notice === undefined &&
      !tampered(ws) &&
      !late.marked &&
      (prompt !== undefined || !seen.found.some((d) => d.path === own)) &&
      !inProgress(ws.dir, callKey(call.session, call.toolUseId, at)) &&
      // the agent's last act was a hook ending a call or the turn: a call that removed its own call
      // file (to pass for one without PreToolUse) left the folder changed after (review R3b)
      endedLast(ws.dir) &&
      (prompt === undefined || state.at < prompt) &&
      (await personHasTurn(ws.dir, call.session, prompt, at, prompts, (since) => stragglers(since, { env: ports.env })))
    ) {
      const calls = prompt === undefined ? [] : seen.found.filter((d) => d.path !== own && changedAfter(d, prompt));
      if (calls.length === 0) {
        // all the person's: taken into the record as they are, as tripwireBefore takes them on the
        // person's turn. The whole record again only when a manifest changed (what the rules cover
        // moved): recorded whole, every kept file was copied and renamed into the store again, which
        // cost a turn with no call 0.1 s of CPU and 0.3 s of waiting on the disk at its Stop (issue 29).
        if (seen.found.some((d) => d.guard.manifest)) {
          const rules = await loadRules(place, ports.env, ports.knownPatterns);
          const fresh = await recordAll({ place, rules }, ws, ports, at, state);
          ws.save(fresh);
          await keepGates(
            { place, rules },
            ws,
            ports,
            fresh,
            seen.found.map((d) => d.path),
          );
          return ended({ message: '' });
        }
        for (const d of seen.found) state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
        recordNewlyWatched(state, seen.list, ws, at);
        if (refs) {
          state.refKeys = refKeys(place.gitDir!);
          state.heads = await readHeads(place.root, gitEnv(ports.env));
        }
        state.at = at;
        ws.save(state);
        await keepGatesOf(
          place,
          ws,
          ports,
          state,
          seen.list,
          seen.found.map((d) => d.path),
        );
        return ended({ message: '' });
      }
      // The rest is the person's: recorded as it is when the pass ends (settle). No release lifts what
      // this call changed: a call that removed its own call file and then ran the prompt hook with a
      // release looks the same (review of the prompt record, R3, R7), so its release counts as forged.
      const found = { ...seen, found: calls };
      return ended(await settle(call, state, found, commits, ws, prompts, ports, now, 'after', undefined, false));
    }
    // At the person's prompt, while a mark stands, the prompt before it (the last turn's) releases nothing:
    // a process that turn left running wrote after it.
    const releasable = !(call.atPrompt === true && late.marked);
    return ended(await settle(call, state, seen, commits, ws, prompts, ports, now, 'after', notice, releasable));
  });
  return answer.catch((e: unknown) => cutFailure(e, true));
}

/**
 * Whether a difference was made after `time` (ms): the path's change time, or its folder's (a path
 * removed, or a folder renamed into place with old files in it: review-15a F07).
 */
function changedAfter(d: Difference, time: number): boolean {
  const folder = lstatOrUndefined(posix.dirname(d.path));
  return folder === undefined || folder.ctimeMs > time || d.now === undefined || d.now.ctimeMs > time;
}

/**
 * Judges the differences found, puts back what is refused (keeping the agent's version), checks
 * the commits made, and saves the record: the one judging for after a call, the end of a turn, and
 * before a call when the person did not have the turn.
 */
async function settle(
  call: TripwireCall,
  state: State,
  seen: { ctx: Context; list: WatchList; found: Difference[]; watched?: Moved },
  refs: boolean,
  ws: WatchStore,
  prompts: PromptStore,
  ports: TripwirePorts,
  now: Date,
  when: 'before' | 'after',
  notice?: string,
  /** Whether the person's release phrase may lift what is refused (false: the prompt may be forged). */
  releasable = true,
): Promise<TripwireAnswer> {
  const at = now.getTime();
  const { place } = call;
  const { ctx, list } = seen;
  const { rules } = ctx;
  const audit: AuditEntry[] = [];
  // commits first: a HEAD move explains the files it wrote only if no commit it brings in is refused
  let commits: { refused: RefusedCommit[]; errors: string[]; trusted: string[] } = {
    refused: [],
    errors: [],
    trusted: [],
  };
  let followed = new Set<string>();
  if (refs) {
    const heads = await readHeads(place.root, gitEnv(ports.env));
    const { checkNewCommits } = await import('./commits.js');
    commits = await checkNewCommits(
      place.root,
      gitEnv(ports.env),
      state.heads,
      heads,
      call.storeDir,
      call.session,
      now,
      watchesRemotes(state.refKeys, place.gitDir!),
      await prompts.remotesAtPrompt(call.session),
    );
    try {
      // kept outside the repository too: pre-push refuses them though `refused/` be emptied (review 1 R1-F3b)
      ledgerOf(call, ports)?.addRefused(commits.refused.map((c) => c.commit));
    } catch {
      // a state folder that cannot be written: `refused/` still holds them
    }
    for (const r of commits.refused)
      audit.push({
        time: now.toISOString(),
        session: call.session,
        tool: call.tool,
        rule: 'commit',
        action: 'commit-refused',
        commit: r.commit,
      });
    const from = state.heads.HEAD;
    const to = heads.HEAD;
    // HEAD made to name no commit (its branch's ref removed or broken, or HEAD pointed at a branch
    // that does not exist: review 8 H1, H2): what is committed next has nothing to be judged against
    if (from !== undefined && to === undefined) commits.errors.push(t.headLostInCall(from));
    if (seen.found.length > 0 && from !== undefined && to !== undefined && from !== to) {
      const { followedHead } = await import('./headMove.js');
      const ledger = ledgerOf(call, ports);
      const move = {
        root: place.root,
        env: gitEnv(ports.env),
        from,
        to,
        storeDir: call.storeDir,
        ...(ledger ? { ledger } : {}),
      };
      const refused = commits.refused.map((c) => c.commit);
      followed = await followedHead(seen.found, { ...move, refused, trusted: commits.trusted }, ws);
    }
    state.heads = heads;
    state.refKeys = refKeys(place.gitDir!);
  }
  // what git wrote as the new HEAD holds it is recorded as it is, like any difference the rules allow
  const found = seen.found.filter((d) => !followed.has(d.path));
  // the checker is loaded only when something protected changed
  const judged =
    found.length === 0
      ? []
      : await (await import('./judge.js')).judge(found, { ...ctx, ...(call.names ? { tools: call.names } : {}) }, ws);
  // The person's words count only as the prompt store held them before the call: a call that
  // wrote the store (forging a prompt) gets no release, and the store is put back.
  const forged = !releasable || found.some((d) => isWithin(d.path, posix.join(call.storeDir, 'sessions')));
  // each difference on its own: a release lets the releasable ones stand even where a gate file is put back
  const liftable = forged
    ? []
    : judged.filter((j) => j.denial.releasable || j.denial.saveWords !== undefined).map((j) => j.denial);
  const open = new Set([
    ...judged.filter((j) => !liftable.includes(j.denial)).map((j) => j.denial),
    ...(await applyPersonGates(
      liftable,
      { session: call.session, tool: call.tool, toolUseId: call.toolUseId, releasePhrases: rules.releasePhrases },
      prompts,
      ports.now,
    )),
  ]);
  const refused = new Map<string, Denial[]>();
  for (const j of judged) if (open.has(j.denial)) refused.set(j.path, [...(refused.get(j.path) ?? []), j.denial]);
  const quarantine = posix.join(
    call.storeDir,
    STORE_OWN.quarantine,
    `${now.toISOString().replace(/[:.]/g, '-')}-${(call.toolUseId ?? call.tool).replace(/[^A-Za-z0-9_-]/g, '_')}`,
  );
  const report: Report[] = [];
  const failed = new Set<string>();
  const unknown: string[] = [];
  let manifestAccepted = false;
  for (const d of seen.found) {
    const denials = refused.get(d.path);
    if (denials === undefined) {
      if (d.guard.manifest) manifestAccepted = true;
      state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
      continue;
    }
    const inside = isWithin(d.path, place.root);
    const name = inside ? posix.relative(place.root, d.path) : d.path.replace(/^\/+/, '');
    if (d.before.u !== undefined) {
      // what it held before is not known (its witness was broken): left as it is, never put back, a
      // file whose bytes the record keeps copied into the quarantine once; the record keeps it
      // unknown, so every later pass says so (until the person's next message takes it in)
      if (d.before.u === 1 && d.guard.keep && keepUnknown(d.path, quarantine, name))
        state.files[d.path] = { ...d.before, u: 2 };
      failed.add(d.path);
      unknown.push(d.path);
      continue;
    }
    try {
      const done = putBack(d.path, d.before, ws, quarantine, name, inside ? place.root : place.home);
      report.push({ denials, path: d.path, ...done });
      audit.push(...denials.map((den) => auditOf(call, now, den, done.kept, place)));
      state.files[d.path] = ws.entry(d.path, lstatOrUndefined(d.path), d.guard.keep, at);
    } catch (e) {
      // the record keeps what was there before, so every later call tries again (and says so)
      failed.add(d.path);
      report.push({ denials, path: d.path, kept: null, existed: false, failed: (e as Error).message });
    }
  }
  if (audit.length > 0) await prompts.audit(audit);
  // what putting back and recording did to folders and records is diffgate's own doing
  const recorded = new Set(seen.found.map((d) => d.path));
  for (const d of differences(state, movedAfter(state, seen.watched, seen.found), list, ws, at))
    if (!failed.has(d.path)) {
      state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
      recorded.add(d.path);
    }
  if (manifestAccepted) {
    const fresh = await loadRules(place, ports.env, ports.knownPatterns);
    const record = await recordAll({ place, rules: fresh }, ws, ports, at, state);
    // a path that could not be put back keeps what was there before, so every later call tries again
    for (const p of failed) if (state.files[p] !== undefined) record.files[p] = state.files[p]!;
    ws.save(record);
    await keepGates({ place, rules: fresh }, ws, ports, record);
  } else {
    recordNewlyWatched(state, list, ws, at);
    state.at = at;
    ws.save(state);
    // a record taken from HEAD (notice) is kept whole: what the witness did not hold is witnessed now
    await keepGates(ctx, ws, ports, state, notice === undefined ? recorded : undefined, list);
  }
  const shown = call.tool === 'Stop' || call.tool === 'SubagentStop' ? call.tool : calledName(call.names, call.tool);
  const still =
    unknown.length === 0
      ? notice
      : [
          notice,
          t.unknownStill(
            unknown.map((p) => displayPath(p, place)),
            displayPath(quarantine, place),
          ),
        ]
          .filter((n) => n !== undefined)
          .join('\n\n');
  const said = withRemarks(still, ws, place);
  return { message: render(shown, when, report, commits, place, rules.releasePhrases, said) };
}

/** A copy of a file whose earlier bytes are not known, into the quarantine (lose nothing); false when it cannot be made. */
function keepUnknown(path: string, quarantine: string, name: string): boolean {
  const { cpSync, mkdirSync } = process.getBuiltinModule('node:fs') as typeof import('node:fs');
  const dest = posix.join(quarantine, name);
  try {
    mkdirSync(posix.dirname(dest), { recursive: true });
    cpSync(path, dest, { verbatimSymlinks: true, errorOnExist: true, force: false });
    return true;
  } catch {
    return false;
  }
}

interface Report {
  denials: Denial[];
  kept: string | null;
  existed: boolean;
  path: string;
  failed?: string;
}

function auditOf(call: TripwireCall, now: Date, d: Denial, kept: string | null, place: Place): AuditEntry {
  return {
    time: now.toISOString(),
    session: call.session,
    tool: call.tool,
    ...(call.toolUseId ? { tool_use_id: call.toolUseId } : {}),
    rule: d.rule,
    ...(d.path !== undefined ? { path: d.path } : {}),
    ...(d.source ? { source: d.source } : {}),
    action: 'put-back',
    ...(kept ? { kept: displayPath(kept, place) } : {}),
  };
}

/** Refused commits (and commits that could not be checked) a message names one by one. */
const SHOWN_COMMITS = 20;

function render(
  tool: string,
  when: 'before' | 'after',
  report: Report[],
  commits: { refused: RefusedCommit[]; errors: string[] },
  place: Place,
  phrases: readonly string[],
  notice: string | undefined,
): string {
  if (report.length === 0 && commits.refused.length === 0 && commits.errors.length === 0 && notice === undefined)
    return '';
  const out: string[] = [];
  if (notice !== undefined) out.push(notice, '');
  if (report.length > 0)
    out.push(when === 'before' ? t.headerBefore(tool, report.length) : t.header(tool, report.length), '');
  let releasable = false;
  for (const r of report) {
    for (const d of r.denials) {
      const where = d.path === undefined || d.path === '' ? '' : `${location({ ...d, path: d.path })} `;
      out.push(`${where}[${d.rule}] ${d.message}`);
      out.push(`  ${t.why} ${d.reason}${d.source ? ` (${d.source})` : ''}`);
      releasable ||= d.releasable;
    }
    const shown = displayPath(r.path, place);
    out.push(
      `  ${t.putBack} ${r.failed !== undefined ? t.restoreFailed(shown, r.failed) : t.restored(r.kept && displayPath(r.kept, place), r.existed)}`,
    );
    out.push(`  ${t.next} ${r.denials[0]!.next}`, '');
  }
  if (commits.refused.length > 0 || commits.errors.length > 0) out.push(t.headerCommits(tool), '');
  // a call's message names some refused commits, not thousands (review 2 T1: 2,100 of them)
  for (const c of commits.refused.slice(0, SHOWN_COMMITS)) {
    out.push(t.commit(c.commit, c.subject));
    for (const v of c.violations) out.push(`  ${location(v)} [${v.rule}] ${v.message}`, `    ${t.why} ${v.reason}`);
    out.push(`  ${t.commitRecorded(displayPath(c.record, place))}`);
    if (c.via.length === 0) out.push(`  ${t.next} ${t.commitNext()}`, '');
    else
      out.push(
        `  ${t.commitVia(c.via)}`,
        `  ${t.next} ${t.commitViaNext()}`,
        ...t.commitViaRun(c.via, c.headBefore).map((cmd) => `    ${t.run} ${cmd}`),
        '',
      );
  }
  if (commits.refused.length > SHOWN_COMMITS)
    out.push(
      t.commitsMore(
        commits.refused.length - SHOWN_COMMITS,
        displayPath(posix.dirname(commits.refused[0]!.record), place),
      ),
      '',
    );
  for (const e of commits.errors.slice(0, SHOWN_COMMITS)) out.push(t.commitError(e), '');
  if (commits.errors.length > SHOWN_COMMITS) out.push(t.commitErrorsMore(commits.errors.length - SHOWN_COMMITS), '');
  if (releasable) out.push(t.release(phrases));
  if (when === 'before' && (report.length > 0 || commits.refused.length > 0 || notice !== undefined))
    out.push(t.beforeNext());
  out.push(t.workaround());
  return `${out.join('\n')}\n`;
}
