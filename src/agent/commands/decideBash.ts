/**
 * The Bash tool. Under a manifest with command rules the policy and the write-target check run
 * together (judgeBash.ts, loaded only then: the arity table and the policy's modules are not needed
 * otherwise). Without command rules only the write targets and the five catastrophic forms,
 * which no manifest can switch off, are checked. The line is parsed only when the write-target
 * pre-scan cannot clear it.
 */
import { catastrophesIn } from '../../core/commands/catastrophic.js';
import type { Context } from '../context.js';
import { Protection } from '../protection.js';
import { decideShell } from '../shell/decideShell.js';
import { mentionsSwitchVariable } from '../shell/prescan.js';
import type { BashOutcome } from './bashOutcome.js';
import { catastropheDenials } from './catastropheDenials.js';
import { hasCommandRules } from './clearedBash.js';
import { indexFlagDenials } from './indexFlags.js';
import { SegmentCollector } from './segmentCollector.js';

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
