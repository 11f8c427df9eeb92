/** The command policy's sentences: its verdicts, `explain --command`, and why an allow was withheld. */
const quoteCommand = (text: string) => JSON.stringify(text.length > 120 ? `${text.slice(0, 117)}...` : text);

/** The command policy (command-allow / command-ask / command-deny, the catastrophic forms, explain --command). */
export const commandText = {
  pattern: {
    empty: () => 'expected a command prefix, e.g. "git push --force"',
    startsWithFlag: (token: string) =>
      `expected the program first, found the flag ${JSON.stringify(token)} (e.g. "git push --force")`,
    emptyAlternative: (token: string) =>
      `${JSON.stringify(token)} has an empty alternative; expected words separated by single "|" (e.g. "-f|--force")`,
    mixedFlag: (token: string) =>
      `${JSON.stringify(token)} mixes flags and words; expected all alternatives to be flags (-f|--force) or all words (push|pull)`,
    flagValue: (token: string) =>
      `${JSON.stringify(token)} gives a flag a value; a flag token matches the flag alone (--force matches --force=x too)`,
    partialStar: (token: string) =>
      `${JSON.stringify(token)} uses "*" inside a word; "*" stands alone and means any one word`,
    programPath: (token: string) =>
      `${JSON.stringify(token)} names a program with its directory; expected its name alone (/usr/bin/git is matched by "git")`,
    wrapper: (names: string) =>
      `${names} runs another command, which is judged as a segment of its own; a rule names a wrapper alone (e.g. "sudo"), and the command it runs in a rule of its own`,
    tooManyWords: (pattern: string, n: number, prefix: string, arity: number) =>
      `${JSON.stringify(pattern)} names ${n} positional words, but the canonical prefix of ${JSON.stringify(prefix)} has ${arity} (the arity table), so it could never match; ` +
      'words after the prefix are arguments, which rules do not match: name flags instead (e.g. "git push --force"), and see diffgate explain --command',
  },
  deny: {
    message: (segment: string, prefix: string, pattern: string) =>
      `The command runs ${quoteCommand(segment)} (prefix ${prefix}), which command-deny ${JSON.stringify(pattern)} refuses.`,
    next: () =>
      'Do not run it, and do not reach the same result another way (another spelling, a script, an alias, another tool). Show the command you intended and why in your reply; if a person decides to run it, they run it themselves (a release phrase does not lift a command-deny).',
  },
  catastrophic: {
    message: (form: string, text: string) =>
      `The command contains ${form} (${quoteCommand(text)}), one of the five forms diffgate always refuses.`,
    reason: () =>
      "It destroys the whole file system, the home directory or the machine's processes; no rule and no release lifts this.",
    next: () =>
      'Do not run it in any spelling. If you meant to remove something specific, name that path exactly (for example rm -rf ./build).',
  },
  ask: {
    segment: (
      segment: string,
      prefix: string,
      kind: string,
      pattern: string,
      reason: string,
      source: string,
      maybe: boolean,
    ) =>
      `${quoteCommand(segment)} (prefix ${prefix}) ${maybe ? 'may match' : 'matches'} ${kind} ${JSON.stringify(pattern)}${maybe ? ' (a word is not known before the command runs)' : ''}: ${reason} (${source})`,
    reason: (parts: string[]) => `diffgate: a person decides this command. ${parts.join('; ')}.`,
  },
  allow: {
    reason: (parts: string[]) => `diffgate: every command in it is allowed by the manifest: ${parts.join('; ')}.`,
    segment: (prefix: string, pattern: string, source: string) =>
      `${prefix} (command-allow ${JSON.stringify(pattern)}, ${source})`,
  },
  explain: {
    needsPath: () => "explain needs at least one PATH (or --command 'CMD')",
    usage: () =>
      "explain --command takes one command line and no PATH (quote it: diffgate explain --command 'git status && npm test')",
    header: (command: string) => `command: ${command}`,
    none: () => '  (no commands: nothing for the policy to judge)',
    segment: (n: number, text: string) => `  ${n}. ${text}`,
    prefix: (prefix: string, how: string) => `     prefix:  ${prefix}  (${how})`,
    arityKnown: (entry: string, arity: number, reason: string) => `arity table: ${entry} ${arity}, ${reason}`,
    arityUnknown: () => "not in the arity table: the program's name alone",
    targets: () => 'one prefix per target',
    alternate: (prefixes: string, options: string[]) =>
      `     or:      ${prefixes}  (if ${options.join(', ')} take${options.length === 1 ? 's' : ''} a value)`,
    via: (via: string[]) => `     via:     ${via.join(' > ')}`,
    parseFailed: () => '     parse:   the shell parser could not read it; its words are read from the raw text',
    rule: (kind: string, pattern: string, reason: string, source: string) =>
      `     rule:    ${kind}  ${pattern}  ${reason}  (${source})`,
    maybe: () => '     note:    the rule may match: a word is not known before the command runs, so a person decides',
    noRule: () => '     rule:    none matches',
    catastrophic: (form: string) => `     rule:    built-in: ${form} is always refused`,
    allowBlocked: (why: string) => `     note:    the allow rule does not apply: ${why}`,
    verdict: (decision: string) => `     verdict: ${decision}`,
    lineCatastrophic: (form: string, text: string) =>
      `  catastrophic: ${form} in ${quoteCommand(text)} (checked on the raw text; nothing overrides it)`,
    total: (decision: string, why: string) => `verdict: ${decision}${why ? ` (${why})` : ''}`,
    why: {
      deny: () => 'a segment is denied',
      ask: () => 'a segment needs a person',
      allow: () => 'every segment is allowed',
      none: () => "not every segment is allowed, so Claude Code's own permissions decide",
    },
    noOpinion: () => 'no opinion',
  },
  allowBlocked: {
    parseFailed: () => 'the shell parser could not read it',
    privilege: (wrapper: string) => `it runs through ${wrapper}, as another user`,
    environment: () =>
      'the command line changes its environment (VAR=value, env, export), and variables can change what a program runs',
    overrides: (found: { option: string; reason: string }[]) => found.map((f) => `${f.option}: ${f.reason}`).join('; '),
    doubt: (options: string[], unknownWord: boolean) =>
      [
        unknownWord ? 'a word of its prefix is not known before it runs' : '',
        options.length > 0
          ? `the table does not know whether ${options.join(', ')} take${options.length === 1 ? 's' : ''} a value`
          : '',
      ]
        .filter(Boolean)
        .join('; '),
  },
};
