/**
 * The Bash tool. Under a manifest with command rules the policy and the write-target check run
 * together (judgeBash.ts, loaded only then: the arity table and the policy's modules are not needed
 * otherwise). Without command rules only the write targets and the five catastrophic forms,
 * which no manifest can switch off, are checked. The line is parsed only when the write-target
 * pre-scan cannot clear it.
 */
import { catastrophesIn, type Catastrophe } from '../../core/commands/catastrophic.js';
import { commandText as t } from '../../core/messages/command.js';
import type { Context } from '../context.js';
import type { Denial } from '../denial.js';
import { Protection } from '../protection.js';
import { decideShell } from '../shell/decideShell.js';
import { mentionsSwitchVariable } from '../shell/prescan.js';
import { hasCommandRules } from './clearedBash.js';
import { indexFlagDenials } from './indexFlags.js';
import { SegmentCollector } from './segmentCollector.js';

export interface BashOutcome {
  denials: Denial[];
  /** The reason to ask the person, when a segment asks (kept if the denials are released). */
  ask?: string;
  /** The reason to allow, when every segment is explicitly allowed and nothing is denied. */
  allow?: string;
}

export async function decideBash(command: string, ctx: Context): Promise<BashOutcome> {
  if (hasCommandRules(ctx)) {
    return (await import(/* webpackChunkName: "policy" */ './judgeBash.js')).judgeBash(command, ctx);
  }
  const collector = new SegmentCollector();
  const protection = new Protection(ctx);
  const written = await decideShell(command, ctx, protection, {
    visitor: collector,
    parse: mentionsSwitchVariable(command),
  });
  const catastrophes = catastrophesIn({
    text: command,
    segments: collector.segments,
    home: ctx.place.home,
    calls: collector.calls,
  });
  return {
    denials: [...catastropheDenials(catastrophes), ...indexFlagDenials(command, ctx.place.cwd, protection), ...written],
  };
}

/** One denial per catastrophic form found (never releasable). */
export function catastropheDenials(catastrophes: readonly Catastrophe[]): Denial[] {
  const denials: Denial[] = [];
  const forms = new Set<string>();
  for (const found of catastrophes) {
    if (forms.has(found.form)) continue;
    forms.add(found.form);
    denials.push({
      rule: 'catastrophic',
      message: t.catastrophic.message(found.form, found.text),
      reason: t.catastrophic.reason(),
      next: t.catastrophic.next(),
      releasable: false,
    });
  }
  return denials;
}
