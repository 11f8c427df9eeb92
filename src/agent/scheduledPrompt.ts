/**
 * A tool that schedules words for a later turn: Claude Code 2.1.328's CronCreate ({cron, prompt,
 * recurring, durable}) and ScheduleWakeup ({delaySeconds, prompt}, /loop). When the job fires, the
 * client sends its prompt through UserPromptSubmit. Its schema has `source` ("schedule_wakeup",
 * "loop_wakeup"), read as the model's words where sent (src/agents/claude/claudeInput.ts), but the
 * real client sent a fired CronCreate job with no `source` (review 4, conformance/claude/
 * review4Cron.test.ts). So: scheduling a release phrase is refused here, with a message; and every
 * scheduled prompt, refused or not, is noted in the store (STORE_OWN.scheduled), so that a prompt
 * event whose words equal one (case and spaces aside) is the client's: no release, no person's turn.
 * Any other prompt is the client's to schedule: no opinion.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { claudeText as c } from '../core/messages/claude.js';
import { STORE_OWN } from './ownState.js';
import { readRegularText } from '../git/readRegular.js';
import type { Denial } from './denial.js';
import type { ToolInput } from './toolInput.js';

/** Case and runs of spaces aside, as the person's prompt is matched (personGate.ts). */
const loose = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

/** Noted prompts kept: the newest, one JSON line each. */
const KEPT = 500;

/** Notes the prompt a scheduling call names (before it runs: a refused one is noted too); the newest KEPT stay. */
export function noteScheduledPrompt(storeDir: string, args: Record<string, unknown>): void {
  if (typeof args.prompt !== 'string') return;
  const file = posix.join(storeDir, STORE_OWN.scheduled);
  const lines = [...notedLines(file).slice(-(KEPT - 1)), JSON.stringify(loose(args.prompt).trim())];
  mkdirSync(storeDir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${lines.join('\n')}\n`, { mode: 0o600 });
  renameSync(tmp, file);
}

/** The noted lines; none when there is no file, or it is not a readable regular file. */
function notedLines(file: string): string[] {
  try {
    return readRegularText(file)
      .split('\n')
      .filter((l) => l !== '');
  } catch {
    return [];
  }
}

/** Whether these words are a prompt the model scheduled (none noted, or none readable: no). */
export function isScheduledPrompt(storeDir: string, prompt: string): boolean {
  const words = loose(prompt).trim();
  return notedLines(posix.join(storeDir, STORE_OWN.scheduled)).some((l) => {
    try {
      return JSON.parse(l) === words;
    } catch {
      return false;
    }
  });
}

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
