import { type Wrap } from './verifiedCommand.js';
export interface HookTarget {
    agent: string;
    /** The agent's name for people. */
    title: string;
    /** Settings file relative to the repository root, and to the home directory (user scope). */
    project: string;
    user: string;
    /** grouped: event -> [{matcher, hooks: [{type, command}]}] (Codex, Gemini); flat: event -> [entry] (Cursor, Copilot). */
    kind: 'grouped' | 'flat';
    /** The entries diffgate puts under each event, given the hook's command line. */
    events: (command: string) => Record<string, unknown[]>;
    /** Top-level fields the file needs (Cursor's and Copilot's "version": 1). */
    top?: Record<string, unknown>;
    /** How the command is made to fail closed when the CLI itself cannot run (a wrap: around node, given the reinstall command). */
    tail: string | ((reinstall: string) => Wrap);
}
/**
 * The bash command's CLI run from PowerShell (Copilot CLI on Windows): the same node, loader and
 * arguments (verifiedCommand.ts), and the deny JSON printed when it cannot run or fails without answering.
 */
export declare function powershellCommand(bash: string): string;
/** Gemini CLI's hook timeout (ms), as installed: past it Gemini ignores whatever the hook says and runs the call. */
export declare const GEMINI_TIMEOUT_MS = 30000;
/** Seconds the Gemini hook command gives node before its shell kills it and blocks: under Gemini's timeout, above the hook's own 10 s deadline. */
export declare const GEMINI_WATCHDOG_S = 25;
export declare const TARGETS: Record<string, HookTarget>;
