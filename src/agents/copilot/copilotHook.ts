/**
 * `diffgate hook copilot`: GitHub Copilot CLI's hooks (.github/hooks/*.json or ~/.copilot/hooks/,
 * `version: 1`), protocol as in docs.github.com "Hooks configuration" (Copilot CLI reference, 2026).
 *
 * Input has no event name: each event runs its own command, and the payloads differ by their
 * fields: preToolUse {timestamp, cwd, toolName, toolArgs}, postToolUse adds toolResult,
 * userPromptSubmitted {timestamp, cwd, prompt}; every payload carries sessionId; postToolUseFailure
 * is postToolUse after a failing tool, agentStop {sessionId, cwd, stopReason} the end of a turn.
 * Each installed entry names its event in DIFFGATE_COPILOT_EVENT (its `env`); an older install is
 * told apart by the payload's fields. toolArgs is an object (Copilot CLI 1.0.102; its hook reference
 * says a JSON string, which is read too); a model that edits through `apply_patch` sends the raw
 * patch text as toolArgs, and it is judged as the patch (each file it would leave).
 * Tools: bash {command}, powershell {command} (Windows), edit {path, old_str, new_str}, create {path, file_text}, view {path},
 * glob and grep {pattern, path | paths[]}, rg (as grep), apply_patch (the patch). preToolUse has no
 * matcher, so Copilot's other tools (report_intent, web_fetch, ...) get no opinion. The answer is
 * stdout JSON {permissionDecision, permissionDecisionReason}, and only "deny" is processed: an ask
 * is a deny with that said, and every failure is a deny (exit 0, so the JSON is read). After a
 * tool, what the tripwire put back reaches the model only as stdout {"additionalContext": ...}
 * (Copilot CLI 1.0.102 shows the model nothing of a hook's stderr).
 * The prompt store keys the session by sessionId (by the working directory only when a payload has none).
 */
import type { HookPorts } from '../../agent/runHook.js';
import { agentsText as t } from '../../core/messages/agents.js';
import { type AgentHook, type HookAnswer, SILENT, failureText, json } from '../../agent/answer.js';
import { decideAll, type Decision } from '../../agent/decide.js';

import { AGENT, COPILOT_EVENT_VAR, copilotCalls } from './copilotEvent.js';

export { COPILOT_EVENTS, COPILOT_EVENT_VAR, type CopilotEvent, copilotCalls, copilotEvent } from './copilotEvent.js';

const deny = (message: string): HookAnswer => ({
  exit: 0,
  stdout: json({ permissionDecision: 'deny', permissionDecisionReason: message }),
  stderr: '',
});

export function renderCopilot(d: Decision): HookAnswer {
  if (d.verdict === 'deny') return deny(d.message);
  if (d.verdict === 'ask') return deny(`${t.askBlocked(AGENT, d.message)}\n`);
  return SILENT;
}

export const copilotHook: AgentHook = {
  async run(stdin: string, ports: HookPorts): Promise<HookAnswer> {
    try {
      const { event, calls } = copilotCalls(stdin, ports.env[COPILOT_EVENT_VAR]);
      const d = await decideAll(calls, ports);
      // agentStop's block would enqueue the message as the next user prompt; the tripwire's put-back
      // has already happened, so the end of the turn is not blocked and the message goes to stderr
      if (event === 'agentStop') return { exit: 0, stdout: '', stderr: d.verdict === 'deny' ? d.message : '' };
      // after a tool: the put-back is done; stdout's additionalContext is what the model reads
      if (event.startsWith('post'))
        return d.verdict === 'deny'
          ? { exit: 0, stdout: json({ additionalContext: d.message }), stderr: d.message }
          : SILENT;
      return renderCopilot(d);
    } catch (e) {
      return this.crashed(failureText(e));
    }
  },
  crashed: (message) => deny(message),
};
