/**
 * A tool that schedules words for a later turn: Claude Code 2.1.328's CronCreate ({cron, prompt,
 * recurring, durable}) and ScheduleWakeup ({delaySeconds, prompt}, /loop). When the job fires, the
 * client sends its prompt through UserPromptSubmit with `source` "schedule_wakeup" or
 * "loop_wakeup", which the adapter reads as the model's words (src/agents/claude/claudeInput.ts):
 * they release nothing. Scheduling a release phrase is still refused here, with a message, so that
 * the model is told at once and no client that leaves `source` out can take it for the person's.
 * Any other prompt is the client's to schedule: no opinion.
 */
import { claudeText as c } from '../core/messages/claude.js';
import type { Denial } from './denial.js';
import type { ToolInput } from './toolInput.js';

export const SCHEDULING_TOOLS: ReadonlySet<string> = new Set(['CronCreate', 'ScheduleWakeup']);

/** Case and runs of spaces aside, as the person's prompt is matched (personGate.ts). */
const loose = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

export function decideScheduledPrompt(tool: string, args: ToolInput, phrases: readonly string[]): Denial[] {
  const prompt = loose(args.string('prompt'));
  const phrase = phrases.find((p) => prompt.includes(loose(p)));
  if (phrase === undefined) return [];
  return [
    {
      rule: 'scheduled-release',
      message: c.scheduled.message(tool, phrase),
      reason: c.scheduled.reason(),
      next: c.scheduled.next(),
      releasable: false,
    },
  ];
}
