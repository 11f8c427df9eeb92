/**
 * The OpenCode plugin (`diffgate/opencode`): OpenCode calls it in process, so it calls the same
 * decision through the library API instead of spawning the CLI. Protocol as in opencode.ai/docs/plugins
 * and @opencode-ai/plugin 1.18.33's Hooks type:
 *
 * - `tool.execute.before` (input {tool, sessionID, callID}, output {args}): throwing an Error
 *   blocks the call, and OpenCode hands the error's message to the model as the tool's result.
 *   Tools: write {filePath, content}, edit {filePath, oldString, newString, replaceAll},
 *   multiedit {filePath, edits}, apply_patch {patchText} (Codex's patch format), bash {command,
 *   workdir}, read {filePath}, glob {pattern, path}, grep {pattern, path, include}, list {path}.
 *   batch {tool_calls: [{tool, parameters}]}: each inner call as its own tool (batch runs them
 *   without plugin hooks). Other tools (webfetch, todowrite, task, execute, ...) get no opinion. OpenCode plugins cannot ask the
 *   person, so an ask is a block with that said.
 * - `chat.message` (the person's message and its parts): the release phrase, as a prompt event;
 *   a message that is a `task` tool's prompt (the agent's text, sent to the child session) is a
 *   prompt without words, so it releases nothing.
 * - Every call is judged in the plugin's `directory` (the project); bash's `workdir` only starts the shell.
 * - `tool.execute.after`: an after-call event; the `session.idle` event: the end of a turn.
 */
import type { Plugin } from '@opencode-ai/plugin';
import type { BeforeCall } from '../../agent/agentEvent.js';
import { type Decision } from '../../agent/decide.js';
type Args = Record<string, unknown>;
/** OpenCode's tool call as the decision layer's calls; [] for tools it has no opinion on. */
export declare function opencodeCalls(tool: string, args: Args, sessionID: string, cwd: string): BeforeCall[];
/** What blocks the call: the message OpenCode shows the model, or undefined to let it run. */
export declare function blockMessage(d: Decision): string | undefined;
export declare const DiffgatePlugin: Plugin;
declare const _default: {
    id: string;
    server: Plugin;
};
export default _default;
