/**
 * `git update-index --chmod=+x`, `--assume-unchanged`, `--skip-worktree` (and `--cacheinfo`,
 * `git add --chmod`) on a protected path: a mode change git's hooks would see only if nobody
 * hides it, or a change hidden from `git status` and `git diff` (and from the tripwire, which
 * asks git). Refused as a gate switch when a path it names is protected, or cannot be known
 * before it runs (`--stdin`, a variable, a glob). Read from the raw text (rawCommands), so no
 * parse result hides it; `--no-skip-worktree` and `--no-assume-unchanged` undo and pass.
 */
import { posix } from 'node:path';
import { programName } from '../../core/commands/argWord.js';
import { longOptionsOf, standsFor } from '../../core/commands/longOptions.js';
import { rawCommands } from '../../core/commands/rawCommands.js';
import { claudeText as c } from '../../core/messages/claude.js';
import type { Denial } from '../denial.js';
import type { GateFinding } from '../shell/gateSwitch.js';
import type { Protection } from '../protection.js';

const HIDING: Readonly<Record<string, readonly string[]>> = {
  'update-index': ['--chmod', '--assume-unchanged', '--skip-worktree', '--cacheinfo', '--index-info'],
  add: ['--chmod'],
};
const GIT_VALUED = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--config-env', '--super-prefix']);

export function indexFlagSwitches(command: string, cwd: string, protection: Protection): GateFinding[] {
  if (!/update-index|--ch|chmod/.test(command)) return [];
  const found: GateFinding[] = [];
  for (const words of rawCommands(command).commands) {
    if (programName(words[0] ?? '') !== 'git') continue;
    let dir = cwd;
    let i = 1;
    for (; i < words.length && words[i]!.startsWith('-'); i++) {
      const w = words[i]!;
      if (w === '-C') dir = posix.resolve(dir, words[++i] ?? '.');
      else if (GIT_VALUED.has(w)) i++;
    }
    const sub = words[i];
    const flags = sub === undefined ? undefined : HIDING[sub];
    if (!flags) continue;
    const options = longOptionsOf(`git ${sub}`);
    const args = words.slice(i + 1);
    const hides = args.some((a) => flags.some((f) => standsFor(a.split('=')[0]!, f, options)));
    if (!hides) continue;
    const text = words.join(' ');
    const paths = operands(args);
    const unknown =
      args.some((a) => a === '--stdin' || a === '--index-info' || a.startsWith('--cacheinfo')) ||
      paths.some((p) => /[$`*?[\]{}~]/.test(p));
    if (unknown || paths.some((p) => protection.exact(posix.resolve(dir, p), false).length > 0))
      found.push({ kind: 'index-flags', text });
  }
  return found;
}

/** The operands after the options (an option's value given with `=` stays in its word). */
function operands(args: readonly string[]): string[] {
  const out: string[] = [];
  let options = true;
  for (const a of args) {
    if (options && a === '--') options = false;
    else if (!options || !a.startsWith('-')) out.push(a);
  }
  return out;
}

/** The findings as block messages (never releasable: a gate is switched off only by a person). */
export function indexFlagDenials(command: string, cwd: string, protection: Protection): Denial[] {
  return indexFlagSwitches(command, cwd, protection).map((g) => ({
    rule: 'gate-switch',
    message: c.gate.switch(g.kind, g.text),
    reason: c.gate.reason(),
    next: c.gate.next(),
    releasable: false,
  }));
}
