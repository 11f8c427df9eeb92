/** What other agents' hooks say (Codex, Gemini CLI, Cursor, Copilot CLI, OpenCode) beyond the Claude hook's text. */
export const agentsText = {
  usage: (agents: readonly string[]) =>
    `usage: diffgate hook ${agents.join('|')}   (reads the agent's hook JSON on standard input)`,
  /** An agent whose protocol cannot ask a person: a call the command policy would ask about is blocked. */
  askBlocked: (agent: string, reason: string) =>
    `diffgate: this call needs a person's approval (${reason}). ${agent} hooks cannot ask the person, so the call is blocked. Tell the person what you wanted to run and why; they run it themselves, or release it with the release phrase.`,
  input: {
    badJson: (agent: string, detail: string) =>
      `the input on stdin is not JSON (${detail}); expected the JSON object ${agent} sends a command hook`,
    notObject: (agent: string) =>
      `the input on stdin is not a JSON object; expected the object ${agent} sends a command hook`,
    field: (agent: string, name: string, expected: string) =>
      `the ${agent} input's "${name}" is missing or not ${expected}`,
    unknownEvent: (agent: string, event: string, expected: readonly string[]) =>
      `unknown ${agent} hook event ${JSON.stringify(event)}: expected ${expected.join(', ')} (install the hook with "diffgate install --${agent.toLowerCase().split(' ')[0]}")`,
    unknownTool: (agent: string, tool: string, expected: readonly string[]) =>
      `unknown ${agent} tool ${JSON.stringify(tool)}: expected ${expected.join(', ')} (the installed hook's matcher names only these)`,
  },
  patch: {
    syntax: (line: number, detail: string) =>
      `the apply_patch input is not a patch diffgate can read (line ${line}: ${detail})`,
    noMatch: (path: string, detail: string) => `the patch cannot be applied to ${path} as it is now: ${detail}`,
    unreadable: (path: string, detail: string) => `the patch updates ${path}, which cannot be read: ${detail}`,
  },
} as const;
