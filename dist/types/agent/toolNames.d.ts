/**
 * The names of the calling agent's tools as its model sees them, for the messages the model reads:
 * a block names the tool it was given, and a next step names a tool it has. The decision layer
 * decides on Claude Code's tool names (agentEvent.ts); each adapter under src/agents/<agent>/ gives
 * its own table, and Claude Code's is the default.
 */
export interface ToolNames {
    /** The tool whose proposed change diffgate checks before it runs (Claude Code's Edit). */
    edit: string;
    /** The tool that writes a whole file (Claude Code's Write). */
    write: string;
    /** The shell tool (Claude Code's Bash). */
    shell: string;
    /**
     * The tool the model called, when the decision layer knows it by another name (Codex's
     * apply_patch, decided on as Write); absent, the decision layer's name is the model's.
     */
    called?: string;
}
export declare const CLAUDE_TOOL_NAMES: ToolNames;
/** The tool names the messages of a context (context.ts) use. */
export declare const toolsOf: (ctx: {
    tools?: ToolNames;
}) => ToolNames;
/** The name the model knows the call by: the adapter's `called`, else the decision layer's own. */
export declare const calledName: (names: ToolNames | undefined, tool: string) => string;
