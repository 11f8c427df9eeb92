/**
 * `diffgate hook claude`: one hook event in, one answer out in Claude Code's protocol. Deny is
 * exit 2 with the message on stderr; no opinion is exit 0 with nothing written. Every failure
 * (bad JSON, an unknown event or tool, an unreadable manifest, an exception, a module that fails
 * to load) is also exit 2 with a message, because any other exit lets the call through.
 * Each tool's decision lives in its own module, loaded only for that tool. For Bash, the command
 * policy may also answer ask or allow (exit 0 with a `permissionDecision` JSON), but only when
 * nothing is denied.
 */
import { posix } from 'node:path';
import type { KnownPatterns } from '../core/commandRuleErrors.js';
import { claudeText as c } from '../core/messages/claude.js';
import { isClientNotice } from './clientNotice.js';
import { clearedBash } from './commands/clearedBash.js';
import { contextOf, loadRules, type Context } from './context.js';
import { checkGitDir } from './gitDirIdentity.js';
import { Ledger } from './ledger.js';
import { locate } from './place.js';
import type { Denial } from './denial.js';
import { HookFailure } from './failure.js';
import { ToolInput, parseHookInput, type PreToolUse } from './hookInput.js';
import { applyPersonGates } from './personGate.js';
import { PromptStore, storeDir } from './prompts.js';
import { renderDenials } from './render.js';
import { calledName, type ToolNames } from './toolNames.js';

export interface HookPorts {
  env: NodeJS.ProcessEnv;
  /** The home directory (`~`, the user manifest's default place). */
  home: string;
  now?: () => Date;
  /** Command patterns already known to be valid (see core/commandRuleErrors.ts). */
  knownPatterns?: KnownPatterns;
  /** The running CLI's package folder (default: found from the running script), whose code is a gate folder. */
  selfDir?: string;
  /** The calling agent's tool names as its model sees them, for the messages (default Claude Code's). */
  tools?: ToolNames;
}

/** Tools that can change files: the tripwire records the protected set before each. */
const CHANGING = new Set(['Write', 'Edit', 'MultiEdit', 'NotebookEdit', 'Delete', 'Bash', 'PowerShell']);

/**
 * An MCP tool (`mcp__<server>__<tool>`, a plugin's `mcp__plugin_...` too): what it does is the
 * server's, so the pre-check cannot read it. Its PreToolUse only begins the call for the tripwire,
 * which judges what it changed at its PostToolUse (docs/tripwire.md).
 */
const isMcp = (tool: string) => tool.startsWith('mcp__');

export interface HookAnswer {
  exit: 0 | 2;
  stdout: string;
  stderr: string;
}

const NO_OPINION: HookAnswer = { exit: 0, stdout: '', stderr: '' };

export async function runHook(stdin: string, ports: HookPorts): Promise<HookAnswer> {
  const now = ports.now ?? (() => new Date());
  try {
    const input = parseHookInput(stdin);
    const event = input.hook_event_name;
    const place = locate(input.cwd, ports.env, ports.home);
    // a git folder moved away or swapped for another (the record and the hooks went with it) blocks every event
    checkGitDir(place, ports.env);
    const dir = await storeDir(place, ports.env);
    // the ledger outside the repository vouches for the prompt store's records (ledger.ts)
    const ledger = place.gitDir === null ? undefined : Ledger.of(place.gitDir, ports.env, place.home);
    const store = new PromptStore(dir, now, ledger);
    const names = ports.tools ? { names: ports.tools } : {};
    const tripwirePorts = { env: ports.env, now, knownPatterns: ports.knownPatterns, selfDir: ports.selfDir };
    if (event === 'UserPromptSubmit' && (isClientNotice(input.prompt) || input.agent_id !== undefined)) {
      // the client's or a model's words (a task notification, a subagent's prompt), not the person's: no release, no person's turn; what the background task
      // changed since the last judgement is judged as the agent's, and the model is told on stdout
      // (UserPromptSubmit's stdout is context for the model; exit 2 would drop the notification)
      const { tripwireAfter } = await import(/* webpackChunkName: "tripwire" */ './tripwire/tripwire.js');
      const call = { place, storeDir: dir, session: input.session_id, tool: 'TaskNotification', ...names };
      const { message } = await tripwireAfter(call, store, tripwirePorts);
      if (message === '') return NO_OPINION;
      const context = { hookSpecificOutput: { hookEventName: 'UserPromptSubmit', additionalContext: message } };
      return { exit: 0, stdout: `${JSON.stringify(context)}\n`, stderr: '' };
    }
    if (event === 'UserPromptSubmit') {
      const { RECORD_FORMAT, headsNow, recordedBefore, remotesNow, tripwireOpenCalls, tripwirePrompt } = await import(
        /* webpackChunkName: "tripwire" */ './tripwire/tripwire.js'
      );
      // a call whose judgement never finished, or what changed while processes the last turn left running
      // were alive (tripwire/stragglers.ts), is judged first: it never becomes the person's
      const open = await tripwireOpenCalls(
        { place, storeDir: dir, session: input.session_id, tool: 'Stop', ...names },
        store,
        tripwirePorts,
      );
      const recorded = await recordedBefore(dir, store, input.session_id);
      // the first record is taken before the prompt is saved: the prompt then comes after it, on the person's turn
      await tripwirePrompt(place, dir, recorded, tripwirePorts);
      // the commits the person saw: what a removed record is judged against (tripwire.ts `fromHead`);
      // the remotes they had: whose fetches count as on the remote (remoteTrust.ts)
      const [heads, remotes] = await Promise.all([headsNow(place, ports.env), remotesNow(place, ports.env, dir)]);
      // a fresh nonce for the turn, in the ledger and in the prompt store's record: a record put back
      // from another turn is not this one's (review 1 R1-F4); a ledger that cannot be written leaves
      // the record unvouched: no release, no save word (fail closed), the rest goes on
      let nonce: string | undefined;
      try {
        nonce = ledger?.beginTurn(input.session_id, input.prompt, heads, now().getTime());
      } catch {
        nonce = undefined;
      }
      await store.save(input.session_id, input.prompt, RECORD_FORMAT, heads, remotes, nonce);
      if (open.message === '') return NO_OPINION;
      // UserPromptSubmit's stdout is context for the model (exit 2 would drop the person's prompt);
      // systemMessage is shown to the person: their own edit since the turn ended may be among what was put back
      const context = {
        systemMessage: open.message,
        hookSpecificOutput: { hookEventName: 'UserPromptSubmit', additionalContext: open.message },
      };
      return { exit: 0, stdout: `${JSON.stringify(context)}\n`, stderr: '' };
    }
    if (event !== 'PreToolUse') {
      const tool = event === 'PostToolUse' || event === 'PostToolUseFailure' ? input.tool_name : event;
      const call = {
        place,
        storeDir: dir,
        session: input.session_id,
        tool,
        ...names,
        ...('tool_use_id' in input && input.tool_use_id ? { toolUseId: input.tool_use_id } : {}),
      };
      const { tripwireAfter } = await import(/* webpackChunkName: "tripwire" */ './tripwire/tripwire.js');
      const { message } = await tripwireAfter(call, store, tripwirePorts);
      // a Stop already continued by a Stop hook is not blocked again (no endless turn); the put-back stands
      if (
        message === '' ||
        (input.hook_event_name === 'Stop' || input.hook_event_name === 'SubagentStop' ? input.stop_hook_active : false)
      )
        return { exit: 0, stdout: '', stderr: message };
      return { exit: 2, stdout: '', stderr: message };
    }
    const rulesFor = (p: typeof place) => loadRules(p, ports.env, ports.knownPatterns);
    const ctx: Context = { place, rules: await rulesFor(place), ...(ports.tools ? { tools: ports.tools } : {}) };
    ctx.ownContext = (real) => contextOf(real, ctx, rulesFor);
    const mcp = isMcp(input.tool_name);
    if (CHANGING.has(input.tool_name) || mcp) {
      const call = {
        place,
        storeDir: dir,
        session: input.session_id,
        tool: input.tool_name,
        ...names,
        ...(input.tool_use_id ? { toolUseId: input.tool_use_id } : {}),
      };
      // most calls find nothing moved: the full pass (and its code) only when something did
      const { quietBefore } = await import(/* webpackChunkName: "before" */ './tripwire/quietBefore.js');
      if (!(await quietBefore(call, now().getTime(), ports.env))) {
        const { tripwireBefore } = await import(/* webpackChunkName: "tripwire" */ './tripwire/tripwire.js');
        // a change found before the call that the person did not make is judged; one put back blocks the call
        const { message } = await tripwireBefore(call, ctx, store, tripwirePorts);
        if (message !== '') return { exit: 2, stdout: '', stderr: message };
      }
    }
    if (mcp) return NO_OPINION;
    const found = await decideTool(input, ctx);
    const denials = await applyPersonGates(
      found.denials,
      {
        session: input.session_id,
        tool: input.tool_name,
        toolUseId: input.tool_use_id,
        releasePhrases: ctx.rules.releasePhrases,
      },
      store,
      now,
    );
    if (denials.length > 0) {
      // the call does not run, and gets no PostToolUse: it is not in progress (tripwire/calls.ts)
      if (CHANGING.has(input.tool_name)) {
        const { callKey, endCall } = await import(/* webpackChunkName: "before" */ './tripwire/calls.js');
        endCall(posix.join(dir, 'tripwire'), callKey(input.session_id, input.tool_use_id, now().getTime()));
      }
      return {
        exit: 2,
        stdout: '',
        stderr: renderDenials(
          calledName(ports.tools, input.tool_name),
          subject(input),
          denials,
          ctx.rules.releasePhrases,
        ),
      };
    }
    if (found.ask !== undefined) return decision('ask', found.ask);
    if (found.allow !== undefined && found.denials.length === 0) return decision('allow', found.allow);
    return NO_OPINION;
  } catch (e) {
    const detail =
      e instanceof HookFailure ? e.message : c.internal(e instanceof Error ? (e.stack ?? e.message) : String(e));
    return { exit: 2, stdout: '', stderr: `${c.failure(detail)}\n` };
  }
}

/** What a tool call gets: denials, and for Bash the command policy's ask or allow reason. */
interface ToolOutcome {
  denials: Denial[];
  ask?: string;
  allow?: string;
}

function decision(kind: 'ask' | 'allow', reason: string): HookAnswer {
  const body = {
    hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: kind, permissionDecisionReason: reason },
  };
  return { exit: 0, stdout: `${JSON.stringify(body)}\n`, stderr: '' };
}

async function decideTool(input: PreToolUse, ctx: Context): Promise<ToolOutcome> {
  const tool = input.tool_name;
  const args = new ToolInput(tool, input.tool_input);
  switch (tool) {
    case 'Write':
    case 'Edit':
    case 'MultiEdit':
    case 'NotebookEdit':
    // Delete: other agents' file deletion (Codex's *** Delete File, Cursor's Delete), judged as the checker judges a deletion
    case 'Delete': {
      // loaded here, not with the hook: the gate list they read is not needed on a Bash or Read call's path
      const [{ isDenial, resolveToolPath }, { clearsEdit }, { editPathField }] = await Promise.all([
        import('./toolPath.js'),
        import('./edits/clearsEdit.js'),
        import('./edits/editTool.js'),
      ]);
      const path = resolveToolPath(args.string(editPathField(tool)), ctx);
      if (!isDenial(path) && tool !== 'NotebookEdit' && tool !== 'Delete' && (await clearsEdit(tool, args, ctx, path)))
        return { denials: [] };
      return { denials: await (await import('./edits/decideEdit.js')).decideEdit(tool, args, ctx, path) };
    }
    case 'Read':
    case 'Grep':
    case 'Glob':
    case 'LS':
      return { denials: await (await import('./readTools.js')).decideRead(tool, args, ctx) };
    case 'Bash': {
      const command = args.string('command');
      // A plain harmless line under no command rules loads nothing more (most calls).
      if (clearedBash(command, ctx)) return { denials: [] };
      // In the command policy's chunk: a Bash line under command rules then loads one file, not two.
      return (await import(/* webpackChunkName: "policy" */ './commands/decideBash.js')).decideBash(command, ctx);
    }
    case 'PowerShell': {
      const command = args.string('command');
      const [{ decidePowerShell }, { Protection }] = await Promise.all([
        import('./powershell.js'),
        import('./protection.js'),
      ]);
      return { denials: decidePowerShell(command, ctx, new Protection(ctx)) };
    }
    default:
      throw new HookFailure(c.input.unknownTool(tool));
  }
}

/** What the call was about, for the first line of the message. */
function subject(input: PreToolUse): string | undefined {
  const v =
    input.tool_input.file_path ?? input.tool_input.notebook_path ?? input.tool_input.path ?? input.tool_input.command;
  if (typeof v !== 'string') return undefined;
  return v.length > 100 ? `${v.slice(0, 97)}...` : v;
}
