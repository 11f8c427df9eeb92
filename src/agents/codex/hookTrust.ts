/**
 * Codex's per-hook trust, as Codex CLI 0.169.0 computes and stores it (codex-rs/hooks/src/engine/
 * discovery.rs `command_hook_hash`, codex-rs/config `version_for_toml`). A project or user hook runs
 * only when `$CODEX_HOME/config.toml` holds, for its key, the hash of what it runs:
 *
 *   [hooks.state."<hooks.json path>:<event_snake>:<group index>:<handler index>"]
 *   trusted_hash = "sha256:<hex>"
 *
 * The hash is the sha256 of a normalized identity serialized as compact JSON with every object's
 * keys sorted: `{event_name, matcher?, hooks: [{type: "command", command, timeout, async,
 * statusMessage?}]}`, the timeout defaulted (600 s; 1..3 for SessionEnd and Interrupt), the matcher
 * left out on events that ignore it (UserPromptSubmit, Stop, Interrupt). Codex's own `/hooks`
 * review writes these lines; `codex app-server` `hooks/list` reports the same `currentHash`
 * (conformance/codex/doctorLive.test.ts compares the two on the real client).
 */
import { createHash } from 'node:crypto';

export interface TrustedHook {
  /** The `hooks.state` key. */
  key: string;
  /** The handler's command. */
  command: string;
  /** `sha256:<hex>`, what `trusted_hash` must hold. */
  hash: string;
}

type Json = Record<string, unknown>;

const SNAKE: Record<string, string> = {
  PreModelRequest: 'pre_model_request',
  PreToolUse: 'pre_tool_use',
  PermissionRequest: 'permission_request',
  PostToolUse: 'post_tool_use',
  PreCompact: 'pre_compact',
  PostCompact: 'post_compact',
  SessionStart: 'session_start',
  SessionEnd: 'session_end',
  UserPromptSubmit: 'user_prompt_submit',
  SubagentStart: 'subagent_start',
  SubagentStop: 'subagent_stop',
  Stop: 'stop',
  Interrupt: 'interrupt',
};
const NO_MATCHER = new Set(['user_prompt_submit', 'stop', 'interrupt']);
const SHORT_TIMEOUT = new Set(['session_end', 'interrupt']);

const isTable = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON with every object's keys in sorted order, as serde_json writes Codex's canonical value. */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (!isTable(v)) return v;
  return Object.fromEntries(
    Object.keys(v)
      .sort()
      .map((k) => [k, canonical(v[k])]),
  );
}

function timeoutFor(event: string, raw: unknown): number {
  const n = typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? raw : undefined;
  if (SHORT_TIMEOUT.has(event)) return Math.min(3, Math.max(1, n ?? 1));
  return Math.max(1, n ?? 600);
}

/** The trust hash Codex computes for one command handler of a matcher group. */
export function codexHookHash(event: string, matcher: string | undefined, handler: Json): string {
  const label = SNAKE[event] ?? event;
  const m = NO_MATCHER.has(label) ? undefined : matcher;
  const hook: Json = {
    type: 'command',
    command: handler.command,
    timeout: timeoutFor(label, handler.timeout),
    async: handler.async === true,
  };
  if (typeof handler.statusMessage === 'string') hook.statusMessage = handler.statusMessage;
  const identity: Json = { event_name: label, ...(m === undefined ? {} : { matcher: m }), hooks: [hook] };
  return `sha256:${createHash('sha256')
    .update(JSON.stringify(canonical(identity)))
    .digest('hex')}`;
}

/** Every command hook of a hooks.json (its parsed content, at the absolute path `file`) with its key and hash. */
export function codexHookTrust(file: string, hooksJson: unknown): TrustedHook[] {
  const hooks = isTable(hooksJson) && isTable(hooksJson.hooks) ? hooksJson.hooks : {};
  const out: TrustedHook[] = [];
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) continue;
    groups.forEach((group, g) => {
      if (!isTable(group) || !Array.isArray(group.hooks)) return;
      const matcher = typeof group.matcher === 'string' ? group.matcher : undefined;
      group.hooks.forEach((handler, h) => {
        if (!isTable(handler) || handler.type !== 'command' || typeof handler.command !== 'string') return;
        out.push({
          key: `${file}:${SNAKE[event] ?? event}:${g}:${h}`,
          command: handler.command,
          hash: codexHookHash(event, matcher, handler),
        });
      });
    });
  }
  return out;
}

/** The config.toml lines that record these hooks as reviewed (what Codex's /hooks writes). */
export function codexTrustToml(trusted: readonly TrustedHook[]): string {
  return trusted
    .map((t) => `[hooks.state.${JSON.stringify(t.key)}]\ntrusted_hash = ${JSON.stringify(t.hash)}\n`)
    .join('\n');
}
