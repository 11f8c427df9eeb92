/**
 * `diffgate hook claude`: one Claude Code hook event in, one answer out in its protocol. Deny is
 * exit 2 with the message on stderr; no opinion is exit 0 with nothing written. Every failure (bad
 * JSON, an unknown event or tool, an unreadable manifest, an exception) is also exit 2 with a
 * message, because any other exit lets the call through. The command policy's ask or allow is
 * exit 0 with a `permissionDecision` JSON. What a prompt event's tripwire put back is context for
 * the model on stdout (exit 2 would drop the prompt), and a `systemMessage` for the person when the
 * put-back may hold their own edit; after a call or at an already continued Stop, on stderr with exit 0.
 */
import type { AgentEvent } from '../../agent/agentEvent.js';
import { type AgentHook, type HookAnswer } from '../../agent/answer.js';
import type { Decision } from '../../agent/decision.js';
export declare function renderClaude(event: AgentEvent, d: Decision): HookAnswer;
export declare const claudeHook: AgentHook;
