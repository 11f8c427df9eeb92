/**
 * The differences a tool call made to the protected set, judged by the same checker the git hooks
 * use (old = as recorded before the call, new = as it is now), under the manifests as they were
 * before the call. Gate files have no content rule: any difference to one is refused, but for what
 * git and Claude Code write there for everyday work (gateEdit.ts).
 */
import { readlinkSync } from 'node:fs';
import { posix } from 'node:path';
import type { ChangeStatus, FileChange, FileMode, FileSide } from '../../core/change.js';
import { Checker, ReadError } from '../../core/check.js';
import { checkManifestChange } from '../../core/manifestGuard.js';
import { claudeText as c } from '../../core/messages/claude.js';
import { tripwireText as t } from '../../core/messages/tripwire.js';
import type { Violation } from '../../core/verdict.js';
import type { Context } from '../context.js';
import { toolsOf } from '../toolNames.js';
import { type Denial, fromViolation } from '../denial.js';
import { readRegular, readRegularText } from '../../git/readRegular.js';
import { displayPath } from '../displayPath.js';
import { isWithin } from '../realPath.js';
import { everydayGateEdit } from './gateEdit.js';
import type { Difference } from './survey.js';
import type { Entry, WatchStore } from './watchState.js';

/** A denial and the watched path it is about (absolute), so that it can be put back. */
export interface Judged {
  denial: Denial;
  path: string;
}

export async function judge(differences: Difference[], ctx: Context, store: WatchStore): Promise<Judged[]> {
  const { place, rules } = ctx;
  const { edit } = toolsOf(ctx);
  const out: Judged[] = [];
  const inRepo: { change: FileChange; path: string }[] = [];
  const outside: { change: FileChange; path: string }[] = [];
  for (const d of differences) {
    const shown = displayPath(d.path, place);
    // Removing the installed CLI (`rm -rf node_modules`, a reinstall) switches nothing off: every
    // hook then fails, and a failing hook blocks. Writing into it is a gate switch.
    if (d.guard.installed && d.now === undefined) continue;
    if (d.guard.gate && !d.guard.manifest) {
      if (everydayGateEdit(d, place, store)) continue; // `git push -u`, a "don't ask again" rule
      out.push({
        path: d.path,
        denial: {
          rule: 'gate-switch',
          path: shown,
          message: t.changed(shown, t.noun('gate-switch')),
          reason: c.gate.reason(),
          next: t.nextGate(),
          releasable: false,
        },
      });
      continue;
    }
    if (d.guard.manifest && rules.userFiles.includes(d.path)) {
      const newText = d.now === undefined ? null : readRegularText(d.path);
      const before = rules.user ?? { file: shown, rules: [], errors: [] };
      for (const v of checkManifestChange(before, shown, newText))
        out.push({ path: d.path, denial: { ...fromViolation(v), next: t.nextEdit(edit) } });
      continue;
    }
    const within = isWithin(d.path, place.root);
    const rel = within ? posix.relative(place.root, d.path) : d.path.replace(/^\/+/, '');
    const change = changeOf(d, rel, store);
    // a FIFO, socket or folder where nothing was: not a file the rules speak of (it is not committed)
    if (change.old === null && change.new === null) continue;
    (within ? inRepo : outside).push({ change, path: d.path });
    for (const rule of d.guard.rules.filter((r) => r.kind === 'save-gate')) {
      out.push({
        path: d.path,
        denial: {
          rule: 'save-gate',
          path: shown,
          message: c.saveGate.message(shown),
          reason: rule.reason,
          next: c.saveGate.next(rule.options.words ?? []),
          source: `${rule.file}:${rule.line}`,
          releasable: true,
          saveWords: rule.options.words ?? ['save', 'remember'],
        },
      });
    }
  }
  const byRel = (list: { change: FileChange; path: string }[]) =>
    new Map(list.map((x) => [(x.change.new ?? x.change.old)!.path, x.path]));
  for (const [list, checker] of [
    [inRepo, () => new Checker(rules.repo, rules.repoRel)],
    [outside, () => new Checker(rules.outside, null)],
  ] as const) {
    if (list.length === 0) continue;
    const paths = byRel(list);
    let violations: Violation[];
    try {
      violations = (await checker().check(list.map((x) => x.change))).violations;
    } catch (e) {
      // a side that cannot be read (too large, unreadable) cannot be judged: put back (fail closed)
      if (!(e instanceof ReadError)) throw e;
      for (const x of list) out.push({ path: x.path, denial: unreadable(displayPath(x.path, place), e.message, edit) });
      continue;
    }
    for (const v of violations) {
      const path = paths.get(v.path)!;
      out.push({ path, denial: denialOf({ ...fromViolation(v), path: displayPath(path, place) }, edit) });
    }
  }
  return out;
}

function unreadable(shown: string, why: string, edit: string): Denial {
  return {
    rule: 'unreadable',
    path: shown,
    message: t.unreadable(shown, why),
    reason: t.unreadableReason(),
    next: t.nextEdit(edit),
    releasable: false,
  };
}

/**
 * Files larger than this are not read to be judged: the change is refused and put back (fail
 * closed). Judging a 60 MB file's content takes seconds, and the hook must answer within its
 * time limit, which no timer can enforce while the checker runs (review-15 F09).
 */
const READ_LIMIT = 32 * 1024 * 1024;

/** The next action after the tripwire: the checked way (the agent's edit tool), or the person; secrets are never the agent's. */
function denialOf(d: Denial, edit: string): Denial {
  if (d.rule === 'secret') return { ...d, next: t.nextSecret() };
  return { ...d, next: t.nextEdit(edit) };
}

function changeOf(d: Difference, rel: string, store: WatchStore): FileChange {
  const old = d.before.t === '-' ? null : recordedSide(d.before, rel, store);
  const now = diskSide(d, rel);
  let status: ChangeStatus = 'modified';
  if (old === null) status = 'added';
  else if (now === null) status = 'deleted';
  else if (old.mode !== now.mode && (old.mode === '120000' || now.mode === '120000')) status = 'type-changed';
  return { status, old, new: now };
}

function modeOf(t: Entry['t'], perm: number | undefined): FileMode {
  if (t === 'l') return '120000';
  return perm !== undefined && (perm & 0o111) !== 0 ? '100755' : '100644';
}

function recordedSide(e: Entry, rel: string, store: WatchStore): FileSide {
  const mode = modeOf(e.t, e.m);
  return {
    path: rel,
    mode,
    read: async () => {
      if (e.t === 'l') return new TextEncoder().encode(e.l ?? '');
      if (e.b === undefined) return new Uint8Array(); // a path kept for its existence only
      return store.readBlob(e.b);
    },
  };
}

/** The side as it is now: a file or a symlink (a folder or device where a file was counts as its deletion). */
function diskSide(d: Difference, rel: string): FileSide | null {
  const st = d.now;
  if (st?.isSymbolicLink()) {
    const target = readlinkSync(d.path);
    return { path: rel, mode: '120000', read: async () => new TextEncoder().encode(target) };
  }
  if (!st?.isFile()) return null;
  const size = st.size;
  return {
    path: rel,
    mode: modeOf('f', st.mode & 0o7777),
    read: async () => {
      if (size > READ_LIMIT) throw new Error(t.tooLarge(size, READ_LIMIT / 1024 / 1024));
      return readRegular(d.path);
    },
  };
}
