/** What other agents' hooks say (Codex, Gemini CLI, Cursor, Copilot CLI, OpenCode) beyond the Claude hook's text. */
/** Why each client may skip the hooks diffgate installed (as the pinned versions do), said by install. */
const trustNeed = {
  codex:
    'Codex runs project hooks only in a trusted folder whose hooks were reviewed, and says nothing when it skips them (Codex 0.169.0)',
  gemini:
    'Gemini CLI runs hooks only in a trusted folder, and headless it exits 55 in an untrusted one; hooksConfig.enabled false or the command in hooksConfig.disabled switch the hooks off (Gemini CLI 0.61.0)',
  copilot:
    'Copilot CLI loads project hooks only in a trusted folder, and copilot -p in an untrusted one runs none and says nothing (Copilot CLI 1.0.102)',
};

/** What makes the client load them here: the next step of install's note and of doctor's finding. */
const trustFix = {
  codex: (root: string) =>
    `run \`codex exec --trust\` once in ${root} (or add [projects."${root}"] trust_level = "trusted" to ~/.codex/config.toml), then review the hooks in Codex's /hooks; or run: diffgate install --codex --user`,
  gemini: (root: string) =>
    `trust the folder when Gemini asks, or add {"${root}": "TRUST_FOLDER"} to ~/.gemini/trustedFolders.json (headless: GEMINI_CLI_TRUST_WORKSPACE=true or --skip-trust)`,
  copilot: (root: string) =>
    `trust the folder when Copilot asks, or add "${root}" to "trustedFolders" in ~/.copilot/config.json; or run: diffgate install --copilot --user`,
};

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
  install: {
    installed: (agent: string, file: string, events: readonly string[]) =>
      `added the ${agent} hooks to ${file} (${events.join(', ')}).`,
    already: (agent: string, file: string) => `the ${agent} hooks are already in ${file}; nothing changed.`,
    removed: (agent: string, file: string) => `removed the ${agent} hooks from ${file}.`,
    absent: (file: string) => `${file} has no diffgate hooks; nothing changed.`,
    badSettings: (file: string, detail: string) =>
      `${file} is not a JSON object (${detail}); fix it by hand, then run the install again.`,
    badHooks: (file: string, event: string) =>
      `${file} has a "hooks.${event}" that is not a list; fix it by hand, then run the install again.`,
    notOurs: (file: string) =>
      `${file} exists and was not written by diffgate; move it away, then run the install again.`,
    /** What each client needs before it runs the project hooks just installed (seen on the pinned versions). */
    trust: {
      codex: (root: string) => `${trustNeed.codex}: ${trustFix.codex(root)}.`,
      gemini: (root: string) => `${trustNeed.gemini}: ${trustFix.gemini(root)}.`,
      copilot: (root: string) => `${trustNeed.copilot}: ${trustFix.copilot(root)}.`,
    },
    noPostEvent: (agent: string) =>
      `${agent} has no event after a tool runs that diffgate can use, so its tripwire does not run there; the git hooks and the Action still judge every commit.`,
  },
  doctor: {
    group: () => 'agent hooks (Codex, Gemini CLI, Cursor, Copilot CLI, OpenCode)',
    settingsCheck: (agent: string) => `${agent} hooks`,
    probeCheck: (agent: string) => `${agent} hook denies`,
    notInstalled: () =>
      "no agent hooks but Claude Code's installed (diffgate install --codex, --gemini, --cursor, --copilot or --opencode)",
    installed: (file: string, events: readonly string[], post: string) =>
      `${file}: ${events.join(', ')} run diffgate; after each tool call: ${post}`,
    missing: (file: string, events: readonly string[]) => `${file} has no diffgate hook for ${events.join(', ')}`,
    reinstall: (agent: string, user: boolean) => `run: diffgate install --${agent}${user ? ' --user' : ''}`,
    loadsCheck: (agent: string) => `${agent} hooks load`,
    loads: (why: string) => `the client will load the installed hooks here: ${why}`,
    untrusted: (agent: string, root: string, where: string) =>
      `${agent} does not trust ${root} (${where}), so it loads none of the project hooks there and says nothing about it: every call goes through unjudged`,
    reviewedCheck: (agent: string) => `${agent} hooks reviewed`,
    reviewed: (n: number, config: string) =>
      `${config} records each of diffgate's ${n} Codex hooks as reviewed with its current hash: Codex runs them`,
    unreviewed: (keys: readonly string[], n: number, config: string) =>
      `Codex runs a hook only once ${config} records its current hash as reviewed ([hooks.state."<key>"] trusted_hash, written by /hooks) and does not disable it; ${keys.length} of diffgate's ${n} hooks are not (never reviewed, disabled, or changed since: an install after diffgate or node changed writes a new command), so Codex skips them and codex exec says nothing: ${keys.join(', ')}`,
    reviewFix: (root: string) =>
      `open Codex in ${root}, run /hooks and trust diffgate's hooks (again after each diffgate install)`,
    switchedOff: (file: string, how: string) => `${file} switches the Gemini CLI hooks off (${how}): they never run`,
    trustFix,
    hooksOnFix: (file: string) =>
      `remove hooksConfig.enabled false and diffgate's command from hooksConfig.disabled in ${file}`,
    probeDenied: (path: string) => `the installed command denied a synthetic edit of ${path}`,
    probeNotDenied: (path: string, status: number | null, output: string) =>
      `the installed command did not deny a synthetic edit of ${path} (exit ${status}): ${output.trim().slice(0, 300)}`,
  },
  readMany: {
    tooWide: (limit: number) =>
      `the read_many_files call reaches more than ${limit} files and folders, too many to judge one by one; read the files you need by name or with a narrower include`,
  },
  patch: {
    syntax: (line: number, detail: string) =>
      `the apply_patch input is not a patch diffgate can read (line ${line}: ${detail})`,
    noMatch: (path: string, detail: string) => `the patch cannot be applied to ${path} as it is now: ${detail}`,
    unreadable: (path: string, detail: string) => `the patch updates ${path}, which cannot be read: ${detail}`,
  },
} as const;
