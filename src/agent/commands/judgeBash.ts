/**
 * The Bash tool under a manifest with command rules: the command policy and the write-target check
 * on one command line, in one walk.
 * The policy's rules come from the repository's and the user's manifests. The line is parsed when
 * the write-target pre-scan cannot clear it, or when it names a program a command rule names; a
 * plain line naming none is judged on its raw text alone (the catastrophic forms). Deny (a rule, a
 * catastrophic form, a protected write target) blocks; otherwise ask asks the person; allow is
 * answered only when every segment is explicitly allowed and nothing was denied.
 */
import { withForkBombs } from '../../core/commands/catastrophic.js';
import { commandRules, namedPrograms, type CommandRule } from '../../core/commands/commandRules.js';
import { allowReason, askReason, prefixOf } from '../../core/commands/describeVerdict.js';
import { judgeCommand, type CommandVerdict } from '../../core/commands/judgeCommand.js';
import { claudeText as c } from '../../core/messages/claude.js';
import { commandText as t } from '../../core/messages/command.js';
import { formatManifestError } from '../../core/parseManifest.js';
import type { Context } from '../context.js';
import type { Denial } from '../denial.js';
import { HookFailure } from '../failure.js';
import { Protection } from '../protection.js';
import { decideShell } from '../shell/decideShell.js';
import { mentionsSwitchVariable, namesAny } from '../shell/prescan.js';
import { indexFlagDenials } from './indexFlags.js';
import { plainSegments } from './plainSegments.js';
import { SegmentCollector } from './segmentCollector.js';
import type { BashOutcome } from './bashOutcome.js';
import { catastropheDenials } from './catastropheDenials.js';

export async function judgeBash(command: string, ctx: Context): Promise<BashOutcome> {
  const rules = loadCommandRules(ctx);
  const names = namedPrograms(rules);
  const named = rules.length > 0 && mayName(command, names);
  // A plain line the pre-scan clears is split without the parser; any other line a rule may
  // concern is parsed, once, for both the policy and the write targets.
  const plain = named ? plainSegments(command) : undefined;
  const collector = new SegmentCollector();
  const protection = new Protection(ctx);
  const written = await decideShell(command, ctx, protection, {
    visitor: collector,
    parse: (named && plain === undefined) || mentionsSwitchVariable(command),
  });
  const segments = plain ?? collector.segments;
  const verdict = withForkBombs(
    judgeCommand({ text: command, segments, home: ctx.place.home }, rules),
    collector.calls,
  );
  const denials = [...policyDenials(verdict), ...indexFlagDenials(command, ctx.place.cwd, protection), ...written];
  const outcome: BashOutcome = { denials };
  const ask = askReason(verdict);
  if (ask !== undefined) outcome.ask = ask;
  if (verdict.decision === 'allow' && denials.length === 0) outcome.allow = allowReason(verdict);
  return outcome;
}

/**
 * Whether the line may run a program a rule names: it is written in it, also with quotes or
 * backslashes inside the name (`gi''t`, `g\\it`) or after an `=` (`alias g=git`), in git's dashed
 * form (`git-reset`), or a word of it
 * is only known when it runs or is made by the shell (`$x`, `$(...)`, a glob, a brace list).
 */
function mayName(command: string, names: ReadonlySet<string> | 'any'): boolean {
  if (names === 'any' || /[$`*?[{]/.test(command)) return true;
  const text = command.replace(/['"\\]/g, '').replace(/=/g, ' ');
  // git's dashed form (`/usr/lib/git-core/git-reset`) is git
  return namesAny(text, names) || (names.has('git') && /(?:^|[\s/;&|(])git-[a-z]/.test(text));
}

/** The command rules of the repository's and the user's manifests; a pattern that cannot match blocks (fail closed). */
export function loadCommandRules(ctx: Context): CommandRule[] {
  const all = [ctx.rules.repo, ...(ctx.rules.user ? [ctx.rules.user] : [])];
  const out: CommandRule[] = [];
  for (const manifest of all) {
    const { rules, errors } = commandRules(manifest.rules);
    if (errors.length > 0) throw new HookFailure(c.manifestErrors(manifest.file, errors.map(formatManifestError)));
    out.push(...rules);
  }
  return out;
}

function policyDenials(verdict: CommandVerdict): Denial[] {
  const denials = catastropheDenials(verdict.catastrophes);
  for (const s of verdict.segments) {
    if (s.decision !== 'deny' || !s.rule) continue;
    const { rule, pattern } = s.rule;
    denials.push({
      rule: 'command-deny',
      message: t.deny.message(s.segment.text, prefixOf(s), pattern.text),
      reason: rule.reason,
      source: `${rule.file}:${rule.line}`,
      next: t.deny.next(),
      // What it does cannot be put back (a force-push, a deleted branch), so no release phrase
      // lifts it: a person who wants it runs the command themselves.
      releasable: false,
    });
  }
  return denials;
}
