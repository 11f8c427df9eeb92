/**
 * Every user-facing sentence of the checker, in one place. A block message is an instruction:
 * what was blocked, why (the manifest's reason), and the next action.
 */
const NO_WORKAROUND = 'Do not work around the block by changing another file instead.';
const WAIT = 'Show the change you intended and why, and wait for a person to release it.';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const manifestText = {
  unknownKind: (kind: string) =>
    `unknown rule kind ${JSON.stringify(kind)}: expected one of freeze (A), invariant (B), append (C), budget, deny, allow, save-gate, release, command-allow, command-ask, command-deny`,
  missingColumns: (n: number) =>
    `expected 3 or 4 TAB-separated columns (rule, pattern, reason [, options]) but found ${n}: separate columns with a TAB, not spaces`,
  extraColumns: (n: number) =>
    `expected at most 4 TAB-separated columns (rule, pattern, reason, options) but found ${n}: options are separated by spaces, not TABs`,
  emptyReason: () => 'expected a reason: one sentence saying why the rule exists',
  emptyPattern: (kind: string) =>
    kind === 'release'
      ? 'expected the release phrase a person types, e.g. "guard release"'
      : kind.startsWith('command-')
        ? 'expected a command prefix, e.g. "git push --force"'
        : 'expected a glob pattern, e.g. "config/**"',
  patternSpaces: () => 'expected a pattern without leading or trailing spaces',
  patternBackslash: (p: string) => `expected "/" as the path separator in ${JSON.stringify(p)}, not "\\"`,
  patternDotSlash: (p: string) => `expected a repository-relative pattern without a leading "./": ${JSON.stringify(p.slice(2))}`,
  patternDotDot: (p: string) => `expected a pattern without ".." segments: ${JSON.stringify(p)}`,
  patternUnbalanced: (p: string, c: string) => `expected balanced brackets in glob ${JSON.stringify(p)}: "${c}" has no partner`,
  patternInvalid: (p: string, why: string) => `expected a valid glob, ${JSON.stringify(p)} is not: ${why}`,
  unknownOption: (kind: string, key: string, known: string[]) =>
    known.length === 0
      ? `unknown option ${JSON.stringify(key)}: ${kind} takes no options`
      : `unknown option ${JSON.stringify(key)} for ${kind}: expected ${known.map((k) => `${k}=...`).join(' or ')}`,
  optionNeedsValue: (key: string) => `expected key=value, found ${JSON.stringify(key)} without a value`,
  duplicateOption: (key: string) => `option ${JSON.stringify(key)} is given twice`,
  badNumber: (key: string, value: string) => `expected ${key}=N with N a positive whole number, found ${JSON.stringify(value)}`,
  badValue: (key: string, value: string, expected: string) => `expected ${key}=${expected}, found ${JSON.stringify(value)}`,
  budgetNeedsLimit: () => 'expected a limit for budget: lines=N, bytes=N or both',
};

const type = (t: string) => (t === 'file' ? 'a regular file' : t === 'symlink' ? 'a symlink' : 'a submodule');

export const violationText = {
  freeze: {
    modified: () => 'Changed the content of a frozen file.',
    deleted: () => 'Deleted a frozen file.',
    renamed: (to: string) => `Renamed a frozen file away (to ${to}); that deletes its path.`,
    mode: (from: string, to: string) => `Changed the mode of a frozen file (${from} -> ${to}).`,
    type: (from: string, to: string) => `Changed a frozen path from ${type(from)} to ${type(to)}.`,
    next: () => `This file is frozen. ${NO_WORKAROUND} ${WAIT}`,
  },
  invariant: {
    changed: (a: number, b: number) => `Changed the invariant span that was at lines ${a}-${b}.`,
    deleted: (n: number) => `Deleted or renamed away a file with ${plural(n, 'invariant span')}.`,
    binary: () => 'Changed a binary file that has invariant spans; a binary change counts as a change to all of it.',
    nested: (line: number) => `An INVARIANT-START at line ${line} opens a span inside another span.`,
    unopened: (line: number) => `An INVARIANT-END at line ${line} closes no span.`,
    unclosed: (line: number) => `The span opened at line ${line} is never closed; it runs to the end of the file.`,
    next: () =>
      `The lines between INVARIANT-START and INVARIANT-END (markers included) must stay exactly as they were. Edit outside the span. If the span itself must change, do not work around the block by changing another file instead: ${WAIT.charAt(0).toLowerCase()}${WAIT.slice(1)}`,
    markersNext: () =>
      'Keep every INVARIANT-START paired with its own INVARIANT-END, without nesting; restore the marker you moved or removed.',
  },
  append: {
    changed: (oldLine: number) => `Removed or changed existing line ${oldLine} of an append-only file.`,
    notAtEnd: (oldLine: number) => `Inserted or changed content before the end of an append-only file (at its line ${oldLine}); new lines go at the end.`,
    deleted: () => 'Deleted or renamed away an append-only file.',
    binary: () => 'Changed a binary append-only file; a binary change counts as a change to all of it.',
    next: (atEnd: boolean) =>
      `This file is append-only. Restore the existing lines exactly and add your text as new lines${atEnd ? ' after the existing content' : ''}. ${NO_WORKAROUND}`,
  },
  budget: {
    lines: (after: number, before: number, limit: number) =>
      `Grew a file that is over its budget: ${after} lines after the change (was ${before}), budget ${limit}.`,
    bytes: (after: number, before: number, limit: number) =>
      `Grew a file that is over its budget: ${after} bytes after the change (was ${before}), budget ${limit}.`,
    next: (measure: 'lines' | 'bytes', limit: number) =>
      `This file is over its budget of ${limit} ${measure}. Make room first: merge, shorten or remove existing ${measure === 'lines' ? 'lines' : 'text'} so the change does not grow it (one in, one out). ${NO_WORKAROUND}`,
  },
  deny: {
    added: () => 'Added a path the manifest denies.',
    next: (path: string) =>
      `Remove it from the change (git rm --cached -- ${JSON.stringify(path)}) and keep it out of the repository. If it must be committed, a person adds an "allow" line for it to the manifest.`,
  },
  secret: {
    added: (segment: string) => `Added a path that looks like a secret (${JSON.stringify(segment)} is on the built-in secret list).`,
    reason: () => 'Secrets, keys and production credentials must not enter the repository.',
    next: (path: string) =>
      `Remove it from the change (git rm --cached -- ${JSON.stringify(path)}) and add it to .gitignore. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
  },
  manifest: {
    weakened: (kind: string, pattern: string, source: string) =>
      `Removed or weakened the rule "${kind} ${pattern}" (${source}).`,
    loosened: (kind: string, pattern: string) => `Added a loosening rule "${kind} ${pattern}".`,
    release: (phrases: string[]) => `Changed the release phrase (now ${phrases.map((p) => JSON.stringify(p)).join(', ')}).`,
    invalid: (detail: string) => `The changed manifest does not parse: ${detail}`,
    reason: () => 'The manifest protects itself: a change may add or strengthen rules, never remove or weaken one.',
    next: () =>
      `Keep the old rule as it was; you may add a stricter or broader rule beside it. ${NO_WORKAROUND} ${WAIT}`,
    invalidNext: () => 'Fix the manifest line named above; the manifest must parse before anything else is checked.',
  },
};

export const noteText = {
  noManifest: (file: string) => `diffgate: no manifest at ${file}; only the built-in secret list was checked.`,
};

export const cliText = {
  usage: () => `usage:
  diffgate check [--staged | --range BASE..HEAD | --worktree] [--manifest FILE] [--format text|json|github]
  diffgate explain PATH...            which rules cover a path, and why
  diffgate init [--force]             write a starter .diffgate.tsv at the repository root

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
  ok: (n: number, label: string) => `diffgate: ${n === 1 ? '1 changed file' : `${n} changed files`} checked against ${label}; nothing blocked.`,
  blockedHeader: (v: number, n: number) => `diffgate: blocked. ${v === 1 ? '1 violation' : `${v} violations`} in ${n === 1 ? '1 changed file' : `${n} changed files`}:`,
  why: 'why: ',
  next: 'next:',
  rule: 'rule:',
  explainNone: () => 'no rule covers this path',
  explainSecret: (segment: string) => `built-in secret list: ${JSON.stringify(segment)} may not be added`,
  explainAllowed: (source: string) => `exempt from deny and the secret list by allow (${source})`,
  initExists: (file: string) => `diffgate: ${file} already exists; not overwritten (use --force to replace it).`,
  initWrote: (file: string) => `diffgate: wrote ${file}. Edit it, then commit it: from then on it protects itself.`,
};

/** The starter manifest `diffgate init` writes. */
export const STARTER_MANIFEST = `# diffgate manifest: one rule a line, columns separated by TABs:
#   rule <TAB> pattern <TAB> reason [<TAB> options]
# Rules: freeze (A), invariant (B), append (C), budget, deny, allow, save-gate, release,
#        command-allow, command-ask, command-deny.
# Patterns are globs (picomatch, dot files included) against the repository-relative path.
# This file protects itself: a change may add or strengthen rules, never remove or weaken one.
#
# Examples (remove the leading "# " to use one):
# freeze	.github/workflows/**	CI definitions change only through a reviewed pull request
# invariant	docs/style.md	The marked principles are decided; edit around them
# append	logs/decisions.md	The decision log is a record: add entries, never rewrite them	at=end
# budget	INDEX.md	INDEX.md is read at every session start; keep it short	lines=150 bytes=25600
# deny	**/*.sqlite	Databases are not committed
# allow	test/fixtures/fake.pem	A fake key used by the tests
# command-deny	git push -f|--force	History on shared branches is rewritten only by a person
# command-deny	git reset --hard	Discarding work is a person's decision
# command-ask	git clean -f	Deleting untracked files is a person's decision
# command-ask	npm publish	Publishing is a person's decision
`;
