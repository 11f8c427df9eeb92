import { type Scripted } from './wires.js';
/** A file doctor writes for the client, by absolute path (under the temporary HOME or repository). */
export interface Written {
    file: string;
    content: string;
}
/** Where the client's files go: the temporary HOME and repository; the stand-in's URL; the client's version ('' when unknown). */
export interface Place {
    home: string;
    repo: string;
    url: string;
    version: string;
}
export type LiveAgent = 'claude' | 'gemini' | 'copilot' | 'codex' | 'opencode';
/** A client's run: its settings and trust, how it starts, and its scripted edit (wires.ts: the tool, the stand-in's answers, the edit's result). */
export interface LiveClient extends Scripted {
    agent: LiveAgent;
    title: string;
    /** The executable's name on PATH. */
    bin: string;
    /** The client's user settings: the stand-in as its model, no sign-in, telemetry or update check. */
    settings(p: Place): Written[];
    /**
     * The trust a person gives this folder and its hooks, written where the client's own trust
     * dialog or hook review writes it (after `diffgate install`, so it can read the hooks installed).
     */
    trust(p: Place): Written[];
    /** What doctor wrote in the client's stead that a client of another version may read otherwise (said when the run fails). */
    trustNote?: 'codex';
    env(modelUrl: string, home: string): Record<string, string>;
    args(prompt: string): string[];
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
/**
 * Codex CLI (0.169.x): `codex exec --json` with approvals and sandbox bypassed (only the hook can
 * stop the edit), CODEX_HOME in the temporary HOME; the model a provider in its config.toml
 * (base_url on 127.0.0.1, `wire_api = "responses"`, a model Codex knows, so that it offers
 * `apply_patch`), plugins and analytics off (else it opens github.com and chatgpt.com at start).
 * Trust, as a person gives it: the folder (`[projects."<repo>"] trust_level = "trusted"`, what
 * `codex exec --trust` writes) and each installed hook's hash (`[hooks.state."<key>"]
 * trusted_hash`, what Codex's /hooks review writes), computed as Codex computes it
 * (src/agents/codex/hookTrust.ts).
 */
export declare const codexLive: LiveClient;
/**
 * OpenCode (1.18.x): `opencode run --format json --auto`, the model a provider of its user config
 * (`@ai-sdk/openai-compatible`, bundled in the client, baseURL on 127.0.0.1, Chat Completions SSE;
 * a model id without "gpt-" so that it offers `edit`), models.dev, share, update and LSP downloads
 * off. OpenCode has no folder trust: it loads the project's plugin wherever it starts.
 */
export declare const opencodeLive: LiveClient;
export declare const LIVE_CLIENTS: readonly LiveClient[];
