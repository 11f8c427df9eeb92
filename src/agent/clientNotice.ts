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

/**
 * Any end-of-turn block of diffgate's, by the line runHook puts at its end (tripwireText.endOfTurnMark):
 * a block can begin otherwise (refused commits, which quote the subject the model chose; the notice
 * of a forged record before the lead; a failure), so the lead alone let the model's words pass for
 * the person's (review 4 G1, G2). Spaces are compared loosely, should a client reflow the text; the
 * mark is not secret: a prompt that forges it only loses its release.
 */
const squeeze = (text: string) => text.replace(/\s+/g, ' ');
const MARK = squeeze(tripwireText.endOfTurnMark);
const carriesMark = (prompt: string) => squeeze(prompt).includes(MARK);

export function isClientNotice(prompt: string): boolean {
  return NOTICE.test(prompt) || isEndOfTurnBlock(prompt) || carriesMark(prompt);
}

/** An end-of-turn block's text as the hook gives it: marked at its end, so that it never comes back as the person's. */
export function markEndOfTurn(message: string): string {
  return carriesMark(message) ? message : `${message.replace(/\n+$/, '')}\n\n${tripwireText.endOfTurnMark}\n`;
}
