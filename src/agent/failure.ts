import { claudeText as c } from '../core/messages/claude.js';

/** A failure the hook reports and blocks on (exit 2): bad input, an unreadable or invalid manifest. */
export class HookFailure extends Error {}

/** The message of any failure: a HookFailure's own text, anything else as an internal error with its stack. */
export function failureText(e: unknown): string {
  const detail =
    e instanceof HookFailure ? e.message : c.internal(e instanceof Error ? (e.stack ?? e.message) : String(e));
  return `${c.failure(detail)}\n`;
}
