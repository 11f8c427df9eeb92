/** The manifest parser's errors: each names what was expected. */
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
  patternTooLong: (n: number, max: number) =>
    `expected a pattern of at most ${max.toLocaleString('en-US')} characters, not ${n.toLocaleString('en-US')}`,
  patternBackslash: (p: string) => `expected "/" as the path separator in ${JSON.stringify(p)}, not "\\"`,
  patternTrailingSlash: (p: string) =>
    `expected a pattern without a trailing "/", which matches no file: ${JSON.stringify(`${p}**`)} for everything under the folder`,
  patternDotSlash: (p: string) =>
    `expected a repository-relative pattern without a leading "./": ${JSON.stringify(p.slice(2))}`,
  patternDotDot: (p: string) => `expected a pattern without ".." segments: ${JSON.stringify(p)}`,
  patternUnbalanced: (p: string, c: string) =>
    `expected balanced brackets in glob ${JSON.stringify(p)}: "${c}" has no partner`,
  patternInvalid: (p: string, why: string) => `expected a valid glob, ${JSON.stringify(p)} is not: ${why}`,
  unknownOption: (kind: string, key: string, known: string[]) =>
    known.length === 0
      ? `unknown option ${JSON.stringify(key)}: ${kind} takes no options`
      : `unknown option ${JSON.stringify(key)} for ${kind}: expected ${known.map((k) => `${k}=...`).join(' or ')}`,
  optionNeedsValue: (key: string) => `expected key=value, found ${JSON.stringify(key)} without a value`,
  duplicateOption: (key: string) => `option ${JSON.stringify(key)} is given twice`,
  badNumber: (key: string, value: string) =>
    `expected ${key}=N with N a positive whole number, found ${JSON.stringify(value)}`,
  badValue: (key: string, value: string, expected: string) =>
    `expected ${key}=${expected}, found ${JSON.stringify(value)}`,
  badRegex: (key: string, value: string, why: string) =>
    `expected ${key}=REGEX with REGEX a JavaScript regular expression (the rest of the column), found ${JSON.stringify(value)}: ${why}`,
  headWithAtEnd: () => 'expected head=REGEX or at=end, not both: with head= new sections go above the released part',
  budgetNeedsLimit: () => 'expected a limit for budget: lines=N, bytes=N or both',
};
