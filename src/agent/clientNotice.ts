import { tripwireText } from '../core/messages/tripwire.js';

/**
 * Text a client sends through its prompt event that no person typed. Claude Code 2.1.328 sends a
 * background task's completion (a `run_in_background` Bash, a background `Agent`) as a
 * UserPromptSubmit whose prompt is `<task-notification>...</task-notification>`, with nothing else in
 * the payload to tell it from the person's prompt (conformance/claude/FINDINGS.md). It carries text
 * the model wrote (the task's `description` in `<summary>`, a subagent's last words in `<result>`),
 * so it must release nothing, and it does not start the person's turn: what the task changed is the
 * agent's, and is judged.
 */
const NOTICE = /^\s*<task-notification>/;
/**
 * diffgate's own end-of-turn block (tripwireText.header for Stop) sent back as a prompt: Gemini CLI
 * 0.61.0 starts a retry turn after AfterAgent's exit 2 whose BeforeAgent `prompt` is the hook's
 * stderr, shaped like a person's prompt. The text names the release phrase (and paths the model
 * chose), so it must release nothing; the retry goes on with the turn it continues.
 */
function isEndOfTurnBlock(prompt: string): boolean {
  const text = prompt.trimStart();
  const count = /^diffgate found (\d+) /.exec(text)?.[1];
  return text.startsWith(tripwireText.endOfTurnLead(count === undefined ? 1 : Number(count)));
}

export function isClientNotice(prompt: string): boolean {
  return NOTICE.test(prompt) || isEndOfTurnBlock(prompt);
}
