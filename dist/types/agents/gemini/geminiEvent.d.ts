import type { AgentEvent } from '../../agent/agentEvent.js';
export declare const AGENT = "Gemini CLI";
export declare const GEMINI_EVENTS: readonly ["BeforeTool", "AfterTool", "BeforeAgent", "AfterAgent"];
export declare const GEMINI_TOOLS: readonly ["write_file", "replace", "run_shell_command", "read_file", "read_many_files", "glob", "search_file_content", "grep_search", "list_directory"];
export declare function geminiCalls(stdin: string): AgentEvent[];
