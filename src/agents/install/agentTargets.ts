/**
 * Where each agent keeps its hooks and what diffgate writes there, project and user scope. Every
 * command ends so that a missing or crashing CLI still blocks in that agent's protocol.
 */
import { codeCheckText } from '../../core/messages/codeCheck.js';
import { parseVerified, type Wrap, watchdogWrap } from './verifiedCommand.js';
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

const grouped = (matcher: string | undefined, command: string, extra: Record<string, number> = {}) => [
  { ...(matcher === undefined ? {} : { matcher }), hooks: [{ type: 'command', command, ...extra }] },
];

const COPILOT_DENY = JSON.stringify({
  permissionDecision: 'deny',
  permissionDecisionReason:
    'diffgate hook: the diffgate CLI could not run, so the call is blocked (fail closed). Tell the person.',
});

/**
 * The bash command's CLI run from PowerShell (Copilot CLI on Windows): the same node, loader and
 * arguments (verifiedCommand.ts), and the deny JSON printed when it cannot run or fails without answering.
 */
export function powershellCommand(bash: string): string {
  const v = parseVerified(bash);
  const ps = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const cli = v
    ? `$env:NODE_OPTIONS = $null; $env:NODE_PATH = $null; & ${ps(v.node)} -e ${ps(v.loader)} ${ps(v.dir)} ${v.hash}${v.cache ? ` ${ps(v.cache.dir)} ${v.cache.hash}` : ''} ${v.args.join(' ')}`
    : `& node ${bash.slice(0, bash.length - TARGETS_TAIL.copilot.length)}`;
  return `try { ${cli}; if ($LASTEXITCODE -ne 0) { throw 'diffgate failed' } } catch { Write-Output '${COPILOT_DENY.replace(/'/g, "''")}' }`;
}

/** Gemini CLI's hook timeout (ms), as installed: past it Gemini ignores whatever the hook says and runs the call. */
export const GEMINI_TIMEOUT_MS = 30_000;
/** Seconds the Gemini hook command gives node before its shell kills it and blocks: under Gemini's timeout, above the hook's own 10 s deadline. */
export const GEMINI_WATCHDOG_S = 25;

/**
 * Gemini CLI 0.61.0 runs a call whose hook printed nothing (whatever the exit code) or did not end
 * within its timeout: the command's shell answers deny itself when node ends without an answer,
 * and kills a node that has not answered after GEMINI_WATCHDOG_S (verifiedCommand.ts watchdogWrap).
 */
const geminiWrap = (reinstall: string): Wrap =>
  watchdogWrap(GEMINI_WATCHDOG_S, (status) =>
    JSON.stringify({ decision: 'deny', reason: codeCheckText.noAnswer(status, GEMINI_WATCHDOG_S, reinstall) }),
  );

const TARGETS_TAIL = { copilot: ` || printf '%s\\n' '${COPILOT_DENY}'` };

export const TARGETS: Record<string, HookTarget> = {
  codex: {
    agent: 'codex',
    title: 'Codex CLI',
    project: '.codex/hooks.json',
    user: '.codex/hooks.json',
    kind: 'grouped',
    events: (command) => ({
      PreToolUse: grouped('^(Bash|apply_patch)$', command),
      PostToolUse: grouped('^(Bash|apply_patch)$', command),
      UserPromptSubmit: grouped(undefined, command),
      Stop: grouped(undefined, command),
    }),
    tail: ' || exit 2',
  },
  gemini: {
    agent: 'gemini',
    title: 'Gemini CLI',
    project: '.gemini/settings.json',
    user: '.gemini/settings.json',
    kind: 'grouped',
    events: (command) => {
      const tools =
        '^(write_file|replace|run_shell_command|read_file|read_many_files|glob|search_file_content|grep_search|list_directory)$';
      return {
        BeforeTool: grouped(tools, command, { timeout: GEMINI_TIMEOUT_MS }),
        AfterTool: grouped(tools, command, { timeout: GEMINI_TIMEOUT_MS }),
        BeforeAgent: grouped(undefined, command, { timeout: GEMINI_TIMEOUT_MS }),
        AfterAgent: grouped(undefined, command, { timeout: GEMINI_TIMEOUT_MS }),
      };
    },
    tail: geminiWrap,
  },
  cursor: {
    agent: 'cursor',
    title: 'Cursor',
    project: '.cursor/hooks.json',
    user: '.cursor/hooks.json',
    kind: 'flat',
    top: { version: 1 },
    events: (command) => {
      const entry = { command, failClosed: true };
      return {
        beforeShellExecution: [entry],
        beforeReadFile: [entry],
        preToolUse: [{ ...entry, matcher: 'Write|StrReplace|Edit|MultiEdit|Delete|Read|Grep' }],
        afterShellExecution: [entry],
        afterFileEdit: [entry],
        beforeSubmitPrompt: [entry],
        stop: [entry],
      };
    },
    tail: ' || exit 2',
  },
  copilot: {
    agent: 'copilot',
    title: 'Copilot CLI',
    project: '.github/hooks/diffgate.json',
    user: '.copilot/hooks/diffgate.json',
    kind: 'flat',
    top: { version: 1 },
    events: (command) => {
      // each entry names its event (the payloads do not); powershell runs the same CLI on Windows
      const entry = (event: string) => [
        {
          type: 'command',
          bash: command,
          powershell: powershellCommand(command),
          env: { DIFFGATE_COPILOT_EVENT: event },
          timeoutSec: 30,
        },
      ];
      return {
        preToolUse: entry('preToolUse'),
        postToolUse: entry('postToolUse'),
        postToolUseFailure: entry('postToolUseFailure'),
        userPromptSubmitted: entry('userPromptSubmitted'),
        agentStop: entry('agentStop'),
      };
    },
    tail: TARGETS_TAIL.copilot,
  },
};
