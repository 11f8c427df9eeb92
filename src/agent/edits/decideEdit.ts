/**
 * Write, Edit, MultiEdit and NotebookEdit: the file as it is on disk and the file as the edit
 * would leave it become one change for the core, decided by the same Checker as `diffgate check`,
 * under the manifest as it is on disk. save-gate rules are the adapter's own: they depend on the
 * person's prompt, which only the hook sees.
 */
import { existsSync, lstatSync, readlinkSync } from 'node:fs';
import { NotReadable, readRegular } from '../../git/readRegular.js';
import { posix } from 'node:path';
import { bytesEqual } from '../../core/bytes.js';
import type { FileChange, FileMode } from '../../core/change.js';
import { Checker } from '../../core/check.js';
import { checkManifestChange } from '../../core/manifestGuard.js';
import { claudeText as c } from '../../core/messages/claude.js';
import type { Rule } from '../../core/rule.js';
import type { Context } from '../context.js';
import { displayPath } from '../displayPath.js';
import { GatePaths } from '../gatePaths.js';
import { fromViolation, type Denial } from '../denial.js';
import { HookFailure } from '../failure.js';
import type { ToolInput } from '../toolInput.js';
import { isWithin } from '../realPath.js';
import { isDenial, resolveToolPath, type ToolPath } from '../toolPath.js';
import { calledName } from '../toolNames.js';
import { applyEdits } from './applyEdits.js';
import { covered, pathRulesAt } from './coverage.js';
import { editPathField, stringEdits, type EditTool } from './editTool.js';
import { editNotebook } from './editNotebook.js';
import { decode, encode, formatOf } from './toolFormat.js';

type Proposed = { ok: true; text: string } | { ok: false; detail: string };

/**
 * `resolved`: the file's path as resolveToolPath gave it under `ctx`, when the caller has it.
 * `asWritten`: a Write's content is the exact text the client writes (agentEvent.ts).
 */
export async function decideEdit(
  tool: EditTool,
  input: ToolInput,
  ctx: Context,
  resolved?: ToolPath | Denial,
  asWritten = false,
): Promise<Denial[]> {
  const path = resolved ?? resolveToolPath(input.string(editPathField(tool)), ctx);
  if (isDenial(path)) return [path];
  const own = await ctx.ownContext?.(path.real);
  if (own && own !== ctx) return decideEdit(tool, input, own, undefined, asWritten);
  const gates = new GatePaths(ctx.place);
  const gate = gates.at(path.real) ?? gates.at(path.abs);
  if (gate !== undefined) {
    const shown = displayPath(gate, ctx.place);
    return [
      {
        rule: 'gate-switch',
        path: shown,
        message: c.gate.gateFileEdit(calledName(ctx.tools, tool), shown),
        reason: c.gate.reason(),
        next: c.gate.next(),
        releasable: false,
      },
    ];
  }
  let stat;
  try {
    stat = lstatSync(path.real, { throwIfNoEntry: false });
  } catch (e) {
    // ENOTDIR: a part of the path is a file; ENAMETOOLONG: a name longer than the file system allows.
    // Either way the tool cannot write there either
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'ENOTDIR' && code !== 'ELOOP' && code !== 'ENAMETOOLONG') throw e;
    return [
      {
        rule: 'workspace',
        path: path.shown,
        message: c.workspace.unreachable(path.shown, code),
        reason: c.workspace.reason(),
        next: c.workspace.unreachableNext(),
        releasable: false,
      },
    ];
  }
  if (stat && !stat.isFile()) return []; // a directory or device: the tool itself refuses
  if (tool === 'Delete' && !stat) return []; // nothing there to delete
  let before: Uint8Array | null = null;
  try {
    before = stat ? new Uint8Array(readRegular(path.real)) : null;
  } catch (e) {
    if (!(e instanceof NotReadable)) throw e;
    // too large to read (or swapped for a FIFO since lstat): only a protected file needs its text
    if (!covered(ctx, path)) return [];
    const why = e.message.slice(path.real.length + 1);
    return [
      {
        rule: 'edit-unread',
        path: path.shown,
        message: c.edit.unread(calledName(ctx.tools, tool), path.shown, why),
        reason: c.edit.unreadReason(),
        next: c.edit.unreadNext(),
        releasable: false,
      },
    ];
  }
  const format = formatOf(before);
  const proposed = propose(tool, input, before === null ? null : decode(before, format));
  if (!proposed.ok) {
    // The tool will fail and change nothing, unless it matches differently than computed here:
    // on a protected file that difference must not let an unchecked edit through.
    if (!covered(ctx, path)) return [];
    return [
      {
        rule: 'edit-mismatch',
        path: path.shown,
        message: c.edit.noMatch(calledName(ctx.tools, tool), path.shown, proposed.detail),
        reason: c.edit.noMatchReason(),
        next: c.edit.noMatchNext(),
        releasable: false,
      },
    ];
  }
  const after = encode(proposed.text, asWritten ? { ...format, crlf: false } : format);
  if (tool !== 'Delete' && before !== null && bytesEqual(before, after)) return [];
  const mode: FileMode = stat && (stat.mode & 0o111) !== 0 ? '100755' : '100644';
  const change: FileChange =
    tool === 'Delete' && before !== null
      ? { status: 'deleted', old: { path: path.rel, mode, read: async () => before }, new: null }
      : {
          status: before === null ? 'added' : 'modified',
          old: before === null ? null : { path: path.rel, mode, read: async () => before },
          new: { path: path.rel, mode, read: async () => after },
        };
  const { rules } = ctx;
  const violations = path.inRepo
    ? (await new Checker(rules.repo, rules.repoRel).check([change])).violations
    : (await new Checker(rules.outside, null).check([change])).violations.map((v) => ({ ...v, path: path.shown }));
  // the user manifest by any of its paths, also when its real path is in this repository (a dotfiles repository)
  if (rules.userFiles.includes(path.real) && rules.user) {
    violations.push(...checkManifestChange(rules.user, path.shown, proposed.text));
  }
  const denials = violations.map(fromViolation);
  if (tool !== 'Delete') denials.push(...(await replacedLink(path, after, ctx)));
  for (const rule of saveGates(ctx, path)) {
    denials.push({
      rule: 'save-gate',
      path: path.shown,
      message: c.saveGate.message(path.shown),
      reason: rule.reason,
      next: c.saveGate.next(rule.options.words ?? []),
      source: `${rule.file}:${rule.line}`,
      releasable: true,
      saveWords: rule.options.words ?? ['save', 'remember'],
    });
  }
  return denials;
}

/**
 * Claude Code writes a new file and renames it over the path, following one level of symlink
 * when the path exists (read in its source, 2.0.50): a dangling link is itself replaced by a
 * regular file, and a link to a link replaces the middle one. That link's type change is judged
 * too (a frozen link is frozen), besides the file at the end of the chain.
 */
async function replacedLink(path: ToolPath, after: Uint8Array, ctx: Context): Promise<Denial[]> {
  const link = lstatSync(path.abs, { throwIfNoEntry: false });
  if (!link?.isSymbolicLink()) return [];
  const replaced = existsSync(path.abs) ? posix.resolve(posix.dirname(path.abs), readlinkSync(path.abs)) : path.abs;
  if (!lstatSync(replaced, { throwIfNoEntry: false })?.isSymbolicLink()) return [];
  if (!isWithin(replaced, ctx.place.root)) return []; // outside: the workspace check above has spoken
  const rel = posix.relative(ctx.place.root, replaced);
  const target = new TextEncoder().encode(readlinkSync(replaced));
  const change: FileChange = {
    status: 'type-changed',
    old: { path: rel, mode: '120000', read: async () => target },
    new: { path: rel, mode: '100644', read: async () => after },
  };
  return (await new Checker(ctx.rules.repo, ctx.rules.repoRel).check([change])).violations.map(fromViolation);
}

function propose(tool: EditTool, input: ToolInput, current: string | null): Proposed {
  switch (tool) {
    case 'Write':
      return { ok: true, text: input.string('content') };
    case 'Delete':
      return { ok: true, text: '' };
    case 'Edit':
    case 'MultiEdit': {
      const r = applyEdits(current === null ? null : current.replaceAll('\r\n', '\n'), stringEdits(tool, input));
      if (r.ok) return r;
      return {
        ok: false,
        detail: r.why === 'exists' ? c.edit.exists() : c.edit.notFound(tool === 'MultiEdit' ? r.failed : 0),
      };
    }
    case 'NotebookEdit': {
      const mode = input.optionalString('edit_mode') ?? 'replace';
      const cellType = input.optionalString('cell_type');
      if (!['replace', 'insert', 'delete'].includes(mode))
        throw new HookFailure(c.input.toolField(tool, 'edit_mode', 'replace, insert or delete'));
      if (cellType !== undefined && cellType !== 'code' && cellType !== 'markdown')
        throw new HookFailure(c.input.toolField(tool, 'cell_type', 'code or markdown'));
      if (current === null) return { ok: false, detail: c.edit.badNotebook('it does not exist') };
      const r = editNotebook(current, {
        cellId: input.optionalString('cell_id'),
        newSource: mode === 'delete' ? (input.optionalString('new_source') ?? '') : input.string('new_source'),
        cellType: cellType as 'code' | 'markdown' | undefined,
        mode: mode as 'replace' | 'insert' | 'delete',
      });
      if (r.ok) return r;
      return {
        ok: false,
        detail:
          r.why === 'no-cell'
            ? c.edit.noCell(r.detail)
            : r.why === 'no-cell-type'
              ? c.edit.noCellType()
              : c.edit.badNotebook(r.detail),
      };
    }
  }
}

function saveGates(ctx: Context, path: ToolPath): Rule[] {
  return pathRulesAt(ctx, path).filter((r) => r.kind === 'save-gate');
}
