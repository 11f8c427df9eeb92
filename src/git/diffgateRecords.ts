/**
 * What the git hooks keep under the repository's `.git/diffgate/` (the common git directory, so
 * every linked worktree sees the same records):
 *  - `releases/<tree>-<parent>.json`: written by pre-commit when a person set DIFFGATE_RELEASE;
 *    pre-push honours a commit's Diffgate-Release trailer only when the record for that commit's
 *    tree and first parent exists, so a trailer typed, copied (`git commit -C`) or cherry-picked
 *    releases nothing.
 *  - `refused/<commit>.json`: written by the agent tripwire for a violating commit an agent made
 *    during a tool call; pre-push refuses such a commit whatever its trailer says.
 *  - `audit.jsonl`: one line for each release a person made at push time.
 * Agents cannot write here: `.git/diffgate/` is a gate file for every agent layer. Yet a process
 * that gets past the pre-check can, so a release record counts only when the ledger outside the
 * repository lists it too (agent/ledger.ts; pre-push and the tripwire's HEAD move check).
 */
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Git } from './runGit.js';

export interface RecordDirs {
  /** `<common git dir>/diffgate`: releases, refused commits, the audit log. */
  common: string;
  /** `<this worktree's git dir>/diffgate` (the same folder outside a linked worktree). */
  worktree: string;
}

export async function recordDirs(git: Git, cwd: string): Promise<RecordDirs> {
  const [gitDir = '', common = ''] = (await git.raw(['rev-parse', '--absolute-git-dir', '--git-common-dir']))
    .trim()
    .split('\n');
  return { common: join(resolve(cwd, common), 'diffgate'), worktree: join(gitDir, 'diffgate') };
}

export interface ReleaseRecord {
  tree: string;
  /** The commit's first parent; null for a root commit. */
  parent: string | null;
  reason: string;
  /** What the release lifted (`rule path`), as in the trailer. */
  items: string[];
  at: string;
}

/** A release record's id (its file name without `.json`), as the ledger lists it (agent/ledger.ts). */
export const releaseId = (tree: string, parent: string | null): string => `${tree}-${parent ?? 'root'}`;

export const releaseFile = (dirs: RecordDirs, tree: string, parent: string | null): string =>
  join(dirs.common, 'releases', `${releaseId(tree, parent)}.json`);

export function writeReleaseRecord(dirs: RecordDirs, record: ReleaseRecord): string {
  const file = releaseFile(dirs, record.tree, record.parent);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(record)}\n`);
  return file;
}

/** The release a person made with DIFFGATE_RELEASE for a commit of this tree on this parent, if any. */
export function findReleaseRecord(dirs: RecordDirs, tree: string, parent: string | null): ReleaseRecord | undefined {
  const file = releaseFile(dirs, tree, parent);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ReleaseRecord;
  } catch {
    // A record that does not parse is still a person's release (only a person's pre-commit writes
    // there), but its reason is lost: say so rather than refuse the push.
    return { tree, parent, reason: '(unreadable release record)', items: [], at: '' };
  }
}

export interface RefusedViolation {
  rule: string;
  path: string;
  reason: string;
}

export interface RefusedRecord {
  commit: string;
  session?: string;
  at?: string;
  violations: RefusedViolation[];
  /** Where the record is, for the message. */
  file: string;
}

/**
 * The commits the agent tripwire refused, by full commit id. A record that does not parse still
 * refuses its commit (fail closed), with no details.
 */
export function refusedCommits(dirs: RecordDirs): Map<string, RefusedRecord> {
  const found = new Map<string, RefusedRecord>();
  for (const base of new Set([dirs.common, dirs.worktree])) {
    const dir = join(base, 'refused');
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw e;
    }
    for (const name of names) {
      const m = /^([0-9a-f]{40}|[0-9a-f]{64})\.json$/.exec(name);
      if (!m) continue;
      const file = join(dir, name);
      let data: Partial<RefusedRecord> = {};
      try {
        data = JSON.parse(readFileSync(file, 'utf8')) as Partial<RefusedRecord>;
      } catch {
        // unreadable: refused all the same
      }
      found.set(m[1]!, {
        commit: m[1]!,
        ...(typeof data.session === 'string' ? { session: data.session } : {}),
        ...(typeof data.at === 'string' ? { at: data.at } : {}),
        violations: Array.isArray(data.violations) ? data.violations : [],
        file,
      });
    }
  }
  return found;
}

export function appendAudit(dirs: RecordDirs, entries: Record<string, unknown>[]): string {
  mkdirSync(dirs.common, { recursive: true });
  const file = join(dirs.common, 'audit.jsonl');
  appendFileSync(file, entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
  return file;
}
