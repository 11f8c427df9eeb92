/**
 * One event of an agent's session in (agentEvent.ts, in no agent's words), one Decision out
 * (decision.ts), which the agent's adapter renders in its protocol. Every failure (an unknown
 * tool, an unreadable manifest, an exception, a module that fails to load) is a deny whose message
 * names it: never a throw, because an agent lets the call through when its hook fails.
 * Each tool's decision lives in its own module, loaded only for that tool. For Bash, the command
 * policy may also answer ask or allow, but only when nothing is denied.
 */
import { posix } from 'node:path';
import { STORE_OWN } from './ownState.js';
import type { KnownPatterns } from '../core/commandRuleErrors.js';
import { claudeText as c } from '../core/messages/claude.js';
import { tripwireText as tw } from '../core/messages/tripwire.js';
import type { AgentEvent, BeforeCall } from './agentEvent.js';
import { isClientNotice, markEndOfTurn } from './clientNotice.js';
import { clearedBash } from './commands/clearedBash.js';
import { contextOf, loadRules, type Context } from './context.js';
import { checkGitDir } from './gitDirIdentity.js';
import { Ledger } from './ledger.js';
import type { PromptFrom } from './tripwire/promptSender.js';
import { locate } from './place.js';
import type { Denial } from './denial.js';
import { type Decision, NONE } from './decision.js';
import { HookFailure, failureText } from './failure.js';
import { ToolInput } from './toolInput.js';
import { applyPersonGates } from './personGate.js';
import { PromptStore, storeDir } from './prompts.js';
import { renderDenials } from './render.js';
import { calledName } from './toolNames.js';

export interface HookPorts {
  env: NodeJS.ProcessEnv;
  /** The home directory (`~`, the user manifest's default place). */
  home: string;
  now?: () => Date;
  /** Command patterns already known to be valid (see core/commandRuleErrors.ts). */
  knownPatterns?: KnownPatterns;
  /** The running CLI's package folder (default: found from the running script), whose code is a gate folder. */
  selfDir?: string;
}

/** Tools that can change files: the tripwire records the protected set before each. */
const CHANGING = new Set(['Write', 'Edit', 'MultiEdit', 'NotebookEdit', 'Delete', 'Bash', 'PowerShell']);

/**
 * An MCP tool (`mcp__<server>__<tool>`, a plugin's `mcp__plugin_...` too): what it does is the
 * server's, so the pre-check cannot read it. Its PreToolUse only begins the call for the tripwire,
 * which judges what it changed at its PostToolUse (docs/tripwire.md).
 */
const isMcp = (tool: string) => tool.startsWith('mcp__');

const deny = (message: string): Decision => ({ verdict: 'deny', message });

export async function runHook(event: AgentEvent, given: HookPorts): Promise<Decision> {
  // the project's rules, repository and store, as CLAUDE_PROJECT_DIR gives them for Claude Code
  const ports =
    event.project === undefined ? given : { ...given, env: { ...given.env, CLAUDE_PROJECT_DIR: event.project } };
  const now = ports.now ?? (() => new Date());
  const tools = event.tools;
  try {
    // every adapter's event: a session to keep it under, an absolute folder (checked as Claude Code's payload is)
    if (event.session === '') throw new HookFailure(c.input.field('session_id', 'a non-empty string'));
    if (!event.cwd.startsWith('/')) throw new HookFailure(c.input.field('cwd', 'an absolute path'));
    const place = locate(event.cwd, ports.env, ports.home);
    // a git folder moved away or swapped for another (the record and the hooks went with it) blocks every event
    checkGitDir(place, ports.env);
    const dir = await storeDir(place, ports.env);
    // the ledger outside the repository vouches for the prompt store's records (ledger.ts)
    const ledger = place.gitDir === null ? undefined : Ledger.of(place.gitDir, ports.env, place.home);
    const store = new PromptStore(dir, now, ledger);
    const names = tools ? { names: tools } : {};
    const tripwirePorts = { env: ports.env, now, knownPatterns: ports.knownPatterns, selfDir: ports.selfDir };
    const session = event.session;
    // a prompt the model scheduled (CronCreate, ScheduleWakeup) fires as a plain prompt event: noted when scheduled
    const notice =
      event.kind === 'prompt' &&
      (isClientNotice(event.prompt) ||
        event.fromModel === true ||
        (await import('./scheduledPrompt.js')).isScheduledPrompt(dir, event.prompt));
    // who sent a prompt: the client, or a command of the agent's running the prompt hook itself (review 2)
    const from =
      event.kind === 'prompt' && !notice && ledger !== undefined
        ? await senderOf(ledger, session, store, dir, ports.env, now)
        : undefined;
    if (event.kind === 'prompt' && (notice || from?.foreign !== undefined)) {
      // the client's or a model's words (a task notification, a subagent's prompt), not the person's: no release, no person's turn; what the background task
      // changed since the last judgement is judged as the agent's, and the model is told (not blocked: that would drop the notification)
      const { tripwireAfter } = await import(/* webpackChunkName: "tripwire" */ './tripwire/tripwire.js');
      const call = { place, storeDir: dir, session, tool: 'TaskNotification', ...names };
      const { message } = await tripwireAfter(call, store, tripwirePorts);
      if (from?.foreign !== undefined) {
        // not the person's prompt: not saved, no turn; the model is told, and so is the person (a client of theirs)
        const said = tw.promptNotClient(from.foreign, from.sender?.p, ledger?.client(session)?.p ?? 0);
        return { verdict: 'none', message: message === '' ? said : `${said}\n\n${message}`, toPerson: true };
      }
      return { verdict: 'none', message };
    }
    if (event.kind === 'prompt') {
      // the checks that find nothing to judge at most prompts are loaded alone; the tripwire's
      // judging, its record's walk and the gate list only where there is work (promptPass.ts)
      const { RECORD_FORMAT, hasRecord, nothingOpen, recordedBefore } = await import(
        /* webpackChunkName: "promptPass" */ './tripwire/promptPass.js'
      );
      const tripwire = () => import(/* webpackChunkName: "tripwire" */ './tripwire/tripwire.js');
      const promptCall = { place, storeDir: dir, session, tool: 'Stop', ...names };
      // a call whose judgement never finished, or what changed while processes the last turn left running
      // were alive (tripwire/stragglers.ts), is judged first: it never becomes the person's
      const judged = !(await nothingOpen(dir, session, store, ports.env, now()));
      const open = judged
        ? await (await tripwire()).tripwireOpenCalls(promptCall, store, tripwirePorts)
        : { message: '' };
      const recorded = await recordedBefore(dir, store, session);
      // the first record is taken before the prompt is saved: the prompt then comes after it, on the person's turn
      if (!recorded && !hasRecord(dir)) await (await tripwire()).tripwirePrompt(place, dir, recorded, tripwirePorts);
      // the commits the person saw: what a removed record is judged against (tripwire.ts `fromHead`);
      // the remotes they had: whose fetches count as on the remote (remoteTrust.ts). Each is what the
      // session's previous prompt kept when nothing git reads for it changed since (promptGit.ts).
      const { gitPrints } = await import(/* webpackChunkName: "tripwire" */ './tripwire/promptGit.js');
      const prints = gitPrints(place, ports.env, dir);
      const kept = await store.previousGit(session);
      const [heads, remotes] = await Promise.all([
        prints.r !== undefined && kept?.git.r === prints.r && kept.heads !== undefined
          ? kept.heads
          : (await tripwire()).headsNow(place, ports.env),
        prints.c !== undefined && kept?.git.c === prints.c && kept.remotes !== undefined
          ? kept.remotes
          : (await tripwire()).remotesNow(place, ports.env, dir),
      ]);
      // a fresh nonce for the turn, in the ledger and in the prompt store's record: a record put back
      // from another turn is not this one's (review 1 R1-F4); a ledger that cannot be written leaves
      // the record unvouched: no release, no save word (fail closed), the rest goes on
      let nonce: string | undefined;
      try {
        nonce = ledger?.beginTurn(session, event.prompt, heads, now().getTime(), from?.sender, remotes);
      } catch {
        nonce = undefined;
      }
      const save = () => store.save(session, event.prompt, RECORD_FORMAT, heads, remotes, nonce, prints);
      // a pass just judged open calls: the prompt must read as after its last act, in a later tick of the kernel's clock
      if (judged) {
        const { saveAfterLastAct } = await import(/* webpackChunkName: "tripwire" */ './tripwire/calls.js');
        await saveAfterLastAct(posix.join(dir, STORE_OWN.tripwire), save, () => store.latestTime(session));
      } else await save();
      // told, not blocked (that would drop the person's prompt); the person is told too: their own
      // edit since the turn ended may be among what was put back
      return open.message === '' ? NONE : { verdict: 'none', message: open.message, toPerson: true };
    }
    if (event.kind === 'after' || event.kind === 'end') {
      const tool = event.kind === 'after' ? event.tool : event.subagent ? 'SubagentStop' : 'Stop';
      const call = {
        place,
        storeDir: dir,
        session,
        tool,
        ...names,
        ...(event.kind === 'after' && event.callId ? { toolUseId: event.callId } : {}),
      };
      const { tripwireAfter } = await import(/* webpackChunkName: "tripwire" */ './tripwire/tripwire.js');
      const { message } = await tripwireAfter(call, store, tripwirePorts);
      // an end of turn already continued by a block is not blocked again (no endless turn); the put-back stands
      if (message === '' || (event.kind === 'end' && event.continued)) return { verdict: 'none', message };
      return deny(event.kind === 'end' ? markEndOfTurn(message) : message);
    }
    const rulesFor = (p: typeof place) => loadRules(p, ports.env, ports.knownPatterns);
    const ctx: Context = { place, rules: await rulesFor(place), ...(tools ? { tools } : {}) };
    ctx.ownContext = (real) => contextOf(real, ctx, rulesFor);
    const mcp = isMcp(event.tool);
    if (CHANGING.has(event.tool) || mcp) {
      const call = {
        place,
        storeDir: dir,
        session,
        tool: event.tool,
        ...names,
        ...(event.callId ? { toolUseId: event.callId } : {}),
      };
      // most calls find nothing moved: the full pass (and its code) only when something did
      const { quietBefore } = await import(/* webpackChunkName: "before" */ './tripwire/quietBefore.js');
      if (!(await quietBefore(call, now().getTime(), ports.env))) {
        const { tripwireBefore } = await import(/* webpackChunkName: "tripwire" */ './tripwire/tripwire.js');
        // a change found before the call that the person did not make is judged; one put back blocks the call
        const { message } = await tripwireBefore(call, ctx, store, tripwirePorts);
        if (message !== '') return deny(message);
      }
    }
    if (mcp) return NONE;
    if (event.tool === 'CronCreate' || event.tool === 'ScheduleWakeup')
      (await import('./scheduledPrompt.js')).noteScheduledPrompt(dir, event.args);
    const found = await decideTool(event, ctx);
    const denials = await applyPersonGates(
      found.denials,
      { session, tool: event.tool, toolUseId: event.callId, releasePhrases: ctx.rules.releasePhrases },
      store,
      now,
    );
    if (denials.length > 0) {
      // the call does not run, and gets no after-call event: it is not in progress (tripwire/calls.ts)
      if (CHANGING.has(event.tool)) {
        const { callKey, endCall } = await import(/* webpackChunkName: "before" */ './tripwire/calls.js');
        endCall(posix.join(dir, STORE_OWN.tripwire), callKey(session, event.callId, now().getTime()));
      }
      return deny(renderDenials(calledName(tools, event.tool), subject(event), denials, ctx.rules.releasePhrases));
    }
    if (found.ask !== undefined) return { verdict: 'ask', message: found.ask };
    if (found.allow !== undefined && found.denials.length === 0) return { verdict: 'allow', message: found.allow };
    return NONE;
  } catch (e) {
    // a failure at the end of the turn blocks it too, and its text may name what the model chose
    return deny(event.kind === 'end' ? markEndOfTurn(failureText(e)) : failureText(e));
  }
}

/**
 * Who sent a prompt, judged against the session's client and its last turn (from its previous
 * prompt to the agent's last act: tripwire/promptSender.ts). A store that cannot be read gives no
 * last turn; the client's rule still stands.
 */
async function senderOf(
  ledger: Ledger,
  session: string,
  store: PromptStore,
  dir: string,
  env: NodeJS.ProcessEnv,
  now: () => Date,
): Promise<PromptFrom> {
  const [{ promptFrom }, { lastActed }] = await Promise.all([
    import(/* webpackChunkName: "tripwire" */ './tripwire/promptSender.js'),
    import(/* webpackChunkName: "before" */ './tripwire/calls.js'),
  ]);
  let lastTurn: { from: number; to: number } | undefined;
  try {
    const from = await store.latestTime(session);
    if (from !== undefined) lastTurn = { from, to: lastActed(posix.join(dir, STORE_OWN.tripwire)) ?? now().getTime() };
  } catch {
    lastTurn = undefined;
  }
  return promptFrom(ledger.client(session), { env }, lastTurn);
}

/** What a tool call gets: denials, and for Bash the command policy's ask or allow reason. */
interface ToolOutcome {
  denials: Denial[];
  ask?: string;
  allow?: string;
}

async function decideTool(call: BeforeCall, ctx: Context): Promise<ToolOutcome> {
  const tool = call.tool;
  const args = new ToolInput(tool, call.args);
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
      return {
        denials: await (await import('./edits/decideEdit.js')).decideEdit(tool, args, ctx, path, call.asWritten),
      };
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
    case 'CronCreate':
    case 'ScheduleWakeup': {
      const { decideScheduledPrompt } = await import('./scheduledPrompt.js');
      return { denials: decideScheduledPrompt(tool, args, ctx.rules.releasePhrases) };
    }
    default:
      throw new HookFailure(c.input.unknownTool(tool));
  }
}

/** What the call was about, for the first line of the message. */
function subject(call: BeforeCall): string | undefined {
  const v = call.args.file_path ?? call.args.notebook_path ?? call.args.path ?? call.args.command;
  if (typeof v !== 'string') return undefined;
  return v.length > 100 ? `${v.slice(0, 97)}...` : v;
}
