/**
 * What each real client needs to run headless against the stand-in, and how to read what it did.
 * Each setting was learned by running the pinned client in the conformance suite
 * (conformance/<agent>/FINDINGS.md and its driver); everything lives in the temporary HOME and
 * repository, and every URL points at 127.0.0.1.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { codexHookTrust, codexTrustToml } from '../../../agents/codex/hookTrust.js';
import { type Scripted, scripted, WIRES } from './wires.js';

type Json = Record<string, unknown>;

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

const isTable = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Claude Code (2.1.x): `claude -p` with stream-json and hook events, permissions skipped so only
 * the hook can stop the edit (IS_SANDBOX=1: it refuses that flag as root otherwise); the model at
 * ANTHROPIC_BASE_URL. Its Edit needs a Read of the file first.
 */
export const claudeLive: LiveClient = {
  agent: 'claude',
  title: 'Claude Code',
  bin: 'claude',
  settings: () => [],
  trust: () => [],
  env: (url) => ({
    IS_SANDBOX: '1',
    ANTHROPIC_BASE_URL: url,
    ANTHROPIC_API_KEY: 'sk-ant-diffgate-live',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
  }),
  args: (prompt) => [
    '-p',
    prompt,
    '--output-format',
    'stream-json',
    '--verbose',
    '--include-hook-events',
    '--dangerously-skip-permissions',
  ],
  ...scripted(WIRES.messages, {
    model: 'claude-stand-in',
    before: [{ tool: 'Read', input: (file) => ({ file_path: file }) }],
    editTool: 'Edit',
    edit: (file) => ({ file_path: file, old_string: 'frozen', new_string: 'changed' }),
  }),
  hookBlocked(stdout) {
    let blocked = false;
    for (const line of stdout.split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const e = JSON.parse(line) as Json;
        if (e.subtype === 'hook_response' && e.hook_event === 'PreToolUse' && e.exit_code === 2)
          blocked ||= String(e.stderr ?? '').includes('diffgate blocked this');
      } catch {
        /* a line that is not an event */
      }
    }
    return blocked;
  },
};

const GEMINI_MODEL = 'gemini-2.5-flash';

/**
 * Gemini CLI (0.61.x): `gemini -p` in yolo mode, the model at GOOGLE_GEMINI_BASE_URL with an API
 * key and the auth type named in the user settings (the base URL alone selects "gateway", which
 * headless refuses); the temporary repository trusted in ~/.gemini/trustedFolders.json (headless
 * exits 55 in an untrusted folder); no relaunch, no telemetry, no update check.
 */
export const geminiLive: LiveClient = {
  agent: 'gemini',
  title: 'Gemini CLI',
  bin: 'gemini',
  settings: ({ home }) => [
    {
      file: join(home, '.gemini', 'settings.json'),
      content: JSON.stringify({
        security: { auth: { selectedType: 'gemini-api-key' } },
        privacy: { usageStatisticsEnabled: false },
        general: { enableAutoUpdate: false, enableAutoUpdateNotification: false },
      }),
    },
  ],
  trust: ({ home, repo }) => [
    { file: join(home, '.gemini', 'trustedFolders.json'), content: JSON.stringify({ [repo]: 'TRUST_FOLDER' }) },
  ],
  env: (url) => ({
    GOOGLE_GEMINI_BASE_URL: url,
    GEMINI_API_KEY: 'diffgate-live',
    GEMINI_CLI_NO_RELAUNCH: 'true',
    NO_COLOR: '1',
  }),
  args: (prompt) => ['-p', prompt, '--approval-mode', 'yolo', '-m', GEMINI_MODEL],
  ...scripted(WIRES.gemini, {
    model: GEMINI_MODEL,
    editTool: 'write_file',
    edit: (file) => ({ file_path: file, content: 'changed\n' }),
  }),
  hookBlocked: () => undefined,
};

const COPILOT_MODEL = 'claude-sonnet-4.5';

/**
 * Copilot CLI (1.0.x): `copilot -p --allow-all-tools` offline (COPILOT_OFFLINE: no GitHub sign-in,
 * telemetry or update), the model through BYOK (COPILOT_PROVIDER_BASE_URL on 127.0.0.1, type openai,
 * the Chat Completions wire for a claude-* model, whose edit tool is `edit {path, old_str, new_str}`);
 * the temporary repository in ~/.copilot/config.json "trustedFolders" (else `-p` loads no project
 * hooks and says nothing).
 */
export const copilotLive: LiveClient = {
  agent: 'copilot',
  title: 'Copilot CLI',
  bin: 'copilot',
  settings: () => [],
  trust: ({ home, repo }) => [
    { file: join(home, '.copilot', 'config.json'), content: JSON.stringify({ trustedFolders: [repo] }) },
  ],
  env: (url) => ({
    TERM: 'dumb',
    COPILOT_OFFLINE: 'true',
    COPILOT_AUTO_UPDATE: 'false',
    COPILOT_PROVIDER_BASE_URL: `${url}/v1`,
    COPILOT_PROVIDER_TYPE: 'openai',
    COPILOT_PROVIDER_WIRE_API: 'completions',
    COPILOT_PROVIDER_API_KEY: 'sk-diffgate-live',
    COPILOT_MODEL,
  }),
  args: (prompt) => ['-p', prompt, '--allow-all-tools'],
  // a utility request (naming the session) offers no tools: a plain answer
  ...scripted(WIRES.chatCompletions, {
    model: COPILOT_MODEL,
    editTool: 'edit',
    edit: (file) => ({ path: file, old_str: 'frozen', new_str: 'changed' }),
  }),
  hookBlocked: () => undefined,
};

const CODEX_MODEL = 'gpt-5.5';
const CODEX_KEY_ENV = 'DIFFGATE_LIVE_CODEX_KEY';

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
export const codexLive: LiveClient = {
  agent: 'codex',
  title: 'Codex CLI',
  bin: 'codex',
  settings: ({ home, url }) => [
    {
      file: join(home, '.codex', 'config.toml'),
      content: [
        `model = "${CODEX_MODEL}"`,
        'model_provider = "diffgate_live"',
        '',
        '[features]',
        'plugins = false',
        '',
        '[analytics]',
        'enabled = false',
        '',
        '[model_providers.diffgate_live]',
        'name = "diffgate doctor --live stand-in on 127.0.0.1"',
        `base_url = "${url}/v1"`,
        `env_key = "${CODEX_KEY_ENV}"`,
        'wire_api = "responses"',
        'request_max_retries = 0',
        'stream_max_retries = 0',
        '',
      ].join('\n'),
    },
  ],
  trust({ home, repo }) {
    const hooksFile = join(repo, '.codex', 'hooks.json');
    const trusted = codexHookTrust(hooksFile, JSON.parse(readFileSync(hooksFile, 'utf8')));
    return [
      {
        file: join(home, '.codex', 'config.toml'),
        content: `\n[projects.${JSON.stringify(repo)}]\ntrust_level = "trusted"\n\n${codexTrustToml(trusted)}`,
      },
    ];
  },
  trustNote: 'codex',
  env: (url, home) => ({
    CODEX_HOME: join(home, '.codex'),
    [CODEX_KEY_ENV]: 'sk-diffgate-live',
    ALL_PROXY: url,
  }),
  args: (prompt) => ['exec', '--json', '--dangerously-bypass-approvals-and-sandbox', prompt],
  ...scripted(WIRES.responses, {
    model: CODEX_MODEL,
    editTool: 'apply_patch',
    edit: (file) => `*** Begin Patch\n*** Update File: ${basename(file)}\n@@\n-frozen\n+changed\n*** End Patch`,
  }),
  hookBlocked: () => undefined,
};

/**
 * What OpenCode installs into each config folder it reads at start (~/.config/opencode/,
 * <repo>/.opencode/) and waits for: with no registry it would hang. It skips a folder whose
 * node_modules/ exists and whose package-lock.json lists @opencode-ai/plugin, what a person's first
 * (online) run leaves; diffgate's plugin needs nothing from that package.
 */
function opencodeSeed(dir: string, version: string): Written[] {
  const deps = { '@opencode-ai/plugin': version };
  return [
    { file: join(dir, 'package.json'), content: `${JSON.stringify({ dependencies: deps })}\n` },
    {
      file: join(dir, 'package-lock.json'),
      content: `${JSON.stringify({ lockfileVersion: 3, packages: { '': { dependencies: deps } } })}\n`,
    },
    { file: join(dir, 'node_modules', '.diffgate-live'), content: '' },
  ];
}

/**
 * OpenCode (1.18.x): `opencode run --format json --auto`, the model a provider of its user config
 * (`@ai-sdk/openai-compatible`, bundled in the client, baseURL on 127.0.0.1, Chat Completions SSE;
 * a model id without "gpt-" so that it offers `edit`), models.dev, share, update and LSP downloads
 * off. OpenCode has no folder trust: it loads the project's plugin wherever it starts.
 */
export const opencodeLive: LiveClient = {
  agent: 'opencode',
  title: 'OpenCode',
  bin: 'opencode',
  settings: ({ home, repo, url, version }) => [
    {
      file: join(home, '.config', 'opencode', 'opencode.json'),
      content: JSON.stringify({
        provider: {
          live: {
            npm: '@ai-sdk/openai-compatible',
            name: 'diffgate doctor --live stand-in',
            options: { baseURL: `${url}/v1`, apiKey: 'diffgate-live' },
            models: { 'stand-in': { name: 'stand-in', tool_call: true } },
          },
        },
        model: 'live/stand-in',
        small_model: 'live/stand-in',
        autoupdate: false,
        share: 'disabled',
      }),
    },
    ...opencodeSeed(join(home, '.config', 'opencode'), version || '*'),
    ...opencodeSeed(join(repo, '.opencode'), version || '*'),
  ],
  trust: () => [],
  env: (url, home) => ({
    XDG_DATA_HOME: join(home, '.local', 'share'),
    XDG_STATE_HOME: join(home, '.local', 'state'),
    OPENCODE_DISABLE_MODELS_FETCH: '1',
    OPENCODE_DISABLE_AUTOUPDATE: '1',
    OPENCODE_DISABLE_SHARE: '1',
    OPENCODE_DISABLE_LSP_DOWNLOAD: '1',
    npm_config_registry: `${url}/npm/`,
  }),
  args: (prompt) => ['run', '--format', 'json', '--auto', prompt],
  // the title request offers no tools: a plain answer
  ...scripted(WIRES.chatCompletions, {
    model: 'stand-in',
    editTool: 'edit',
    edit: (file) => ({ filePath: file, oldString: 'frozen', newString: 'changed' }),
  }),
  // its --format json events: the edit's tool part, failed with the plugin's message
  hookBlocked(stdout) {
    let seen: boolean | undefined;
    for (const line of stdout.split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const e = JSON.parse(line) as Json;
        const part = isTable(e.part) ? e.part : {};
        const state = isTable(part.state) ? part.state : {};
        if (e.type !== 'tool_use' || part.tool !== 'edit') continue;
        seen ||= state.status === 'error' && String(state.error ?? '').includes('diffgate blocked this');
      } catch {
        /* a line that is not an event */
      }
    }
    return seen;
  },
};

export const LIVE_CLIENTS: readonly LiveClient[] = [claudeLive, geminiLive, copilotLive, codexLive, opencodeLive];
