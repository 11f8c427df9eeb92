/**
 * Which change an event asks to check, from its payload (shaped as GitHub documents it). Pure:
 * payload in, target out; a payload without what the event must carry is an error naming the field.
 *
 * - pull_request, pull_request_target: pull_request.base.sha .. pull_request.head.sha.
 * - merge_group: merge_group.base_sha .. merge_group.head_sha; the pull request is named in head_ref.
 * - push: before .. after. A new branch (before = 000...0) is compared with the default branch, so
 *   the commits it adds are checked; a new default branch (a repository's first push) has nothing
 *   to compare with, so every file it holds is checked with no manifest in force. A deleted branch
 *   has no change.
 * The base and head inputs replace the event's, and make any other event checkable.
 */
import { actionText as t } from '../core/messages/action.js';
import { ActionError } from './actionError.js';

/** Where the base comes from: a revision, the tip of a branch on origin, or nothing (the empty tree). */
export type BaseSpec = { kind: 'rev'; rev: string } | { kind: 'default-branch'; branch: string } | { kind: 'empty' };

/** Where the pull request that could be released comes from. */
export type PullRequestSource =
  /** Only its number: the labels and author are read from the API at run time, never from a (possibly re-run) payload. */
  | { kind: 'pull-request'; number: number }
  | { kind: 'queue-entry'; headRef: string }
  /**
   * A pushed commit that may be a pull request's merge: the pushed `ref` and `before` (null for a new
   * branch), and `firstParent`, the merge's first parent (the caller reads it from the checkout): a
   * release covers only the push of the merge onto its base branch, from the commit it was merged into.
   */
  | { kind: 'merge-commit'; sha: string; ref?: string; before?: string | null; firstParent?: string | null }
  | { kind: 'none' };

export type Target =
  | { kind: 'nothing'; why: string }
  | {
      kind: 'change';
      what: string;
      base: BaseSpec;
      head: string;
      pr: PullRequestSource;
      note?: string;
      /** The fork the head comes from (a pull request from a fork), for messages about a missing head. */
      fork?: string;
    };

const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const ZERO = /^0+$/;

export function eventTarget(
  name: string,
  payload: unknown,
  overrides: { base?: string | undefined; head?: string | undefined },
): Target {
  const { base, head } = overrides;
  const target = fromEvent(name, payload);
  if (target === undefined || target.kind === 'nothing') {
    if (base !== undefined && head !== undefined) {
      return {
        kind: 'change',
        what: `the ${name} event`,
        base: { kind: 'rev', rev: base },
        head,
        pr: { kind: 'none' },
      };
    }
    if (target === undefined) throw new ActionError(t.unsupportedEvent(name));
    return target;
  }
  const changed = { ...target, ...(head !== undefined ? { head } : {}) };
  if (base === undefined) return changed;
  const { note: _note, ...rest } = changed;
  return { ...rest, base: { kind: 'rev', rev: base } };
}

/** undefined: an event with no change of its own (only the inputs can name one). */
function fromEvent(name: string, payload: unknown): Target | undefined {
  const at = (path: string) => field(payload, path);
  switch (name) {
    case 'pull_request':
    case 'pull_request_target': {
      const number = num(name, 'pull_request.number', at('pull_request.number'));
      const headRepo = at('pull_request.head.repo');
      const headName = at('pull_request.head.repo.full_name');
      const fork =
        headRepo === null
          ? 'a deleted fork'
          : typeof headName === 'string' && headName !== at('pull_request.base.repo.full_name')
            ? headName
            : undefined;
      return {
        ...(fork !== undefined ? { fork } : {}),
        kind: 'change',
        what: `pull request #${number}`,
        base: { kind: 'rev', rev: sha(name, 'pull_request.base.sha', at('pull_request.base.sha')) },
        head: sha(name, 'pull_request.head.sha', at('pull_request.head.sha')),
        pr: { kind: 'pull-request', number },
      };
    }
    case 'merge_group': {
      const headRef = str(name, 'merge_group.head_ref', at('merge_group.head_ref'));
      return {
        kind: 'change',
        what: `merge group ${headRef}`,
        base: { kind: 'rev', rev: sha(name, 'merge_group.base_sha', at('merge_group.base_sha')) },
        head: sha(name, 'merge_group.head_sha', at('merge_group.head_sha')),
        pr: { kind: 'queue-entry', headRef },
      };
    }
    case 'push': {
      const ref = str(name, 'ref', at('ref'));
      const after = sha(name, 'after', at('after'));
      if (at('deleted') === true || ZERO.test(after)) return { kind: 'nothing', why: t.branchDeleted(ref) };
      const before = sha(name, 'before', at('before'));
      const what = `the push to ${ref}`;
      const pr = { kind: 'merge-commit' as const, sha: after, ref, before: ZERO.test(before) ? null : before };
      if (!ZERO.test(before)) return { kind: 'change', what, base: { kind: 'rev', rev: before }, head: after, pr };
      const branch = at('repository.default_branch');
      if (typeof branch !== 'string' || branch === '' || ref === `refs/heads/${branch}`) {
        return { kind: 'change', what, base: { kind: 'empty' }, head: after, pr, note: t.newDefaultBranch(ref) };
      }
      return {
        kind: 'change',
        what,
        base: { kind: 'default-branch', branch },
        head: after,
        pr,
        note: t.newBranch(ref, branch),
      };
    }
    default:
      return undefined;
  }
}

function field(value: unknown, path: string): unknown {
  let at = value;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

function sha(event: string, path: string, value: unknown): string {
  if (typeof value === 'string' && SHA.test(value)) return value;
  throw new ActionError(t.badField(event, path, 'a commit id (40 or 64 hexadecimal digits)'));
}

function str(event: string, path: string, value: unknown): string {
  if (typeof value === 'string' && value !== '') return value;
  throw new ActionError(t.badField(event, path, 'a non-empty string'));
}

function num(event: string, path: string, value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  throw new ActionError(t.badField(event, path, 'a pull request number'));
}
