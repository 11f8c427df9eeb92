/** What a hook process answers (exit code, stdout, stderr), and the fail-closed text of a failure. */
import type { HookAnswer } from './runHook.js';
export type { HookAnswer };
export declare const SILENT: HookAnswer;
/** The message of any failure: a HookFailure's own text, anything else as an internal error with its stack. */
export declare function failureText(e: unknown): string;
export declare const json: (body: unknown) => string;
/** One agent's hook: its input in, its answer out; `crashed` renders a failure outside `run`. */
export interface AgentHook {
    run(stdin: string, ports: import('./runHook.js').HookPorts): Promise<HookAnswer>;
    crashed(message: string): HookAnswer;
}
