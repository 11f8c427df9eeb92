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

export function isClientNotice(prompt: string): boolean {
  return NOTICE.test(prompt);
}
