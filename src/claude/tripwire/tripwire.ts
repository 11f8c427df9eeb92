/**
 * The tripwire: protection on the change a tool call really made, not on what it said it would do.
 * Before each call that can change files the protected set is recorded (a person's changes since
 * the last call are theirs and are taken into the record); after the call, and at the end of each
 * turn, every difference is judged by the same checker as the git hooks. A forbidden difference
 * is put back at once, the agent's version kept under the quarantine folder with an audit line,
 * and the agent told. A person's release phrase in their latest prompt lets it stand, audited.
 */
import { posix } from 'node:path';
import type { KnownPatterns } from '../../core/commandRuleErrors.js';
import { tripwireText as t } from '../../core/messages/tripwire.js';
import { location } from '../../core/verdict.js';
import { type Context, loadRules } from '../context.js';
import type { Place } from '../place.js';
import type { Denial } from '../denial.js';
import { displayPath } from '../displayPath.js';
import { applyPersonGates } from '../personGate.js';
import type { AuditEntry, PromptStore } from '../prompts.js';
import { isWithin } from '../realPath.js';
import type { RefusedCommit } from './commits.js';
import { putBack } from './putBack.js';
import { moved, nothingMoved, refsMoved } from './quickPass.js';
import { readHeads, refKeys } from './refs.js';
import { lstatOrUndefined } from './statKey.js';
import { differences, firstRecord, recordNewlyWatched } from './survey.js';
import { WatchList } from './watchList.js';
import { emptyState, rebase, type State, WatchStore } from './watchState.js';

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
  // commits are judged as they are, not as `git replace` makes them look
  out.GIT_NO_REPLACE_OBJECTS = '1';
  return out;
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

/**
 * Before a call: brings the record up to date with what is on disk now. Differences found here
 * happened between calls (a person's editor, say) and are accepted as they are.
 */
export async function tripwireBefore(call: TripwireCall, ctx: Context, ports: TripwirePorts): Promise<void> {
  const ws = new WatchStore(call.storeDir);
  await ws.locked(async () => {
    const at = ports.now().getTime();
    const state = ws.load();
    const callId = call.toolUseId ?? `${call.session}:${at}`;
    if (state !== undefined) rebase(state, ctx.place.root);
    if (state === undefined) {
      ws.save(await recordAll(ctx, ws, ports, at));
      ws.markCall(callId);
      return;
    }
    const m = moved(state);
    const refs = ctx.place.gitDir !== null && refsMoved(state);
    if (nothingMoved(m) && !refs) {
      if (ws.lastCall() !== callId) ws.markCall(callId);
      return;
    }
    const list = new WatchList(ctx, ports.env, ws.storeDir, ports.selfDir);
    const found = differences(state, m, list, ws, at);
    if (found.some((d) => d.guard.manifest)) {
      ws.save(await recordAll(ctx, ws, ports, at, state)); // the rules changed: watch what they cover now
      ws.markCall(callId);
      return;
    }
    for (const d of found) state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
    recordNewlyWatched(state, list, ws, at);
    if (refs) {
      state.refKeys = refKeys(ctx.place.gitDir!);
      state.heads = await readHeads(ctx.place.root, gitEnv(ports.env));
    }
    state.at = at;
    ws.save(state);
    ws.markCall(callId);
  });
}

/**
 * Whether the record shows the state just before this call: taken by this call's PreToolUse, or
 * (for a call without one, and at the end of a turn) taken after the person last wrote. A record
 * older than the person's latest prompt (or with no prompt seen at all) may miss what they changed
 * since; nothing can be blamed on the agent then, and the record is only brought up to date.
 */
async function recordIsThisTurns(
  state: State,
  ws: WatchStore,
  call: TripwireCall,
  prompts: PromptStore,
): Promise<boolean> {
  if (call.toolUseId !== undefined && ws.lastCall() === call.toolUseId) return true;
  const since = await prompts.latestTime(call.session);
  return since !== undefined && state.at >= since;
}

/** After a call (or at the end of a turn): judges every difference from the record, and puts back what is refused. */
export async function tripwireAfter(
  call: TripwireCall,
  prompts: PromptStore,
  ports: TripwirePorts,
): Promise<TripwireAnswer> {
  const ws = new WatchStore(call.storeDir);
  return ws.locked(async () => {
    const now = ports.now();
    const at = now.getTime();
    const { place } = call;
    const state = ws.load();
    if (state !== undefined) rebase(state, place.root);
    if (state === undefined) {
      // no record yet (installed mid-session): from now on
      const rules = await loadRules(place, ports.env, ports.knownPatterns);
      ws.save(await recordAll({ place, rules }, ws, ports, at));
      ws.markCall(undefined);
      return { message: '' };
    }
    const m = moved(state);
    const refs = place.gitDir !== null && refsMoved(state);
    if (nothingMoved(m) && !refs) return { message: '' };
    if (!(await recordIsThisTurns(state, ws, call, prompts))) {
      const rules = await loadRules(place, ports.env, ports.knownPatterns);
      ws.save(await recordAll({ place, rules }, ws, ports, at, state));
      ws.markCall(undefined);
      return { message: '' };
    }
    // the manifests as they were before the call
    const texts = new Map<string, string | null>();
    for (const path of m.files) {
      const e = state.files[path]!;
      if (posix.basename(path) === '.diffgate.tsv' || path.endsWith('/diffgate/manifest.tsv'))
        texts.set(path, e.t === 'f' && e.b !== undefined ? new TextDecoder().decode(ws.readBlob(e.b)) : null);
    }
    const rules = await loadRules(place, ports.env, ports.knownPatterns, texts);
    const ctx: Context = { place, rules };
    const list = new WatchList(ctx, ports.env, ws.storeDir, ports.selfDir);
    const found = differences(state, m, list, ws, at);
    // the checker is loaded only when something protected changed
    const judged = found.length === 0 ? [] : await (await import('./judge.js')).judge(found, ctx, ws);
    // The person's words count only as the prompt store held them before the call: a call that
    // wrote the store (forging a prompt) gets no release, and the store is put back.
    const forged = found.some((d) => isWithin(d.path, posix.join(call.storeDir, 'sessions')));
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
      'quarantine',
      `${now.toISOString().replace(/[:.]/g, '-')}-${(call.toolUseId ?? call.tool).replace(/[^A-Za-z0-9_-]/g, '_')}`,
    );
    const report: { denials: Denial[]; kept: string | null; existed: boolean; path: string; failed?: string }[] = [];
    const audit: AuditEntry[] = [];
    const failed = new Set<string>();
    let manifestAccepted = false;
    for (const d of found) {
      const denials = refused.get(d.path);
      if (denials === undefined) {
        if (d.guard.manifest) manifestAccepted = true;
        state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
        continue;
      }
      const inside = isWithin(d.path, place.root);
      const name = inside ? posix.relative(place.root, d.path) : d.path.replace(/^\/+/, '');
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
    let commits: { refused: RefusedCommit[]; errors: string[] } = { refused: [], errors: [] };
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
      );
      for (const r of commits.refused)
        audit.push({
          time: now.toISOString(),
          session: call.session,
          tool: call.tool,
          rule: 'commit',
          action: 'commit-refused',
          commit: r.commit,
        });
      state.heads = heads;
      state.refKeys = refKeys(place.gitDir!);
    }
    if (audit.length > 0) await prompts.audit(audit);
    // what putting back and recording did to folders and records is diffgate's own doing
    for (const d of differences(state, moved(state), list, ws, at))
      if (!failed.has(d.path)) state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
    if (manifestAccepted) {
      const fresh = await loadRules(place, ports.env, ports.knownPatterns);
      ws.save(await recordAll({ place, rules: fresh }, ws, ports, at, state));
      ws.markCall(undefined);
    } else {
      recordNewlyWatched(state, list, ws, at);
      state.at = at;
      ws.save(state);
    }
    return { message: render(call.tool, report, commits, place, rules.releasePhrases) };
  });
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

function render(
  tool: string,
  report: { denials: Denial[]; kept: string | null; existed: boolean; path: string; failed?: string }[],
  commits: { refused: RefusedCommit[]; errors: string[] },
  place: Place,
  phrases: readonly string[],
): string {
  if (report.length === 0 && commits.refused.length === 0 && commits.errors.length === 0) return '';
  const out: string[] = [];
  if (report.length > 0) out.push(t.header(tool, report.length), '');
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
  for (const c of commits.refused) {
    out.push(t.commit(c.commit, c.subject));
    for (const v of c.violations) out.push(`  ${location(v)} [${v.rule}] ${v.message}`, `    ${t.why} ${v.reason}`);
    out.push(`  ${t.commitRecorded(displayPath(c.record, place))}`, `  ${t.next} ${t.commitNext()}`, '');
  }
  for (const e of commits.errors) out.push(t.commitError(e), '');
  if (releasable) out.push(t.release(phrases));
  out.push(t.workaround());
  return `${out.join('\n')}\n`;
}
