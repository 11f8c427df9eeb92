/** `diffgate check`: read a change from git, decide with the core, render the verdict. */
import { parseArgs } from 'node:util';
import { cliText, noteText } from '../core/messages/cli.js';
import type { Mode } from '../git/readChanges.js';
import { EXIT, useColor, type Io } from './io.js';
import { renderGithub } from './renderGithub.js';
import { renderJson } from './renderJson.js';
import { renderText } from './renderText.js';
import { runCheck } from './runCheck.js';
import { runGit } from '../git/runGit.js';
import { UsageError } from './usageError.js';

export async function checkCommand(args: string[], io: Io): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      staged: { type: 'boolean' },
      range: { type: 'string' },
      worktree: { type: 'boolean' },
      manifest: { type: 'string' },
      format: { type: 'string', default: 'text' },
    },
    strict: true,
    allowPositionals: false,
  });
  const mode = modeOf(values);
  const format = values.format!;
  if (!['text', 'json', 'github'].includes(format)) throw new UsageError(cliText.badFormat(format));

  const outcome = await runCheck(mode, {
    cwd: io.cwd,
    env: io.env,
    ...(values.manifest !== undefined ? { manifest: values.manifest } : {}),
  });
  if (!outcome.ok) {
    io.stderr(`${outcome.error}\n`);
    return EXIT.config;
  }
  const { verdict, manifestLabel } = outcome;
  if (!outcome.hasManifest && format === 'text') io.stderr(`${noteText.noManifest(manifestLabel)}\n`);
  if (format === 'json') io.stdout(renderJson(verdict, manifestLabel));
  else if (format === 'github') io.stdout(renderGithub(verdict));
  else {
    io.stderr(renderText(verdict, manifestLabel, useColor(io), scopeOf(mode)));
    // Edited but not staged: say so, rather than only "0 changed files" (the commonest surprise).
    if (mode.kind === 'staged' && verdict.checked === 0 && (await hasUnstagedChanges(io)))
      io.stderr(`${cliText.unstagedHint()}\n`);
  }
  return verdict.violations.length > 0 ? EXIT.blocked : EXIT.ok;
}

/** `A..B` or `A...B` (both mean the merge base of A and B to B); an empty side means HEAD, as in git. */
export function rangeOf(range: string): Mode {
  const m = /^(.*?)\.\.\.?(.*)$/.exec(range);
  if (!m || (m[1] === '' && m[2] === '') || m[2]!.startsWith('.')) throw new UsageError(cliText.badRange(range));
  return { kind: 'range', base: m[1] || 'HEAD', head: m[2] || 'HEAD' };
}

function scopeOf(mode: Mode): string {
  if (mode.kind === 'range') return cliText.scope.range(mode.base, mode.head);
  return mode.kind === 'worktree' ? cliText.scope.worktree() : cliText.scope.staged();
}

/** Whether the work tree differs from the index (tracked changes, or untracked files git does not ignore). */
async function hasUnstagedChanges(io: Io): Promise<boolean> {
  const out = await runGit(io.cwd, io.env).raw(['status', '--porcelain', '-z', '--untracked-files=normal']);
  return out.length > 0;
}

function modeOf(values: { staged?: boolean; range?: string; worktree?: boolean }): Mode {
  const chosen = [values.staged, values.range !== undefined, values.worktree].filter(Boolean).length;
  if (chosen > 1) throw new UsageError(cliText.oneMode());
  if (values.range !== undefined) return rangeOf(values.range);
  return values.worktree ? { kind: 'worktree' } : { kind: 'staged' };
}
