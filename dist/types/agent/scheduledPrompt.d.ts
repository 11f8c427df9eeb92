import type { Denial } from './denial.js';
import type { ToolInput } from './toolInput.js';
/** Notes the prompt a scheduling call names (before it runs: a refused one is noted too); the newest KEPT stay. */
export declare function noteScheduledPrompt(storeDir: string, args: Record<string, unknown>): void;
/** Whether these words are a prompt the model scheduled (none noted, or none readable: no). */
export declare function isScheduledPrompt(storeDir: string, prompt: string): boolean;
export declare function decideScheduledPrompt(tool: string, args: ToolInput, phrases: readonly string[]): Denial[];
