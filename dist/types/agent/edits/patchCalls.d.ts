import type { HookInput } from '../hookInput.js';
type Base = Omit<Extract<HookInput, {
    hook_event_name: 'PreToolUse';
}>, 'tool_name' | 'tool_input'>;
type Call = Extract<HookInput, {
    hook_event_name: 'PreToolUse';
}>;
export declare function patchCalls(patch: string, base: Base): Call[];
export {};
