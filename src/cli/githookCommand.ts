/**
 * `diffgate githook <name>`: what the scripts in githooks/ (and the husky, lefthook and
 * pre-commit framework entries) run.
 *  - pre-commit: check the staged change; DIFFGATE_RELEASE="why" lets a blocked commit through and
 *    leaves a note for prepare-commit-msg.
 *  - prepare-commit-msg: turn that note into a `Diffgate-Release:` trailer.
 *  - pre-push: check every pushed commit against its first parent, so a commit made with
 *    --no-verify is caught before it leaves the machine; a commit whose trailer records a release
 *    passes, and DIFFGATE_RELEASE at push time releases the push.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { Ledger } from '../agent/ledger.js';
import { asCommitted } from '../git/asCommitted.js';
import { gitHookText as t } from '../core/messages/gitHook.js';
import type { Verdict } from '../core/verdict.js';
import { runGit, type Git } from '../git/runGit.js';
import {
  appendAudit,
  findReleaseRecord,
  recordDirs,
  releaseFile,
  releaseId,
  type RecordDirs,
  refusedRecords,
  releaseFromBatch,
  writeReleaseRecord,
} from '../git/diffgateRecords.js';
import { isAncestor } from '../git/isAncestor.js';
import { type PushedCommit, pushedCommits, type PushLine, type PushPlan } from '../git/pushedCommits.js';
import { GitUsageError } from '../git/changeSet.js';
import { cliText } from '../core/messages/cli.js';
import { DEFAULT_MANIFEST } from '../git/readChanges.js';
import { pushTrusted } from '../git/remoteTrust.js';
import { agentCallOpen } from './agentCallOpen.js';
import { EXIT, useColor, type Io } from './io.js';
import { renderText, renderViolations } from './renderText.js';
import { runCheck } from './runCheck.js';
import { commitChecks } from './commitChecks.js';
import { UsageError } from './usageError.js';

const PENDING = 'release-pending.json';

export async function githookCommand(args: string[], given: Io): Promise<number> {
  const [hook, ...rest] = args;
  // commits are judged as they are, not as `git replace` or a graft makes them look (review-16 A05, review 6 M3)
  const io: Io = { ...given, env: asCommitted(given.env) };
  const git = runGit(io.cwd, io.env);
  // A merge made by `git merge` runs pre-merge-commit, not pre-commit: the index holds the merge
  // result and HEAD is the first parent, so the same staged check covers it (judged as a merge).
  if (hook === 'pre-commit' || hook === 'pre-merge-commit') return preCommit(git, io, hook === 'pre-merge-commit');
  if (hook === 'prepare-commit-msg') return prepareCommitMsg(git, rest[0], io);
  if (hook === 'pre-push') return prePush(io, rest[0] ?? io.env.PRE_COMMIT_REMOTE_NAME);
  throw new UsageError(t.unknownHook(hook ?? ''));
}

function releaseReason(io: Io): string | undefined {
  const reason = io.env.DIFFGATE_RELEASE?.trim();
  return reason ? reason.replace(/\s+/g, ' ') : undefined;
}

/**
 * DIFFGATE_RELEASE's reason, unless an agent's call is open in this repository (agentCallOpen.ts):
 * then it is ignored, and the hook says so. Looked up only when the variable is set.
 */
async function personsRelease(
  git: Git,
  io: Io,
  hook: 'commit' | 'push',
  given?: RecordDirs,
): Promise<string | undefined> {
  const reason = releaseReason(io);
  if (reason === undefined) return undefined;
  const dirs = given ?? (await recordDirs(git, io.cwd));
  const ledgers = [...new Set([dirs.common, dirs.worktree])].map((d) => ledgerOf(d, io));
  if (!agentCallOpen(dirs, ledgers)) return reason;
  io.stderr(`${t.releaseInAgentCall(hook)}\n`);
  return undefined;
}

async function pendingFile(git: Git): Promise<string> {
  const gitDir = (await git.raw(['rev-parse', '--absolute-git-dir'])).trim();
  return join(gitDir, 'diffgate', PENDING);
}

function blockedItems(verdict: Verdict): string[] {
  return [...new Set(verdict.violations.map((v) => `${v.rule} ${v.path}`))];
}

async function preCommit(git: Git, io: Io, mergeHook: boolean): Promise<number> {
  const reason = await personsRelease(git, io, 'commit');
  // The release note lives in the git dir, which costs a git process to find: only a release
  // needs it. (prepare-commit-msg uses a note only when DIFFGATE_RELEASE still names its reason,
  // so a note left by an aborted commit is harmless without one; with one it is replaced below.)
  const [pending, outcome] = await Promise.all([
    reason
      ? pendingFile(git).then(async (file) => {
          rmSync(file, { force: true });
          return file;
        })
      : '',
    runCheck({ kind: 'staged', mergeHook }, { cwd: io.cwd, env: io.env }),
  ]);
  const note = async (items: string[]) => {
    mkdirSync(join(pending, '..'), { recursive: true });
    writeFileSync(pending, JSON.stringify({ reason, items }));
  };
  if (!outcome.ok) {
    io.stderr(`${outcome.error}\n`);
    if (!reason) return EXIT.config;
    await note(['configuration error']);
    await recordRelease(git, io, reason, ['configuration error']);
    io.stderr(`${t.releasedError(reason)}\n`);
    return EXIT.ok;
  }
  let { verdict, manifestLabel } = outcome;
  if (verdict.violations.length > 0) {
    // Blocked against HEAD: perhaps the change repairs HEAD (a --no-verify commit being amended),
    // putting protected paths back as HEAD's parent had them. Asked only now: it costs git processes.
    const repaired = await runCheck({ kind: 'staged', restoring: true, mergeHook }, { cwd: io.cwd, env: io.env });
    if (repaired.ok) ({ verdict, manifestLabel } = repaired);
  }
  for (const line of verdict.notes ?? []) io.stderr(`diffgate: ${line}\n`);
  if (verdict.violations.length === 0) return EXIT.ok;
  if (!reason) {
    io.stderr(`${renderText(verdict, manifestLabel, useColor(io))}${t.releaseHint()}\n`);
    return EXIT.blocked;
  }
  await note(blockedItems(verdict));
  await recordRelease(git, io, reason, blockedItems(verdict));
  io.stderr(`${t.released(reason, verdict.violations.length)}\n\n${renderViolations(verdict, useColor(io))}`);
  return EXIT.ok;
}

/**
 * The release record pre-push looks for: this commit's tree (the index being committed) and its
 * parent (HEAD). `git commit --amend` makes the commit on HEAD's parent instead, which this hook
 * cannot tell; such a commit's trailer finds no record, and the push asks for a release again.
 */
async function recordRelease(git: Git, io: Io, reason: string, items: string[]): Promise<void> {
  let tree: string;
  try {
    tree = (await git.raw(['write-tree'])).trim();
  } catch {
    return; // an index git cannot commit (unmerged paths): the commit fails anyway
  }
  const parent = await git.raw(['rev-parse', '--verify', '-q', 'HEAD^{commit}']).then(
    (s) => s.trim(),
    () => null,
  );
  const dirs = await recordDirs(git, io.cwd);
  writeReleaseRecord(dirs, { tree, parent, reason, items, at: new Date().toISOString() });
  // listed outside the repository too: pre-push trusts a release record only when diffgate wrote it
  const ledger = ledgerOf(dirs.common, io);
  try {
    ledger.addRelease(releaseId(tree, parent));
  } catch (e) {
    // the commit goes on; its push then asks for the release again (fail closed)
    io.stderr(`${t.ledgerUnwritable(ledger.file, (e as Error).message)}\n`);
  }
}

/** The ledger (outside the repository: agent/ledger.ts) of the git folder that holds `<git dir>/diffgate`. */
function ledgerOf(diffgateDir: string, io: Io): Ledger {
  return Ledger.of(dirname(diffgateDir), io.env, io.env.HOME ?? homedir());
}

async function prepareCommitMsg(git: Git, messageFile: string | undefined, io: Io): Promise<number> {
  if (!messageFile) throw new UsageError('prepare-commit-msg needs the commit message file');
  // Without DIFFGATE_RELEASE no note applies (see below): nothing to look up on the common path.
  if (releaseReason(io) === undefined) return EXIT.ok;
  const pending = await pendingFile(git);
  let note: { reason: string; items: string[] };
  try {
    note = JSON.parse(readFileSync(pending, 'utf8')) as typeof note;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return EXIT.ok;
    throw e;
  }
  // The note belongs to the commit whose pre-commit hook wrote it, and that commit runs with the
  // same DIFFGATE_RELEASE. A note left by a commit that another hook aborted must not release a
  // later commit that pre-commit never checked (cherry-pick, rebase, merge --continue).
  if (releaseReason(io) !== note.reason) {
    rmSync(pending, { force: true });
    return EXIT.ok;
  }
  const trailer = `Diffgate-Release: ${t.trailer(note.reason, note.items)}`;
  const text = readFileSync(messageFile, 'utf8');
  const comment = await commentChar(git);
  const lines = text.split('\n');
  const firstComment = lines.findIndex((l) => l.startsWith(comment));
  const body = firstComment === -1 ? lines : lines.slice(0, firstComment);
  if (body.every((l) => l.trim() === '')) {
    // No message yet: the person writes it in the editor. Leave the first line for the subject and
    // a blank line under it (as `git commit -s` does); a trailer on line 2 would join the subject.
    writeFileSync(messageFile, `\n\n${trailer}\n${firstComment === -1 ? '' : lines.slice(firstComment).join('\n')}`);
  } else {
    // git merge -m writes its message without a final newline, and interpret-trailers then puts
    // the trailer in the subject's paragraph, where git no longer reads it as a trailer.
    if (!text.endsWith('\n')) writeFileSync(messageFile, `${text}\n`);
    await git.raw(['interpret-trailers', '--in-place', '--trailer', trailer, messageFile]);
  }
  rmSync(pending, { force: true });
  return EXIT.ok;
}

/**
 * The pre-commit framework reads git's pre-push input itself and hands its hooks only the first
 * pushed ref, as PRE_COMMIT_FROM_REF / PRE_COMMIT_TO_REF (or, for a push that reaches a root
 * commit, PRE_COMMIT_LOCAL_BRANCH alone): turn that back into git's line format.
 */
async function preCommitFrameworkInput(git: Git, env: NodeJS.ProcessEnv): Promise<string> {
  if (env.PRE_COMMIT !== '1') return '';
  const local = env.PRE_COMMIT_LOCAL_BRANCH ?? 'HEAD';
  const remote = env.PRE_COMMIT_REMOTE_BRANCH ?? local;
  if (env.PRE_COMMIT_TO_REF && env.PRE_COMMIT_FROM_REF)
    return `${local} ${env.PRE_COMMIT_TO_REF} ${remote} ${env.PRE_COMMIT_FROM_REF}\n`;
  if (env.PRE_COMMIT_LOCAL_BRANCH) {
    const sha = (await git.raw(['rev-parse', '--verify', `${local}^{commit}`])).trim();
    return `${local} ${sha} ${remote} ${'0'.repeat(40)}\n`;
  }
  return '';
}

/** The character that starts a comment line in a commit message being edited (core.commentChar). */
async function commentChar(git: Git): Promise<string> {
  const value = await git.raw(['config', '--get', 'core.commentChar']).then(
    (v) => v.trim(),
    () => '',
  );
  return value === '' || value === 'auto' ? '#' : value;
}

interface Blocked {
  sha: string;
  subject: string;
  parent: string | null;
  /** The paths to put back, and whether the commit added them (then they leave the index only). */
  paths: { path: string; added: boolean }[];
}

const ADDING_RULES: ReadonlySet<string> = new Set(['deny', 'secret']);

async function prePush(io: Io, remote: string | undefined): Promise<number> {
  const git = runGit(io.cwd, io.env);
  let input = await io.readStdin();
  if (input.trim() === '') input = await preCommitFrameworkInput(git, io.env);
  const pushes: PushLine[] = [];
  const refs: { local: string; remote: string }[] = [];
  for (const line of input.split('\n')) {
    if (line.trim() === '') continue;
    const [localRef = '', localSha, remoteRef = '', remoteSha] = line.trim().split(/\s+/);
    refs.push({ local: localRef, remote: remoteRef });
    if (!localSha || !remoteSha || !/^[0-9a-f]+$/.test(localSha) || !/^[0-9a-f]+$/.test(remoteSha)) {
      io.stderr(`diffgate: ${t.badPushLine(line)}\n`);
      return EXIT.config;
    }
    pushes.push({ localSha, remoteSha });
  }
  if (pushes.length === 0) return EXIT.ok;
  const trusted = await pushTrusted(git, remote);
  let reason: string | undefined;
  let plan: PushPlan;
  let dirs: RecordDirs;
  try {
    [plan, dirs] = await Promise.all([
      pushedCommits(git, { cwd: io.cwd, env: io.env, manifestPath: DEFAULT_MANIFEST, trusted }, pushes),
      recordDirs(git, io.cwd),
    ]);
  } catch (e) {
    if (!(e instanceof GitUsageError)) throw e;
    io.stderr(`${cliText.gitError(e.message)}\n`);
    return EXIT.config;
  }
  reason = await personsRelease(git, io, 'push', dirs);
  const { refused, unreadable } = refusedRecords(dirs);
  const sends = pushes.some((p) => !/^0+$/.test(p.localSha));
  // a batch of refused commits that cannot be read: any commit sent may be one of them (fail
  // closed) until a person releases the push, which sets the batch aside
  if (sends && unreadable.length > 0) {
    for (const u of unreadable) io.stderr(`${t.refusedBatchUnreadable(u.file, u.problem)}\n`);
    if (!reason) return EXIT.blocked;
    const at = Date.now();
    const file = appendAudit(
      dirs,
      unreadable.map((u) => ({
        at: new Date(at).toISOString(),
        event: 'push-release-unreadable-refused',
        record: u.file,
        problem: u.problem,
        reason,
      })),
    );
    for (const u of unreadable) renameSync(u.file, `${u.file}.aside-${at}`);
    io.stderr(`${t.pushReleasedByEnv(reason)}\n${t.pushAudited(file)}\n`);
  }
  // refused commits the ledger lists, though their record in `refused/` be gone (review 1 R1-F3b)
  const ledgers = [...new Set([dirs.common, dirs.worktree])].map((d) => ledgerOf(d, io));
  // a ledger that could not list every refused commit, or cannot be read, refuses every push that
  // sends a commit, until a person releases one (review 2 O1: fail closed)
  const unsure = sends ? ledgers.filter((l) => l.unlisted() > 0) : [];
  if (unsure.length > 0) {
    for (const l of unsure) {
      const problem = l.problem();
      io.stderr(
        `${problem === undefined ? t.ledgerUnlisted(l.unlisted(), l.file) : t.ledgerUnreadable(l.file, problem)}\n`,
      );
    }
    if (!reason) return EXIT.blocked;
    const file = appendAudit(
      dirs,
      pushes.map((p) => ({ at: new Date().toISOString(), event: 'push-release-unlisted', commit: p.localSha, reason })),
    );
    for (const l of unsure) l.clearUnlisted();
    io.stderr(`${t.pushReleasedByEnv(reason)}\n${t.pushAudited(file)}\n`);
  }
  // (every one, not only those the plan holds: one a call put on a trusted remote-tracking ref is
  // left out of the plan, and found by refusedOnTrustedRefs below; refusals are few, and a release
  // at push takes them off the ledger)
  for (const ledger of ledgers)
    for (const sha of ledger.refused())
      if (!refused.has(sha))
        refused.set(sha, { commit: sha, violations: [], file: join(dirs.common, 'refused', `${sha}.json`) });
  const judged = new Map(plan.judged.map((c) => [c.sha, c]));
  const progress = io.isTTY && plan.judged.length >= PROGRESS_FROM;
  const blocked: Blocked[] = [];
  const released: { commit: string; refused: boolean; record?: string; batch?: boolean }[] = [];
  let errors = 0;
  let done = 0;
  const pushed = [...(await refusedOnTrustedRefs(git, refused, plan.all, pushes)), ...plan.all];
  const outcomes = await commitChecks(
    plan.judged.filter((c) => !refused.has(c.sha)),
    { cwd: io.cwd, env: io.env },
    progress ? () => io.stderr(`\r${t.progress(++done, plan.judged.length)}`) : undefined,
  );
  if (progress && done > 0) io.stderr('\n');
  const facts = await commitFacts(
    git,
    [...outcomes].flatMap(([sha, o]) => (o.ok && o.verdict.violations.length === 0 ? [] : [sha])),
  );
  for (const { sha } of pushed) {
    const refusal = refused.get(sha);
    if (refusal) {
      const subject = (await git.raw(['log', '-1', '--format=%s', sha])).trim();
      io.stderr(`${t.refusedByTripwire(sha, subject, refusal.session, refusal.at)}\n`);
      for (const v of refusal.violations) io.stderr(`${t.refusedViolation(v.rule, v.path, v.reason)}\n`);
      io.stderr(`${t.refusedHint()}\n\n`);
      released.push({ commit: sha, refused: true, record: refusal.file, ...(refusal.batch ? { batch: true } : {}) });
      continue;
    }
    const under = judged.get(sha);
    const outcome = outcomes.get(sha);
    if (under === undefined || outcome === undefined) continue;
    const { parent } = under;
    if (outcome.ok && outcome.verdict.violations.length === 0) continue;
    const { subject, tree, trailer } = facts.get(sha) ?? { subject: '', tree: '', trailer: '' };
    if (trailer.trim() !== '') {
      const common = ledgerOf(dirs.common, io);
      if (findReleaseRecord(dirs, tree, parent) === undefined)
        io.stderr(`${t.trailerWithoutRecord(sha, trailer.trim())}\n`);
      else if (common.hasRelease(releaseId(tree, parent))) {
        io.stderr(`${t.pushReleasedByTrailer(sha, trailer.trim())}\n`);
        continue;
      } else io.stderr(`${t.releaseNotInLedger(sha, trailer.trim(), releaseFile(dirs, tree, parent), common.file)}\n`);
    }
    io.stderr(`${t.pushCommit(sha, subject)}\n`);
    released.push({ commit: sha, refused: false });
    if (!outcome.ok) {
      errors++;
      io.stderr(`${outcome.error}\n\n`);
    } else {
      blocked.push({
        sha,
        subject,
        parent,
        paths: [...new Map(outcome.verdict.violations.map((v) => [v.path, ADDING_RULES.has(v.rule)])).entries()].map(
          ([path, added]) => ({ path, added }),
        ),
      });
      io.stderr(renderText(outcome.verdict, outcome.manifestLabel, useColor(io)));
    }
  }
  const notJudged = plan.all.filter((c) => !judged.has(c.sha) && !refused.has(c.sha)).length;
  if (notJudged > 0) io.stderr(`${t.notJudged(notJudged, plan.judged.length)}\n`);
  if (released.length === 0) return EXIT.ok;
  if (reason) {
    const at = new Date().toISOString();
    const file = appendAudit(
      dirs,
      released.map((r) => ({ at, event: 'push-release', commit: r.commit, agentCommit: r.refused, reason })),
    );
    // a refused commit the person released is no longer refused, wherever it is pushed from now on
    const batches = new Map<string, Set<string>>();
    for (const r of released)
      if (r.record !== undefined && r.batch) batches.set(r.record, (batches.get(r.record) ?? new Set()).add(r.commit));
      else if (r.record !== undefined && existsSync(r.record))
        renameSync(r.record, r.record.replace(/\.json$/, RELEASED_SUFFIX));
    for (const [batch, shas] of batches) releaseFromBatch(batch, shas);
    for (const ledger of ledgers) ledger.dropRefused(released.filter((r) => r.refused).map((r) => r.commit));
    io.stderr(`${t.pushReleasedByEnv(reason)}\n${t.pushAudited(file)}\n`);
    return EXIT.ok;
  }
  const refusedCount = released.filter((r) => r.refused).length;
  io.stderr(`${t.pushBlocked(released.length)}\n`);
  const steps =
    refusedCount === 0 && errors === 0 ? await fixSteps(git, blocked, pushCommand(remote, refs)) : undefined;
  io.stderr(`${steps ? t.fixSteps(steps) : t.pushHint()}\n`);
  return errors > 0 ? EXIT.config : EXIT.blocked;
}

/**
 * What a blocked commit's report needs (its subject, its tree, its release trailer), for the
 * blocked commits of a push in one `git log --no-walk -z` per FACTS_PER_CALL commits (a command
 * line holds some tens of thousands of ids). Every field ends in a NUL, which no subject or trailer
 * holds, and every record is four fields led by its own commit id; a record that is not read as
 * such leaves its commit without facts (then it is blocked, and no trailer releases it).
 */
async function commitFacts(
  git: Git,
  shas: string[],
): Promise<Map<string, { subject: string; tree: string; trailer: string }>> {
  const out = new Map<string, { subject: string; tree: string; trailer: string }>();
  for (let at = 0; at < shas.length; at += FACTS_PER_CALL) {
    const batch = shas.slice(at, at + FACTS_PER_CALL);
    const listed = await git.raw([
      'log',
      '--no-walk=unsorted',
      '-z',
      '--format=%H%x00%s%x00%T%x00%(trailers:key=Diffgate-Release,valueonly,separator=%x20)',
      ...batch,
    ]);
    const fields = listed.split('\0');
    const asked = new Set(batch);
    for (let k = 0; k + 3 < fields.length; k += 4) {
      const [sha = '', subject = '', tree = '', trailer = ''] = fields.slice(k, k + 4);
      if (!asked.has(sha) || !/^[0-9a-f]{40,64}$/.test(tree)) break; // out of step: the rest get no facts
      out.set(sha, { subject: subject.trimStart(), tree, trailer: trailer.trim() });
    }
  }
  return out;
}

/** Commits named on one `git log` command line. */
const FACTS_PER_CALL = 1000;

/** A refused commit's record once a person released it at push time (`<sha>.released.json`: no longer a refusal). */
const RELEASED_SUFFIX = '.released.json';

/**
 * Refused commits the push adds that the plan left out because a trusted remote-tracking ref has
 * them: such a ref is a local file a call can point anywhere (review-15c F13), and a refusal holds
 * until a person releases the commit. Reached from a pushed commit and not from what the remote
 * already has for that ref.
 */
async function refusedOnTrustedRefs(
  git: Git,
  refused: ReadonlyMap<string, unknown>,
  planned: readonly PushedCommit[],
  pushes: readonly PushLine[],
): Promise<PushedCommit[]> {
  const inPlan = new Set(planned.map((c) => c.sha));
  const out: PushedCommit[] = [];
  for (const sha of refused.keys()) {
    if (inPlan.has(sha)) continue;
    for (const { localSha, remoteSha } of pushes) {
      if (!(await isAncestor(git, sha, localSha)) || (await isAncestor(git, sha, remoteSha))) continue;
      out.push({ sha, parent: null, otherParents: [] });
      break;
    }
  }
  return out;
}

/** The push again, as exactly as git told the hook: the remote, and the refs when they were named. */
function pushCommand(remote: string | undefined, refs: { local: string; remote: string }[]): string {
  if (!remote || refs.length !== 1) return remote ? `git push ${shellQuote(remote)}` : 'git push';
  const [{ local, remote: to }] = refs as [{ local: string; remote: string }];
  const short = (ref: string) => ref.replace(/^refs\/heads\//, '');
  const spec = short(local) === short(to) ? short(local) : `${short(local)}:${to}`;
  return `git push ${shellQuote(remote)} ${shellQuote(spec)}`;
}

/** Show progress on a terminal from this many commits to check. */
const PROGRESS_FROM = 20;

const shellQuote = (s: string) => (/^[\w./@%+=:,-]+$/.test(s) ? s : `'${s.replaceAll("'", `'\\''`)}'`);

/** How to put one blocked commit's paths back, run while that commit is HEAD. */
function restoreSteps(c: Blocked): string[] {
  const added = c.paths.filter((p) => p.added).map((p) => shellQuote(p.path));
  const changed = c.paths.filter((p) => !p.added).map((p) => shellQuote(p.path));
  return [
    ...(changed.length ? [`git restore --source=HEAD^ --staged --worktree -- ${changed.join(' ')}`] : []),
    ...(added.length ? [`git rm --cached -q -- ${added.join(' ')}`] : []),
    'git commit --amend --no-edit --allow-empty',
  ];
}

/**
 * The fix as commands, when it can be given exactly: each blocked commit is on the branch checked
 * out, has a parent, and no merge lies in the way of `git rebase -i`. Otherwise undefined (the
 * general advice is given).
 */
async function fixSteps(git: Git, blocked: Blocked[], push: string): Promise<string[] | undefined> {
  if (blocked.length === 0 || blocked.some((b) => b.parent === null)) return undefined;
  const head = await git.raw(['rev-parse', '--verify', '-q', 'HEAD']).then(
    (s) => s.trim(),
    () => '',
  );
  if (blocked.length === 1 && blocked[0]!.sha === head) return [...restoreSteps(blocked[0]!), push];
  const first = blocked[0]!;
  // What `git rebase -i <first>^` would replay, in one rev-list: every blocked commit must be
  // in it, and no merge.
  const replayed = (await git.raw(['rev-list', '--parents', 'HEAD', '--not', first.parent!, '--']))
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => l.split(' '));
  if (replayed.some((parents) => parents.length > 2)) return undefined;
  const onHead = new Set(replayed.map(([sha]) => sha));
  if (blocked.some((b) => !onHead.has(b.sha))) return undefined;
  const steps = [
    `git rebase -i ${first.sha.slice(0, 12)}^`,
    ...blocked.map((b) => `# ${t.rebaseEdit(b.sha, b.subject)}`),
  ];
  for (const b of blocked) steps.push(...restoreSteps(b), 'git rebase --continue');
  steps.push(push);
  return steps;
}
