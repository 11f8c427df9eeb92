import { type AgentHook, type HookAnswer } from '../../agent/answer.js';
import type { AgentEvent } from '../../agent/agentEvent.js';
import { type Decision } from '../../agent/decide.js';
export declare const GEMINI_EVENTS: readonly ["BeforeTool", "AfterTool", "BeforeAgent", "AfterAgent"];
export declare const GEMINI_TOOLS: readonly ["write_file", "replace", "run_shell_command", "read_file", "read_many_files", "glob", "search_file_content", "grep_search", "list_directory"];
export declare function geminiCalls(stdin: string): AgentEvent[];
export declare function renderGemini(d: Decision): HookAnswer;
export declare const geminiHook: AgentHook;
