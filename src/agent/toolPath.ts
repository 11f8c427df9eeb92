/**
 * The workspace boundary for file tools: a path is reached only when its real path (symlinks
 * resolved, the parent's real path for a file yet to be created) lies in the workspace, or a
 * manifest line names it outside. Windows drive and UNC paths and empty paths are refused,
 * backslashes are read as separators, and the built-in secret list is refused unless an `allow`
 * line exempts the path.
 */
import { posix } from 'node:path';
import picomatch from 'picomatch';
import { claudeText as c } from '../core/messages/claude.js';
import { PathIndex, globMatcher } from '../core/pathIndex.js';
import { secretSegment } from '../core/secrets.js';
import type { Context } from './context.js';
import { displayPath } from './displayPath.js';
import type { Denial } from './denial.js';
import { isWithin, realPathOf } from './realPath.js';
import { tooLongForPath } from './tooLongForPath.js';

export interface ToolPath {
  /** The path as given, made absolute. */
  abs: string;
  /** Its real path. */
  real: string;
  /** In the repository (rules by repository-relative path) or outside it (rules by path from `/`). */
  inRepo: boolean;
  /** Repository-relative path inside; the real path without its leading `/` outside. */
  rel: string;
  /** How messages name it. */
  shown: string;
}

const refuse = (message: string, path: string, next = c.workspace.next()): Denial => ({
  rule: 'workspace',
  path,
  message,
  reason: c.workspace.reason(),
  next,
  releasable: false,
});

/**
 * `reachable`: real paths of folders outside the workspace the tool may reach too (the temporary
 * folders, for the reading tools: a build log under /tmp). The secret list applies there as well.
 */
export function resolveToolPath(
  raw: string,
  ctx: Context,
  reachable: () => readonly string[] = () => [],
): ToolPath | Denial {
  const { place, rules } = ctx;
  if (raw.trim() === '') return refuse(c.workspace.empty(), raw);
  if (raw.includes('\0')) return refuse(c.workspace.nul(), raw);
  if (/^[A-Za-z]:/.test(raw)) return refuse(c.workspace.drive(raw), raw);
  if (/^(\\\\|\/\/|\\\/|\/\\)/.test(raw)) return refuse(c.workspace.unc(raw), raw);
  // Claude Code's file tools trim the path and expand a leading `~` before they use it (read in its
  // source, 2.0.50): judge the file they will reach, not the text as sent.
  const trimmed = raw.trim().replace(/\\/g, '/');
  const path = trimmed === '~' || trimmed.startsWith('~/') ? place.home + trimmed.slice(1) : trimmed;
  const abs = posix.resolve(place.cwd, path);
  // Claude Code's tools take the path as given, absolute: one the kernel refuses reaches nothing.
  if (tooLongForPath(abs))
    return refuse(c.workspace.unreachable(raw, 'ENAMETOOLONG'), raw, c.workspace.unreachableNext());
  let real: string;
  try {
    real = realPathOf(abs);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ELOOP' || code === 'ENOTDIR' || code === 'ENAMETOOLONG')
      return refuse(c.workspace.unreachable(raw, code), raw, c.workspace.unreachableNext());
    throw e;
  }
  const inWorkspace = isWithin(real, place.workspace);
  const inRepo = isWithin(real, place.root);
  const rel = inRepo ? posix.relative(place.root, real) : real.replace(/^\/+/, '');
  if (!inWorkspace) {
    const named = namedOutside(ctx, real) || namedOutside(ctx, abs) || reachable().some((d) => isWithin(real, d));
    if (!named || inRepo) {
      const shown = displayPath(real, place);
      if (isWithin(abs, place.workspace) && abs !== real) return refuse(c.workspace.symlink(raw, shown), raw);
      if (path.split('/').includes('..')) return refuse(c.workspace.dotdot(raw), raw);
      return refuse(c.workspace.outside(raw, place.workspace), raw);
    }
  }
  const shown = displayPath(real, place);
  // git's own directory wherever it lies (`git init --separate-git-dir` can put it anywhere), as `.git` is
  if (place.gitDir && (isWithin(real, place.gitDir) || isWithin(abs, place.gitDir))) {
    return {
      rule: 'secret',
      path: shown,
      message: c.workspace.gitDir(shown),
      reason: c.workspace.secretReason(),
      next: c.gate.gitDirNext(),
      releasable: false,
    };
  }
  const allowed = new PathIndex((inRepo ? rules.repo.rules : rules.outside.rules).filter((r) => r.kind === 'allow'));
  const relAbs = inRepo && isWithin(abs, place.root) ? posix.relative(place.root, abs) : undefined;
  for (const candidate of relAbs !== undefined && relAbs !== rel ? [rel, relAbs] : [rel]) {
    const segment = secretSegment(candidate);
    if (segment !== undefined && allowed.match(candidate).length === 0) {
      return {
        rule: 'secret',
        path: shown,
        message: c.workspace.secret(shown, segment),
        reason: c.workspace.secretReason(),
        next: c.workspace.secretNext(),
        releasable: false,
      };
    }
  }
  return { abs, real, inRepo, rel, shown };
}

/** Whether a manifest line names this path outside the repository: it matches, or lies under the line's folder. */
function namedOutside(ctx: Context, abs: string): boolean {
  const rel = abs.replace(/^\/+/, '');
  return ctx.rules.outside.rules.some((r) => {
    if (globMatcher(r.pattern)(rel)) return true;
    const base = picomatch.scan(r.pattern).base;
    return base !== '' && isWithin(abs, `/${base}`);
  });
}

export function isDenial(x: ToolPath | Denial): x is Denial {
  return 'rule' in x;
}
