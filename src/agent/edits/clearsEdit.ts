/**
 * A Write, Edit or MultiEdit that nothing could deny, told apart before the edit modules load (the
 * checker, the rule modules, jsdiff: 1-2 ms of every such call, measured). decideEdit denies
 * only for: the workspace boundary and the secret list (resolveToolPath, done by the caller);
 * another repository's rules; a gate file; a symlink the tool would replace; a path rule or save
 * gate that covers the file; a new file's name on the secret list; the manifests' own protection;
 * and malformed input. A file clear of all of these is allowed whatever the edit does, so the hook
 * answers without the checker. Sound, not complete, like the shell pre-scan: whatever is not
 * cleared here goes the whole way.
 */
import { lstatSync } from 'node:fs';
import { secretSegment } from '../../core/secrets.js';
import type { Context } from '../context.js';
import { GatePaths } from '../gatePaths.js';
import type { ToolInput } from '../toolInput.js';
import type { ToolPath } from '../toolPath.js';
import { covered } from './coverage.js';
import { stringEdits } from './editTool.js';

export async function clearsEdit(
  tool: 'Write' | 'Edit' | 'MultiEdit',
  input: ToolInput,
  ctx: Context,
  path: ToolPath,
): Promise<boolean> {
  // Inside the repository, reached with no symlink on the way (a link the tool would replace is judged too).
  if (!path.inRepo || path.abs !== path.real) return false;
  // cheapest first: a covered file (the common way on) is turned away before any file system call
  if (covered(ctx, path) || secretSegment(path.rel) !== undefined) return false;
  if (new GatePaths(ctx.place).at(path.real) !== undefined) return false;
  if ((await ctx.ownContext?.(path.real)) !== ctx) return false;
  let stat;
  try {
    stat = lstatSync(path.abs, { throwIfNoEntry: false });
  } catch {
    return false; // unreachable: the whole way says why
  }
  if (stat && !stat.isFile()) return false;
  // Malformed input is refused as the whole way refuses it, never cleared.
  if (tool === 'Write') input.string('content');
  else stringEdits(tool, input);
  return true;
}
