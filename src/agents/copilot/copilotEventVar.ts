/**
 * The variable each installed Copilot CLI entry sets (the hook entry's `env`) to name its event:
 * the payloads do not. Alone in its module so that the entry point's quiet-pass test
 * (src/cli/quietHook.ts) reads it without loading the input reader.
 */
export const COPILOT_EVENT_VAR = 'DIFFGATE_COPILOT_EVENT';

/** The events the quiet pass may answer: after a tool (failed or not) and the end of a turn. */
export const COPILOT_QUIET_EVENTS: readonly string[] = ['postToolUse', 'postToolUseFailure', 'agentStop'];
