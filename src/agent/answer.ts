/** What a hook process answers (exit code, stdout, stderr), and the fail-closed text of a failure. */
import type { HookAnswer } from './runHook.js';
import { HookFailure } from './failure.js';
import { claudeText as c } from '../core/messages/claude.js';

export type { HookAnswer };

export const SILENT: HookAnswer = { exit: 0, stdout: '', stderr: '' };

/** The message of any failure: a HookFailure's own text, anything else as an internal error with its stack. */
export function failureText(e: unknown): string {
  const detail =
    e instanceof HookFailure ? e.message : c.internal(e instanceof Error ? (e.stack ?? e.message) : String(e));
  return `${c.failure(detail)}\n`;
}

export const json = (body: unknown): string => `${JSON.stringify(body)}\n`;

/** One agent's hook: its input in, its answer out; `crashed` renders a failure outside `run`. */
export interface AgentHook {
  run(stdin: string, ports: import('./runHook.js').HookPorts): Promise<HookAnswer>;
  crashed(message: string): HookAnswer;
}
