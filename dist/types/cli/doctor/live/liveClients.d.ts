import type { ServerResponse } from 'node:http';
import { type RecordedRequest } from './standIn.js';
/** The scripted edit: which tool, on which file, answered to the model as what. */
export interface LiveClient {
    agent: 'claude' | 'gemini' | 'copilot';
    title: string;
    /** The executable's name on PATH. */
    bin: string;
    /** The tool the model calls to edit the frozen file. */
    editTool: string;
    /** Writes the client's user settings (trust, auth, no telemetry) into the temporary HOME. */
    prepare(home: string, repo: string): void;
    env(modelUrl: string, home: string): Record<string, string>;
    args(prompt: string): string[];
    /** The stand-in's answer to one request; `file` is the frozen file's absolute path. */
    answer(req: RecordedRequest, res: ServerResponse, file: string, n: number): void;
    /** What the client sent the model as the edit's result, once it did. */
    editResult(requests: readonly RecordedRequest[]): string | undefined;
    /** Whether the client's own report shows diffgate's hook answering the edit with a block (undefined: it reports no hooks). */
    hookBlocked(stdout: string): boolean | undefined;
}
/**
 * Claude Code (2.1.x): `claude -p` with stream-json and hook events, permissions skipped so only
 * the hook can stop the edit (IS_SANDBOX=1: it refuses that flag as root otherwise); the model at
 * ANTHROPIC_BASE_URL. Its Edit needs a Read of the file first.
 */
export declare const claudeLive: LiveClient;
/**
 * Gemini CLI (0.61.x): `gemini -p` in yolo mode, the model at GOOGLE_GEMINI_BASE_URL with an API
 * key and the auth type named in the user settings (the base URL alone selects "gateway", which
 * headless refuses); the temporary repository trusted in ~/.gemini/trustedFolders.json (headless
 * exits 55 in an untrusted folder); no relaunch, no telemetry, no update check.
 */
export declare const geminiLive: LiveClient;
/**
 * Copilot CLI (1.0.x): `copilot -p --allow-all-tools` offline (COPILOT_OFFLINE: no GitHub sign-in,
 * telemetry or update), the model through BYOK (COPILOT_PROVIDER_BASE_URL on 127.0.0.1, type openai,
 * the Chat Completions wire for a claude-* model, whose edit tool is `edit {path, old_str, new_str}`);
 * the temporary repository in ~/.copilot/config.json "trustedFolders" (else `-p` loads no project
 * hooks and says nothing).
 */
export declare const copilotLive: LiveClient;
export declare const LIVE_CLIENTS: readonly LiveClient[];
