/**
 * The TSV manifest parser. Collects every malformed line, each with file, line, column and what
 * was expected, so a user fixes them all in one pass. Pure: takes the text, returns data.
 */
import { KIND_ALIASES, RULE_KINDS, isPathKind, type Rule, type RuleKind, type RuleOptions } from './rule.js';
import { manifestText } from './messages/manifest.js';

export interface ManifestError {
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface Manifest {
  file: string;
  rules: Rule[];
  errors: ManifestError[];
}

export function formatManifestError(e: ManifestError): string {
  return `${e.file}:${e.line}:${e.column}: ${e.message}`;
}

type OptionSpec = Record<string, (value: string) => Partial<RuleOptions> | string>;

const positiveInt =
  (key: 'lines' | 'bytes') =>
  (value: string): Partial<RuleOptions> | string =>
    /^[1-9][0-9]*$/.test(value) && Number.isSafeInteger(Number(value))
      ? { [key]: Number(value) }
      : manifestText.badNumber(key, value);

const OPTIONS: Partial<Record<RuleKind, OptionSpec>> = {
  append: { at: (v) => (v === 'end' ? { atEnd: true } : manifestText.badValue('at', v, 'end')), head: headOption },
  budget: { lines: positiveInt('lines'), bytes: positiveInt('bytes') },
  'save-gate': {
    words: (v) => {
      const words = v.split(',').map((w) => w.trim().toLowerCase());
      return words.some((w) => w === '')
        ? manifestText.badValue('words', v, 'a comma-separated list of words')
        : { words };
    },
  },
};

/** Options whose value is the rest of the column (a regular expression may hold spaces). */
const REST_OF_COLUMN: ReadonlySet<string> = new Set(['head']);

function headOption(value: string): Partial<RuleOptions> | string {
  if (value === '') return manifestText.badRegex('head', value, 'it is empty');
  const problem = regexProblem(value);
  return problem === undefined ? { head: value } : manifestText.badRegex('head', value, problem);
}

/** Why `source` does not compile as a regular expression, or undefined when it does. */
function regexProblem(source: string): string | undefined {
  try {
    new RegExp(source);
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

export function parseManifest(text: string, file: string): Manifest {
  const rules: Rule[] = [];
  const errors: ManifestError[] = [];
  // A UTF-8 byte order mark (some Windows editors write one) is not part of the first rule kind.
  const lines = (text.startsWith('\uFEFF') ? text.slice(1) : text).split('\n');
  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    const lineErrors: ManifestError[] = [];
    const err = (column: number, message: string) => lineErrors.push({ file, line: lineNo, column, message });
    const cols = line.split('\t');
    const starts: number[] = [];
    let at = 1;
    for (const c of cols) {
      starts.push(at);
      at += c.length + 1;
    }
    const [kindText = '', pattern = '', reason = '', optionsText = ''] = cols;
    const kind: RuleKind | undefined = (RULE_KINDS as readonly string[]).includes(kindText)
      ? (kindText as RuleKind)
      : KIND_ALIASES[kindText];
    if (!kind) err(1, manifestText.unknownKind(kindText));
    if (cols.length < 3) {
      err(line.length + 1, manifestText.missingColumns(cols.length));
    } else if (cols.length > 4) {
      err(starts[4]!, manifestText.extraColumns(cols.length));
    }
    if (cols.length >= 2) {
      const problem = kind ? checkPattern(kind, pattern) : undefined;
      if (problem) err(starts[1]!, problem);
    }
    if (cols.length >= 3 && reason.trim() === '') err(starts[2]!, manifestText.emptyReason());
    const options: RuleOptions = {};
    const written =
      kind && cols.length === 4 ? parseOptions(kind, optionsText, starts[3]!, options, err) : new Set<string>();
    // a limit written with a bad value has its own error; only a limit not written at all is missing
    if (kind === 'append' && options.head !== undefined && options.atEnd) err(starts[3]!, manifestText.headWithAtEnd());
    if (kind === 'budget' && cols.length >= 3 && !written.has('lines') && !written.has('bytes')) {
      err(cols.length === 4 ? starts[3]! : line.length + 1, manifestText.budgetNeedsLimit());
    }
    if (lineErrors.length > 0 || !kind) {
      errors.push(...lineErrors);
      return;
    }
    rules.push({
      kind,
      pattern,
      reason,
      options,
      file,
      line: lineNo,
      optionsText: cols.length === 4 ? optionsText : '',
    });
  });
  return { file, rules, errors };
}

/** Parses the options column into `into`; returns the known keys it mentions, valid or not. */
function parseOptions(
  kind: RuleKind,
  text: string,
  column: number,
  into: RuleOptions,
  err: (column: number, message: string) => void,
): Set<string> {
  const spec = OPTIONS[kind] ?? {};
  const seen = new Set<string>();
  const mentioned = new Set<string>();
  let offset = 0;
  for (let word of text.split(' ')) {
    const start = offset;
    const col = column + offset;
    offset += word.length + 1;
    if (word === '') continue;
    const eq = word.indexOf('=');
    const key = eq === -1 ? word : word.slice(0, eq);
    const rest = eq !== -1 && REST_OF_COLUMN.has(key) && spec[key] !== undefined;
    if (rest) word = text.slice(start);
    const parse = spec[key];
    if (!parse) {
      err(col, manifestText.unknownOption(kind, key, Object.keys(spec)));
      continue;
    }
    mentioned.add(key);
    if (eq === -1) {
      err(col, manifestText.optionNeedsValue(key));
      continue;
    }
    if (seen.has(key)) {
      err(col, manifestText.duplicateOption(key));
      continue;
    }
    seen.add(key);
    const result = parse(word.slice(eq + 1));
    if (typeof result === 'string') err(col, result);
    else Object.assign(into, result);
    if (rest) break;
  }
  return mentioned;
}

function checkPattern(kind: RuleKind, pattern: string): string | undefined {
  if (pattern.trim() === '') return manifestText.emptyPattern(kind);
  if (pattern !== pattern.trim()) return manifestText.patternSpaces();
  if (!isPathKind(kind)) return undefined;
  if (pattern.length > MAX_PATTERN) return manifestText.patternTooLong(pattern.length, MAX_PATTERN);
  if (pattern.includes('\\')) return manifestText.patternBackslash(pattern);
  if (pattern.startsWith('./')) return manifestText.patternDotSlash(pattern);
  // a glob ending in `/` matches no file, so `freeze config/` would protect nothing
  if (pattern.endsWith('/')) return manifestText.patternTrailingSlash(pattern);
  if (DOT_DOT.test(pattern)) return manifestText.patternDotDot(pattern);
  const unbalanced = unbalancedBracket(pattern);
  if (unbalanced) return manifestText.patternUnbalanced(pattern, unbalanced);
  // Globs are compiled when first matched, not here: a 1,000-line manifest must not cost 1,000
  // regex compilations per commit. Unbalanced brackets are what picomatch's strict mode rejects.
  return undefined;
}

/**
 * picomatch refuses to compile a glob over 65,536 characters; refused here, with room for `~/`
 * becoming the home folder, so that such a line is an error where it is, not when a path first
 * meets it (or never, when the hook's pre-checks do not need that rule).
 */
const MAX_PATTERN = 32_768;

/** A `..` segment. */
const DOT_DOT = /(^|\/)\.\.(\/|$)/;
const BRACKETS = /[[\]{}()]/;
const PAIRS: Readonly<Record<string, string>> = { ']': '[', '}': '{', ')': '(' };

/** The first bracket of `[]`, `{}` or `()` left open or closed without an opening, if any. */
function unbalancedBracket(pattern: string): string | undefined {
  if (!BRACKETS.test(pattern)) return undefined; // most patterns: no bracket to balance
  const stack: string[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[' || c === '{' || c === '(') stack.push(c);
    else if (c in PAIRS) {
      if (stack.pop() !== PAIRS[c]) return c;
    }
  }
  return stack.pop();
}
