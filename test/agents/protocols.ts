/**
 * Each agent's hook payloads, field by field from its documentation (the version is named on each
 * protocol), and how to read its answer: deny, ask, or pass (no opinion or allow). The tests
 * spawn the built CLI with these exact objects on stdin.
 */
import { join } from 'node:path';
import type { Harness, HookRun } from '../agent/hookHarness.js';

export type Outcome = 'deny' | 'ask' | 'pass';

/** An edit of an existing file: its repository path, current content and the content wanted. */
export interface FileEdit {
  path: string;
  before: string;
  after: string;
}

export interface Protocol {
  agent: string;
  /** The documentation the payloads follow. */
  doc: string;
  /** Each edit tool's payload for an edit of `e`. */
  edits: Record<string, (h: Harness, e: FileEdit) => string>;
  /** A write of a new file (for the parity table). */
  write: (h: Harness, path: string, content: string, before?: string) => string;
  shell: (h: Harness, command: string) => string;
  read: (h: Harness, path: string) => string;
  prompt: (h: Harness, text: string) => string;
  /** Inputs that must fail closed. */
  malformed: Record<string, (h: Harness) => string>;
  outcome: (r: HookRun) => Outcome;
  /** How the agent fails closed: the exit code and where the message is. */
  failClosed: (r: HookRun) => void;
}

const abs = (h: Harness, p: string) => join(h.repo.dir, p);
const lines = (s: string) => s.replace(/\n$/, '').split('\n');

/** A Codex patch that turns `before` into `after` (whole-file chunk), or adds the file. */
export function codexPatch(path: string, after: string, before?: string): string {
  const body =
    before === undefined
      ? [`*** Add File: ${path}`, ...lines(after).map((l) => `+${l}`)]
      : [`*** Update File: ${path}`, '@@', ...lines(before).map((l) => `-${l}`), ...lines(after).map((l) => `+${l}`)];
  return ['*** Begin Patch', ...body, '*** End Patch', ''].join('\n');
}

const codexBase = (h: Harness, event: string) => ({
  session_id: 'codex-session-1',
  transcript_path: null,
  cwd: h.repo.dir,
  hook_event_name: event,
  model: 'gpt-5.3-codex',
  permission_mode: 'default',
  turn_id: 'turn-1',
});
const codexTool = (h: Harness, tool: string, command: string) =>
  JSON.stringify({ ...codexBase(h, 'PreToolUse'), tool_name: tool, tool_input: { command }, tool_use_id: 'call_1' });

export const codex: Protocol = {
  agent: 'codex',
  doc: 'developers.openai.com/codex/hooks and codex-rs/hooks/schema/generated (Codex CLI 0.124+, apply_patch hooks)',
  edits: {
    apply_patch: (h, e) => codexTool(h, 'apply_patch', codexPatch(e.path, e.after, e.before)),
    'apply_patch through the shell': (h, e) =>
      codexTool(h, 'Bash', `apply_patch <<'EOF'\n${codexPatch(e.path, e.after, e.before)}EOF`),
  },
  write: (h, path, content, before) => codexTool(h, 'apply_patch', codexPatch(path, content, before)),
  shell: (h, command) => codexTool(h, 'Bash', command),
  read: (h, path) => codexTool(h, 'Bash', `cat ${path}`),
  prompt: (h, text) => JSON.stringify({ ...codexBase(h, 'UserPromptSubmit'), prompt: text }),
  malformed: {
    'not JSON': () => '{"hook_event_name": "PreToolUse",',
    'no tool_input': (h) => JSON.stringify({ ...codexBase(h, 'PreToolUse'), tool_name: 'Bash', tool_use_id: 'c' }),
    'a patch that is not a patch': (h) => codexTool(h, 'apply_patch', 'rewrite guard.sh please'),
    'an unknown event': (h) => JSON.stringify(codexBase(h, 'PermissionRequest')),
  },
  outcome: (r) => (r.status === 2 ? 'deny' : r.status === 0 && r.stdout === '' ? 'pass' : fail(r)),
  failClosed: (r) => expectExit(r, 2, r.stderr),
};

const geminiBase = (h: Harness, event: string) => ({
  session_id: 'gemini-session-1',
  transcript_path: join(h.home, '.gemini/tmp/x/chats/session-1.json'),
  cwd: h.repo.dir,
  hook_event_name: event,
  timestamp: '2026-12-01T12:00:00.000Z',
});
const geminiTool = (h: Harness, tool: string, input: Record<string, unknown>) =>
  JSON.stringify({ ...geminiBase(h, 'BeforeTool'), tool_name: tool, tool_input: input });

export const gemini: Protocol = {
  agent: 'gemini',
  doc: 'google-gemini/gemini-cli docs/hooks/reference.md and docs/tools (Gemini CLI 0.x, @google/gemini-cli-core 0.61.0)',
  edits: {
    write_file: (h, e) => geminiTool(h, 'write_file', { file_path: abs(h, e.path), content: e.after }),
    replace: (h, e) =>
      geminiTool(h, 'replace', {
        file_path: abs(h, e.path),
        old_string: e.before,
        new_string: e.after,
        instruction: 'change the file',
      }),
  },
  write: (h, path, content) => geminiTool(h, 'write_file', { file_path: abs(h, path), content }),
  shell: (h, command) => geminiTool(h, 'run_shell_command', { command, description: 'run it', dir_path: h.repo.dir }),
  read: (h, path) => geminiTool(h, 'read_file', { file_path: abs(h, path) }),
  prompt: (h, text) => JSON.stringify({ ...geminiBase(h, 'BeforeAgent'), prompt: text }),
  malformed: {
    'not JSON': () => 'BeforeTool',
    'tool_input not an object': (h) =>
      JSON.stringify({ ...geminiBase(h, 'BeforeTool'), tool_name: 'write_file', tool_input: 'x' }),
    'a relative cwd': (h) =>
      JSON.stringify({
        ...geminiBase(h, 'BeforeTool'),
        cwd: '.',
        tool_name: 'read_file',
        tool_input: { file_path: 'a' },
      }),
    'an unknown tool': (h) => geminiTool(h, 'delete_everything', {}),
  },
  // a block is exit 0 with a JSON deny (Gemini CLI 0.61.0 shows the person an exit 2 as a failed hook); a
  // failure (a CLI that cannot run) is exit 2 with text on stderr, which the client takes as the deny reason.
  // test/agents/gemini/gemini.test.ts holds each block to the JSON form.
  outcome: (r) =>
    (r.status === 0 && /^\{"decision":"deny","reason":".+\}\n$/s.test(r.stdout)) ||
    (r.status === 2 && r.stdout === '' && r.stderr.trim() !== '')
      ? 'deny'
      : r.status === 0 && /^\{(?:"decision":"allow".*)?\}\n$/.test(r.stdout)
        ? 'pass'
        : fail(r),
  failClosed: (r) => expectExit(r, 2, r.stderr),
};

const cursorBase = (h: Harness, event: string) => ({
  conversation_id: 'cursor-conversation-1',
  generation_id: 'generation-1',
  model: 'claude-4.5-sonnet',
  hook_event_name: event,
  cursor_version: '2.1.0',
  workspace_roots: [h.repo.dir],
  user_email: 'dev@example.com',
  transcript_path: null,
});
const cursorTool = (h: Harness, tool: string, input: Record<string, unknown>) =>
  JSON.stringify({ ...cursorBase(h, 'preToolUse'), tool_name: tool, tool_input: input, tool_use_id: 'tool-1' });

export const cursor: Protocol = {
  agent: 'cursor',
  doc: 'cursor.com/docs/agent/hooks (hooks.json version 1, Cursor 2.x)',
  edits: {
    Write: (h, e) => cursorTool(h, 'Write', { file_path: abs(h, e.path), contents: e.after }),
    StrReplace: (h, e) =>
      cursorTool(h, 'StrReplace', { file_path: abs(h, e.path), old_string: e.before, new_string: e.after }),
    Delete: (h, e) => cursorTool(h, 'Delete', { file_path: abs(h, e.path) }),
  },
  write: (h, path, content) => cursorTool(h, 'Write', { file_path: abs(h, path), contents: content }),
  shell: (h, command) => JSON.stringify({ ...cursorBase(h, 'beforeShellExecution'), command, cwd: h.repo.dir }),
  read: (h, path) =>
    JSON.stringify({ ...cursorBase(h, 'beforeReadFile'), file_path: abs(h, path), content: 'x', attachments: [] }),
  prompt: (h, text) => JSON.stringify({ ...cursorBase(h, 'beforeSubmitPrompt'), prompt: text, attachments: [] }),
  malformed: {
    'not JSON': () => '',
    'no workspace_roots': (h) =>
      JSON.stringify({ ...cursorBase(h, 'beforeReadFile'), workspace_roots: undefined, file_path: '/x' }),
    'an unknown event': (h) => JSON.stringify(cursorBase(h, 'beforeTabFileRead')),
  },
  outcome: (r) => {
    const out = r.stdout === '' ? {} : JSON.parse(r.stdout);
    // Cursor takes exit 2 as a deny; diffgate also says so on stdout, unless the CLI could not run at all.
    if (r.status === 2 && (r.stdout === '' || out.permission === 'deny')) return 'deny';
    if (r.status === 0 && out.permission === 'ask') return 'ask';
    if (r.status === 0 && out.permission !== 'deny') return 'pass';
    return fail(r);
  },
  failClosed: (r) => {
    expectExit(r, 2, r.stderr);
    if (JSON.parse(r.stdout).permission !== 'deny') throw new Error(`expected a deny on stdout: ${r.stdout}`);
  },
};

const copilotTool = (h: Harness, tool: string, args: Record<string, unknown>) =>
  JSON.stringify({
    sessionId: 'copilot-session-1',
    timestamp: 1764590400000,
    cwd: h.repo.dir,
    toolName: tool,
    // an object, as Copilot CLI 1.0.102 sends it (test/agents/copilot/copilot.test.ts reads the string form too)
    toolArgs: args,
  });

export const copilot: Protocol = {
  agent: 'copilot',
  doc: 'docs.github.com "GitHub Copilot hooks reference" (hooks version 1, camelCase payloads with sessionId)',
  edits: {
    edit: (h, e) => copilotTool(h, 'edit', { path: abs(h, e.path), old_str: e.before, new_str: e.after }),
    create: (h, e) => copilotTool(h, 'create', { path: abs(h, e.path), file_text: e.after }),
  },
  write: (h, path, content) => copilotTool(h, 'create', { path: abs(h, path), file_text: content }),
  shell: (h, command) => copilotTool(h, 'bash', { command, description: 'run it' }),
  read: (h, path) => copilotTool(h, 'view', { path: abs(h, path) }),
  prompt: (h, text) =>
    JSON.stringify({ sessionId: 'copilot-session-1', timestamp: 1764590400000, cwd: h.repo.dir, prompt: text }),
  malformed: {
    'not JSON': () => 'toolName=bash',
    'toolArgs neither an object nor a JSON string': (h) =>
      JSON.stringify({ timestamp: 1, cwd: h.repo.dir, toolName: 'bash', toolArgs: 'command=ls' }),
    'toolArgs missing the path': (h) => copilotTool(h, 'edit', { old_str: 'a', new_str: 'b' }),
  },
  outcome: (r) => {
    if (r.status !== 0) return fail(r);
    if (r.stdout === '') return 'pass';
    return JSON.parse(r.stdout).permissionDecision === 'deny' ? 'deny' : fail(r);
  },
  failClosed: (r) => {
    expectExit(r, 0, r.stdout);
    if (JSON.parse(r.stdout).permissionDecision !== 'deny') throw new Error(`expected a deny: ${r.stdout}`);
  },
};

export const PROTOCOLS = [codex, gemini, cursor, copilot];

function fail(r: HookRun): never {
  throw new Error(`an answer outside the protocol: exit ${r.status}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`);
}

function expectExit(r: HookRun, code: number, message: string) {
  if (r.status !== code) throw new Error(`expected exit ${code}, got ${r.status}: ${r.stdout}${r.stderr}`);
  if (!message.includes('diffgate hook:') || !message.includes('fail closed'))
    throw new Error(`expected the failure message: ${message}`);
}
