/**
 * Makes sure the checkout holds the base, the head and their merge base. actions/checkout fetches
 * one commit by default: a missing base or head is fetched from origin by name, and a shallow
 * checkout is deepened step by step (then unshallowed) until the merge base appears. Every fetch is
 * logged. What still cannot be found fails with a message that fits the cause: no merge base in a
 * shallow checkout asks for `fetch-depth: 0`; a commit origin no longer has is a force-push (or a
 * fork this token cannot read); a checkout without origin asks for actions/checkout.
 */
import { actionText as t } from '../core/messages/action.js';
import { gitMessage, type Git } from '../git/runGit.js';
import { ActionError } from './actionError.js';
import type { BaseSpec } from './eventTarget.js';

/** Commit ids: base null means the empty tree (nothing to compare with). */
export interface Range {
  base: string | null;
  head: string;
}

/** Depth of a fetch into a shallow checkout, and the steps by which it is deepened. */
const FETCH_DEPTH = 50;
const DEEPEN_STEPS = [50, 200, 1000];
const FETCH = ['fetch', '--no-tags', '--no-recurse-submodules', '--quiet'];

export interface HeadOrigin {
  /** The fork's full name for a pull request from a fork, else null. */
  fork: string | null;
  /** The checkout's folder, for messages. */
  cwd?: string;
  /** The event's name: a push's missing base is its `before`, not a pull request's base. */
  event?: string;
  /** git for the calls to origin (fetch, ls-remote), ended after `timeoutMs`; else `git` itself. */
  network?: { git: Git; timeoutMs: number };
}

const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** What git prints when origin does not have (or will not send) a commit asked for by id. */
const GONE =
  /not our ref|couldn't find remote ref|no such remote ref|unadvertised object|did not send all necessary objects/i;

export async function resolveRange(
  git: Git,
  base: BaseSpec,
  head: string,
  log: (line: string) => void,
  origin: HeadOrigin = { fork: null },
): Promise<Range> {
  const shallow = await isShallow(git, origin.cwd);
  const net = timed(git, origin.network);
  const headSha = await ensureCommit(git, net, 'head', head, shallow, log, origin);
  let baseRev: string | null = base.kind === 'rev' ? base.rev : null;
  if (base.kind === 'default-branch') {
    baseRev = await remoteBranch(git, net, base.branch);
    if (baseRev === null) log(t.defaultBranchMissing(base.branch));
  }
  if (baseRev === null) return { base: null, head: headSha };
  const baseSha = await ensureCommit(git, net, 'base', baseRev, shallow, log, origin);
  await ensureMergeBase(git, net, baseSha, headSha, shallow, log);
  return { base: baseSha, head: headSha };
}

/**
 * `network.git`, whose command that ran out of time fails as an ActionError naming the command and
 * origin's address (a remote that accepts the connection and never answers would otherwise hold
 * the job until its timeout-minutes).
 */
function timed(git: Git, network: HeadOrigin['network']): Git {
  if (network === undefined) return git;
  return {
    raw: async (args) => {
      try {
        return await network.git.raw(args);
      } catch (e) {
        if ((e as { code?: unknown }).code !== 'ETIMEDOUT') throw e;
        const url = await git.raw(['remote', 'get-url', 'origin']).catch(() => '');
        throw new ActionError(
          t.gitTimedOut(`git ${args.join(' ')}`, withoutCredentials(url.trim()), network.timeoutMs),
        );
      }
    },
  };
}

function withoutCredentials(url: string): string {
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    return u.toString();
  } catch {
    return url === '' ? 'origin' : url.replace(/\/\/[^/@]*@/, '//');
  }
}

async function isShallow(git: Git, where = 'the working directory'): Promise<boolean> {
  try {
    return (await git.raw(['rev-parse', '--is-shallow-repository'])).trim() === 'true';
  } catch (e) {
    const message = gitMessage(e);
    if (/not a git repository/i.test(message)) throw new ActionError(t.notARepository(where));
    throw new ActionError(t.gitError(message));
  }
}

/**
 * stdout of a git command whose "no" is exit status 1 with nothing on stderr (rev-parse --verify
 * --quiet, merge-base): "" for that answer; any other failure is git's own error.
 */
async function ask(git: Git, args: string[]): Promise<string> {
  try {
    return (await git.raw(args)).trim();
  } catch (e) {
    const { code, stderr } = e as { code?: unknown; stderr?: unknown };
    if (code === 1 && (typeof stderr !== 'string' || stderr.trim() === '')) return '';
    throw new ActionError(t.gitError(gitMessage(e)));
  }
}

/** The commit id of `rev`, or null when the checkout does not have it. */
async function commitOf(git: Git, rev: string): Promise<string | null> {
  const out = await ask(git, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]);
  return out === '' ? null : out;
}

async function ensureCommit(
  git: Git,
  net: Git,
  what: string,
  rev: string,
  shallow: boolean,
  log: (line: string) => void,
  origin: HeadOrigin,
): Promise<string> {
  const have = await commitOf(git, rev);
  if (have !== null) return have;
  const depth = shallow ? FETCH_DEPTH : null;
  try {
    await net.raw([...FETCH, ...(depth === null ? [] : [`--depth=${depth}`]), 'origin', rev]);
  } catch (e) {
    if (e instanceof ActionError) throw e;
    throw await whyMissing(git, what, rev, gitMessage(e), origin);
  }
  // A commit id names itself; a ref name fetched from origin lands in FETCH_HEAD.
  const got = (await commitOf(git, rev)) ?? (await commitOf(git, 'FETCH_HEAD'));
  if (got === null) throw new ActionError(t.missingCommit(`${what} commit`, rev, 'origin did not send it'));
  log(t.fetched(what, rev, depth));
  return got;
}

async function mergeBase(git: Git, base: string, head: string): Promise<boolean> {
  return (await ask(git, ['merge-base', base, head])) !== '';
}

async function ensureMergeBase(
  git: Git,
  net: Git,
  base: string,
  head: string,
  shallow: boolean,
  log: (line: string) => void,
): Promise<void> {
  if (await mergeBase(git, base, head)) return;
  if (shallow) {
    try {
      for (const by of DEEPEN_STEPS) {
        await net.raw([...FETCH, `--deepen=${by}`, 'origin', base, head]);
        log(t.deepened(by));
        if (await mergeBase(git, base, head)) return;
        if (!(await isShallow(git))) break;
      }
      if (await isShallow(git)) {
        await net.raw([...FETCH, '--unshallow', 'origin', base, head]);
        log(t.unshallowed());
        if (await mergeBase(git, base, head)) return;
      }
    } catch (e) {
      if (e instanceof ActionError) throw e;
      throw new ActionError(t.fetchFailed(gitMessage(e)));
    }
  }
  // A complete history without a merge base: unrelated histories, which no fetch can mend.
  throw new ActionError(
    shallow && (await isShallow(git)) ? t.noMergeBase(base, head) : t.unrelatedHistories(base, head),
  );
}

/** Why `rev` could not be fetched, with the advice that fits. */
async function whyMissing(
  git: Git,
  what: string,
  rev: string,
  detail: string,
  origin: HeadOrigin,
): Promise<ActionError> {
  const remotes = await ask(git, ['remote']).catch(() => '');
  if (!remotes.split('\n').includes('origin')) return new ActionError(t.noOrigin(what, rev));
  if (SHA.test(rev) && GONE.test(detail)) {
    if (what === 'base')
      return new ActionError(origin.event === 'push' ? t.beforeGone(rev, detail) : t.baseGone(rev, detail));
    if (origin.fork !== null) return new ActionError(t.headInFork(rev, origin.fork, detail));
    return new ActionError(t.headForcePushed(rev, detail));
  }
  return new ActionError(t.missingCommit(SHA.test(rev) ? `${what} commit` : what, rev, detail));
}

/** The tip of `branch` on origin, or null when origin has no such branch. */
async function remoteBranch(git: Git, net: Git, branch: string): Promise<string | null> {
  let out: string;
  try {
    out = await net.raw(['ls-remote', '--heads', 'origin', `refs/heads/${branch}`]);
  } catch (e) {
    if (e instanceof ActionError) throw e;
    throw await whyMissing(git, 'default branch', branch, gitMessage(e), { fork: null });
  }
  const line = out.split('\n').find((l) => l.endsWith(`\trefs/heads/${branch}`));
  return line ? line.split('\t')[0]! : null;
}
