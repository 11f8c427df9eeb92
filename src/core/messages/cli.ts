/** The command line's own sentences: usage, errors, summaries, explain and init. */
export const noteText = {
  noManifest: (file: string) => `diffgate: no manifest at ${file}; only the built-in secret list was checked.`,
};

export const cliText = {
  usage: () => `usage:
  diffgate check [--staged | --range BASE..HEAD | --worktree] [--manifest FILE] [--format text|json|github]
  diffgate explain PATH...            which rules cover a path, and why
  diffgate explain --command 'CMD'    the command policy's verdict, segment by segment
  diffgate init [--force]             write a starter .diffgate.tsv at the repository root
  diffgate install --hooks-path [--force] | --husky | --lefthook
  diffgate install --claude | --codex | --gemini | --cursor | --copilot | --opencode [--user]
  diffgate uninstall ...              reverses install
  diffgate doctor                     prove the installed gates are live
  diffgate hook AGENT                 an agent's hook (claude, codex, gemini, cursor, copilot; JSON on stdin)
  diffgate githook NAME [ARGS]        what the git hooks run (pre-commit, pre-merge-commit, prepare-commit-msg, pre-push)

exit status: 0 nothing blocked, 1 blocked, 2 configuration or usage error (also blocks)`,
  usageError: (detail: string) => `diffgate: ${detail}\n\nRun "diffgate --help" for usage.`,
  unknownCommand: (name: string) => `unknown command ${JSON.stringify(name)}`,
  badRange: (range: string) => `--range expects BASE..HEAD, got ${JSON.stringify(range)}`,
  oneMode: () => 'choose one of --staged, --range and --worktree',
  badFormat: (f: string) => `--format expects text, json or github, got ${JSON.stringify(f)}`,
  manifestErrors: (label: string, n: number) =>
    `diffgate: the manifest ${label} has ${n === 1 ? 'an error' : `${n} errors`}; nothing can be checked until ${n === 1 ? 'it is' : 'they are'} fixed, so everything is blocked:`,
  manifestMissing: (label: string) => `diffgate: the manifest ${label} does not exist.`,
  gitError: (detail: string) => `diffgate: git failed: ${detail}`,
  readError: (detail: string) => `diffgate: ${detail}; the change cannot be checked, so it is blocked.`,
  internalError: (detail: string) => `diffgate: internal error, so the change is blocked: ${detail}`,
  ok: (n: number, label: string) =>
    `diffgate: ${n === 1 ? '1 changed file' : `${n} changed files`} checked against ${label}; nothing blocked.`,
  blockedHeader: (v: number, n: number) =>
    `diffgate: blocked. ${v === 1 ? '1 violation' : `${v} violations`} in ${n === 1 ? '1 changed file' : `${n} changed files`}:`,
  why: 'why: ',
  next: 'next:',
  rule: 'rule:',
  explainNone: () => 'no rule covers this path',
  explainSecret: (segment: string) => `built-in secret list: ${JSON.stringify(segment)} may not be added`,
  explainAllowed: (source: string) => `exempt from deny and the secret list by allow (${source})`,
  initExists: (file: string) => `diffgate: ${file} already exists; not overwritten (use --force to replace it).`,
  initWrote: (file: string) => `diffgate: wrote ${file}. Edit it, then commit it: from then on it protects itself.`,
};
