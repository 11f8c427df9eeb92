/**
 * The decision layer's input: one event of an agent's session, in no agent's words. Each adapter
 * under src/agents/<agent>/ parses its client's payload into these, Claude Code's too
 * (src/agents/claude/claudeEvent.ts), and renders the Decision (decision.ts) in its client's protocol.
 *
 * A tool is named by the decision layer's own vocabulary: Write (a whole file with its content),
 * Edit and MultiEdit (string edits), NotebookEdit, Delete, Read, Grep, Glob, LS (reads), Bash and
 * PowerShell (a shell line), `mcp__<server>__<tool>` (a tool whose effect only the tripwire sees).
 * Its arguments are read by that tool's decision under the layer's field names (`file_path`,
 * `content`, `old_string`, `new_string`, `replace_all`, `edits`, `command`, `pattern`, `path`,
 * `glob`, `notebook_path`, ...): each decision checks the fields it needs when it needs them
 * (toolInput.ts), so a malformed field fails with the tool and field named, at the
 * point it always did (a gate file's denial comes before a malformed content's failure).
 */
import type { ToolNames } from './toolNames.js';
/** Where an event comes from. */
interface Origin {
    /** The agent's session: prompts, releases and the tripwire's calls are kept per session. */
    session: string;
    /** The folder the call runs in (absolute): it resolves relative paths and starts a shell. */
    cwd: string;
    /**
     * The project whose rules, repository and store apply (Gemini's cwd, Cursor's workspace root, the
     * Codex session's folder, OpenCode's directory). Absent: CLAUDE_PROJECT_DIR, else found from cwd.
     */
    project?: string;
    /** The agent's tool names as its model sees them, for the messages (default Claude Code's; toolNames.ts). */
    tools?: ToolNames;
}
/** Words sent to the agent: the person's prompt, unless `fromModel` (a subagent's task, written by a model). */
export interface PromptEvent extends Origin {
    kind: 'prompt';
    prompt: string;
    fromModel?: boolean;
}
/** A tool call before it runs: judged, and (for a tool that can change files) begun for the tripwire. */
export interface BeforeCall extends Origin {
    kind: 'before';
    tool: string;
    args: Record<string, unknown>;
    /** The client's id of the call, which its after-call event repeats. */
    callId?: string;
    /**
     * A Write whose content is the exact text the client writes, line endings included (Codex's
     * apply_patch, which sets them itself: parsePatch.ts), not turned into the file's line endings
     * as Claude Code's Write does (toolFormat.ts). Set by an adapter, never read from a payload.
     */
    asWritten?: boolean;
}
/** After a tool ran, or failed (which may still have changed files): the tripwire judges what changed. */
export interface AfterCall extends Origin {
    kind: 'after';
    /** The tool by the client's name or the layer's: only named in messages and records. */
    tool: string;
    callId?: string;
}
/** The end of a turn, or of a subagent's work: the tripwire judges the whole turn. */
export interface EndOfTurn extends Origin {
    kind: 'end';
    subagent?: boolean;
    /** The agent is already continuing because this end was blocked once: it is not blocked again. */
    continued?: boolean;
}
export type AgentEvent = PromptEvent | BeforeCall | AfterCall | EndOfTurn;
export {};
