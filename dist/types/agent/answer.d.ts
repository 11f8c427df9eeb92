/** What a hook process answers (exit code, stdout, stderr), and the fail-closed text of a failure. */
import type { HookPorts } from './runHook.js';
export { failureText } from './failure.js';
export interface HookAnswer {
    exit: 0 | 2;
    stdout: string;
    stderr: string;
}
export declare const SILENT: HookAnswer;
export declare const json: (body: unknown) => string;
/** One agent's hook: its input in, its answer out; `crashed` renders a failure outside `run`. */
export interface AgentHook {
    run(stdin: string, ports: HookPorts): Promise<HookAnswer>;
    crashed(message: string): HookAnswer;
}
