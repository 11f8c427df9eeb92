"use strict";
exports.id = "4006-5879-9525-9811";
exports.ids = ["4006-5879-9525-9811",4006,5879,9525,9811];
exports.modules = {

/***/ 4006:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const pico = __webpack_require__(8016);
const utils = __webpack_require__(4059);

function picomatch(glob, options, returnState = false) {
  // default to os.platform()
  if (options && (options.windows === null || options.windows === undefined)) {
    // don't mutate the original options object
    options = { ...options, windows: utils.isWindows() };
  }

  return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


/***/ }),

/***/ 5595:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR,
  SEP
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
  SEP: '\\'
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 8265:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const constants = __webpack_require__(5595);
const utils = __webpack_require__(4059);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const buildCharClassStar = chars => {
  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  return chars;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
  // characters we can emit one flat, ReDoS-safe character class that preserves the
  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
  // every branch but the first.
  const safeChars = [];
  let sawStarSequence = false;
  let combinable = true;

  for (const branch of branches) {
    const chars = getStarExtglobSequenceChars(branch);
    if (chars) {
      sawStarSequence = true;
      safeChars.push(...chars);
      continue;
    }

    const literal = normalizeSimpleBranch(branch);
    if (literal && literal.length === 1) {
      safeChars.push(literal);
      continue;
    }

    combinable = false;

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  if (sawStarSequence) {
    return combinable
      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
      : { risky: true };
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(opts.windows);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.output = (prev.output || prev.value) + tok.value;
      prev.value += tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      // A globstar followed only by balanced closing parens is at the logical end of patterns like
      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
      // parent path, except in negated extglobs where that would change the exclusion semantics.
      const isEnd = eos() || (
        state.parens > 0
        && rest === ')'.repeat(state.parens)
        && !extglobs.some(extglob => extglob.type === 'negate')
      );

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(opts.windows);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 8016:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const scan = __webpack_require__(1781);
const parse = __webpack_require__(8265);
const utils = __webpack_require__(4059);
const constants = __webpack_require__(5595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 *
 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
 * const picomatch = require('picomatch/posix');
 * // the same API, defaulting to posix paths
 * const isMatch = picomatch('a/*');
 * console.log(isMatch('a\\b')); //=> false
 * console.log(isMatch('a/b')); //=> true
 *
 * // you can still configure the matcher function to accept windows paths
 * const isMatch = picomatch('a/*', { options: windows });
 * console.log(isMatch('a\\b')); //=> true
 * console.log(isMatch('a/b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = opts.windows;
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input, { windows: posix }));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.makeRe(state[, options]);
 *
 * const result = picomatch.makeRe('*.js');
 * console.log(result);
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 1781:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const utils = __webpack_require__(4059);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __webpack_require__(5595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          let parens = 0;

          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }

            if (code === CHAR_LEFT_PARENTHESES) {
              parens++;
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        let parens = 1;

        while (eos() !== true && (code = advance())) {
          if (code === CHAR_BACKWARD_SLASH) {
            backslashes = token.backslashes = true;
            advance();
            continue;
          }

          if (code === CHAR_LEFT_PARENTHESES) {
            parens++;
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex !== undefined ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (i >= start) {
        parts.push(value);
        prevIndex = i;
      }
    }

    const n = prevIndex !== undefined ? prevIndex + 1 : start;
    const value = input.slice(n);
    parts.push(value);

    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
      tokens[tokens.length - 1].value = value;
      depth(tokens[tokens.length - 1]);
      state.maxDepth += tokens[tokens.length - 1].depth;
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 4059:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __webpack_require__(5595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
  if (typeof navigator !== 'undefined' && navigator.platform) {
    const platform = navigator.platform.toLowerCase();
    return platform === 'win32' || platform === 'windows';
  }

  if (typeof process !== 'undefined' && process.platform) {
    return process.platform === 'win32';
  }

  return false;
};

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};

exports.basename = (path, { windows } = {}) => {
  const segs = path.split(windows ? /[\\/]/ : '/');
  const last = segs[segs.length - 1];

  if (last === '') {
    return segs[segs.length - 2];
  }

  return last;
};


/***/ }),

/***/ 5879:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GatePaths = void 0;
exports.gateSet = gateSet;
exports.gateSetWithoutInstalled = gateSetWithoutInstalled;
exports.installedPaths = installedPaths;
exports.programPaths = programPaths;
exports.snapshotFolders = snapshotFolders;
exports.keyFolders = keyFolders;
exports.commonDir = commonDir;
exports.ownPackageDir = ownPackageDir;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const claude_js_1 = __webpack_require__(209);
const failure_js_1 = __webpack_require__(6640);
const readRegular_js_1 = __webpack_require__(6355);
const realPath_js_1 = __webpack_require__(5727);
const joinPath_js_1 = __webpack_require__(7987);
const LEFTHOOK_EXTENSIONS = ['yml', 'yaml', 'json', 'jsonc', 'toml'];
const LEFTHOOK_FILES = ['lefthook', '.lefthook', 'lefthook-local', '.lefthook-local'].flatMap((name) => LEFTHOOK_EXTENSIONS.map((ext) => `${name}.${ext}`));
const OPENCODE_CONFIGS = ['opencode.json', 'opencode.jsonc'];
const PROMPT_TEMPLATE_FOLDERS = ['.claude/commands', '.gemini/commands', '.opencode/command', '.opencode/commands'];
const PROJECT_FILES = [
    ...LEFTHOOK_FILES,
    ...LEFTHOOK_FILES.filter((f) => !f.startsWith('.')).map((f) => `.config/${f}`),
    '.pre-commit-config.yaml',
    '.pre-commit-config.yml',
    '.claude/settings.json',
    '.claude/settings.local.json',
    '.claude/scheduled_tasks.json',
    '.codex/config.toml',
    '.codex/hooks.json',
    '.gemini/settings.json',
    '.cursor/hooks.json',
    ...OPENCODE_CONFIGS,
    ...OPENCODE_CONFIGS.map((f) => `.opencode/${f}`),
];
const PROJECT_FOLDERS = [
    '.husky',
    '.lefthook',
    '.lefthook-local',
    '.github/hooks',
    '.opencode/plugins',
    '.opencode/plugin',
    '.opencode/tools',
    '.opencode/tool',
    ...PROMPT_TEMPLATE_FOLDERS,
];
const HOME_GIT_CONFIGS = ['.gitconfig', '.config/git/config'];
const HUSKY_9_START_FOLDER = 'husky';
const HUSKY_8_START = '.huskyrc';
const SHELL_START_FILES = [
    '.bashrc',
    '.bash_aliases',
    '.bash_profile',
    '.bash_login',
    '.bash_logout',
    '.profile',
    '.zshenv',
    '.zshrc',
    '.zprofile',
    '.zlogin',
    '.zlogout',
    ...['.zshenv', '.zshrc', '.zprofile', '.zlogin', '.zlogout'].map((f) => `${f}.zwc`),
    '.config/fish/config.fish',
];
const SOURCED_FOLDERS = [
    '.bashrc.d',
    '.bash_completion.d',
    '.local/share/bash-completion/completions',
    '.oh-my-zsh/custom',
    '.zshrc.d',
];
const SOURCED_FILES = ['.bash_completion'];
const SHELL_START_FOLDERS = ['.config/fish/conf.d', '.config/fish/functions'];
const SHADOWED_PROGRAMS = ['git', 'node', 'npm', 'npx', 'sh', 'bash', 'env', 'watchman'];
const USER_BIN_FOLDERS = ['.local/bin', 'bin'];
const SHELL_SNAPSHOTS = 'shell-snapshots';
const HOME_FILES = [
    ...HOME_GIT_CONFIGS,
    ...SHELL_START_FILES,
    ...SOURCED_FILES,
    ...USER_BIN_FOLDERS.flatMap((bin) => SHADOWED_PROGRAMS.map((program) => `${bin}/${program}`)),
    '.claude/settings.json',
    '.claude/settings.local.json',
    '.claude/scheduled_tasks.json',
    '.codex/config.toml',
    '.codex/hooks.json',
    '.gemini/settings.json',
    '.cursor/hooks.json',
    '.copilot/config.json',
    '.copilot/settings.json',
    '.local/bin/diffgate',
    'bin/diffgate',
    HUSKY_8_START,
    ...OPENCODE_CONFIGS.map((f) => `.config/opencode/${f}`),
];
const MACOS = process.platform === 'darwin';
const PYTHON_START_FILES = new Set(['usercustomize.py', 'sitecustomize.py']);
const MAX_PYTHON_ENTRIES = 4096;
const pythonBase = (base) => ({
    root: (0, joinPath_js_1.joinPath)(base, 'lib'),
    prefix: `${(0, joinPath_js_1.joinPath)(base, 'lib')}/`,
    steps: [/^python3\.\d+t?$/, 'site-packages'],
});
const macosBase = (library) => ({
    root: library,
    prefix: `${library}/`,
    steps: [/^3\.\d+$/, 'lib', 'python', 'site-packages'],
});
function pythonSites(base) {
    const keyFolders = [base.root];
    const files = [];
    const [version, ...fixed] = base.steps;
    for (const name of boundedNames(base.root, MAX_PYTHON_ENTRIES).filter((n) => version.test(n))) {
        let dir = (0, joinPath_js_1.joinPath)(base.root, name);
        keyFolders.push(dir);
        for (const step of fixed)
            keyFolders.push((dir = (0, joinPath_js_1.joinPath)(dir, step)));
        files.push(...[...PYTHON_START_FILES].map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
        let names;
        try {
            names = (0, node_fs_1.readdirSync)(dir);
        }
        catch {
            continue;
        }
        files.push(...names.filter((n) => n.endsWith('.pth')).map((n) => (0, joinPath_js_1.joinPath)(dir, n)));
    }
    return { keyFolders, files };
}
const MAX_WORKTREES = 1024;
function boundedNames(dir, max, tooMany = claude_js_1.claudeText.tooManyPythonVersions) {
    let handle;
    if ((0, node_fs_1.lstatSync)(dir, { throwIfNoEntry: false })?.isDirectory() !== true)
        return [];
    try {
        handle = (0, node_fs_1.opendirSync)(dir);
    }
    catch {
        return [];
    }
    const names = [];
    try {
        let entry;
        try {
            entry = handle.readSync();
        }
        catch (e) {
            if (e.code === 'ENOENT' || e.code === 'ENOTDIR')
                return [];
            throw e;
        }
        for (; entry !== null; entry = handle.readSync()) {
            if (names.length >= max)
                throw new failure_js_1.HookFailure(tooMany(dir, max));
            names.push(entry.name);
        }
    }
    finally {
        handle.closeSync();
    }
    return names;
}
function pythonShape(path, base) {
    if (!path.startsWith(base.prefix))
        return path === base.root ? 'site' : undefined;
    const parts = path.slice(base.root.length + 1).split('/');
    const fits = (i) => {
        const step = base.steps[i];
        return typeof step === 'string' ? parts[i] === step : step.test(parts[i]);
    };
    for (let i = 0; i < Math.min(parts.length, base.steps.length); i++)
        if (!fits(i))
            return 'other';
    if (parts.length <= base.steps.length)
        return 'site';
    const name = parts[base.steps.length];
    return parts.length === base.steps.length + 1 && (PYTHON_START_FILES.has(name) || name.endsWith('.pth'))
        ? 'start'
        : 'other';
}
const DEFERRED_WORK_FOLDERS = ['.config/systemd/user'];
const HOME_FOLDERS = [
    ...SHELL_START_FOLDERS,
    ...SOURCED_FOLDERS,
    ...PROMPT_TEMPLATE_FOLDERS.filter((f) => !f.startsWith('.opencode/')),
    '.config/opencode/command',
    '.config/opencode/commands',
    '.codex/prompts',
    ...DEFERRED_WORK_FOLDERS,
    '.local/state/diffgate',
    `.config/${HUSKY_9_START_FOLDER}`,
    '.copilot/hooks',
    '.config/opencode/plugins',
    '.config/opencode/plugin',
    '.config/opencode/tools',
    '.config/opencode/tool',
];
const PACKAGE_FOLDERS = ['dist/cli', 'dist/lib', 'dist/opencode', 'githooks'];
const PACKAGE_FILES = ['package.json', 'dist/package.json'];
const MEMO_FOLDER = 'command-patterns';
const SYSTEM_FILES = [
    '/etc/gitconfig',
    '/etc/claude-code/managed-settings.json',
    '/etc/codex/config.toml',
    '/etc/codex/requirements.toml',
    '/etc/gemini-cli/settings.json',
    '/etc/cursor/hooks.json',
];
const memo = new Map();
function gateSet(place, env, selfDir = ownPackageDir()) {
    const { files, folders } = gateSetWithInstalled(place, env, selfDir);
    return { files, folders };
}
function gateSetWithoutInstalled(place, env, selfDir = ownPackageDir()) {
    const { files, folders, installed } = gateSetWithInstalled(place, env, selfDir);
    return { files: files.filter((p) => !installed.has(p)), folders: folders.filter((p) => !installed.has(p)) };
}
function gateSetWithInstalled(place, env, selfDir) {
    const key = JSON.stringify([place, selfDir, envKey(env)]);
    const known = memo.get(key);
    if (known)
        return known;
    const named = namedGates(place, env, selfDir);
    const { real, links } = realPaths();
    const both = (list) => [...new Set(list.flatMap((p) => [p, real(p)]))];
    const installedFiles = both(named.installedFiles);
    const installedFolders = both(named.installedFolders);
    const manifests = both(named.manifests);
    const programs = both(named.programs);
    const bases = new Map();
    for (const b of named.pythonBases)
        for (const root of [b.root, real(b.root)])
            bases.set(root, { ...b, root, prefix: `${root}/` });
    const sites = [...bases.values()].map(pythonSites);
    const installedHops = [...links];
    const files = both(named.files);
    const folders = both(named.folders);
    const snapshotFolders = new Set(both(named.snapshotFolders));
    const mine = [place.home, place.realHome, place.workspace, place.root];
    const hops = [...links].filter((l) => mine.some((d) => (0, realPath_js_1.isWithin)(l, d)));
    const installedLinks = installedHops.filter((l) => hops.includes(l));
    const set = {
        files: [
            ...new Set([...manifests, ...files, ...sites.flatMap((s) => s.files), ...installedFiles, ...programs, ...hops]),
        ],
        folders: [...new Set([...folders, ...installedFolders])],
        installed: new Set([...installedFiles, ...installedFolders, ...programs, ...installedLinks]),
        manifests: new Set(manifests),
        snapshotFolders,
        programs: new Set(programs),
        pythonBases: [...bases.values()],
        keyFolders: [...new Set(sites.flatMap((s) => s.keyFolders))],
        worktreeRoots: both(named.worktreeRoots),
        worktreeDirs: new Set(both(named.worktreeDirs)),
    };
    memo.set(key, set);
    return set;
}
const ENV_KEYS = [
    'XDG_CONFIG_HOME',
    'XDG_CACHE_HOME',
    'XDG_STATE_HOME',
    'GIT_CONFIG_GLOBAL',
    'GIT_CONFIG_SYSTEM',
    'CLAUDE_CONFIG_DIR',
    'CODEX_HOME',
    'GEMINI_CLI_SYSTEM_SETTINGS_PATH',
    'COPILOT_HOME',
    'npm_config_prefix',
    'NPM_CONFIG_PREFIX',
    'PREFIX',
    'PNPM_HOME',
    'BASH_ENV',
    'ENV',
    'ZDOTDIR',
    'PYTHONUSERBASE',
    'PATH',
    'ZSH_CUSTOM',
    'XDG_DATA_HOME',
];
const envKey = (env) => ENV_KEYS.map((k) => env[k] ?? '');
function namedGates(place, env, selfDir) {
    const files = [...SYSTEM_FILES];
    const manifests = [];
    const folders = [];
    const installedFiles = [];
    const installedFolders = [];
    const packages = [];
    const pythonBases = [];
    const worktreeRoots = [];
    const worktreeDirs = [];
    const projects = [...new Set([place.workspace, place.root])];
    for (const dir of projects) {
        files.push(...PROJECT_FILES.map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
        manifests.push((0, joinPath_js_1.joinPath)(dir, '.diffgate.tsv'));
        folders.push(...PROJECT_FOLDERS.map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
        const modules = (0, joinPath_js_1.joinPath)(dir, 'node_modules');
        installedFiles.push((0, joinPath_js_1.joinPath)(modules, '.bin', 'diffgate'));
        packages.push((0, joinPath_js_1.joinPath)(modules, 'diffgate'), ...pnpmCopies(modules));
    }
    for (const home of new Set([place.home, place.realHome])) {
        files.push(...HOME_FILES.map((f) => (0, joinPath_js_1.joinPath)(home, f)));
        pythonBases.push(pythonBase((0, joinPath_js_1.joinPath)(home, '.local')));
        if (MACOS)
            pythonBases.push(macosBase((0, joinPath_js_1.joinPath)(home, 'Library', 'Python')));
        folders.push(...HOME_FOLDERS.map((f) => (0, joinPath_js_1.joinPath)(home, f)));
        packages.push((0, joinPath_js_1.joinPath)(home, '.local', 'lib', 'node_modules', 'diffgate'));
        manifests.push((0, joinPath_js_1.joinPath)(home, '.config', 'diffgate', 'manifest.tsv'));
    }
    const absolute = (name) => {
        const value = env[name];
        return value && node_path_1.posix.isAbsolute(value) && (!value.startsWith('/dev/') || value.startsWith('/dev/shm/'))
            ? value
            : undefined;
    };
    const xdgConfig = absolute('XDG_CONFIG_HOME');
    if (xdgConfig) {
        files.push(...OPENCODE_CONFIGS.map((f) => (0, joinPath_js_1.joinPath)(xdgConfig, 'opencode', f)));
        folders.push((0, joinPath_js_1.joinPath)(xdgConfig, 'opencode', 'plugins'), (0, joinPath_js_1.joinPath)(xdgConfig, 'opencode', 'plugin'));
        folders.push((0, joinPath_js_1.joinPath)(xdgConfig, HUSKY_9_START_FOLDER));
        files.push((0, joinPath_js_1.joinPath)(xdgConfig, 'git', 'config'));
        manifests.push((0, joinPath_js_1.joinPath)(xdgConfig, 'diffgate', 'manifest.tsv'));
    }
    const xdgCache = absolute('XDG_CACHE_HOME');
    const xdgState = absolute('XDG_STATE_HOME');
    if (xdgState)
        folders.push((0, joinPath_js_1.joinPath)(xdgState, 'diffgate'));
    for (const name of ['GIT_CONFIG_GLOBAL', 'GIT_CONFIG_SYSTEM', 'GEMINI_CLI_SYSTEM_SETTINGS_PATH']) {
        const file = absolute(name);
        if (file)
            files.push(file);
    }
    const claude = absolute('CLAUDE_CONFIG_DIR');
    if (claude)
        files.push((0, joinPath_js_1.joinPath)(claude, 'settings.json'), (0, joinPath_js_1.joinPath)(claude, 'settings.local.json'));
    for (const name of ['BASH_ENV', 'ENV']) {
        const file = absolute(name);
        if (file)
            files.push(file);
    }
    const shadowing = [];
    const homes = [place.home, place.realHome];
    for (const entry of (env.PATH ?? '').split(':')) {
        const bin = pathFolder(entry, place.home);
        if (bin === undefined)
            continue;
        const programs = SHADOWED_PROGRAMS.map((program) => (0, joinPath_js_1.joinPath)(bin, program));
        if (homes.some((h) => (0, realPath_js_1.isWithin)(bin, h)))
            files.push(...programs);
        else if (writable(existingAncestor(bin)))
            shadowing.push(...programs);
    }
    const userBase = absolute('PYTHONUSERBASE');
    if (userBase)
        pythonBases.push(pythonBase(userBase));
    const zdotdir = absolute('ZDOTDIR');
    if (zdotdir)
        files.push(...['.zshenv', '.zshrc', '.zprofile', '.zlogin'].map((f) => (0, joinPath_js_1.joinPath)(zdotdir, f)));
    const zshCustom = absolute('ZSH_CUSTOM');
    if (zshCustom)
        folders.push(zshCustom);
    const xdgData = absolute('XDG_DATA_HOME');
    if (xdgData)
        folders.push((0, joinPath_js_1.joinPath)(xdgData, 'bash-completion', 'completions'));
    const startFiles = [
        ...[...new Set([place.home, place.realHome])].flatMap((h) => SHELL_START_FILES.filter((f) => !f.endsWith('.zwc')).map((f) => (0, joinPath_js_1.joinPath)(h, f))),
        ...['BASH_ENV', 'ENV'].map(absolute).filter((f) => f !== undefined),
        ...(zdotdir ? ['.zshenv', '.zshrc', '.zprofile', '.zlogin'].map((f) => (0, joinPath_js_1.joinPath)(zdotdir, f)) : []),
    ];
    const sourced = sourcedFiles(startFiles, place.home, [place.home, place.realHome, ...projects]);
    files.push(...sourced.files);
    folders.push(...sourced.folders);
    const snapshotFolders = [...new Set([...[place.home, place.realHome].map((h) => (0, joinPath_js_1.joinPath)(h, '.claude')), claude])]
        .filter((dir) => dir !== undefined)
        .map((dir) => (0, joinPath_js_1.joinPath)(dir, SHELL_SNAPSHOTS));
    for (const folder of snapshotFolders)
        files.push(...snapshotFiles(folder));
    const codex = absolute('CODEX_HOME');
    if (codex)
        files.push((0, joinPath_js_1.joinPath)(codex, 'config.toml'), (0, joinPath_js_1.joinPath)(codex, 'hooks.json'));
    const copilot = absolute('COPILOT_HOME');
    if (copilot) {
        files.push((0, joinPath_js_1.joinPath)(copilot, 'config.json'), (0, joinPath_js_1.joinPath)(copilot, 'settings.json'));
        folders.push((0, joinPath_js_1.joinPath)(copilot, 'hooks'));
    }
    const configs = HOME_GIT_CONFIGS.map((f) => (0, joinPath_js_1.joinPath)(place.home, f));
    if (xdgConfig)
        configs.push((0, joinPath_js_1.joinPath)(xdgConfig, 'git', 'config'));
    const globalConfig = absolute('GIT_CONFIG_GLOBAL');
    if (globalConfig)
        configs.push(globalConfig);
    if (place.gitDir) {
        for (const gitDir of new Set([place.gitDir, commonDir(place.gitDir)])) {
            files.push((0, joinPath_js_1.joinPath)(gitDir, 'config'), (0, joinPath_js_1.joinPath)(gitDir, 'config.worktree'), (0, joinPath_js_1.joinPath)(gitDir, 'commondir'));
            files.push((0, joinPath_js_1.joinPath)(gitDir, 'info', 'grafts'), (0, joinPath_js_1.joinPath)(gitDir, 'shallow'));
            folders.push((0, joinPath_js_1.joinPath)(gitDir, 'hooks'), (0, joinPath_js_1.joinPath)(gitDir, 'diffgate'));
            configs.push((0, joinPath_js_1.joinPath)(gitDir, 'config'), (0, joinPath_js_1.joinPath)(gitDir, 'config.worktree'));
        }
        const worktrees = (0, joinPath_js_1.joinPath)(commonDir(place.gitDir), 'worktrees');
        worktreeRoots.push(worktrees);
        for (const name of boundedNames(worktrees, MAX_WORKTREES, claude_js_1.claudeText.tooManyWorktrees)) {
            const dir = (0, joinPath_js_1.joinPath)(worktrees, name);
            worktreeDirs.push(dir);
            files.push((0, joinPath_js_1.joinPath)(dir, 'commondir'), (0, joinPath_js_1.joinPath)(dir, 'gitdir'), (0, joinPath_js_1.joinPath)(dir, 'config.worktree'));
            configs.push((0, joinPath_js_1.joinPath)(dir, 'config.worktree'));
            const dotGit = worktreeDotGit((0, joinPath_js_1.joinPath)(dir, 'gitdir'));
            if (dotGit !== undefined && !(0, realPath_js_1.isWithin)(dotGit, place.root))
                files.push(dotGit);
        }
    }
    const read = readGitConfigs(configs, place.root, place.home);
    files.push(...read.included);
    folders.push(...read.hooksPaths);
    installedFolders.push(...[...new Set([place.home, place.realHome])].map((h) => (0, joinPath_js_1.joinPath)(h, '.cache', 'diffgate', MEMO_FOLDER)), ...(xdgCache ? [(0, joinPath_js_1.joinPath)(xdgCache, 'diffgate', MEMO_FOLDER)] : []));
    const prefixes = new Set();
    for (const name of ['npm_config_prefix', 'NPM_CONFIG_PREFIX', 'PREFIX']) {
        const p = absolute(name);
        if (p)
            prefixes.add(p);
    }
    prefixes.add(node_path_1.posix.dirname(node_path_1.posix.dirname(process.execPath)));
    for (const prefix of prefixes) {
        installedFiles.push((0, joinPath_js_1.joinPath)(prefix, 'bin', 'diffgate'));
        packages.push((0, joinPath_js_1.joinPath)(prefix, 'lib', 'node_modules', 'diffgate'));
    }
    const pnpmHome = absolute('PNPM_HOME');
    if (pnpmHome)
        installedFiles.push((0, joinPath_js_1.joinPath)(pnpmHome, 'diffgate'));
    if (selfDir !== undefined)
        packages.push(selfDir);
    for (const dir of packages) {
        installedFolders.push(...PACKAGE_FOLDERS.map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
        installedFiles.push(...PACKAGE_FILES.map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
    }
    const programs = [process.execPath, ...shadowing];
    return {
        files,
        folders,
        manifests,
        installedFiles,
        installedFolders,
        snapshotFolders,
        programs,
        pythonBases,
        worktreeRoots,
        worktreeDirs,
    };
}
function installedPaths(place, env, selfDir = ownPackageDir()) {
    return [...gateSetWithInstalled(place, env, selfDir).installed];
}
function programPaths(place, env, selfDir = ownPackageDir()) {
    return gateSetWithInstalled(place, env, selfDir).programs;
}
function snapshotFolders(place, env, selfDir = ownPackageDir()) {
    return gateSetWithInstalled(place, env, selfDir).snapshotFolders;
}
function keyFolders(place, env, selfDir = ownPackageDir()) {
    const set = gateSetWithInstalled(place, env, selfDir);
    return { folders: set.keyFolders, shape: (path) => shapeIn(set, path) };
}
function shapeIn(set, path) {
    if (set.worktreeRoots.some((root) => worktreeShape(path, root)) && !set.worktreeDirs.has(node_path_1.posix.dirname(path)))
        return 'start';
    let found;
    for (const base of set.pythonBases) {
        const shape = pythonShape(path, base);
        if (shape === 'start' || shape === 'site')
            return shape;
        found ??= shape;
    }
    return found;
}
function pathFolder(entry, home) {
    if (entry.startsWith('/'))
        return node_path_1.posix.normalize(entry);
    if (entry === '~' || entry.startsWith('~/'))
        return (0, joinPath_js_1.joinPath)(home, entry.slice(1));
    return undefined;
}
function existingAncestor(dir) {
    let at = dir;
    for (; at !== '/'; at = node_path_1.posix.dirname(at)) {
        try {
            if ((0, node_fs_1.lstatSync)(at, { throwIfNoEntry: false }) !== undefined)
                break;
        }
        catch {
        }
    }
    return at;
}
function writable(dir) {
    try {
        (0, node_fs_1.accessSync)(dir, node_fs_1.constants.W_OK);
        return true;
    }
    catch {
        return false;
    }
}
const CONFIG_LIMIT = 4 * 1024 * 1024;
function snapshotFiles(folder) {
    let names;
    try {
        names = (0, node_fs_1.readdirSync)(folder);
    }
    catch {
        return [];
    }
    if (names.length > MAX_SNAPSHOTS)
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.tooManySnapshots(folder, names.length, MAX_SNAPSHOTS));
    return names.map((name) => (0, joinPath_js_1.joinPath)(folder, name));
}
const MAX_SNAPSHOTS = 2000;
function pnpmCopies(modules) {
    try {
        return (0, node_fs_1.readdirSync)((0, joinPath_js_1.joinPath)(modules, '.pnpm'))
            .filter((name) => name.startsWith('diffgate@'))
            .map((name) => (0, joinPath_js_1.joinPath)(modules, '.pnpm', name, 'node_modules', 'diffgate'));
    }
    catch {
        return [];
    }
}
const START_FILE_LIMIT = 1024 * 1024;
const MAX_SOURCE_DEPTH = 4;
const MAX_SOURCED = 100;
function sourcedFiles(starts, home, mine) {
    const files = [];
    const folders = [];
    const seen = new Set();
    const ours = (p) => mine.some((d) => (0, realPath_js_1.isWithin)(p, d)) || writable(existingAncestor(node_path_1.posix.dirname(p)));
    const visit = (file, depth) => {
        if (seen.has(file))
            return;
        seen.add(file);
        if (seen.size > MAX_SOURCED + starts.length)
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.tooManySourcedFiles(file, MAX_SOURCED));
        let text;
        try {
            text = readIfThere(file, START_FILE_LIMIT);
        }
        catch (e) {
            if (e instanceof readRegular_js_1.NotReadable)
                throw new failure_js_1.HookFailure(claude_js_1.claudeText.startFileNotRegular(file, e.message.slice(file.length + 1)));
            return;
        }
        if (text === undefined)
            return;
        for (const name of sourcedNames(text)) {
            const path = expandHome(name, home);
            if (path === undefined || !ours(path))
                continue;
            const wild = path.search(/[*?[]/);
            if (wild < 0) {
                if ((0, node_fs_1.statSync)(path, { throwIfNoEntry: false })?.isDirectory() === true)
                    continue;
                files.push(path);
                if (depth < MAX_SOURCE_DEPTH)
                    visit(path, depth + 1);
                continue;
            }
            const folder = node_path_1.posix.dirname(path.slice(0, wild + 1));
            if (!mine.some((d) => (0, realPath_js_1.isWithin)(d, folder))) {
                folders.push(folder);
                continue;
            }
            if (node_path_1.posix.dirname(path) !== folder)
                continue;
            const match = globPart(node_path_1.posix.basename(path));
            let names;
            try {
                names = (0, node_fs_1.readdirSync)(folder);
            }
            catch {
                continue;
            }
            for (const n of names.filter((n) => match.test(n))) {
                files.push((0, joinPath_js_1.joinPath)(folder, n));
                if (depth < MAX_SOURCE_DEPTH)
                    visit((0, joinPath_js_1.joinPath)(folder, n), depth + 1);
            }
        }
    };
    for (const start of starts)
        visit(start, 0);
    return { files, folders };
}
function sourcedNames(text) {
    const names = [];
    const word = `((?:"[^"]*"|'[^']*'|[^\\s;&|)"'])+)`;
    const sourcing = `(?:(?:builtin|command)\\s+)?(?:\\\\?\\.|source)`;
    const source = new RegExp(`(?:^|[;&|({!]|\\bthen|\\bdo|\\belse)\\s*${sourcing}\\s+${word}`, 'g');
    const lines = text.split('\n').map((raw) => raw.replace(/(^|\s)#.*$/, ''));
    for (const line of lines)
        for (const m of line.matchAll(source))
            names.push(m[1]);
    const body = lines.join('\n');
    const loop = /\bfor\s+(\w+)\s+in\s+([^;\n]*)[;\n]([\s\S]*?)\bdone\b/g;
    for (const m of body.matchAll(loop)) {
        const sourcesIt = new RegExp(`${sourcing}\\s+"?\\$\\{?${m[1]}\\}?"?(?:[\\s;&|)]|$)`, 'm');
        if (sourcesIt.test(m[3]))
            names.push(...(m[2].match(/(?:"[^"]*"|'[^']*'|[^\s"'])+/g) ?? []));
    }
    return names.map((n) => n.replace(/"([^"]*)"|'([^']*)'/g, '$1$2')).flatMap(braces);
}
function braces(name) {
    const m = /^(.*?)(?<!\$)\{([^{}]*,[^{}]*)\}(.*)$/.exec(name);
    return m ? m[2].split(',').map((alt) => `${m[1]}${alt}${m[3]}`) : [name];
}
function expandHome(name, home) {
    const m = /^(?:~|\$HOME|\$\{HOME\})(\/.*)?$/.exec(name);
    const path = m ? (0, joinPath_js_1.joinPath)(home, m[1] ?? '') : name;
    if (!path.startsWith('/') || /[$`]/.test(path))
        return undefined;
    return node_path_1.posix.normalize(path);
}
function globPart(glob) {
    let out = '';
    for (let i = 0; i < glob.length; i++) {
        const ch = glob[i];
        if (ch === '*')
            out += '[^/]*';
        else if (ch === '?')
            out += '[^/]';
        else if (ch === '[') {
            const end = glob.indexOf(']', i + 2);
            if (end < 0)
                out += '\\[';
            else {
                out += `[${glob
                    .slice(i + 1, end)
                    .replace(/^!/, '^')
                    .replace(/\\/g, '\\\\')}]`;
                i = end;
            }
        }
        else
            out += ch.replace(/[.+^${}()|\\]/g, '\\$&');
    }
    return new RegExp(glob.startsWith('.') ? `^${out}$` : `^(?!\\.)${out}$`);
}
const MAX_INCLUDE_DEPTH = 10;
const MAX_INCLUDED_CONFIGS = 100;
function readGitConfigs(configs, root, home) {
    const hooksPaths = [];
    const included = [];
    const seen = new Set();
    const visit = (config, depth) => {
        if (seen.has(config))
            return;
        seen.add(config);
        const read = readGitConfig(config);
        if (read === undefined)
            return;
        for (const value of read.hooksPaths) {
            hooksPaths.push(value.startsWith('~/') ? (0, joinPath_js_1.joinPath)(home, value.slice(2)) : node_path_1.posix.resolve(root, value));
        }
        for (const value of read.includes) {
            if (value.startsWith('~') && !value.startsWith('~/'))
                continue;
            if (value.startsWith('%(prefix)/'))
                continue;
            const path = value.startsWith('~/')
                ? (0, joinPath_js_1.joinPath)(home, value.slice(2))
                : node_path_1.posix.resolve(node_path_1.posix.dirname(config), value);
            if (!included.includes(path))
                included.push(path);
            if (included.length > MAX_INCLUDED_CONFIGS)
                throw new failure_js_1.HookFailure(claude_js_1.claudeText.tooManyGitIncludes(config, MAX_INCLUDED_CONFIGS));
            if (depth < MAX_INCLUDE_DEPTH)
                visit(path, depth + 1);
        }
    };
    for (const config of configs)
        visit(config, 0);
    return { hooksPaths, included };
}
function readGitConfig(config) {
    let text;
    try {
        text = readIfThere(config, CONFIG_LIMIT);
    }
    catch (e) {
        if (e instanceof readRegular_js_1.NotReadable)
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.gitFileNotRegular(config, e.message.slice(config.length + 1)));
        return undefined;
    }
    if (text === undefined)
        return undefined;
    let section = '';
    const hooksPaths = [];
    const includes = [];
    for (const raw of text.split('\n')) {
        let line = raw.trim();
        const header = /^\[\s*([^\]\s"]+)[^\]]*\]/.exec(line);
        if (header) {
            section = header[1].toLowerCase();
            line = line.slice(header[0].length).trim();
        }
        const m = /^([A-Za-z][\w-]*)\s*=\s*(?:"([^"]*)"|([^#;]*?))\s*(?:[#;].*)?$/.exec(line);
        if (!m)
            continue;
        const key = m[1].toLowerCase();
        const value = (m[2] ?? m[3] ?? '').trim();
        if (!value)
            continue;
        if (section === 'core' && key === 'hookspath')
            hooksPaths.push(value);
        else if ((section === 'include' || section === 'includeif') && key === 'path')
            includes.push(value);
    }
    return { hooksPaths, includes };
}
function worktreeShape(path, root) {
    return (path.startsWith(`${root}/`) && /^[^/]+\/(?:commondir|gitdir|config\.worktree)$/.test(path.slice(root.length + 1)));
}
function worktreeDotGit(gitdirFile) {
    let text;
    try {
        text = readIfThere(gitdirFile, CONFIG_LIMIT);
    }
    catch (e) {
        if (e instanceof readRegular_js_1.NotReadable)
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.gitFileNotRegular(gitdirFile, e.message.slice(gitdirFile.length + 1)));
        return undefined;
    }
    const named = text?.trim();
    return named === undefined || named === '' ? undefined : node_path_1.posix.resolve(node_path_1.posix.dirname(gitdirFile), named);
}
function readIfThere(path, limit) {
    let there = true;
    try {
        there = (0, node_fs_1.statSync)(path, { throwIfNoEntry: false }) !== undefined;
    }
    catch {
    }
    return there ? (0, readRegular_js_1.readRegularText)(path, limit) : undefined;
}
function commonDir(gitDir) {
    try {
        return node_path_1.posix.resolve(gitDir, (0, readRegular_js_1.readRegularText)((0, joinPath_js_1.joinPath)(gitDir, 'commondir'), CONFIG_LIMIT).trim());
    }
    catch (e) {
        if (e instanceof readRegular_js_1.NotReadable)
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.gitFileNotRegular((0, joinPath_js_1.joinPath)(gitDir, 'commondir'), e.message.slice(e.path.length + 1)));
        return gitDir;
    }
}
function realPaths() {
    const known = new Map([['/', { real: '/', exists: true }]]);
    const links = new Set();
    let followed = 0;
    const look = (p) => {
        const seen = known.get(p);
        if (seen !== undefined)
            return seen;
        const [dir, name] = (0, joinPath_js_1.parentAndName)(p);
        const parent = look(dir);
        let real = (0, joinPath_js_1.joinPath)(parent.real, name);
        let exists = false;
        if (parent.exists) {
            let stat;
            try {
                stat = (0, node_fs_1.lstatSync)(p, { throwIfNoEntry: false });
            }
            catch {
                stat = undefined;
            }
            exists = stat !== undefined;
            if (stat?.isSymbolicLink()) {
                real = (0, realPath_js_1.realPathOf)(real);
                links.add(p);
                if (followed++ < 40) {
                    known.set(p, { real, exists });
                    try {
                        look(node_path_1.posix.resolve(parent.real, (0, node_fs_1.readlinkSync)(p)));
                    }
                    catch {
                    }
                }
            }
        }
        const out = { real, exists };
        known.set(p, out);
        return out;
    };
    return { real: (p) => look(p).real, links };
}
function ownPackageDir(script = process.argv[1]) {
    if (script !== process.argv[1])
        return readOwnPackageDir(script);
    ownDir ??= { dir: readOwnPackageDir(script) };
    return ownDir.dir;
}
let ownDir;
function readOwnPackageDir(script) {
    if (script === undefined || !/[/\\]dist[/\\]cli[/\\][^/\\]+\.js$/.test(script))
        return undefined;
    try {
        return node_path_1.posix.dirname(node_path_1.posix.dirname(node_path_1.posix.dirname(node_fs_1.realpathSync.native(script))));
    }
    catch {
        return undefined;
    }
}
class GatePaths {
    place;
    env;
    selfDir;
    known;
    constructor(place, env = process.env, selfDir) {
        this.place = place;
        this.env = env;
        this.selfDir = selfDir;
    }
    get set() {
        this.known ??= gateSetWithInstalled(this.place, this.env, this.selfDir ?? ownPackageDir());
        return this.known;
    }
    at(path) {
        return (this.set.files.find((f) => f === path && !this.set.manifests.has(f)) ??
            this.set.folders.find((d) => (0, realPath_js_1.isWithin)(path, d)) ??
            (shapeIn(this.set, path) === 'start' ? path : undefined));
    }
    removable(path) {
        for (const p of this.set.installed)
            if ((0, realPath_js_1.isWithin)(path, p))
                return true;
        return false;
    }
    under(dir) {
        return [...this.set.files, ...this.set.folders].filter((f) => f !== dir && (0, realPath_js_1.isWithin)(f, dir) && !this.set.installed.has(f) && !this.set.manifests.has(f));
    }
}
exports.GatePaths = GatePaths;


/***/ }),

/***/ 7987:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.joinPath = joinPath;
exports.parentAndName = parentAndName;
const node_path_1 = __webpack_require__(6760);
const NOT_NORMAL = /\/\/|(?:^|\/)\.\.?(?:\/|$)/;
function joinPath(...parts) {
    let joined = '';
    for (const part of parts)
        if (part.length > 0)
            joined = joined === '' ? part : `${joined}/${part}`;
    return joined === '' || NOT_NORMAL.test(joined) ? node_path_1.posix.join(...parts) : joined;
}
function parentAndName(path) {
    const cut = path.lastIndexOf('/');
    if (cut === -1 || path[0] !== '/' || cut === path.length - 1 || NOT_NORMAL.test(path))
        return [node_path_1.posix.dirname(path), node_path_1.posix.basename(path)];
    return [cut === 0 ? '/' : path.slice(0, cut), path.slice(cut + 1)];
}


/***/ }),

/***/ 2280:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isContentName = void 0;
exports.hashBytes = hashBytes;
exports.hashFile = hashFile;
const node_fs_1 = __webpack_require__(3024);
const readRegular_js_1 = __webpack_require__(6355);
const NAME = /^[0-9a-f]{64}$/;
function createHash(algorithm) {
    const load = process.getBuiltinModule;
    return load('node:crypto').createHash(algorithm);
}
const isContentName = (name) => NAME.test(name);
exports.isContentName = isContentName;
function hashBytes(bytes) {
    return createHash('sha256').update(bytes).digest('hex');
}
function hashFile(path, each) {
    const fd = (0, readRegular_js_1.openRegular)(path);
    try {
        return hashFd(fd, createHash('sha256'), each);
    }
    finally {
        (0, node_fs_1.closeSync)(fd);
    }
}
function hashFd(fd, hash, each) {
    const buf = Buffer.allocUnsafe(1 << 20);
    for (;;) {
        const n = (0, node_fs_1.readSync)(fd, buf, 0, buf.length, null);
        if (n === 0)
            return hash.digest('hex');
        const chunk = buf.subarray(0, n);
        hash.update(chunk);
        each?.(chunk);
    }
}


/***/ }),

/***/ 4105:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GIT_INDEX_FROM = exports.HASH_MAX = exports.isUnindexable = void 0;
exports.indexMatches = indexMatches;
exports.writeGitIndex = writeGitIndex;
exports.gitSays = gitSays;
exports.updateGitIndex = updateGitIndex;
const node_fs_1 = __webpack_require__(3024);
const node_fs_2 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const recordParts_js_1 = __webpack_require__(1928);
const statKey_js_1 = __webpack_require__(4452);
const isUnindexable = (g) => typeof g === 'object' && g !== null && g.u === 1;
exports.isUnindexable = isUnindexable;
exports.HASH_MAX = 256 * 1024 * 1024;
exports.GIT_INDEX_FROM = 2048;
const INDEX = 'git.idx';
const GIT_DIR = 'git';
const SETTINGS = [
    'core.fsmonitor=false',
    'core.checkStat=default',
    'core.trustctime=true',
    'core.filemode=true',
    'core.symlinks=true',
    'core.ignorecase=false',
    'core.protectNTFS=true',
    'core.protectHFS=true',
    'core.ignoreStat=false',
    'core.untrackedCache=false',
    'core.splitIndex=false',
    'core.sparseCheckout=false',
    'core.preloadIndex=false',
    'core.bare=false',
    'index.version=2',
    'index.sparse=false',
    'index.skipHash=false',
    'feature.manyFiles=false',
    'feature.experimental=false',
].flatMap((s) => ['-c', s]);
const gitDirOf = (dir) => node_path_1.posix.join(dir, GIT_DIR);
const indexOf = (dir) => node_path_1.posix.join(dir, INDEX);
function gitEnv(dir, root, env) {
    return {
        PATH: env.PATH ?? '/usr/bin:/bin',
        HOME: gitDirOf(dir),
        XDG_CONFIG_HOME: gitDirOf(dir),
        LC_ALL: 'C',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_DIR: gitDirOf(dir),
        GIT_INDEX_FILE: indexOf(dir),
        GIT_WORK_TREE: root,
        GIT_OPTIONAL_LOCKS: '0',
    };
}
const childProcess = () => process.getBuiltinModule('node:child_process');
function git(dir, root, env, args, ms, input) {
    return childProcess().spawnSync('git', [...SETTINGS, ...args], {
        cwd: root,
        env: gitEnv(dir, root, env),
        input,
        timeout: Math.max(1, Math.floor(ms)),
        maxBuffer: 1 << 26,
        stdio: ['pipe', 'pipe', 'ignore'],
    });
}
const RACY_MAX = 256;
const second = (ms) => Math.floor(ms / 1000) * 1000;
function indexed(path, e, root, from) {
    if (e.r === 1 || (e.t !== 'f' && e.t !== 'l') || e.k === 0 || !path.startsWith(`${root}/`))
        return undefined;
    if (e.k[4] >= from || e.k[5] >= from)
        return undefined;
    const rel = path.slice(root.length + 1);
    for (const seg of rel.split('/'))
        if (seg === '' || seg === '.' || seg === '..' || refused(seg, e.t))
            return undefined;
    return rel;
}
function refused(seg, t) {
    if (/[~:\\]/.test(seg))
        return true;
    const ascii = seg.replace(/[^\x00-\x7f]/g, '').toLowerCase();
    return /^\.git[ .]*$/.test(ascii) || (t === 'l' && ascii.startsWith('.git'));
}
function freshGitDir(dir) {
    const g = gitDirOf(dir);
    (0, node_fs_1.rmSync)(g, { recursive: true, force: true });
    (0, node_fs_1.mkdirSync)(node_path_1.posix.join(g, 'objects'), { recursive: true, mode: 0o700 });
    (0, node_fs_1.mkdirSync)(node_path_1.posix.join(g, 'refs'), { mode: 0o700 });
    (0, node_fs_1.writeFileSync)(node_path_1.posix.join(g, 'HEAD'), 'ref: refs/heads/main\n', { mode: 0o600 });
    const d = (0, statKey_js_1.keyOf)((0, statKey_js_1.lstatOrUndefined)(g));
    const h = (0, statKey_js_1.keyOf)((0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.join(g, 'HEAD')));
    const names = (0, node_fs_1.readdirSync)(g).sort().join('/');
    const empty = (0, node_fs_1.readdirSync)(node_path_1.posix.join(g, 'objects')).length + (0, node_fs_1.readdirSync)(node_path_1.posix.join(g, 'refs')).length === 0;
    if (names !== 'HEAD/objects/refs' || !empty || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(g), d))
        return undefined;
    return { d, h };
}
function readKeyed(file) {
    let fd;
    try {
        fd = (0, node_fs_1.openSync)(file, node_fs_2.constants.O_RDONLY | node_fs_2.constants.O_NOFOLLOW | node_fs_2.constants.O_NONBLOCK);
    }
    catch {
        return undefined;
    }
    try {
        const before = (0, node_fs_1.fstatSync)(fd);
        if (!before.isFile())
            return undefined;
        const bytes = Buffer.allocUnsafe(before.size);
        let n = 0;
        while (n < bytes.length) {
            const r = (0, node_fs_1.readSync)(fd, bytes, n, bytes.length - n, null);
            if (r === 0)
                break;
            n += r;
        }
        const k = (0, statKey_js_1.keyOf)(before);
        if (n !== bytes.length || !(0, statKey_js_1.sameKey)((0, node_fs_1.fstatSync)(fd), k))
            return undefined;
        return { bytes, k };
    }
    finally {
        (0, node_fs_1.closeSync)(fd);
    }
}
const TWO32 = 4294967296;
const msOf = (sec, nsec) => sec * 1e3 + nsec / 1e6;
const gitMode = (mode) => (mode & 0o170000) === 0o120000
    ? 0o120000
    : (mode & 0o170000) === 0o100000
        ? mode & 0o100
            ? 0o100755
            : 0o100644
        : -1;
function indexMatches(bytes, want, from = Number.POSITIVE_INFINITY) {
    if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'DIRC' || bytes.readUInt32BE(4) !== 2)
        return false;
    const count = bytes.readUInt32BE(8);
    if (count !== want.size)
        return false;
    let at = 12;
    for (let i = 0; i < count; i++) {
        if (at + 62 > bytes.length)
            return false;
        const flags = bytes.readUInt16BE(at + 60);
        if ((flags & 0xf000) !== 0)
            return false;
        const end = bytes.indexOf(0, at + 62);
        if (end < 0)
            return false;
        const name = bytes.toString('utf8', at + 62, end);
        const e = want.get(name);
        if (e === undefined || e.k === 0)
            return false;
        const k = e.k;
        if (k[4] >= from ||
            k[5] >= from ||
            msOf(bytes.readUInt32BE(at), bytes.readUInt32BE(at + 4)) !== k[4] ||
            msOf(bytes.readUInt32BE(at + 8), bytes.readUInt32BE(at + 12)) !== k[5] ||
            bytes.readUInt32BE(at + 20) !== k[2] % TWO32 ||
            bytes.readUInt32BE(at + 24) !== gitMode(k[0]) ||
            bytes.readUInt32BE(at + 36) !== k[3] % TWO32)
            return false;
        want.delete(name);
        at += (62 + (end - (at + 62)) + 8) & ~7;
    }
    return want.size === 0;
}
function writeGitIndex(dir, root, files, env, until, hashMax = exports.HASH_MAX) {
    try {
        const want = new Map();
        const x = {};
        const from = second(Date.now());
        let left = 0;
        let bytes = 0;
        (0, recordParts_js_1.eachEntry)(files, (p, e) => {
            const rel = indexed(p, e, root, from);
            if (rel !== undefined) {
                bytes += e.k === 0 ? 0 : e.k[3];
                return void want.set(rel, e);
            }
            x[p] = { k: e.k, t: e.t, ...(e.r === 1 ? { r: 1 } : {}) };
            if (e.k !== 0 && (e.k[4] >= from || e.k[5] >= from))
                left++;
        });
        if (want.size === 0 || left > RACY_MAX)
            return undefined;
        if (bytes > hashMax)
            return { u: 1 };
        const keys = freshGitDir(dir);
        if (keys === undefined)
            return undefined;
        (0, node_fs_1.rmSync)(indexOf(dir), { force: true });
        const r = git(dir, root, env, ['update-index', '--add', '--info-only', '-z', '--stdin'], until - Date.now(), Buffer.from([...want.keys()].map((p) => `${p}\0`).join('')));
        if (r.status !== 0 || r.error !== undefined)
            return undefined;
        const read = readKeyed(indexOf(dir));
        const c = want.size;
        if (read === undefined || read.k === 0)
            return undefined;
        if (read.bytes.length >= 12 && read.bytes.readUInt32BE(8) !== c)
            return { u: 1 };
        if (!indexMatches(read.bytes, want, second(read.k[5])))
            return undefined;
        return { i: read.k, d: keys.d, h: keys.h, c, x };
    }
    catch {
        return undefined;
    }
}
function isTie(g) {
    const t = g;
    return (typeof t === 'object' &&
        t !== null &&
        typeof t.c === 'number' &&
        typeof t.x === 'object' &&
        t.x !== null &&
        [t.i, t.d, t.h].every((k) => Array.isArray(k) && k.length === 6));
}
function gitSays(dir, root, g, env, until) {
    if (!isTie(g))
        return undefined;
    const index = indexOf(dir);
    const gd = gitDirOf(dir);
    const vouched = () => (0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(index), g.i) &&
        (0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(gd), g.d) &&
        (0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.join(gd, 'HEAD')), g.h);
    if (!vouched())
        return undefined;
    let r;
    try {
        r = git(dir, root, env, ['diff-files', '--name-only', '-z'], Math.min(until - Date.now(), 5000));
    }
    catch {
        return undefined;
    }
    if (r.status !== 0 || r.error !== undefined || !vouched())
        return undefined;
    if (r.stdout.length > 0)
        return 'moved';
    for (const p in g.x) {
        const e = g.x[p];
        if (e.r === 1 || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(p), e.k))
            return 'moved';
    }
    return 'quiet';
}
const sameKeys = (a, b) => a === b || (a !== 0 && b !== 0 && a.every((v, i) => v === b[i]));
function entriesOf(bytes) {
    if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'DIRC' || bytes.readUInt32BE(4) !== 2)
        return undefined;
    const count = bytes.readUInt32BE(8);
    const out = [];
    let at = 12;
    for (let i = 0; i < count; i++) {
        if (at + 62 > bytes.length)
            return undefined;
        if ((bytes.readUInt16BE(at + 60) & 0xf000) !== 0)
            return undefined;
        const nul = bytes.indexOf(0, at + 62);
        if (nul < 0)
            return undefined;
        const end = at + ((62 + (nul - (at + 62)) + 8) & ~7);
        out.push({ at, nul, end });
        at = end;
    }
    return out;
}
function folderEnd(bytes, e) {
    const slash = bytes.lastIndexOf(0x2f, e.nul - 1);
    return Math.max(slash, e.at + 62);
}
function updateGitIndex(dir, root, tie, dirty, wholeFolder, changed, env, until) {
    try {
        if (!isTie(tie))
            return undefined;
        const index = indexOf(dir);
        const gd = gitDirOf(dir);
        const folders = () => (0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(gd), tie.d) && (0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.join(gd, 'HEAD')), tie.h);
        if (!folders())
            return undefined;
        const old = readKeyed(index);
        if (old === undefined || !sameKeys(old.k, tie.i))
            return undefined;
        const oldEntries = entriesOf(old.bytes);
        if (oldEntries === undefined || oldEntries.length !== tie.c)
            return undefined;
        const inDirty = new Array(oldEntries.length);
        const gone = new Set();
        const b = old.bytes;
        let folder;
        oldEntries.forEach((e, n) => {
            const end = folderEnd(b, e);
            if (folder === undefined ||
                end - (e.at + 62) !== folder.end - folder.at ||
                b.compare(b, folder.at, folder.end, e.at + 62, end) !== 0) {
                const f = end === e.at + 62 ? root : `${root}/${b.toString('utf8', e.at + 62, end)}`;
                const whole = wholeFolder(f);
                folder = {
                    at: e.at + 62,
                    end,
                    whole,
                    dirty: whole && dirty(`${root}/${b.toString('utf8', e.at + 62, e.nul)}`),
                };
            }
            inDirty[n] = folder.whole ? folder.dirty : dirty(`${root}/${b.toString('utf8', e.at + 62, e.nul)}`);
            if (inDirty[n])
                gone.add(b.toString('utf8', e.at + 62, e.nul));
        });
        const from = second(Date.now());
        const want = new Map();
        const x = {};
        for (const p in tie.x)
            if (!dirty(p))
                x[p] = tie.x[p];
        let left = 0;
        for (const [p, e] of changed) {
            const rel = indexed(p, e, root, from);
            if (rel !== undefined) {
                want.set(rel, e);
                gone.delete(rel);
                continue;
            }
            x[p] = { k: e.k, t: e.t, ...(e.r === 1 ? { r: 1 } : {}) };
            if (e.k !== 0 && (e.k[4] >= from || e.k[5] >= from))
                left++;
        }
        if (left > RACY_MAX)
            return undefined;
        const ms = () => Math.min(until - Date.now(), 5000);
        const add = ['update-index', '--add', '--info-only', '-z', '--stdin'];
        const stdin = Buffer.from([...want.keys()].map((p) => `${p}\0`).join(''));
        const inline = gone.size <= 256 && [...gone].every((p) => !p.startsWith('-'));
        const runs = gone.size === 0
            ? [[add, stdin]]
            : inline
                ? [
                    [
                        [
                            'update-index',
                            '--add',
                            '--info-only',
                            '--force-remove',
                            ...gone,
                            '--no-force-remove',
                            '-z',
                            '--stdin',
                        ],
                        stdin,
                    ],
                ]
                : [
                    [
                        ['update-index', '--force-remove', '-z', '--stdin'],
                        Buffer.from([...gone].map((p) => `${p}\0`).join('')),
                    ],
                    [add, stdin],
                ];
        for (const [args, input] of runs) {
            const r = git(dir, root, env, args, ms(), input);
            if (r.status !== 0 || r.error !== undefined)
                return undefined;
        }
        const next = readKeyed(index);
        if (next === undefined || next.k === 0 || !folders())
            return undefined;
        const entries = entriesOf(next.bytes);
        if (entries === undefined)
            return undefined;
        const kept = oldEntries.filter((_, n) => !inDirty[n]);
        let k = 0;
        const wantBytes = [];
        for (const e of entries) {
            const o = kept[k];
            if (o !== undefined && o.end - o.at === e.end - e.at && b.compare(next.bytes, e.at, e.end, o.at, o.end) === 0) {
                k++;
                continue;
            }
            wantBytes.push(next.bytes.subarray(e.at, e.end));
        }
        if (k !== kept.length)
            return undefined;
        const header = Buffer.alloc(12);
        header.write('DIRC', 0, 'latin1');
        header.writeUInt32BE(2, 4);
        header.writeUInt32BE(wantBytes.length, 8);
        if (!indexMatches(Buffer.concat([header, ...wantBytes]), new Map(want), second(next.k[5])))
            return undefined;
        return { i: next.k, d: tie.d, h: tie.h, c: entries.length, x };
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 1939:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.statLine = statLine;
function statLine(text) {
    const close = text.lastIndexOf(')');
    const f = text.slice(close + 2).split(' ');
    return {
        name: text.slice(text.indexOf('(') + 1, close),
        state: f[0],
        ppid: Number(f[1]),
        session: Number(f[3]),
        flags: Number(f[6]),
        start: f[19],
    };
}


/***/ }),

/***/ 1928:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PartedFiles = exports.partedOf = exports.partsDir = exports.PartError = exports.PARTS_FROM = void 0;
exports.partsFor = partsFor;
exports.partOf = partOf;
exports.splitsFor = splitsFor;
exports.eachEntry = eachEntry;
exports.clearParts = clearParts;
exports.writeParts = writeParts;
exports.isPartsIndex = isPartsIndex;
exports.recordedCount = recordedCount;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const contentHash_js_1 = __webpack_require__(2280);
const statKey_js_1 = __webpack_require__(4452);
exports.PARTS_FROM = 2048;
const PER_PART = 512;
const MAX_PARTS = 4096;
class PartError extends Error {
    problem;
    constructor(problem) {
        super(`the record's part ${problem.part} is ${problem.why === 'missing' ? 'gone' : 'not as diffgate wrote it'}`);
        this.problem = problem;
    }
}
exports.PartError = PartError;
function partsFor(count) {
    if (count < exports.PARTS_FROM)
        return 1;
    let n = 1;
    while (n * PER_PART < count && n < MAX_PARTS)
        n *= 2;
    return n;
}
function partOf(path, n, root, splits) {
    if (n === 1 || near(path, root))
        return 0;
    const end = path.lastIndexOf('/');
    let h = 0x811c9dc5;
    for (let i = 0; i < end; i++)
        h = Math.imul(h ^ path.charCodeAt(i), 0x01000193);
    const bounds = splits === undefined ? undefined : splits[path.slice(0, end)];
    const j = bounds === undefined ? 0 : rangeOf(bounds, path.slice(end + 1));
    return 1 + (((h >>> 0) + j) % (n - 1));
}
function rangeOf(bounds, name) {
    let lo = 0;
    let hi = bounds.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (bounds[mid] <= name)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
function splitsFor(paths, root) {
    const byFolder = new Map();
    for (const p of paths) {
        if (near(p, root))
            continue;
        const end = p.lastIndexOf('/');
        const folder = p.slice(0, end);
        let names = byFolder.get(folder);
        if (names === undefined)
            byFolder.set(folder, (names = []));
        names.push(p.slice(end + 1));
    }
    let splits;
    for (const [folder, names] of byFolder) {
        if (names.length <= PER_PART)
            continue;
        names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        const bounds = [];
        for (let i = PER_PART; i < names.length; i += PER_PART)
            bounds.push(names[i]);
        (splits ??= {})[folder] = bounds;
    }
    return splits;
}
function near(path, root) {
    if (root === undefined || !path.startsWith(`${root}/`))
        return true;
    const rel = path.slice(root.length + 1);
    const slash = rel.indexOf('/');
    if (slash < 0 || rel.startsWith('.'))
        return true;
    return rel.startsWith('node_modules/.bin/') || rel.startsWith('node_modules/diffgate/');
}
const partsDir = (dir) => node_path_1.posix.join(dir, 'parts');
exports.partsDir = partsDir;
const partName = (i, h) => `${i}-${h.slice(0, 16)}.json`;
const partPath = (dir, i, h) => node_path_1.posix.join((0, exports.partsDir)(dir), partName(i, h));
const backing = new WeakMap();
const partedOf = (files) => backing.get(files);
exports.partedOf = partedOf;
function eachEntry(files, fn) {
    const parted = backing.get(files);
    if (parted !== undefined)
        parted.each(fn);
    else
        for (const p in files)
            fn(p, files[p]);
}
class PartedFiles {
    dir;
    index;
    root;
    files;
    parts;
    dirty = new Set();
    constructor(dir, index, root) {
        this.dir = dir;
        this.index = index;
        this.root = root;
        this.parts = new Array(index.n).fill(undefined);
        const part = (p) => typeof p === 'string' ? this.load(this.of(p)) : undefined;
        const get = (p) => {
            const o = part(p);
            return o !== undefined && Object.hasOwn(o, p) ? o[p] : undefined;
        };
        this.files = new Proxy({}, {
            get: (_, p) => get(p),
            has: (_, p) => get(p) !== undefined,
            set: (_, p, v) => {
                if (typeof p !== 'string')
                    return false;
                const i = this.of(p);
                this.load(i)[p] = v;
                this.dirty.add(i);
                return true;
            },
            deleteProperty: (_, p) => {
                if (typeof p !== 'string')
                    return true;
                const i = this.of(p);
                const o = this.load(i);
                if (Object.hasOwn(o, p)) {
                    delete o[p];
                    this.dirty.add(i);
                }
                return true;
            },
            ownKeys: () => {
                const keys = [];
                for (let i = 0; i < this.index.n; i++)
                    for (const k in this.load(i))
                        keys.push(k);
                return keys;
            },
            getOwnPropertyDescriptor: (_, p) => {
                const v = get(p);
                return v === undefined ? undefined : { value: v, writable: true, enumerable: true, configurable: true };
            },
        });
        backing.set(this.files, this);
    }
    get n() {
        return this.index.n;
    }
    of(path) {
        return partOf(path, this.index.n, this.root, this.index.s);
    }
    rewritten(path) {
        return this.dirty.has(this.of(path));
    }
    wholeFolder(folder) {
        return this.index.s === undefined || !Object.hasOwn(this.index.s, folder);
    }
    each(fn) {
        for (let i = 0; i < this.index.n; i++) {
            const o = this.load(i);
            for (const p in o)
                fn(p, o[p]);
        }
    }
    get unchanged() {
        return this.dirty.size === 0;
    }
    *changed() {
        for (const i of this.dirty)
            yield* Object.entries(this.load(i));
    }
    get count() {
        let c = 0;
        for (let i = 0; i < this.index.n; i++)
            c += this.dirty.has(i) ? Object.keys(this.load(i)).length : this.index.c[i];
        return c;
    }
    checkKeys() {
        for (let i = 0; i < this.index.n; i++) {
            const st = (0, statKey_js_1.lstatOrUndefined)(this.path(i));
            if (!(0, statKey_js_1.sameKey)(st, this.index.k[i]))
                return this.problem(i, st === undefined ? 'missing' : 'changed');
        }
        return undefined;
    }
    checkContent() {
        for (let i = 0; i < this.index.n; i++) {
            try {
                const bytes = this.read(i, false);
                if ((0, contentHash_js_1.hashBytes)(bytes) !== this.index.h[i])
                    return this.problem(i, 'changed');
                this.parts[i] = JSON.parse(bytes.toString('utf8'));
            }
            catch (e) {
                return e instanceof PartError ? e.problem : this.problem(i, 'changed');
            }
        }
        return undefined;
    }
    save() {
        const next = { ...this.index, k: [...this.index.k], h: [...this.index.h], c: [...this.index.c] };
        const stale = [];
        for (const i of this.dirty) {
            const w = writePart(this.dir, i, this.load(i), this.index.h[i]);
            if (w === undefined)
                continue;
            stale.push(this.path(i));
            next.k[i] = w.k;
            next.h[i] = w.h;
            next.c[i] = w.c;
        }
        this.dirty.clear();
        this.index = next;
        return { index: next, stale };
    }
    path(i) {
        return partPath(this.dir, i, this.index.h[i]);
    }
    problem(i, why) {
        return { part: `parts/${partName(i, this.index.h[i])}`, entries: this.index.c[i] ?? 0, why };
    }
    load(i) {
        let o = this.parts[i];
        if (o === undefined) {
            o = JSON.parse(this.read(i, true).toString('utf8'));
            if (typeof o !== 'object' || o === null || Array.isArray(o))
                throw new PartError(this.problem(i, 'changed'));
            this.parts[i] = o;
        }
        return o;
    }
    read(i, keyed) {
        let fd;
        try {
            fd = (0, node_fs_1.openSync)(this.path(i), node_fs_1.constants.O_RDONLY | node_fs_1.constants.O_NOFOLLOW | node_fs_1.constants.O_NONBLOCK);
        }
        catch {
            throw new PartError(this.problem(i, 'missing'));
        }
        try {
            const before = (0, node_fs_1.fstatSync)(fd);
            if (!before.isFile() || (keyed && !(0, statKey_js_1.sameKey)(before, this.index.k[i])))
                throw new PartError(this.problem(i, 'changed'));
            const buf = Buffer.allocUnsafe(before.size);
            let n = 0;
            while (n < buf.length) {
                const r = (0, node_fs_1.readSync)(fd, buf, n, buf.length - n, null);
                if (r === 0)
                    break;
                n += r;
            }
            if (n !== buf.length || (keyed && !(0, statKey_js_1.sameKey)((0, node_fs_1.fstatSync)(fd), this.index.k[i])))
                throw new PartError(this.problem(i, 'changed'));
            return buf;
        }
        finally {
            (0, node_fs_1.closeSync)(fd);
        }
    }
}
exports.PartedFiles = PartedFiles;
function writePart(dir, i, entries, was) {
    const bytes = Buffer.from(JSON.stringify(entries));
    const h = (0, contentHash_js_1.hashBytes)(bytes);
    if (h === was)
        return undefined;
    const file = partPath(dir, i, h);
    const tmp = `${file}.${process.pid}.tmp`;
    (0, node_fs_1.writeFileSync)(tmp, bytes, { mode: 0o600 });
    (0, node_fs_1.renameSync)(tmp, file);
    return { k: (0, statKey_js_1.keyOf)((0, statKey_js_1.lstatOrUndefined)(file)), h, c: Object.keys(entries).length };
}
function clearParts(dir, index) {
    const named = new Set(index?.h.map((h, i) => partName(i, h)));
    let names;
    try {
        names = (0, node_fs_1.readdirSync)((0, exports.partsDir)(dir));
    }
    catch {
        return;
    }
    if (index === undefined) {
        (0, node_fs_1.rmSync)((0, exports.partsDir)(dir), { recursive: true, force: true });
        return;
    }
    for (const name of names)
        if (!named.has(name))
            (0, node_fs_1.rmSync)(node_path_1.posix.join((0, exports.partsDir)(dir), name), { recursive: true, force: true });
}
function writeParts(dir, files, n, root) {
    (0, node_fs_1.mkdirSync)((0, exports.partsDir)(dir), { recursive: true });
    const s = splitsFor(Object.keys(files), root);
    const split = Array.from({ length: n }, () => ({}));
    for (const p in files)
        split[partOf(p, n, root, s)][p] = files[p];
    const index = { n, k: [], h: [], c: [], ...(s === undefined ? {} : { s }) };
    split.forEach((entries, i) => {
        const w = writePart(dir, i, entries);
        index.k.push(w.k);
        index.h.push(w.h);
        index.c.push(w.c);
    });
    return index;
}
function isPartsIndex(v) {
    if (typeof v !== 'object' || v === null)
        return false;
    const { n, k, h, c, s } = v;
    return ((s === undefined || isSplits(s)) &&
        Number.isInteger(n) &&
        n >= 1 &&
        n <= MAX_PARTS &&
        (n & (n - 1)) === 0 &&
        Array.isArray(k) &&
        Array.isArray(h) &&
        Array.isArray(c) &&
        k.length === n &&
        h.length === n &&
        c.length === n);
}
function isSplits(s) {
    if (typeof s !== 'object' || s === null || Array.isArray(s))
        return false;
    for (const bounds of Object.values(s)) {
        if (!Array.isArray(bounds))
            return false;
        for (let i = 0; i < bounds.length; i++)
            if (typeof bounds[i] !== 'string' || (i > 0 && !(bounds[i - 1] < bounds[i])))
                return false;
    }
    return true;
}
function recordedCount(record) {
    if (isPartsIndex(record.parts))
        return record.parts.c.reduce((a, b) => a + b, 0);
    return Object.keys(record.files ?? {}).length;
}


/***/ }),

/***/ 8701:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.repairStore = repairStore;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const lstatOr = (path) => {
    try {
        return (0, node_fs_1.lstatSync)(path);
    }
    catch {
        return undefined;
    }
};
function repairStore(storeDir, tripwireDir, now) {
    const out = { found: [], replaced: false };
    const uid = process.getuid?.();
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    const parent = node_path_1.posix.dirname(storeDir);
    const folders = [
        storeDir,
        node_path_1.posix.join(storeDir, 'sessions'),
        tripwireDir,
        ...['calls', 'blobs', 'lock'].map((f) => node_path_1.posix.join(tripwireDir, f)),
    ];
    const parentSt = lstatOr(parent);
    if (parentSt?.isDirectory() === true)
        giveBack(parent, parentSt, uid, out);
    for (const [i, path] of folders.entries()) {
        const st = lstatOr(path);
        if (st === undefined)
            continue;
        if (!st.isDirectory()) {
            if (i > 2)
                continue;
            const aside = `${path}.set-aside-${stamp}-${process.pid}`;
            (0, node_fs_1.renameSync)(path, aside);
            out.found.push({ path, stood: kind(st), aside });
            if (i !== 1)
                out.replaced = true;
            continue;
        }
        giveBack(path, st, uid, out);
    }
    return out;
}
function giveBack(path, st, uid, out) {
    const mode = st.mode & 0o7777;
    if ((mode & 0o700) === 0o700 || (uid !== undefined && st.uid !== uid))
        return;
    (0, node_fs_1.chmodSync)(path, mode | 0o700);
    out.found.push({ path, mode: octal(mode), now: octal(mode | 0o700) });
}
const octal = (mode) => mode.toString(8).padStart(3, '0');
function kind(st) {
    if (st.isSymbolicLink())
        return 'a symbolic link';
    if (st.isFIFO())
        return 'a FIFO';
    if (st.isFile())
        return 'a file';
    if (st.isSocket())
        return 'a socket';
    return 'not a folder';
}


/***/ }),

/***/ 9525:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WatchStore = exports.RECORD_FORMAT = void 0;
exports.typeOf = typeOf;
exports.emptyState = emptyState;
exports.rebase = rebase;
const node_fs_1 = __webpack_require__(3024);
const readRegular_js_1 = __webpack_require__(6355);
const node_path_1 = __webpack_require__(6760);
const ownState_js_1 = __webpack_require__(5201);
const contentHash_js_1 = __webpack_require__(2280);
const recordParts_js_1 = __webpack_require__(1928);
const storeRepair_js_1 = __webpack_require__(8701);
const gitIndex_js_1 = __webpack_require__(4105);
const statKey_js_1 = __webpack_require__(4452);
const watchman_js_1 = __webpack_require__(3168);
const VERSION = 4;
const PREVIOUS = 3;
exports.RECORD_FORMAT = VERSION;
const RACY_MS = 100;
function typeOf(st) {
    if (st === undefined)
        return '-';
    if (st.isFile())
        return 'f';
    if (st.isSymbolicLink())
        return 'l';
    if (st.isDirectory())
        return 'd';
    return 'o';
}
const repairs = new Map();
class WatchStore {
    storeDir;
    watched;
    dir;
    blobs;
    held;
    stoppedHolder;
    added = false;
    until = Number.POSITIVE_INFINITY;
    mark;
    constructor(storeDir, watched) {
        this.storeDir = storeDir;
        this.watched = watched;
        this.dir = node_path_1.posix.join(storeDir, ownState_js_1.STORE_OWN.tripwire);
        this.blobs = node_path_1.posix.join(this.dir, 'blobs');
    }
    read(root) {
        const loaded = this.readAsIs();
        const state = loaded.state;
        const parted = state && (0, recordParts_js_1.partedOf)(state.files);
        if (parted !== undefined) {
            const moved = root !== undefined && state.root !== undefined && state.root !== root;
            const part = moved ? parted.checkContent() : parted.checkKeys();
            if (part !== undefined)
                return { problem: `${part.part} ${part.why === 'missing' ? 'is gone' : 'was changed'}`, format: false, part };
        }
        if (state === undefined || state.v === VERSION)
            return loaded;
        this.upgrade(state);
        this.save(state);
        return { state };
    }
    upgrade(state) {
        for (const e of Object.values(state.files)) {
            if (e.b === undefined || (0, contentHash_js_1.isContentName)(e.b) || e.b.includes('/'))
                continue;
            const old = node_path_1.posix.join(this.blobs, e.b);
            if ((0, statKey_js_1.lstatOrUndefined)(old)?.isFile() !== true)
                continue;
            try {
                e.b = this.keep((fd) => (0, contentHash_js_1.hashFile)(old, (chunk) => writeAll(fd, chunk)));
            }
            catch {
            }
        }
        state.v = VERSION;
    }
    readAsIs() {
        let text;
        try {
            text = (0, readRegular_js_1.readRegularText)(this.recordPath, Number.MAX_SAFE_INTEGER);
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return {};
            return { problem: e.message };
        }
        let state;
        try {
            state = JSON.parse(text);
        }
        catch {
            return { problem: 'not valid JSON', format: false };
        }
        if (typeof state !== 'object' || state === null)
            return { problem: 'not a record', format: false };
        if (state.v !== VERSION && state.v !== PREVIOUS)
            return { problem: `format ${JSON.stringify(state.v)}`, format: true };
        const { parts } = state;
        if (parts !== undefined) {
            if (!(0, recordParts_js_1.isPartsIndex)(parts) || state.files !== undefined)
                return { problem: 'its parts are not named right', format: false };
            delete state.parts;
            state.files = new recordParts_js_1.PartedFiles(this.dir, parts, state.root).files;
            this.was = new Set([...Object.keys(state.dirs ?? {}), ...Object.keys(state.refKeys ?? {})]);
        }
        else if (typeof state.files !== 'object' || state.files === null)
            return { problem: 'not a record', format: false };
        return { state };
    }
    load() {
        const { state } = this.readAsIs();
        return state?.v === VERSION ? state : undefined;
    }
    get recordPath() {
        return node_path_1.posix.join(this.dir, 'state.json');
    }
    repair(now = new Date()) {
        let done = repairs.get(this.storeDir);
        if (done === undefined) {
            done = (0, storeRepair_js_1.repairStore)(this.storeDir, this.dir, now);
            repairs.set(this.storeDir, done);
        }
        return done;
    }
    save(state, mark = this.watched === undefined ? undefined : this.mark, git) {
        if (this.held !== undefined && !this.held.stillHeld())
            throw new Error(`the lock of ${this.dir} was taken over`);
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true });
        const file = this.recordPath;
        const tmp = `${file}.${process.pid}.tmp`;
        const { w: read, g: carried, files, ...rest } = state;
        const parted = (0, recordParts_js_1.partedOf)(files);
        const before = this.saved ? this.tie : read;
        const grown = parted !== undefined && (0, recordParts_js_1.partsFor)(parted.count) > parted.n;
        const g = git ??
            (parted?.unchanged
                ? carried
                : parted !== undefined && !grown && rest.root !== undefined && mark === undefined
                    ? (0, gitIndex_js_1.updateGitIndex)(this.dir, rest.root, carried, (p) => parted.rewritten(p), (f) => parted.wholeFolder(f), parted.changed(), { PATH: process.env.PATH }, this.until)
                    : undefined);
        const was = this.was;
        const since = parted !== undefined && before !== undefined && was !== undefined && !grown
            ? {
                tie: before,
                rewritten: (p) => parted.rewritten(p),
                entries: () => parted.changed(),
                was: (p) => was.has(p),
            }
            : undefined;
        const tie = (0, watchman_js_1.writeHead)(this.dir, { ...rest, files }, mark, since);
        const saved = grown ? undefined : parted?.save();
        const n = (0, recordParts_js_1.partsFor)(saved === undefined ? Object.keys(files).length : 0);
        const parts = saved?.index ?? (n > 1 ? (0, recordParts_js_1.writeParts)(this.dir, grown ? { ...files } : files, n, rest.root) : undefined);
        const record = parts === undefined ? { ...rest, files } : { ...rest, parts, ...(g !== undefined && !grown ? { g } : {}) };
        (0, node_fs_1.writeFileSync)(tmp, (0, watchman_js_1.tiedRecord)(JSON.stringify(record), tie), { mode: 0o600 });
        (0, node_fs_1.renameSync)(tmp, file);
        this.tie = tie;
        this.saved = true;
        this.was = new Set([...Object.keys(state.dirs), ...Object.keys(state.refKeys)]);
        if (saved !== undefined)
            for (const f of saved.stale)
                unlinkIfThere(f);
        else
            (0, recordParts_js_1.clearParts)(this.dir, parts);
        this.prune(files);
    }
    tie;
    saved = false;
    was;
    entry(path, st, keep, now) {
        const t = typeOf(st);
        const e = { k: (0, statKey_js_1.keyOf)(st), t };
        if (st === undefined)
            return e;
        if (now - st.ctimeMs < RACY_MS)
            e.r = 1;
        if (t === 'l')
            e.l = (0, node_fs_1.readlinkSync)(path);
        if (t === 'f') {
            e.m = st.mode & 0o7777;
            if (st.nlink > 1)
                e.n = 1;
            if (keep) {
                e.b = this.keep((fd) => (0, contentHash_js_1.hashFile)(path, (chunk) => writeAll(fd, chunk)));
                if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(path), e.k))
                    e.r = 1;
            }
        }
        return e;
    }
    keepBytes(bytes) {
        return this.keep((fd) => {
            writeAll(fd, bytes);
            return (0, contentHash_js_1.hashBytes)(bytes);
        });
    }
    keep(fill) {
        (0, node_fs_1.mkdirSync)(this.blobs, { recursive: true });
        const tmp = node_path_1.posix.join(this.blobs, `.${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`);
        const fd = (0, node_fs_1.openSync)(tmp, 'wx', 0o600);
        let name;
        try {
            name = fill(fd);
        }
        catch (e) {
            (0, node_fs_1.closeSync)(fd);
            (0, node_fs_1.unlinkSync)(tmp);
            throw e;
        }
        (0, node_fs_1.closeSync)(fd);
        const to = node_path_1.posix.join(this.blobs, name);
        if ((0, statKey_js_1.lstatOrUndefined)(to) === undefined)
            this.added = true;
        try {
            (0, node_fs_1.renameSync)(tmp, to);
        }
        catch {
            (0, node_fs_1.rmSync)(to, { recursive: true, force: true });
            (0, node_fs_1.renameSync)(tmp, to);
        }
        return name;
    }
    intact(name) {
        const path = node_path_1.posix.join(this.blobs, name);
        if (!(0, contentHash_js_1.isContentName)(name) || (0, statKey_js_1.lstatOrUndefined)(path)?.isFile() !== true)
            return false;
        try {
            return (0, contentHash_js_1.hashFile)(path) === name;
        }
        catch {
            return false;
        }
    }
    setAside(now) {
        const to = node_path_1.posix.join(this.dir, `forged-record-${now.toISOString().replace(/[:.]/g, '-')}`);
        try {
            (0, node_fs_1.renameSync)((0, recordParts_js_1.partsDir)(this.dir), `${to}-parts`);
        }
        catch {
        }
        try {
            (0, node_fs_1.renameSync)(this.recordPath, to);
            return to;
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return null;
            throw e;
        }
    }
    blobPath(name) {
        return node_path_1.posix.join(this.blobs, name);
    }
    readBlob(name) {
        return (0, readRegular_js_1.readRegular)(node_path_1.posix.join(this.blobs, name), Number.MAX_SAFE_INTEGER);
    }
    async locked(work) {
        this.repair();
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true });
        const { takeStoreLock } = await __webpack_require__.e(/* import() */ 6627).then(__webpack_require__.bind(__webpack_require__, 6627));
        const held = await takeStoreLock(this.dir);
        this.held = held;
        this.stoppedHolder = held.stopped;
        const { remainingMs } = await __webpack_require__.e(/* import() */ 3239).then(__webpack_require__.bind(__webpack_require__, 5620));
        this.until = Date.now() + remainingMs() - 500;
        if (this.watched !== undefined && (0, watchman_js_1.watchOn)(this.watched.env)) {
            const { root, env } = this.watched;
            this.mark = await (0, watchman_js_1.markWatch)(root, env, (0, watchman_js_1.knownServer)(this.recordPath), Math.min(1000, remainingMs() / 4));
        }
        let finished = false;
        try {
            const done = await work(held.takenOver);
            finished = true;
            return done;
        }
        finally {
            this.held = undefined;
            held.release(finished);
        }
    }
    prune(files) {
        if (!this.added)
            return;
        let names;
        try {
            names = (0, node_fs_1.readdirSync)(this.blobs);
        }
        catch {
            return;
        }
        const count = (0, recordParts_js_1.partedOf)(files)?.count;
        if (count !== undefined && names.length <= count * 2 + 16)
            return;
        const used = new Set(Object.values(files).flatMap((e) => (e.b ? [e.b] : [])));
        if (names.length <= used.size * 2 + 16)
            return;
        const cutoff = Date.now() - 10 * 60_000;
        for (const n of names) {
            if (used.has(n))
                continue;
            const p = node_path_1.posix.join(this.blobs, n);
            try {
                if ((0, node_fs_1.statSync)(p).mtimeMs < cutoff)
                    (0, node_fs_1.unlinkSync)(p);
            }
            catch {
            }
        }
    }
}
exports.WatchStore = WatchStore;
function unlinkIfThere(file) {
    try {
        (0, node_fs_1.unlinkSync)(file);
    }
    catch {
    }
}
function writeAll(fd, bytes) {
    for (let at = 0; at < bytes.length;)
        at += (0, node_fs_1.writeSync)(fd, bytes, at, bytes.length - at);
}
function emptyState(now, root) {
    return { v: VERSION, at: now, files: {}, dirs: {}, refKeys: {}, heads: {}, ...(root ? { root } : {}) };
}
function rebase(state, root) {
    const old = state.root;
    if (old === undefined || old === root)
        return;
    const move = (map) => Object.fromEntries(Object.entries(map).map(([p, v]) => [p === old || p.startsWith(`${old}/`) ? root + p.slice(old.length) : p, v]));
    state.files = move(state.files);
    state.dirs = move(state.dirs);
    state.refKeys = move(state.refKeys);
    if (state.unwalked !== undefined)
        state.unwalked = Object.keys(move(Object.fromEntries(state.unwalked.map((u) => [u, 1]))));
    if (state.pending !== undefined)
        state.pending = Object.keys(move(Object.fromEntries(state.pending.map((u) => [u, 1]))));
    state.root = root;
}


/***/ }),

/***/ 3168:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.watchOn = void 0;
exports.ask = ask;
exports.askAll = askAll;
exports.markWatch = markWatch;
exports.writeHead = writeHead;
exports.tiedRecord = tiedRecord;
exports.watchSays = watchSays;
exports.watchedCandidates = watchedCandidates;
exports.knownServer = knownServer;
exports.watchCoverage = watchCoverage;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const readRegular_js_1 = __webpack_require__(6355);
const statKey_js_1 = __webpack_require__(4452);
const procStat_js_1 = __webpack_require__(1939);
const HEAD = 'watch.json';
const INDEX = 'watch.idx';
const ASK_MS = 1500;
const VCS = new Set(['.git', '.hg', '.svn']);
const builtin = (id) => process.getBuiltinModule(id);
function command(env) {
    const set = env.DIFFGATE_WATCHMAN;
    if (set === undefined || set === '' || set === '0' || set === 'off')
        return undefined;
    return set === '1' || set === 'on' ? 'watchman' : set;
}
const watchOn = (env) => command(env) !== undefined;
exports.watchOn = watchOn;
async function ask(sock, question, ms = ASK_MS) {
    return (await askAll(sock, [question], ms))[0];
}
function askAll(sock, questions, ms) {
    return new Promise((resolve, reject) => {
        const conn = builtin('node:net').createConnection(sock);
        const answers = [];
        let text = '';
        const timer = setTimeout(() => {
            conn.destroy();
            reject(new Error(`watchman did not answer within ${ms} ms`));
        }, ms);
        const done = (e) => {
            clearTimeout(timer);
            conn.destroy();
            if (e !== undefined)
                reject(e);
            else
                resolve(answers);
        };
        conn.on('error', (e) => done(e));
        conn.on('connect', () => conn.write(questions.map((q) => `${JSON.stringify(q)}\n`).join('')));
        conn.on('data', (chunk) => {
            text += chunk.toString('utf8');
            for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n')) {
                const line = text.slice(0, nl);
                text = text.slice(nl + 1);
                let v;
                try {
                    v = JSON.parse(line);
                }
                catch (e) {
                    return done(e);
                }
                if (v.unilateral === true || v.log !== undefined)
                    continue;
                if (typeof v.error === 'string')
                    return done(new Error(v.error));
                answers.push(v);
                if (answers.length === questions.length)
                    return done(undefined);
            }
        });
    });
}
function processOf(pid) {
    try {
        const start = (0, procStat_js_1.statLine)((0, node_fs_1.readFileSync)(`/proc/${pid}/stat`, 'utf8')).start;
        if (start === undefined)
            return undefined;
        return { start, exe: (0, node_fs_1.readlinkSync)(`/proc/${pid}/exe`) };
    }
    catch {
        return undefined;
    }
}
function sameServer(s) {
    if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(s.sock), s.sockKey))
        return false;
    const p = processOf(s.pid);
    return p !== undefined && p.start === s.start && p.exe === s.exe;
}
async function findServer(env, left) {
    const cmd = command(env);
    if (cmd === undefined)
        return undefined;
    const r = builtin('node:child_process').spawnSync(cmd, ['--no-spawn', '--no-pretty', 'get-sockname'], {
        encoding: 'utf8',
        timeout: left(),
        env,
        stdio: ['ignore', 'pipe', 'ignore'],
    });
    if (r.status !== 0)
        return undefined;
    const sock = JSON.parse(r.stdout).sockname;
    if (typeof sock !== 'string')
        return undefined;
    let pid;
    try {
        ({ pid } = await ask(sock, ['get-pid'], left()));
    }
    catch {
        return undefined;
    }
    if (typeof pid !== 'number')
        return undefined;
    const p = processOf(pid);
    const st = (0, statKey_js_1.lstatOrUndefined)(sock);
    if (p === undefined || !st?.isSocket())
        return undefined;
    return { sock, sockKey: (0, statKey_js_1.keyOf)(st), pid, ...p };
}
async function markWatch(root, env, known, budgetMs) {
    if (command(env) === undefined || !(budgetMs > 0))
        return undefined;
    const until = Date.now() + Math.min(budgetMs, 60_000);
    const left = () => {
        const ms = until - Date.now();
        if (ms <= 0)
            throw new Error('out of time');
        return ms;
    };
    try {
        const server = known !== undefined && sameServer(known) ? known : await findServer(env, left);
        if (server === undefined)
            return undefined;
        const watched = await ask(server.sock, ['watch', root], left());
        const { config } = await ask(server.sock, ['get-config', root], left());
        const ms = left();
        const { clock } = await ask(server.sock, ['clock', root, { sync_timeout: ms }], ms + 100);
        if (watched.watch !== root)
            return undefined;
        const cfg = (config ?? {});
        const ignored = Array.isArray(cfg.ignore_dirs) ? cfg.ignore_dirs.filter((d) => typeof d === 'string') : [];
        if (Array.isArray(cfg.ignore_vcs))
            for (const d of cfg.ignore_vcs)
                if (typeof d === 'string')
                    ignored.push(d);
        if (typeof clock !== 'string')
            return undefined;
        return { server, root, clock, ignored };
    }
    catch {
        return undefined;
    }
}
function vouched(path, mark) {
    if (!path.startsWith(`${mark.root}/`))
        return false;
    const rel = path.slice(mark.root.length + 1);
    for (const seg of rel.split('/'))
        if (VCS.has(seg))
            return false;
    return !mark.ignored.some((d) => rel === d || rel.startsWith(`${d}/`));
}
function hashOf(path) {
    let h = 0x811c9dc5;
    for (let i = 0; i < path.length; i++)
        h = Math.imul(h ^ path.charCodeAt(i), 0x01000193);
    return h >>> 0;
}
function has(index, h) {
    let lo = 0;
    let hi = index.length - 1;
    while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const v = index[mid];
        if (v === h)
            return true;
        if (v < h)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return false;
}
const headPath = (dir) => node_path_1.posix.join(dir, HEAD);
const indexPath = (dir) => node_path_1.posix.join(dir, INDEX);
function writeHead(dir, state, mark, since) {
    const usable = mark !== undefined && state.pending === undefined && state.root === mark.root;
    const before = usable && since !== undefined ? previousHead(dir, since.tie, mark) : undefined;
    const built = !usable ? undefined : before !== undefined ? updated(state, mark, before, since) : whole(state, mark);
    if (built === undefined || mark === undefined) {
        (0, node_fs_1.rmSync)(headPath(dir), { force: true, recursive: true });
        return undefined;
    }
    (0, node_fs_1.mkdirSync)(dir, { recursive: true });
    if (built.index !== undefined)
        replace(indexPath(dir), new Uint8Array(built.index.buffer));
    replace(headPath(dir), JSON.stringify(built.head));
    return {
        mark,
        head: (0, statKey_js_1.keyOf)((0, statKey_js_1.lstatOrUndefined)(headPath(dir))),
        index: (0, statKey_js_1.keyOf)((0, statKey_js_1.lstatOrUndefined)(indexPath(dir))),
    };
}
const untieable = (p, e, mark) => e.r === 1 && !(e.n !== 1 && vouched(p, mark));
const outsideFile = (p, e, mark) => e.n === 1 || !vouched(p, mark);
function whole(state, mark) {
    if (Object.entries(state.files).some(([p, e]) => untieable(p, e, mark)))
        return undefined;
    const outside = {};
    const hashes = [];
    for (const p in state.files) {
        const e = state.files[p];
        if (outsideFile(p, e, mark))
            outside[p] = e.k;
        else
            hashes.push(hashOf(p));
    }
    return { head: headOf(state, mark, outside), index: Uint32Array.from(hashes).sort() };
}
function headOf(state, mark, outside) {
    const dirs = {};
    for (const d in state.dirs) {
        if (vouched(d, mark))
            dirs[d] = state.dirs[d];
        else
            outside[d] = state.dirs[d];
    }
    for (const f in state.refKeys)
        outside[f] = state.refKeys[f];
    return { v: 1, outside, dirs };
}
function previousHead(dir, tie, mark) {
    const same = tie.mark.root === mark.root &&
        tie.mark.ignored.length === mark.ignored.length &&
        tie.mark.ignored.every((d, i) => mark.ignored[i] === d);
    if (!same)
        return undefined;
    if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(headPath(dir)), tie.head) || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(indexPath(dir)), tie.index))
        return undefined;
    const head = readHead(dir);
    if (head === undefined || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(headPath(dir)), tie.head))
        return undefined;
    try {
        const bytes = (0, readRegular_js_1.readRegular)(indexPath(dir), Number.MAX_SAFE_INTEGER);
        if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(indexPath(dir)), tie.index))
            return undefined;
        return { head, index: new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)) };
    }
    catch {
        return undefined;
    }
}
function updated(state, mark, before, since) {
    const changed = [...since.entries()];
    if (changed.some(([p, e]) => untieable(p, e, mark)))
        return undefined;
    const outside = {};
    for (const p in before.head.outside) {
        if (since.rewritten(p) || state.dirs[p] !== undefined || state.refKeys[p] !== undefined)
            continue;
        if (!since.was(p)) {
            outside[p] = before.head.outside[p];
            continue;
        }
        const e = state.files[p];
        if (e !== undefined && outsideFile(p, e, mark))
            outside[p] = e.k;
    }
    const added = [];
    for (const [p, e] of changed) {
        if (outsideFile(p, e, mark))
            outside[p] = e.k;
        else if (!has(before.index, hashOf(p)))
            added.push(hashOf(p));
    }
    const head = headOf(state, mark, outside);
    if (added.length === 0)
        return { head };
    const index = new Uint32Array(before.index.length + added.length);
    index.set(before.index);
    index.set(added, before.index.length);
    return { head, index: index.sort() };
}
function tiedRecord(text, tie) {
    return tie === undefined ? text : `{"w":${JSON.stringify(tie)},\n${text.slice(1)}`;
}
function replace(file, bytes) {
    const tmp = `${file}.${process.pid}.tmp`;
    (0, node_fs_1.writeFileSync)(tmp, bytes, { mode: 0o600 });
    (0, node_fs_1.renameSync)(tmp, file);
}
function readTie(recordPath) {
    let fd;
    try {
        if ((0, statKey_js_1.lstatOrUndefined)(recordPath)?.isFile() !== true)
            return undefined;
        fd = (0, node_fs_1.openSync)(recordPath, node_fs_1.constants.O_RDONLY | node_fs_1.constants.O_NOFOLLOW | node_fs_1.constants.O_NONBLOCK);
        const buf = Buffer.alloc(64 * 1024);
        const n = (0, node_fs_1.readSync)(fd, buf, 0, buf.length, 0);
        const text = buf.subarray(0, n).toString('utf8');
        const nl = text.indexOf('\n');
        if (!text.startsWith('{"w":') || nl < 0 || text[nl - 1] !== ',')
            return undefined;
        const tie = JSON.parse(text.slice(5, nl - 1));
        return typeof tie?.mark?.clock === 'string' ? tie : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        if (fd !== undefined)
            (0, node_fs_1.closeSync)(fd);
    }
}
function readHead(dir) {
    try {
        const h = JSON.parse((0, readRegular_js_1.readRegularText)(headPath(dir), 256 * 1024 * 1024));
        return h?.v === 1 && typeof h.outside === 'object' && typeof h.dirs === 'object' ? h : undefined;
    }
    catch {
        return undefined;
    }
}
async function reported(dir, tie, root, env) {
    if (command(env) === undefined || tie === undefined || tie.mark.root !== root)
        return undefined;
    if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(headPath(dir)), tie.head) || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(indexPath(dir)), tie.index))
        return undefined;
    const head = readHead(dir);
    if (head === undefined)
        return undefined;
    let answer;
    try {
        if (!sameServer(tie.mark.server))
            return undefined;
        answer = await ask(tie.mark.server.sock, [
            'query',
            root,
            {
                since: tie.mark.clock,
                fields: ['name', 'exists', 'type', 'nlink'],
                empty_on_fresh_instance: true,
                sync_timeout: ASK_MS,
            },
        ]);
    }
    catch {
        return undefined;
    }
    const { files } = answer;
    if (answer.is_fresh_instance !== false || !Array.isArray(files))
        return undefined;
    const names = [];
    for (const f of files) {
        if (typeof f?.name !== 'string')
            return undefined;
        if (f.exists === true && f.type === 'f' && typeof f.nlink === 'number' && f.nlink > 1)
            return undefined;
        names.push(`${root}/${f.name}`);
    }
    return { head, names };
}
async function watchSays(dir, recordPath, root, env) {
    if (command(env) === undefined)
        return undefined;
    const said = await reported(dir, readTie(recordPath), root, env);
    if (said === undefined)
        return undefined;
    const { head, names } = said;
    for (const p in head.outside)
        if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(p), head.outside[p]))
            return 'moved';
    if (names.length > 0) {
        const bytes = (0, node_fs_1.readFileSync)(indexPath(dir));
        const index = new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
        const looked = new Set();
        const dirMoved = (d) => {
            const k = head.dirs[d];
            if (k === undefined || looked.has(d))
                return false;
            looked.add(d);
            return !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(d), k);
        };
        for (const p of names)
            if (has(index, hashOf(p)) || dirMoved(p) || dirMoved(node_path_1.posix.dirname(p)))
                return 'moved';
    }
    return 'quiet';
}
async function watchedCandidates(dir, tie, root, env) {
    const said = await reported(dir, tie, root, env);
    if (said === undefined)
        return undefined;
    const { outside } = said.head;
    const out = new Set(Object.keys(outside).filter((p) => !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(p), outside[p])));
    for (const p of said.names)
        out.add(p).add(node_path_1.posix.dirname(p));
    return [...out];
}
function knownServer(recordPath) {
    return readTie(recordPath)?.mark.server;
}
async function watchCoverage(dir, recordPath, root, files, env) {
    const on = command(env) !== undefined;
    const none = (not) => ({ on, files, byWatch: 0, not });
    if (!on)
        return none('off');
    const tie = readTie(recordPath);
    if (tie === undefined || tie.mark.root !== root)
        return none('untied');
    if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(headPath(dir)), tie.head) || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(indexPath(dir)), tie.index))
        return none('head');
    if (!sameServer(tie.mark.server))
        return none('server');
    if ((await reported(dir, tie, root, env)) === undefined)
        return none('answer');
    return { on, files, byWatch: Math.min(files, ((0, statKey_js_1.lstatOrUndefined)(indexPath(dir))?.size ?? 0) / 4) };
}


/***/ }),

/***/ 5620:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.HookTimeout = exports.walkUntil = exports.limitSeconds = exports.processStart = exports.MAX_TIMEOUT_S = exports.MIN_TIMEOUT_S = exports.DEFAULT_TIMEOUT_S = void 0;
exports.hookTimeout = hookTimeout;
exports.startDeadline = startDeadline;
exports.remainingMs = remainingMs;
exports.checkDeadline = checkDeadline;
const claude_js_1 = __webpack_require__(209);
const failure_js_1 = __webpack_require__(6640);
exports.DEFAULT_TIMEOUT_S = 10;
exports.MIN_TIMEOUT_S = 0.1;
exports.MAX_TIMEOUT_S = 600;
let at = Number.POSITIVE_INFINITY;
let seconds = exports.DEFAULT_TIMEOUT_S;
function hookTimeout(env) {
    const raw = env.DIFFGATE_HOOK_TIMEOUT;
    if (raw === undefined || raw === '')
        return { seconds: exports.DEFAULT_TIMEOUT_S };
    const n = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw.trim()) || !(n >= exports.MIN_TIMEOUT_S && n <= exports.MAX_TIMEOUT_S))
        return { seconds: exports.DEFAULT_TIMEOUT_S, problem: claude_js_1.claudeText.timeoutSetting(raw, exports.MIN_TIMEOUT_S, exports.MAX_TIMEOUT_S) };
    return { seconds: n };
}
const processStart = () => Date.now() - process.uptime() * 1000;
exports.processStart = processStart;
function startDeadline(s, start = (0, exports.processStart)()) {
    seconds = s;
    at = start + s * 1000;
}
const limitSeconds = () => seconds;
exports.limitSeconds = limitSeconds;
const walkUntil = (marginMs = 500) => Date.now() + remainingMs() - marginMs;
exports.walkUntil = walkUntil;
function remainingMs(now = Date.now()) {
    return at - now;
}
function checkDeadline() {
    if (Date.now() > at)
        throw new HookTimeout(seconds);
}
class HookTimeout extends failure_js_1.HookFailure {
    constructor(s) {
        super(claude_js_1.claudeText.timeout(s));
    }
}
exports.HookTimeout = HookTimeout;


/***/ }),

/***/ 4180:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.callKey = callKey;
exports.beginCall = beginCall;
exports.endCall = endCall;
exports.endedLast = endedLast;
exports.endTurn = endTurn;
exports.lastActed = lastActed;
exports.turnStarted = turnStarted;
exports.saveAfterLastAct = saveAfterLastAct;
exports.othersAtWork = othersAtWork;
exports.personHasTurn = personHasTurn;
exports.ownCallAtWork = ownCallAtWork;
exports.openCalls = openCalls;
exports.callOpenNow = callOpenNow;
exports.inProgress = inProgress;
exports.startCalls = startCalls;
exports.fileClockPast = fileClockPast;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const readRegular_js_1 = __webpack_require__(6355);
const statKey_js_1 = __webpack_require__(4452);
const LONGEST_CALL_MS = 10 * 60_000;
const callsDir = (tripwireDir) => node_path_1.posix.join(tripwireDir, 'calls');
function callKey(session, toolUseId, at) {
    return (toolUseId ?? `${session}-${at}`).replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 120);
}
function beginCall(tripwireDir, key, session) {
    const dir = callsDir(tripwireDir);
    const file = node_path_1.posix.join(dir, key);
    const create = () => (0, node_fs_1.writeFileSync)(file, session, { mode: 0o600, flag: 'wx' });
    try {
        create();
    }
    catch (e) {
        const code = e.code;
        if (code === 'EEXIST')
            (0, node_fs_1.rmSync)(file, { recursive: true, force: true });
        else if (code === 'ENOENT' || code === 'ENOTDIR')
            folder(dir);
        else
            throw e;
        create();
    }
}
const ENDED = '.ended';
function endCall(tripwireDir, key) {
    const dir = callsDir(tripwireDir);
    try {
        (0, node_fs_1.unlinkSync)(node_path_1.posix.join(dir, key));
    }
    catch (e) {
        const code = e.code;
        if (code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'EISDIR')
            throw e;
    }
    touch(dir);
}
function endedLast(tripwireDir) {
    const dir = callsDir(tripwireDir);
    const folder = (0, statKey_js_1.lstatOrUndefined)(dir);
    const marker = (0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.join(dir, ENDED));
    return folder?.isDirectory() === true && marker?.isFile() === true && marker.ctimeMs >= folder.ctimeMs;
}
function endTurn(tripwireDir, session) {
    const dir = callsDir(tripwireDir);
    for (const name of names(dir) ?? []) {
        if (name === ENDED)
            continue;
        const path = node_path_1.posix.join(dir, name);
        const st = (0, statKey_js_1.lstatOrUndefined)(path);
        if (st !== undefined && !st.isFile())
            clear(path, st);
        else if (st !== undefined && sessionOf(path) === session)
            (0, node_fs_1.rmSync)(path, { force: true });
    }
    touch(dir);
}
function lastActed(tripwireDir) {
    const st = (0, statKey_js_1.lstatOrUndefined)(callsDir(tripwireDir));
    return st?.isDirectory() ? st.ctimeMs : undefined;
}
function turnStarted(tripwireDir, prompt) {
    if (prompt === undefined)
        return true;
    const acted = lastActed(tripwireDir);
    return acted !== undefined && acted < prompt;
}
async function saveAfterLastAct(tripwireDir, save, time) {
    for (let i = 0; i < 25; i++) {
        await save();
        const acted = lastActed(tripwireDir);
        const said = await time();
        if (acted === undefined || said === undefined || acted < said)
            return;
        await new Promise((r) => setTimeout(r, 2));
    }
}
const CLOCK_SLACK_MS = 20;
async function othersAtWork(tripwireDir, session, now, prompts) {
    const dir = callsDir(tripwireDir);
    const listed = names(dir);
    if (listed === undefined)
        return true;
    const latest = new Map();
    for (const name of listed) {
        if (name === ENDED)
            continue;
        const path = node_path_1.posix.join(dir, name);
        const st = (0, statKey_js_1.lstatOrUndefined)(path);
        if (st === undefined)
            continue;
        if (!st.isFile()) {
            clear(path, st);
            continue;
        }
        const other = sessionOf(path);
        if (other === session)
            continue;
        if (other === undefined || now - st.ctimeMs >= LONGEST_CALL_MS) {
            (0, node_fs_1.rmSync)(path, { force: true });
            continue;
        }
        if (!latest.has(other))
            latest.set(other, promptTime(prompts, other));
        const prompt = await latest.get(other);
        if (prompt !== undefined && st.ctimeMs + CLOCK_SLACK_MS >= prompt)
            return true;
    }
    return false;
}
async function promptTime(prompts, session) {
    try {
        const time = await prompts.latestTime(session);
        return time !== undefined && Number.isFinite(time) ? time : undefined;
    }
    catch {
        return undefined;
    }
}
async function personHasTurn(tripwireDir, session, prompt, now, prompts, scan) {
    return (turnStarted(tripwireDir, prompt) &&
        !(await othersAtWork(tripwireDir, session, now, prompts)) &&
        !ownCallAtWork(tripwireDir, session, prompt, scan));
}
function ownCallAtWork(tripwireDir, session, prompt, scan) {
    if (prompt === undefined)
        return false;
    const dir = callsDir(tripwireDir);
    let began;
    for (const name of names(dir) ?? []) {
        if (name === ENDED)
            continue;
        const path = node_path_1.posix.join(dir, name);
        const st = (0, statKey_js_1.lstatOrUndefined)(path);
        if (!st?.isFile() || sessionOf(path) !== session)
            continue;
        const at = Math.min(st.mtimeMs, st.ctimeMs);
        if (at < prompt && (began === undefined || at < began))
            began = at;
    }
    if (began === undefined)
        return false;
    const found = scan(began);
    return found.unknown || found.found.length > 0;
}
function openCalls(tripwireDir, session) {
    const dir = callsDir(tripwireDir);
    return (names(dir) ?? []).some((name) => {
        if (name === ENDED)
            return false;
        const path = node_path_1.posix.join(dir, name);
        return (0, statKey_js_1.lstatOrUndefined)(path)?.isFile() === true && sessionOf(path) === session;
    });
}
function callOpenNow(tripwireDir, now) {
    const dir = callsDir(tripwireDir);
    if ((0, statKey_js_1.lstatOrUndefined)(dir)?.isDirectory() !== true)
        return undefined;
    let listed;
    try {
        listed = (0, node_fs_1.readdirSync)(dir);
    }
    catch {
        return true;
    }
    return listed.some((name) => {
        if (name === ENDED)
            return false;
        const st = (0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.join(dir, name));
        return st?.isFile() === true && now - st.ctimeMs < LONGEST_CALL_MS;
    });
}
function inProgress(tripwireDir, key) {
    return (0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.join(callsDir(tripwireDir), key))?.isFile() === true;
}
const MAX_LISTED = 1000;
function names(dir) {
    try {
        const listed = (0, node_fs_1.readdirSync)(dir);
        if (listed.length <= MAX_LISTED)
            return listed;
        (0, node_fs_1.renameSync)(dir, `${dir}-set-aside-${Date.now()}`);
        (0, node_fs_1.mkdirSync)(dir);
        return undefined;
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return [];
        throw e;
    }
}
let setAside = 0;
function clear(path, st) {
    try {
        if (!st.isDirectory())
            (0, node_fs_1.unlinkSync)(path);
        else {
            try {
                (0, node_fs_1.rmdirSync)(path);
            }
            catch {
                (0, node_fs_1.renameSync)(path, `${node_path_1.posix.dirname(path)}-set-aside-${Date.now()}-${process.pid}-${(setAside += 1)}`);
            }
        }
    }
    catch (e) {
        if (e.code !== 'ENOENT')
            throw e;
    }
}
function sessionOf(path) {
    try {
        return (0, readRegular_js_1.readRegularText)(path, 4096);
    }
    catch {
        return undefined;
    }
}
function touch(dir) {
    folder(dir);
    const marker = node_path_1.posix.join(dir, ENDED);
    (0, node_fs_1.rmSync)(marker, { recursive: true, force: true });
    (0, node_fs_1.writeFileSync)(marker, '', { flag: 'wx', mode: 0o600 });
}
function startCalls(tripwireDir) {
    touch(callsDir(tripwireDir));
}
const TICK_WAIT_MS = 50;
function fileClockPast(dir, after) {
    const probe = node_path_1.posix.join(dir, `.clock${process.pid}`);
    const until = Date.now() + TICK_WAIT_MS;
    for (;;) {
        (0, node_fs_1.writeFileSync)(probe, '');
        const st = (0, statKey_js_1.lstatOrUndefined)(probe);
        (0, node_fs_1.rmSync)(probe, { force: true });
        if ((st !== undefined && st.ctimeMs > after) || Date.now() > until)
            return;
    }
}
function folder(dir) {
    const st = (0, statKey_js_1.lstatOrUndefined)(dir);
    if (st !== undefined && !st.isDirectory())
        (0, node_fs_1.rmSync)(dir, { force: true });
    (0, node_fs_1.mkdirSync)(dir, { recursive: true });
}


/***/ }),

/***/ 1946:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RECORD_FORMAT = void 0;
exports.leftRunning = leftRunning;
exports.nothingOpen = nothingOpen;
exports.recordedBefore = recordedBefore;
exports.hasRecord = hasRecord;
const calls_js_1 = __webpack_require__(4180);
const statKey_js_1 = __webpack_require__(4452);
const stragglers_js_1 = __webpack_require__(4405);
const watchState_js_1 = __webpack_require__(9525);
Object.defineProperty(exports, "RECORD_FORMAT", ({ enumerable: true, get: function () { return watchState_js_1.RECORD_FORMAT; } }));
async function leftRunning(dir, session, prompts, env) {
    const prompt = await prompts.latestTime(session);
    if (prompt === undefined)
        return false;
    const scan = (0, stragglers_js_1.stragglers)(prompt, { env });
    const acted = (0, calls_js_1.lastActed)(dir);
    return scan.unknown || scan.found.some((p) => acted === undefined || p.start <= acted);
}
async function nothingOpen(storeDir, session, prompts, env, now) {
    const ws = new watchState_js_1.WatchStore(storeDir);
    return (ws.repair(now).found.length === 0 &&
        !(0, calls_js_1.openCalls)(ws.dir, session) &&
        (0, stragglers_js_1.lateSince)(ws.dir) === undefined &&
        !(await leftRunning(ws.dir, session, prompts, env)));
}
async function recordedBefore(storeDir, prompts, session) {
    return ((0, calls_js_1.lastActed)(new watchState_js_1.WatchStore(storeDir).dir) !== undefined || (await prompts.tripwireFormat(session)) === watchState_js_1.RECORD_FORMAT);
}
function hasRecord(storeDir) {
    return (0, statKey_js_1.lstatOrUndefined)(new watchState_js_1.WatchStore(storeDir).recordPath) !== undefined;
}


/***/ }),

/***/ 4183:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.putBack = putBack;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const statKey_js_1 = __webpack_require__(4452);
function putBack(path, before, store, quarantine, name, base) {
    const aside = (from, as) => {
        const dest = node_path_1.posix.join(quarantine, as);
        (0, node_fs_1.mkdirSync)(node_path_1.posix.dirname(dest), { recursive: true });
        try {
            (0, node_fs_1.renameSync)(from, dest);
        }
        catch (e) {
            if (e.code !== 'EXDEV')
                throw e;
            (0, node_fs_1.cpSync)(from, dest, { recursive: true, verbatimSymlinks: true });
            (0, node_fs_1.rmSync)(from, { recursive: true, force: true });
        }
        return dest;
    };
    moveLinkedFolders(path, base, (dir) => aside(dir, `${node_path_1.posix.relative(base, dir) || '.'}.link`));
    const kept = (0, statKey_js_1.lstatOrUndefined)(path) === undefined ? null : aside(path, name);
    const existed = before.t === 'f' || before.t === 'l';
    if (before.t === 'f' && before.b !== undefined) {
        (0, node_fs_1.mkdirSync)(node_path_1.posix.dirname(path), { recursive: true });
        const tmp = `${path}.diffgate-${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`;
        (0, node_fs_1.copyFileSync)(store.blobPath(before.b), tmp, node_fs_1.constants.COPYFILE_EXCL);
        (0, node_fs_1.chmodSync)(tmp, before.m ?? 0o644);
        (0, node_fs_1.renameSync)(tmp, path);
    }
    else if (before.t === 'l' && before.l !== undefined) {
        (0, node_fs_1.mkdirSync)(node_path_1.posix.dirname(path), { recursive: true });
        (0, node_fs_1.symlinkSync)(before.l, path);
    }
    return { kept, existed };
}
function moveLinkedFolders(path, base, away) {
    if (!path.startsWith(`${base}/`))
        return;
    const parts = node_path_1.posix
        .relative(base, node_path_1.posix.dirname(path))
        .split('/')
        .filter((p) => p !== '');
    let dir = base;
    for (const part of parts) {
        dir = node_path_1.posix.join(dir, part);
        let st;
        try {
            st = (0, node_fs_1.lstatSync)(dir);
        }
        catch {
            return;
        }
        if (st.isSymbolicLink()) {
            away(dir);
            return;
        }
    }
}


/***/ }),

/***/ 4583:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.nothingMoved = exports.WalkCut = void 0;
exports.moved = moved;
exports.dirsMoved = dirsMoved;
exports.movedAmong = movedAmong;
exports.refsMoved = refsMoved;
const recordParts_js_1 = __webpack_require__(1928);
const statKey_js_1 = __webpack_require__(4452);
class WalkCut extends Error {
    checked;
    total;
    name = 'WalkCut';
    constructor(checked, total) {
        super(`the walk of the record ran out of the hook's time after ${checked} of ${total} paths`);
        this.checked = checked;
        this.total = total;
    }
}
exports.WalkCut = WalkCut;
const CLOCK_EVERY = 1024;
function moved(state, until = Number.POSITIVE_INFINITY) {
    const files = [];
    let n = 0;
    (0, recordParts_js_1.eachEntry)(state.files, (path, e) => {
        if (++n % CLOCK_EVERY === 0 && Date.now() > until)
            throw new WalkCut(n, (0, recordParts_js_1.partedOf)(state.files)?.count ?? Object.keys(state.files).length);
        if (e.r === 1 || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(path), e.k))
            files.push(path);
    });
    const dirs = [];
    for (const dir in state.dirs)
        if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(dir), state.dirs[dir]))
            dirs.push(dir);
    return { files, dirs };
}
function dirsMoved(state) {
    for (const dir in state.dirs)
        if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(dir), state.dirs[dir]))
            return true;
    return false;
}
function movedAmong(state, paths) {
    const files = [];
    const dirs = [];
    for (const path of new Set(paths)) {
        const e = state.files[path];
        if (e !== undefined && (e.r === 1 || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(path), e.k)))
            files.push(path);
        const d = state.dirs[path];
        if (d !== undefined && !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(path), d))
            dirs.push(path);
    }
    return { files, dirs };
}
const nothingMoved = (m) => m.files.length === 0 && m.dirs.length === 0;
exports.nothingMoved = nothingMoved;
function refsMoved(state) {
    for (const f in state.refKeys)
        if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(f), state.refKeys[f]))
            return true;
    return false;
}


/***/ }),

/***/ 3703:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.UNVOUCHED = void 0;
exports.refsLinked = refsLinked;
exports.refKeys = refKeys;
exports.watchesRemotes = watchesRemotes;
exports.readHeads = readHeads;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const gatePaths_js_1 = __webpack_require__(5879);
const statKey_js_1 = __webpack_require__(4452);
exports.UNVOUCHED = [0, 0, 0, 0, -1, -1];
function refsLinked(keys) {
    for (const f in keys) {
        const k = keys[f];
        if (k !== 0 && k[4] === -1)
            return true;
    }
    return false;
}
function refKeys(gitDir) {
    const common = (0, gatePaths_js_1.commonDir)(gitDir);
    const keys = {};
    const add = (p, linked) => {
        const st = (0, statKey_js_1.lstatOrUndefined)(p);
        const link = linked || st?.isSymbolicLink() === true;
        keys[p] = link ? exports.UNVOUCHED : (0, statKey_js_1.keyOf)(st);
        return link;
    };
    const walk = (dir, linked) => {
        const link = add(dir, linked);
        let names;
        try {
            names = (0, node_fs_1.readdirSync)(dir);
        }
        catch {
            return;
        }
        for (const n of names) {
            const p = node_path_1.posix.join(dir, n);
            if ((0, statKey_js_1.lstatOrUndefined)(p)?.isDirectory())
                walk(p, link);
            else
                add(p, link);
        }
    };
    add(node_path_1.posix.join(gitDir, 'HEAD'), false);
    add(node_path_1.posix.join(common, 'packed-refs'), false);
    const refs = (0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.join(common, 'refs'))?.isSymbolicLink() === true;
    if (refs)
        keys[node_path_1.posix.join(common, 'refs')] = exports.UNVOUCHED;
    walk(node_path_1.posix.join(common, 'refs', 'heads'), refs);
    walk(node_path_1.posix.join(common, 'refs', 'remotes'), refs);
    return keys;
}
function watchesRemotes(keys, gitDir) {
    return node_path_1.posix.join((0, gatePaths_js_1.commonDir)(gitDir), 'refs', 'remotes') in keys;
}
async function readHeads(root, env) {
    const { GitCommandError, runGit } = await __webpack_require__.e(/* import() */ 3836).then(__webpack_require__.bind(__webpack_require__, 3836));
    const git = runGit(root, env);
    const heads = {};
    const text = await git.raw(['show-ref', '--head']).catch(async (e) => {
        if (e instanceof GitCommandError && e.code === 1 && e.stderr.trim() === '')
            return '';
        const [refs, head] = await Promise.all([
            git.raw(['for-each-ref', '--format=%(objectname) %(refname)', 'refs/heads', 'refs/remotes']),
            git.raw(['rev-parse', '--verify', '-q', 'HEAD^{commit}']).catch(() => ''),
        ]);
        return `${head.trim() === '' ? '' : `${head.trim()} HEAD\n`}${refs}`;
    });
    for (const line of text.split('\n')) {
        const [sha, ref] = line.split(' ');
        if (sha && (ref === 'HEAD' || ref?.startsWith('refs/heads/') || ref?.startsWith('refs/remotes/')))
            heads[ref] = sha;
    }
    return heads;
}


/***/ }),

/***/ 4405:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.endsTurnPass = void 0;
exports.systemPs = systemPs;
exports.stragglers = stragglers;
exports.turnBegan = turnBegan;
exports.lateSince = lateSince;
exports.setLate = setLate;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const readRegular_js_1 = __webpack_require__(6355);
const procStat_js_1 = __webpack_require__(1939);
const statKey_js_1 = __webpack_require__(4452);
const TICKS_PER_S = 100;
const PF_KTHREAD = 0x00200000;
const SLACK_MS = 20;
function fromProc(proc) {
    let uptime;
    let pids;
    try {
        uptime = Number.parseFloat((0, node_fs_1.readFileSync)(node_path_1.posix.join(proc, 'uptime'), 'utf8'));
        pids = (0, node_fs_1.readdirSync)(proc).filter((n) => /^\d+$/.test(n));
    }
    catch {
        return undefined;
    }
    if (!Number.isFinite(uptime))
        return undefined;
    const now = Date.now();
    const out = [];
    const root = node_path_1.posix.join(proc, '/');
    for (const p of pids) {
        try {
            const dir = `${root}${p}`;
            const line = (0, procStat_js_1.statLine)((0, node_fs_1.readFileSync)(`${dir}/stat`, 'utf8'));
            const ticks = Number(line.start);
            out.push({
                pid: Number(p),
                ppid: line.ppid,
                sid: line.session,
                uid: () => {
                    try {
                        return (0, node_fs_1.statSync)(dir).uid;
                    }
                    catch {
                        return -1;
                    }
                },
                start: now - (uptime - ticks / TICKS_PER_S) * 1000,
                name: line.name,
                inert: line.state === 'Z' || line.state === 'X' || (line.flags & PF_KTHREAD) !== 0,
                cmdline: () => {
                    try {
                        return (0, node_fs_1.readFileSync)(node_path_1.posix.join(dir, 'cmdline'), 'utf8').split('\0').join(' ');
                    }
                    catch {
                        return undefined;
                    }
                },
            });
        }
        catch {
        }
    }
    return out;
}
const childProcess = () => process.getBuiltinModule('node:child_process');
function systemPs(args) {
    const ps = ['/bin/ps', '/usr/bin/ps'].find((p) => (0, node_fs_1.existsSync)(p));
    if (ps === undefined)
        throw Object.assign(new Error('no ps'), { code: 'ENOENT' });
    return childProcess().execFileSync(ps, args, {
        encoding: 'utf8',
        env: { PATH: '/usr/bin:/bin', LC_ALL: 'C', TZ: 'UTC' },
        timeout: 3000,
        stdio: ['ignore', 'pipe', 'ignore'],
    });
}
function psArgs(pid) {
    try {
        return systemPs(['-o', 'args=', '-p', String(pid)]).trim();
    }
    catch {
        return undefined;
    }
}
function fromPs() {
    let text;
    try {
        text = systemPs(['-A', '-o', 'pid=,ppid=,uid=,lstart=,comm=']);
    }
    catch {
        return undefined;
    }
    const out = [];
    let drift = 0;
    const rows = [];
    for (const line of text.split('\n')) {
        const m = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(\w+\s+\w+\s+\d+\s+[\d:]+\s+\d+)\s+(.*)$/.exec(line);
        if (!m)
            continue;
        const start = Date.parse(`${m[4].replace(/\s+/g, ' ')} UTC`);
        if (Number.isNaN(start))
            continue;
        const pid = +m[1];
        if (pid === process.pid)
            drift = Math.max(0, Date.now() - process.uptime() * 1000 - start);
        rows.push({ pid, ppid: +m[2], uid: +m[3], start, name: m[5] });
    }
    for (const { pid, ppid, uid, start, name } of rows) {
        out.push({
            pid,
            ppid,
            uid: () => uid,
            start: start + drift + 999,
            name,
            inert: false,
            cmdline: () => psArgs(pid),
        });
    }
    return out.length > 0 ? out : undefined;
}
const isHookShell = (cmdline) => cmdline !== undefined && /\bhook [a-z]+\b/.test(cmdline) && /diffgate|dist\/cli\b/.test(cmdline);
function stragglers(since, ports) {
    const table = fromProc(ports.proc ?? (ports.env.DIFFGATE_PROC || '/proc')) ?? fromPs();
    if (table === undefined)
        return { found: [], unknown: true };
    const self = ports.self ?? process.pid;
    const uid = ports.uid ?? process.getuid?.() ?? -1;
    const byPid = new Map(table.map((p) => [p.pid, p]));
    const own = new Set([self]);
    const ownSessions = new Set();
    for (let p = byPid.get(self); p !== undefined && !own.has(p.ppid); p = byPid.get(p.ppid)) {
        if (p.sid !== undefined)
            ownSessions.add(p.sid);
        own.add(p.ppid);
    }
    for (const a of own) {
        const sid = byPid.get(a)?.sid;
        if (sid !== undefined)
            ownSessions.add(sid);
    }
    const shell = byPid.get(byPid.get(self)?.ppid ?? -1);
    if (shell !== undefined && isHookShell(shell.cmdline?.())) {
        const mine = new Set([shell.pid]);
        for (let grew = true; grew;) {
            grew = false;
            for (const p of table)
                if (mine.has(p.ppid) && !mine.has(p.pid)) {
                    mine.add(p.pid);
                    grew = true;
                }
        }
        for (const p of mine)
            own.add(p);
    }
    const older = (sid) => {
        if (sid === undefined || sid <= 0 || ownSessions.has(sid))
            return false;
        const leader = byPid.get(sid);
        return leader !== undefined && leader.start + SLACK_MS < since;
    };
    const found = table
        .filter((p) => p.start + SLACK_MS >= since && !p.inert && !own.has(p.pid) && !older(p.sid) && p.uid() === uid)
        .map((p) => ({ pid: p.pid, start: Math.round(p.start), name: p.name }));
    return { found, unknown: false };
}
const markPath = (tripwireDir) => node_path_1.posix.join(tripwireDir, 'late');
const UNREADABLE_REACH_MS = 10 * 60_000;
function turnBegan(prompt, now) {
    return prompt ?? now - UNREADABLE_REACH_MS;
}
const endsTurnPass = (tool) => tool === 'Stop' || tool === 'SubagentStop';
exports.endsTurnPass = endsTurnPass;
function lateSince(tripwireDir) {
    const path = markPath(tripwireDir);
    const st = (0, statKey_js_1.lstatOrUndefined)(path);
    if (st === undefined)
        return undefined;
    try {
        const since = JSON.parse((0, readRegular_js_1.readRegularText)(path, 4096)).since;
        if (typeof since === 'number' && Number.isFinite(since))
            return since;
    }
    catch {
    }
    return st.ctimeMs - UNREADABLE_REACH_MS;
}
function setLate(tripwireDir, since) {
    const path = markPath(tripwireDir);
    if (since === undefined) {
        (0, node_fs_1.rmSync)(path, { recursive: true, force: true });
        return;
    }
    const tmp = `${path}.${process.pid}.tmp`;
    (0, node_fs_1.rmSync)(tmp, { recursive: true, force: true });
    (0, node_fs_1.writeFileSync)(tmp, `${JSON.stringify({ since })}\n`, { mode: 0o600, flag: 'wx' });
    if ((0, statKey_js_1.lstatOrUndefined)(path)?.isDirectory() === true)
        (0, node_fs_1.rmSync)(path, { recursive: true, force: true });
    (0, node_fs_1.renameSync)(tmp, path);
}


/***/ }),

/***/ 3203:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MAX_WALKED_FOLDERS = void 0;
exports.differences = differences;
exports.compared = compared;
exports.firstRecord = firstRecord;
exports.resumeRecord = resumeRecord;
exports.recordNewlyWatched = recordNewlyWatched;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const deadline_js_1 = __webpack_require__(5620);
const contentHash_js_1 = __webpack_require__(2280);
const statKey_js_1 = __webpack_require__(4452);
const realPath_js_1 = __webpack_require__(5727);
const watchState_js_1 = __webpack_require__(9525);
function differences(state, m, list, store, now) {
    const found = [];
    const absent = { k: statKey_js_1.ABSENT, t: '-' };
    const underLink = linkedAway(m);
    for (const path of compared(state, m)) {
        const before = state.files[path];
        const st = underLink(path) ? undefined : (0, statKey_js_1.lstatOrUndefined)(path);
        const guard = list.guard(path);
        if (guard === undefined) {
            delete state.files[path];
            continue;
        }
        if (before.u !== undefined) {
            found.push({ path, before, now: st, guard });
            continue;
        }
        if (guard.keep && before.t === 'f' && before.b === undefined) {
            state.files[path] = store.entry(path, st, true, now);
            continue;
        }
        if (sameAs(path, before, st, guard, store)) {
            state.files[path] = store.entry(path, st, guard.keep && before.b === undefined, now);
            if (before.b !== undefined && state.files[path].t === 'f')
                state.files[path].b = before.b;
            continue;
        }
        found.push({ path, before, now: st, guard });
    }
    const seen = new Set(found.map((d) => d.path));
    const unwalked = new Set(state.unwalked);
    for (const dir of m.dirs) {
        const st = (0, statKey_js_1.lstatOrUndefined)(dir);
        if (st === undefined || !st.isDirectory()) {
            const wasAbsent = state.dirs[dir] === statKey_js_1.ABSENT;
            for (const d of Object.keys(state.dirs))
                if (d === dir || d.startsWith(`${dir}/`))
                    delete state.dirs[d];
            for (const u of unwalked)
                if ((0, realPath_js_1.isWithin)(u, dir))
                    unwalked.delete(u);
            const keyed = list.isKeyFolder(dir) && !found.some((d) => (0, realPath_js_1.isWithin)(d.path, dir));
            const guard = (wasAbsent || keyed) && st !== undefined ? list.guard(dir) : undefined;
            if (guard !== undefined && !seen.has(dir)) {
                seen.add(dir);
                found.push({ path: dir, before: absent, now: st, guard });
            }
            continue;
        }
        state.dirs[dir] = (0, statKey_js_1.keyOf)(st);
        for (const path of listNew(dir, state, list, unwalked)) {
            if (seen.has(path))
                continue;
            const guard = list.guard(path);
            if (guard === undefined)
                continue;
            seen.add(path);
            found.push({ path, before: absent, now: (0, statKey_js_1.lstatOrUndefined)(path), guard });
        }
    }
    if (state.unwalked !== undefined)
        state.unwalked = [...unwalked];
    return found;
}
function linkedAway(m) {
    const linked = m.dirs.filter((d) => (0, statKey_js_1.lstatOrUndefined)(d)?.isSymbolicLink());
    return (p) => linked.some((d) => p.startsWith(`${d}/`));
}
function compared(state, m) {
    if (!m.dirs.some((d) => (0, statKey_js_1.lstatOrUndefined)(d)?.isSymbolicLink()))
        return [...new Set(m.files)];
    return [...new Set([...m.files, ...Object.keys(state.files).filter(linkedAway(m))])];
}
function listNew(dir, state, list, unwalked, out = []) {
    let names;
    try {
        names = (0, node_fs_1.readdirSync)(dir);
    }
    catch {
        return out;
    }
    for (const name of names) {
        const path = node_path_1.posix.join(dir, name);
        if (state.files[path] !== undefined || state.dirs[path] !== undefined || unwalked.has(path))
            continue;
        const st = (0, statKey_js_1.lstatOrUndefined)(path);
        if (st?.isDirectory()) {
            if (list.skips(path) && !list.inGateFolder(path))
                continue;
            state.dirs[path] = (0, statKey_js_1.keyOf)(st);
            listNew(path, state, list, unwalked, out);
        }
        else if (st !== undefined)
            out.push(path);
    }
    return out;
}
function sameAs(path, before, st, guard, store) {
    const t = (0, watchState_js_1.typeOf)(st);
    if (t !== before.t)
        return false;
    if (t === '-' || t === 'd' || t === 'o')
        return true;
    if (t === 'l')
        return (0, node_fs_1.readlinkSync)(path) === before.l;
    if (!guard.keep && guard.gate)
        return (0, statKey_js_1.sameKey)(st, before.k);
    if (!guard.keep)
        return true;
    if ((st.mode & 0o7777) !== before.m)
        return false;
    if (before.b === undefined)
        return false;
    const kept = (0, statKey_js_1.lstatOrUndefined)(store.blobPath(before.b));
    if (kept?.isFile() !== true || kept.size !== st.size)
        return false;
    return (0, contentHash_js_1.hashFile)(path) === before.b;
}
exports.MAX_WALKED_FOLDERS = 20_000;
function firstRecord(state, list, store, now, roots = list, previous) {
    const stopAt = Date.now() + Math.min((0, deadline_js_1.remainingMs)() / 2, 60_000);
    let folders = 0;
    let capped = false;
    let timeUp = false;
    const record = (path, st, keep) => {
        state.files[path] = store.entry(path, st, keep, now);
    };
    for (const path of roots.files)
        record(path, (0, statKey_js_1.lstatOrUndefined)(path), list.guard(path)?.keep ?? true);
    const unwalked = [];
    const pending = [];
    const walk = (dir, how) => {
        if (state.dirs[dir] !== undefined)
            return true;
        if (how !== 'gate') {
            if (timeUp || Date.now() > stopAt) {
                timeUp = true;
                if (how === 'rule')
                    pending.push(dir);
                return false;
            }
            if (how === 'tree' && previous?.dirs[dir] === undefined && (capped || ++folders > exports.MAX_WALKED_FOLDERS)) {
                capped = true;
                return false;
            }
        }
        const st = (0, statKey_js_1.lstatOrUndefined)(dir);
        if (!st?.isDirectory()) {
            if (how === 'gate' && st === undefined)
                state.dirs[dir] = statKey_js_1.ABSENT;
            return true;
        }
        state.dirs[dir] = (0, statKey_js_1.keyOf)(st);
        let names;
        try {
            names = (0, node_fs_1.readdirSync)(dir);
        }
        catch {
            return true;
        }
        let n = 0;
        for (const name of names) {
            if (how === 'rule' && ++n % 256 === 0 && Date.now() > stopAt) {
                timeUp = true;
                delete state.dirs[dir];
                pending.push(dir);
                return false;
            }
            const path = node_path_1.posix.join(dir, name);
            if (state.files[path] !== undefined || state.dirs[path] !== undefined)
                continue;
            const child = (0, statKey_js_1.lstatOrUndefined)(path);
            if (child?.isDirectory()) {
                if (list.isOwn(path))
                    continue;
                if ((how === 'gate' || !list.skips(path)) && !walk(path, how))
                    unwalked.push(path);
                continue;
            }
            if (state.files[path] !== undefined)
                continue;
            const guard = list.guard(path);
            if (guard !== undefined)
                record(path, child, guard.keep);
        }
        return true;
    };
    for (const folder of roots.gateFolders)
        if (!list.isOwn(folder))
            walk(folder, 'gate');
    for (const folder of roots.keyFolders ?? []) {
        const st = (0, statKey_js_1.lstatOrUndefined)(folder);
        state.dirs[folder] ??= st === undefined ? statKey_js_1.ABSENT : (0, statKey_js_1.keyOf)(st);
    }
    const realDir = inRealFolder(list.root);
    for (const path of roots.ruleFiles ?? []) {
        if (state.files[path] !== undefined || !realDir(node_path_1.posix.dirname(path)))
            continue;
        const st = (0, statKey_js_1.lstatOrUndefined)(path);
        if (st?.isDirectory())
            continue;
        const guard = list.guard(path);
        if (guard !== undefined)
            record(path, st, guard.keep);
    }
    for (const folder of roots.ruleFolders ?? []) {
        if (!(0, realPath_js_1.isWithin)(folder, list.root))
            walk(folder, 'rule');
        else if (realDir(node_path_1.posix.dirname(folder))) {
            if ((0, statKey_js_1.lstatOrUndefined)(folder) === undefined)
                state.dirs[folder] ??= statKey_js_1.ABSENT;
            else
                walk(folder, 'rule');
        }
    }
    if (previous !== undefined) {
        for (const path in previous.files) {
            if (state.files[path] !== undefined || list.isOwn(path) || !realDir(node_path_1.posix.dirname(path)))
                continue;
            const guard = list.guard(path);
            if (guard !== undefined)
                record(path, (0, statKey_js_1.lstatOrUndefined)(path), guard.keep);
        }
        const rules = roots.ruleFolders ?? [];
        for (const dir of previous.pending ?? [])
            if (rules.some((r) => (0, realPath_js_1.isWithin)(dir, r)))
                walk(dir, 'rule');
        for (const dir in previous.dirs) {
            if (state.dirs[dir] !== undefined || list.isOwn(dir) || list.skips(dir))
                continue;
            if (list.inGateFolder(dir))
                walk(dir, 'gate');
            else if (rules.some((r) => (0, realPath_js_1.isWithin)(dir, r)))
                walk(dir, 'rule');
            else if (roots.trees.some((t) => (0, realPath_js_1.isWithin)(dir, t)))
                walk(dir, 'tree');
        }
    }
    for (const tree of roots.trees)
        walk(tree, 'tree');
    if (capped || timeUp)
        state.partial = 1;
    const notWalked = (dirs) => [...new Set(dirs)].filter((d) => state.dirs[d] === undefined);
    const left = notWalked(unwalked);
    if (left.length > 0 || state.unwalked !== undefined) {
        const still = notWalked([...(state.unwalked ?? []), ...left]);
        if (still.length > 0)
            state.unwalked = still;
        else
            delete state.unwalked;
    }
    if (roots.ruleFolders !== undefined) {
        const still = notWalked(pending);
        if (still.length > 0)
            state.pending = still;
        else
            delete state.pending;
    }
}
function resumeRecord(state, list, store, now) {
    const left = state.pending ?? [];
    if (left.length === 0)
        return;
    firstRecord(state, list, store, now, { files: [], gateFolders: [], trees: [], ruleFolders: left });
}
function inRealFolder(root) {
    const known = new Map([[root, true]]);
    const real = (dir) => {
        if (!(0, realPath_js_1.isWithin)(dir, root))
            return true;
        let ok = known.get(dir);
        if (ok === undefined) {
            ok = real(node_path_1.posix.dirname(dir)) && (0, statKey_js_1.lstatOrUndefined)(dir)?.isDirectory() === true;
            known.set(dir, ok);
        }
        return ok;
    };
    return real;
}
function recordNewlyWatched(state, list, store, now) {
    const files = list.files.filter((p) => state.files[p] === undefined);
    const gateFolders = list.gateFolders.filter((f) => state.dirs[f] === undefined);
    const keyFolders = list.keyFolders.filter((f) => state.dirs[f] === undefined);
    if (files.length > 0 || gateFolders.length > 0 || keyFolders.length > 0)
        firstRecord(state, list, store, now, { files, gateFolders, trees: [], keyFolders });
}


/***/ }),

/***/ 9811:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RECORD_FORMAT = void 0;
exports.tripwirePrompt = tripwirePrompt;
exports.tripwireOpenCalls = tripwireOpenCalls;
exports.headsNow = headsNow;
exports.remotesNow = remotesNow;
exports.tripwireBefore = tripwireBefore;
exports.tripwireAfter = tripwireAfter;
const node_path_1 = __webpack_require__(6760);
const ownState_js_1 = __webpack_require__(5201);
const asCommitted_js_1 = __webpack_require__(4073);
const tripwire_js_1 = __webpack_require__(6941);
const verdict_js_1 = __webpack_require__(6227);
const context_js_1 = __webpack_require__(845);
const toolNames_js_1 = __webpack_require__(3508);
const displayPath_js_1 = __webpack_require__(1563);
const ledger_js_1 = __webpack_require__(6621);
const personGate_js_1 = __webpack_require__(3802);
const prompts_js_1 = __webpack_require__(8753);
const realPath_js_1 = __webpack_require__(5727);
const readRegular_js_1 = __webpack_require__(6355);
const putBack_js_1 = __webpack_require__(4183);
const calls_js_1 = __webpack_require__(4180);
const deadline_js_1 = __webpack_require__(5620);
const quickPass_js_1 = __webpack_require__(4583);
const refs_js_1 = __webpack_require__(3703);
const promptPass_js_1 = __webpack_require__(1946);
const statKey_js_1 = __webpack_require__(4452);
const stragglers_js_1 = __webpack_require__(4405);
const survey_js_1 = __webpack_require__(3203);
const watchList_js_1 = __webpack_require__(686);
const watchState_js_1 = __webpack_require__(9525);
Object.defineProperty(exports, "RECORD_FORMAT", ({ enumerable: true, get: function () { return watchState_js_1.RECORD_FORMAT; } }));
const watchman_js_1 = __webpack_require__(3168);
function gitEnv(env) {
    const out = { ...env };
    for (const k of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_COMMON_DIR'])
        delete out[k];
    return (0, asCommitted_js_1.asCommitted)(out);
}
const moved = (state) => (0, quickPass_js_1.moved)(state, (0, deadline_js_1.walkUntil)());
async function cutFailure(e, after) {
    if (!(e instanceof quickPass_js_1.WalkCut))
        throw e;
    const { walkCutFailure } = await __webpack_require__.e(/* import() */ 317).then(__webpack_require__.bind(__webpack_require__, 2698));
    throw walkCutFailure(e, after);
}
async function movedSince(state, ws, root, env) {
    const paths = await (0, watchman_js_1.watchedCandidates)(ws.dir, state.w, root, env);
    if (paths === undefined)
        return { m: moved(state) };
    const m = (0, quickPass_js_1.movedAmong)(state, paths);
    return { m, watched: m };
}
function movedAfter(state, watched, found) {
    if (watched === undefined)
        return moved(state);
    const paths = new Set([...watched.files, ...watched.dirs]);
    for (const d of found)
        for (let p = d.path; p !== '/' && p !== '.' && !paths.has(p); p = node_path_1.posix.dirname(p))
            paths.add(p);
    return (0, quickPass_js_1.movedAmong)(state, paths);
}
async function recordAll(ctx, ws, ports, at, previous) {
    const state = (0, watchState_js_1.emptyState)(at, ctx.place.root);
    (0, survey_js_1.firstRecord)(state, new watchList_js_1.WatchList(ctx, ports.env, ws.storeDir, ports.selfDir), ws, at, undefined, previous);
    const { gitDir, root } = ctx.place;
    if (gitDir) {
        state.refKeys = (0, refs_js_1.refKeys)(gitDir);
        state.heads = await (0, refs_js_1.readHeads)(root, gitEnv(ports.env));
    }
    return state;
}
async function start(ws, call, prompts, ports, now, rules) {
    const { place } = call;
    const loaded = ws.read(place.root);
    if (loaded.state !== undefined) {
        (0, watchState_js_1.rebase)(loaded.state, place.root);
        return { state: loaded.state };
    }
    const replaced = ws.repair(now).replaced;
    const recorded = rules === undefined || replaced || (await (0, promptPass_js_1.recordedBefore)(call.storeDir, prompts, call.session));
    if (!recorded && (loaded.problem === undefined || loaded.format === true))
        return { state: undefined };
    const { state, rewritten, unwitnessed, witness } = await fromHead(ws, call, prompts, ports, now, rules);
    const problem = loaded.part !== undefined
        ? tripwire_js_1.tripwireText.partForged(loaded.part.part, loaded.part.entries, loaded.part.why === 'missing')
        : (loaded.problem ?? (replaced ? tripwire_js_1.tripwireText.storeReplaced() : tripwire_js_1.tripwireText.recordGone()));
    return {
        state,
        notice: withWitness(withRewritten(forgedNotice(ws, call.place, problem, ws.setAside(now)), rewritten, unwitnessed), witness),
    };
}
async function fromHead(ws, call, prompts, ports, now, rules) {
    const { place } = call;
    const rewritten = [];
    const unwitnessed = [];
    let witness;
    const at = now.getTime();
    const ctx = { place, rules: rules ?? (await (0, context_js_1.loadRules)(place, ports.env, ports.knownPatterns)) };
    const state = await recordAll(ctx, ws, ports, at);
    state.at = 0;
    if (place.gitDir !== null) {
        const { headBaseline } = await __webpack_require__.e(/* import() */ 1672).then(__webpack_require__.bind(__webpack_require__, 1672));
        const list = new watchList_js_1.WatchList(ctx, ports.env, ws.storeDir, ports.selfDir);
        const seen = await prompts.headsAtPrompt(call.session);
        const env = gitEnv(ports.env);
        const refused = await refusedKnown(call, ports);
        let set = new Set();
        if (seen?.HEAD !== undefined &&
            headBaseline(state, place.root, env, list, ws, seen.HEAD, refused, rewritten, set) !== undefined)
            state.heads = seen;
        else
            headBaseline(state, place.root, env, list, ws, 'HEAD', refused, rewritten, (set = new Set()), unwitnessed);
        const { GateWitness } = await __webpack_require__.e(/* import() */ 7995).then(__webpack_require__.bind(__webpack_require__, 7995));
        const gates = GateWitness.of(place.gitDir, ports.env, place.home);
        const { broken } = gates.restore(state, list, ws, set, (paths) => heldByHead(place.root, env, paths));
        if (broken !== undefined)
            witness = tripwire_js_1.tripwireText.witnessBroken((0, displayPath_js_1.displayPath)(node_path_1.posix.join(gates.dir, 'index.json'), place), broken.why, broken.unknown.map((p) => (0, displayPath_js_1.displayPath)(p, place)));
    }
    return witness === undefined ? { state, rewritten, unwitnessed } : { state, rewritten, unwitnessed, witness };
}
const withRewritten = (notice, rewritten, unwitnessed = []) => [
    notice,
    ...(rewritten.length === 0 ? [] : [tripwire_js_1.tripwireText.objectRewritten(rewritten)]),
    ...(unwitnessed.length === 0 ? [] : [tripwire_js_1.tripwireText.headLost(unwitnessed)]),
].join('\n\n');
function heldByHead(root, env, paths) {
    const inside = paths.filter((p) => (0, realPath_js_1.isWithin)(p, root)).map((p) => node_path_1.posix.relative(root, p));
    if (inside.length === 0)
        return new Set();
    const { execFileSync } = process.getBuiltinModule('node:child_process');
    try {
        const out = execFileSync('git', ['ls-tree', '-r', '-z', '--name-only', '--full-tree', 'HEAD', '--', ...inside], {
            cwd: root,
            env: { ...env, GIT_LITERAL_PATHSPECS: '1' },
            encoding: 'utf8',
            maxBuffer: 1 << 30,
            stdio: ['ignore', 'pipe', 'ignore'],
        });
        return new Set(out
            .split('\0')
            .filter((n) => n !== '')
            .map((n) => node_path_1.posix.join(root, n)));
    }
    catch {
        return new Set();
    }
}
const withWitness = (notice, witness) => witness === undefined ? notice : `${notice}\n\n${witness}`;
async function keepGates(ctx, ws, ports, state, changed, list = new watchList_js_1.WatchList(ctx, ports.env, ws.storeDir, ports.selfDir)) {
    await keepGatesOf(ctx.place, ws, ports, state, list, changed);
}
async function keepGatesOf(place, ws, ports, state, list, changed) {
    if (place.gitDir === null)
        return;
    const { GateWitness } = await __webpack_require__.e(/* import() */ 7995).then(__webpack_require__.bind(__webpack_require__, 7995));
    try {
        GateWitness.of(place.gitDir, ports.env, place.home).keep(state, list, ws, changed);
    }
    catch {
    }
}
function ledgerOf(call, ports) {
    return call.place.gitDir === null ? undefined : ledger_js_1.Ledger.of(call.place.gitDir, ports.env, call.place.home);
}
async function refusedKnown(call, ports) {
    const { refusedRecords } = await __webpack_require__.e(/* import() */ 6321).then(__webpack_require__.bind(__webpack_require__, 6321));
    const out = new Set(ledgerOf(call, ports)?.refused() ?? []);
    try {
        for (const sha of refusedRecords({ common: call.storeDir, worktree: call.storeDir }).refused.keys())
            out.add(sha);
    }
    catch {
    }
    return out;
}
function storeRemarks(ws, place) {
    const said = ws
        .repair()
        .found.map((r) => 'mode' in r
        ? tripwire_js_1.tripwireText.storeMode((0, displayPath_js_1.displayPath)(r.path, place), r.mode, r.now)
        : tripwire_js_1.tripwireText.storeNotFolder((0, displayPath_js_1.displayPath)(r.path, place), r.stood, (0, displayPath_js_1.displayPath)(r.aside, place)));
    if (ws.stoppedHolder !== undefined)
        said.push(tripwire_js_1.tripwireText.lockStopped(ws.stoppedHolder));
    return said.length === 0 ? undefined : said.join('\n');
}
const tampered = (ws) => ws.repair().found.length > 0 || ws.stoppedHolder !== undefined;
const withRemarks = (notice, ws, place) => [notice, storeRemarks(ws, place)].filter((n) => n !== undefined).join('\n\n') || undefined;
function quietAnswer(ws, place) {
    const said = storeRemarks(ws, place);
    return { message: said === undefined ? '' : `${said}\n${tripwire_js_1.tripwireText.storeNext()}\n` };
}
function forgedNotice(ws, place, problem, kept) {
    return tripwire_js_1.tripwireText.recordForged((0, displayPath_js_1.displayPath)(ws.recordPath, place), problem, kept && (0, displayPath_js_1.displayPath)(kept, place), place.gitDir !== null);
}
async function keptCopiesGone(state, m, ws, call, prompts, ports, now, rules) {
    const gone = (0, survey_js_1.compared)(state, m).filter((p) => {
        const b = state.files[p]?.b;
        return b !== undefined && !ws.intact(b);
    });
    if (gone.length === 0)
        return undefined;
    const { state: fresh, rewritten, unwitnessed, witness } = await fromHead(ws, call, prompts, ports, now, rules);
    return {
        state: fresh,
        notice: withWitness(withRewritten(forgedNotice(ws, call.place, tripwire_js_1.tripwireText.keptCopiesGone(gone.length), null), rewritten, unwitnessed), witness),
    };
}
async function tripwirePrompt(place, storeDir, recorded, ports) {
    const ws = new watchState_js_1.WatchStore(storeDir, { root: place.root, env: ports.env });
    if (recorded || (0, statKey_js_1.lstatOrUndefined)(ws.recordPath) !== undefined)
        return;
    await ws.locked(async () => {
        const found = ws.read();
        if (found.state !== undefined || found.problem !== undefined)
            return;
        const rules = await (0, context_js_1.loadRules)(place, ports.env, ports.knownPatterns);
        const at = ports.now().getTime();
        const first = await recordAll({ place, rules }, ws, ports, at);
        ws.save(first);
        await keepGates({ place, rules }, ws, ports, first);
        (0, calls_js_1.startCalls)(ws.dir);
        (0, calls_js_1.fileClockPast)(ws.dir, Math.max(at, (0, calls_js_1.lastActed)(ws.dir) ?? at));
    });
}
async function tripwireOpenCalls(call, prompts, ports) {
    const ws = new watchState_js_1.WatchStore(call.storeDir);
    const repair = ws.repair(ports.now());
    const judge = () => tripwireAfter({ ...call, tool: 'Stop', endsTurn: false, atPrompt: true }, prompts, ports);
    if ((0, calls_js_1.openCalls)(ws.dir, call.session) ||
        (0, stragglers_js_1.lateSince)(ws.dir) !== undefined ||
        (await (0, promptPass_js_1.leftRunning)(ws.dir, call.session, prompts, ports.env)))
        return judge();
    if (repair.found.length === 0)
        return { message: '' };
    const recorded = repair.replaced ||
        (0, statKey_js_1.lstatOrUndefined)(ws.recordPath) !== undefined ||
        (await (0, promptPass_js_1.recordedBefore)(call.storeDir, prompts, call.session));
    return recorded ? judge() : quietAnswer(ws, call.place);
}
async function headsNow(place, env) {
    if (place.gitDir === null)
        return undefined;
    try {
        const heads = await (0, refs_js_1.readHeads)(place.root, gitEnv(env));
        return heads.HEAD === undefined ? undefined : heads;
    }
    catch {
        return undefined;
    }
}
async function remotesNow(place, env, storeDir) {
    if (place.gitDir === null)
        return undefined;
    const { runGit } = await __webpack_require__.e(/* import() */ 3836).then(__webpack_require__.bind(__webpack_require__, 3836));
    const { readRemotes } = await __webpack_require__.e(/* import() */ 3943).then(__webpack_require__.bind(__webpack_require__, 3943));
    const { agentUrlsFile } = await __webpack_require__.e(/* import() */ 7100).then(__webpack_require__.bind(__webpack_require__, 4719));
    let agents;
    try {
        agents = new Set((0, readRegular_js_1.readRegularText)(agentUrlsFile(new watchState_js_1.WatchStore(storeDir).dir)).split('\n'));
    }
    catch {
        agents = new Set();
    }
    try {
        const remotes = await readRemotes(runGit(place.root, gitEnv(env)));
        const theirs = [...remotes.effective].filter(([name]) => !(remotes.configured.get(name) ?? []).some((u) => agents.has(u)));
        return Object.fromEntries(theirs);
    }
    catch {
        return undefined;
    }
}
async function ownPromptRecord(call) {
    return node_path_1.posix.join(call.storeDir, 'sessions', await (0, prompts_js_1.sessionFile)(call.session));
}
async function examine(state, m, ws, place, ports, at, current) {
    const texts = new Map();
    for (const path of m.files) {
        const e = state.files[path];
        if (node_path_1.posix.basename(path) === '.diffgate.tsv' || path.endsWith('/diffgate/manifest.tsv'))
            texts.set(path, e.t === 'f' && e.b !== undefined ? new TextDecoder().decode(ws.readBlob(e.b)) : null);
    }
    const ctx = current !== undefined && texts.size === 0
        ? current
        : { place, rules: await (0, context_js_1.loadRules)(place, ports.env, ports.knownPatterns, texts) };
    const list = new watchList_js_1.WatchList(ctx, ports.env, ws.storeDir, ports.selfDir);
    return { ctx, list, found: (0, survey_js_1.differences)(state, m, list, ws, at) };
}
async function lookForStragglers(ws, call, prompts, ports, at) {
    const marked = (0, stragglers_js_1.lateSince)(ws.dir);
    const since = Math.min(marked ?? Number.POSITIVE_INFINITY, (0, stragglers_js_1.endsTurnPass)(call.tool) ? (0, stragglers_js_1.turnBegan)(await prompts.latestTime(call.session), at) : Number.POSITIVE_INFINITY);
    if (since === Number.POSITIVE_INFINITY)
        return { marked: false, done: () => { } };
    const scan = (0, stragglers_js_1.stragglers)(since, { env: ports.env });
    const left = scan.unknown || scan.found.length > 0;
    if (left)
        (0, stragglers_js_1.setLate)(ws.dir, since);
    return {
        marked: marked !== undefined,
        scan,
        done: () => (left || marked === undefined ? undefined : (0, stragglers_js_1.setLate)(ws.dir, undefined)),
    };
}
function withStragglers(answer, late) {
    const scan = late.scan;
    if (answer.message === '' || scan === undefined || (!scan.unknown && scan.found.length === 0))
        return answer;
    return { message: `${answer.message}${tripwire_js_1.tripwireText.stragglers(scan.found, scan.unknown)}\n` };
}
async function tripwireBefore(call, ctx, prompts, ports) {
    const ws = new watchState_js_1.WatchStore(call.storeDir, { root: call.place.root, env: ports.env });
    const answer = ws.locked(async (takenOver) => {
        const now = ports.now();
        const at = now.getTime();
        const key = (0, calls_js_1.callKey)(call.session, call.toolUseId, at);
        const late = await lookForStragglers(ws, call, prompts, ports, at);
        const begun = (v) => {
            (0, calls_js_1.beginCall)(ws.dir, key, call.session);
            late.done();
            return withStragglers(v, late);
        };
        let { state, notice } = await start(ws, call, prompts, ports, now, ctx.rules);
        if (state === undefined) {
            const first = await recordAll(ctx, ws, ports, at);
            ws.save(first);
            await keepGates(ctx, ws, ports, first);
            return held(first, call) ?? begun({ message: '' });
        }
        let resumed = false;
        if (state.pending !== undefined && notice === undefined) {
            (0, survey_js_1.resumeRecord)(state, new watchList_js_1.WatchList(ctx, ports.env, ws.storeDir, ports.selfDir), ws, at);
            ws.save(state);
            const waiting = held(state, call);
            if (waiting !== undefined)
                return waiting;
            resumed = true;
        }
        const since = await movedSince(state, ws, ctx.place.root, ports.env).catch((e) => {
            if (resumed && e instanceof quickPass_js_1.WalkCut)
                return undefined;
            throw e;
        });
        if (since === undefined)
            return { message: tripwire_js_1.tripwireText.recordWhole((0, toolNames_js_1.calledName)(call.names, call.tool)) };
        let { m, watched } = since;
        const refs = ctx.place.gitDir !== null && (0, quickPass_js_1.refsMoved)(state);
        if ((0, quickPass_js_1.nothingMoved)(m) && !refs && notice === undefined)
            return begun(quietAnswer(ws, ctx.place));
        const lost = notice === undefined ? await keptCopiesGone(state, m, ws, call, prompts, ports, now, ctx.rules) : undefined;
        if (lost?.state !== undefined) {
            state = lost.state;
            notice = lost.notice;
            m = moved(state);
            watched = undefined;
        }
        const seen = { ...(await examine(state, m, ws, ctx.place, ports, at, ctx)), watched };
        const prompt = await prompts.latestTime(call.session);
        const own = await ownPromptRecord(call);
        const turn = notice === undefined && !takenOver && !tampered(ws) && (0, calls_js_1.turnStarted)(ws.dir, prompt);
        const ownAtWork = turn && (0, calls_js_1.ownCallAtWork)(ws.dir, call.session, prompt, (since) => (0, stragglers_js_1.stragglers)(since, { env: ports.env }));
        const persons = turn &&
            !late.marked &&
            (prompt !== undefined || !seen.found.some((d) => d.path === own)) &&
            !(await (0, calls_js_1.othersAtWork)(ws.dir, call.session, at, prompts)) &&
            !ownAtWork;
        if (!persons) {
            const promptsTurn = turn || (takenOver && notice === undefined && (0, calls_js_1.turnStarted)(ws.dir, prompt) && !(0, calls_js_1.openCalls)(ws.dir, call.session));
            if (promptsTurn && prompt !== undefined)
                for (const d of seen.found.filter((f) => f.path === own)) {
                    state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
                    seen.found.splice(seen.found.indexOf(d), 1);
                }
            const commits = refs || (notice !== undefined && ctx.place.gitDir !== null);
            return begun(await settle(call, state, seen, commits, ws, prompts, ports, now, 'before', notice, !ownAtWork));
        }
        if (seen.found.some((d) => d.guard.manifest)) {
            const fresh = await recordAll(ctx, ws, ports, at, state);
            ws.save(fresh);
            await keepGates(ctx, ws, ports, fresh);
            return held(fresh, call) ?? begun({ message: '' });
        }
        for (const d of seen.found)
            state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
        (0, survey_js_1.recordNewlyWatched)(state, seen.list, ws, at);
        if (refs) {
            state.refKeys = (0, refs_js_1.refKeys)(ctx.place.gitDir);
            state.heads = await (0, refs_js_1.readHeads)(ctx.place.root, gitEnv(ports.env));
        }
        state.at = at;
        ws.save(state);
        await keepGates(ctx, ws, ports, state, seen.found.map((d) => d.path), seen.list);
        return begun({ message: '' });
    });
    return answer.catch((e) => cutFailure(e, false));
}
function held(state, call) {
    if (state.pending === undefined || state.pending.length === 0)
        return undefined;
    return {
        message: tripwire_js_1.tripwireText.recordPending((0, toolNames_js_1.calledName)(call.names, call.tool), Object.keys(state.files).length, state.pending.map((d) => (0, displayPath_js_1.displayPath)(d, call.place))),
    };
}
async function tripwireAfter(call, prompts, ports) {
    const ws = new watchState_js_1.WatchStore(call.storeDir, { root: call.place.root, env: ports.env });
    const answer = ws.locked(async () => {
        const now = ports.now();
        const at = now.getTime();
        const { place } = call;
        const late = await lookForStragglers(ws, call, prompts, ports, at);
        const ended = (v) => {
            if (call.endsTurn ?? call.tool === 'Stop')
                (0, calls_js_1.endTurn)(ws.dir, call.session);
            else
                (0, calls_js_1.endCall)(ws.dir, (0, calls_js_1.callKey)(call.session, call.toolUseId, at));
            late.done();
            return withStragglers(v, late);
        };
        let { state, notice } = await start(ws, call, prompts, ports, now);
        if (state === undefined) {
            const rules = await (0, context_js_1.loadRules)(place, ports.env, ports.knownPatterns);
            const first = await recordAll({ place, rules }, ws, ports, at);
            ws.save(first);
            await keepGates({ place, rules }, ws, ports, first);
            return ended({ message: '' });
        }
        let { m, watched } = await movedSince(state, ws, place.root, ports.env);
        const refs = place.gitDir !== null && (0, quickPass_js_1.refsMoved)(state);
        if ((0, quickPass_js_1.nothingMoved)(m) && !refs && notice === undefined)
            return ended(quietAnswer(ws, place));
        const lost = notice === undefined ? await keptCopiesGone(state, m, ws, call, prompts, ports, now) : undefined;
        if (lost?.state !== undefined) {
            state = lost.state;
            notice = lost.notice;
            m = moved(state);
            watched = undefined;
        }
        const seen = { ...(await examine(state, m, ws, place, ports, at)), watched };
        const prompt = await prompts.latestTime(call.session);
        const own = await ownPromptRecord(call);
        const commits = refs || (notice !== undefined && place.gitDir !== null);
        if (notice === undefined &&
            !tampered(ws) &&
            !late.marked &&
            (prompt !== undefined || !seen.found.some((d) => d.path === own)) &&
            !(0, calls_js_1.inProgress)(ws.dir, (0, calls_js_1.callKey)(call.session, call.toolUseId, at)) &&
            (0, calls_js_1.endedLast)(ws.dir) &&
            (prompt === undefined || state.at < prompt) &&
            (await (0, calls_js_1.personHasTurn)(ws.dir, call.session, prompt, at, prompts, (since) => (0, stragglers_js_1.stragglers)(since, { env: ports.env })))) {
            const calls = prompt === undefined ? [] : seen.found.filter((d) => d.path !== own && changedAfter(d, prompt));
            if (calls.length === 0) {
                if (seen.found.some((d) => d.guard.manifest)) {
                    const rules = await (0, context_js_1.loadRules)(place, ports.env, ports.knownPatterns);
                    const fresh = await recordAll({ place, rules }, ws, ports, at, state);
                    ws.save(fresh);
                    await keepGates({ place, rules }, ws, ports, fresh, seen.found.map((d) => d.path));
                    return ended({ message: '' });
                }
                for (const d of seen.found)
                    state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
                (0, survey_js_1.recordNewlyWatched)(state, seen.list, ws, at);
                if (refs) {
                    state.refKeys = (0, refs_js_1.refKeys)(place.gitDir);
                    state.heads = await (0, refs_js_1.readHeads)(place.root, gitEnv(ports.env));
                }
                state.at = at;
                ws.save(state);
                await keepGatesOf(place, ws, ports, state, seen.list, seen.found.map((d) => d.path));
                return ended({ message: '' });
            }
            const found = { ...seen, found: calls };
            return ended(await settle(call, state, found, commits, ws, prompts, ports, now, 'after', undefined, false));
        }
        const releasable = !(call.atPrompt === true && late.marked);
        return ended(await settle(call, state, seen, commits, ws, prompts, ports, now, 'after', notice, releasable));
    });
    return answer.catch((e) => cutFailure(e, true));
}
function changedAfter(d, time) {
    const folder = (0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.dirname(d.path));
    return folder === undefined || folder.ctimeMs > time || d.now === undefined || d.now.ctimeMs > time;
}
async function settle(call, state, seen, refs, ws, prompts, ports, now, when, notice, releasable = true) {
    const at = now.getTime();
    const { place } = call;
    const { ctx, list } = seen;
    const { rules } = ctx;
    const audit = [];
    let commits = {
        refused: [],
        errors: [],
        trusted: [],
    };
    let followed = new Set();
    if (refs) {
        const heads = await (0, refs_js_1.readHeads)(place.root, gitEnv(ports.env));
        const { checkNewCommits } = await __webpack_require__.e(/* import() */ "402-2021-5275-6601-9350").then(__webpack_require__.bind(__webpack_require__, 6115));
        commits = await checkNewCommits(place.root, gitEnv(ports.env), state.heads, heads, call.storeDir, call.session, now, (0, refs_js_1.watchesRemotes)(state.refKeys, place.gitDir), await prompts.remotesAtPrompt(call.session));
        try {
            ledgerOf(call, ports)?.addRefused(commits.refused.map((c) => c.commit));
        }
        catch {
        }
        for (const r of commits.refused)
            audit.push({
                time: now.toISOString(),
                session: call.session,
                tool: call.tool,
                rule: 'commit',
                action: 'commit-refused',
                commit: r.commit,
            });
        const from = state.heads.HEAD;
        const to = heads.HEAD;
        if (from !== undefined && to === undefined)
            commits.errors.push(tripwire_js_1.tripwireText.headLostInCall(from));
        if (seen.found.length > 0 && from !== undefined && to !== undefined && from !== to) {
            const { followedHead } = await __webpack_require__.e(/* import() */ 6066).then(__webpack_require__.bind(__webpack_require__, 6066));
            const ledger = ledgerOf(call, ports);
            const move = {
                root: place.root,
                env: gitEnv(ports.env),
                from,
                to,
                storeDir: call.storeDir,
                ...(ledger ? { ledger } : {}),
            };
            const refused = commits.refused.map((c) => c.commit);
            followed = await followedHead(seen.found, { ...move, refused, trusted: commits.trusted }, ws);
        }
        state.heads = heads;
        state.refKeys = (0, refs_js_1.refKeys)(place.gitDir);
    }
    const found = seen.found.filter((d) => !followed.has(d.path));
    const judged = found.length === 0
        ? []
        : await (await __webpack_require__.e(/* import() */ "2021-6283-9350").then(__webpack_require__.bind(__webpack_require__, 518))).judge(found, { ...ctx, ...(call.names ? { tools: call.names } : {}) }, ws);
    const forged = !releasable || found.some((d) => (0, realPath_js_1.isWithin)(d.path, node_path_1.posix.join(call.storeDir, 'sessions')));
    const liftable = forged
        ? []
        : judged.filter((j) => j.denial.releasable || j.denial.saveWords !== undefined).map((j) => j.denial);
    const open = new Set([
        ...judged.filter((j) => !liftable.includes(j.denial)).map((j) => j.denial),
        ...(await (0, personGate_js_1.applyPersonGates)(liftable, { session: call.session, tool: call.tool, toolUseId: call.toolUseId, releasePhrases: rules.releasePhrases }, prompts, ports.now)),
    ]);
    const refused = new Map();
    for (const j of judged)
        if (open.has(j.denial))
            refused.set(j.path, [...(refused.get(j.path) ?? []), j.denial]);
    const quarantine = node_path_1.posix.join(call.storeDir, ownState_js_1.STORE_OWN.quarantine, `${now.toISOString().replace(/[:.]/g, '-')}-${(call.toolUseId ?? call.tool).replace(/[^A-Za-z0-9_-]/g, '_')}`);
    const report = [];
    const failed = new Set();
    const unknown = [];
    let manifestAccepted = false;
    for (const d of seen.found) {
        const denials = refused.get(d.path);
        if (denials === undefined) {
            if (d.guard.manifest)
                manifestAccepted = true;
            state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
            continue;
        }
        const inside = (0, realPath_js_1.isWithin)(d.path, place.root);
        const name = inside ? node_path_1.posix.relative(place.root, d.path) : d.path.replace(/^\/+/, '');
        if (d.before.u !== undefined) {
            if (d.before.u === 1 && d.guard.keep && keepUnknown(d.path, quarantine, name))
                state.files[d.path] = { ...d.before, u: 2 };
            failed.add(d.path);
            unknown.push(d.path);
            continue;
        }
        try {
            const done = (0, putBack_js_1.putBack)(d.path, d.before, ws, quarantine, name, inside ? place.root : place.home);
            report.push({ denials, path: d.path, ...done });
            audit.push(...denials.map((den) => auditOf(call, now, den, done.kept, place)));
            state.files[d.path] = ws.entry(d.path, (0, statKey_js_1.lstatOrUndefined)(d.path), d.guard.keep, at);
        }
        catch (e) {
            failed.add(d.path);
            report.push({ denials, path: d.path, kept: null, existed: false, failed: e.message });
        }
    }
    if (audit.length > 0)
        await prompts.audit(audit);
    const recorded = new Set(seen.found.map((d) => d.path));
    for (const d of (0, survey_js_1.differences)(state, movedAfter(state, seen.watched, seen.found), list, ws, at))
        if (!failed.has(d.path)) {
            state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
            recorded.add(d.path);
        }
    if (manifestAccepted) {
        const fresh = await (0, context_js_1.loadRules)(place, ports.env, ports.knownPatterns);
        const record = await recordAll({ place, rules: fresh }, ws, ports, at, state);
        for (const p of failed)
            if (state.files[p] !== undefined)
                record.files[p] = state.files[p];
        ws.save(record);
        await keepGates({ place, rules: fresh }, ws, ports, record);
    }
    else {
        (0, survey_js_1.recordNewlyWatched)(state, list, ws, at);
        state.at = at;
        ws.save(state);
        await keepGates(ctx, ws, ports, state, notice === undefined ? recorded : undefined, list);
    }
    const shown = call.tool === 'Stop' || call.tool === 'SubagentStop' ? call.tool : (0, toolNames_js_1.calledName)(call.names, call.tool);
    const still = unknown.length === 0
        ? notice
        : [
            notice,
            tripwire_js_1.tripwireText.unknownStill(unknown.map((p) => (0, displayPath_js_1.displayPath)(p, place)), (0, displayPath_js_1.displayPath)(quarantine, place)),
        ]
            .filter((n) => n !== undefined)
            .join('\n\n');
    const said = withRemarks(still, ws, place);
    return { message: render(shown, when, report, commits, place, rules.releasePhrases, said) };
}
function keepUnknown(path, quarantine, name) {
    const { cpSync, mkdirSync } = process.getBuiltinModule('node:fs');
    const dest = node_path_1.posix.join(quarantine, name);
    try {
        mkdirSync(node_path_1.posix.dirname(dest), { recursive: true });
        cpSync(path, dest, { verbatimSymlinks: true, errorOnExist: true, force: false });
        return true;
    }
    catch {
        return false;
    }
}
function auditOf(call, now, d, kept, place) {
    return {
        time: now.toISOString(),
        session: call.session,
        tool: call.tool,
        ...(call.toolUseId ? { tool_use_id: call.toolUseId } : {}),
        rule: d.rule,
        ...(d.path !== undefined ? { path: d.path } : {}),
        ...(d.source ? { source: d.source } : {}),
        action: 'put-back',
        ...(kept ? { kept: (0, displayPath_js_1.displayPath)(kept, place) } : {}),
    };
}
const SHOWN_COMMITS = 20;
function render(tool, when, report, commits, place, phrases, notice) {
    if (report.length === 0 && commits.refused.length === 0 && commits.errors.length === 0 && notice === undefined)
        return '';
    const out = [];
    if (notice !== undefined)
        out.push(notice, '');
    if (report.length > 0)
        out.push(when === 'before' ? tripwire_js_1.tripwireText.headerBefore(tool, report.length) : tripwire_js_1.tripwireText.header(tool, report.length), '');
    let releasable = false;
    for (const r of report) {
        for (const d of r.denials) {
            const where = d.path === undefined || d.path === '' ? '' : `${(0, verdict_js_1.location)({ ...d, path: d.path })} `;
            out.push(`${where}[${d.rule}] ${d.message}`);
            out.push(`  ${tripwire_js_1.tripwireText.why} ${d.reason}${d.source ? ` (${d.source})` : ''}`);
            releasable ||= d.releasable;
        }
        const shown = (0, displayPath_js_1.displayPath)(r.path, place);
        out.push(`  ${tripwire_js_1.tripwireText.putBack} ${r.failed !== undefined ? tripwire_js_1.tripwireText.restoreFailed(shown, r.failed) : tripwire_js_1.tripwireText.restored(r.kept && (0, displayPath_js_1.displayPath)(r.kept, place), r.existed)}`);
        out.push(`  ${tripwire_js_1.tripwireText.next} ${r.denials[0].next}`, '');
    }
    if (commits.refused.length > 0 || commits.errors.length > 0)
        out.push(tripwire_js_1.tripwireText.headerCommits(tool), '');
    for (const c of commits.refused.slice(0, SHOWN_COMMITS)) {
        out.push(tripwire_js_1.tripwireText.commit(c.commit, c.subject));
        for (const v of c.violations)
            out.push(`  ${(0, verdict_js_1.location)(v)} [${v.rule}] ${v.message}`, `    ${tripwire_js_1.tripwireText.why} ${v.reason}`);
        out.push(`  ${tripwire_js_1.tripwireText.commitRecorded((0, displayPath_js_1.displayPath)(c.record, place))}`);
        if (c.via.length === 0)
            out.push(`  ${tripwire_js_1.tripwireText.next} ${tripwire_js_1.tripwireText.commitNext()}`, '');
        else
            out.push(`  ${tripwire_js_1.tripwireText.commitVia(c.via)}`, `  ${tripwire_js_1.tripwireText.next} ${tripwire_js_1.tripwireText.commitViaNext()}`, ...tripwire_js_1.tripwireText.commitViaRun(c.via, c.headBefore).map((cmd) => `    ${tripwire_js_1.tripwireText.run} ${cmd}`), '');
    }
    if (commits.refused.length > SHOWN_COMMITS)
        out.push(tripwire_js_1.tripwireText.commitsMore(commits.refused.length - SHOWN_COMMITS, (0, displayPath_js_1.displayPath)(node_path_1.posix.dirname(commits.refused[0].record), place)), '');
    for (const e of commits.errors.slice(0, SHOWN_COMMITS))
        out.push(tripwire_js_1.tripwireText.commitError(e), '');
    if (commits.errors.length > SHOWN_COMMITS)
        out.push(tripwire_js_1.tripwireText.commitErrorsMore(commits.errors.length - SHOWN_COMMITS), '');
    if (releasable)
        out.push(tripwire_js_1.tripwireText.release(phrases));
    if (when === 'before' && (report.length > 0 || commits.refused.length > 0 || notice !== undefined))
        out.push(tripwire_js_1.tripwireText.beforeNext());
    out.push(tripwire_js_1.tripwireText.workaround());
    return `${out.join('\n')}\n`;
}


/***/ }),

/***/ 686:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WatchList = void 0;
const node_path_1 = __webpack_require__(6760);
const picomatch_1 = __importDefault(__webpack_require__(4006));
const pathIndex_js_1 = __webpack_require__(1079);
const rule_js_1 = __webpack_require__(4918);
const secrets_js_1 = __webpack_require__(1359);
const gatePaths_js_1 = __webpack_require__(5879);
const ownState_js_1 = __webpack_require__(5201);
const realPath_js_1 = __webpack_require__(5727);
const WATCHED = new Set(['freeze', 'invariant', 'append', 'budget', 'save-gate', 'deny']);
const KEEPS = new Set(['freeze', 'invariant', 'append', 'budget', 'save-gate']);
const SKIPPED = new Set(['.git', 'node_modules']);
class WatchList {
    ctx;
    files;
    gateFolders;
    keyFolders;
    trees;
    ruleFolders;
    ruleFiles;
    inside;
    outside;
    allowInside;
    allowOutside;
    gateFiles;
    manifests;
    installed;
    snapshotFolders;
    unkept;
    shape;
    gateFolderSet;
    own;
    constructor(ctx, env, storeDir, selfDir) {
        this.ctx = ctx;
        const { place, rules } = ctx;
        this.own = (0, ownState_js_1.ownStatePaths)(storeDir, place, env);
        const watchedInside = rules.repo.rules.filter((r) => WATCHED.has(r.kind));
        this.inside = new pathIndex_js_1.PathIndex(watchedInside);
        this.outside = new pathIndex_js_1.PathIndex(rules.outside.rules.filter((r) => WATCHED.has(r.kind)));
        this.allowInside = new pathIndex_js_1.PathIndex(rules.repo.rules.filter((r) => r.kind === 'allow'));
        this.allowOutside = new pathIndex_js_1.PathIndex(rules.outside.rules.filter((r) => r.kind === 'allow'));
        const gates = (0, gatePaths_js_1.gateSet)(place, env, selfDir);
        this.installed = (0, gatePaths_js_1.installedPaths)(place, env, selfDir);
        this.snapshotFolders = (0, gatePaths_js_1.snapshotFolders)(place, env, selfDir);
        this.unkept = (0, gatePaths_js_1.programPaths)(place, env, selfDir);
        const keyed = (0, gatePaths_js_1.keyFolders)(place, env, selfDir);
        this.keyFolders = keyed.folders;
        this.shape = keyed.shape;
        this.manifests = new Set([rules.repoFile, ...rules.userFiles]);
        const git = place.gitDir;
        const gitFiles = git ? [node_path_1.posix.join(git, 'config'), node_path_1.posix.join(git, 'config.worktree')] : [];
        const gitFolders = git
            ? [node_path_1.posix.join(git, 'hooks'), node_path_1.posix.join(git, 'diffgate', 'releases'), node_path_1.posix.join(git, 'diffgate', 'refused')]
            : [];
        const outsideFiles = rules.outside.rules
            .filter((r) => WATCHED.has(r.kind) && !picomatch_1.default.scan(r.pattern).isGlob)
            .map((r) => node_path_1.posix.join('/', r.pattern));
        this.gateFiles = new Set([...gates.files, ...gitFiles]);
        this.files = [...new Set([...this.manifests, ...this.gateFiles, ...outsideFiles])];
        this.gateFolders = [...new Set([...gates.folders, ...gitFolders])];
        this.gateFolderSet = new Set(this.gateFolders.map((f) => (f.length > 1 ? f.replace(/\/+$/, '') : f)));
        const outsideBases = rules.outside.rules
            .filter((r) => WATCHED.has(r.kind))
            .map((r) => node_path_1.posix.join('/', picomatch_1.default.scan(r.pattern).base));
        this.trees = [...new Set([...(place.gitDir !== null ? [place.workspace, place.root] : []), ...outsideBases])];
        const insideRules = place.gitDir !== null ? watchedInside.filter((r) => !(0, rule_js_1.isOutsidePattern)(r.pattern)) : [];
        const inside = (rel) => {
            const abs = node_path_1.posix.join(place.root, rel);
            return rel !== '' && (0, realPath_js_1.isWithin)(abs, place.root) && !rel.split('/').some((s) => SKIPPED.has(s)) ? [abs] : [];
        };
        this.ruleFiles = [
            ...new Set(insideRules.filter((r) => (0, pathIndex_js_1.staticBase)(r.pattern) === r.pattern).flatMap((r) => inside(r.pattern))),
        ];
        const unbounded = (dir) => dir === '/' || [place.home, place.realHome, place.workspace, place.root].some((p) => (0, realPath_js_1.isWithin)(p, dir));
        this.ruleFolders = [
            ...new Set([
                ...insideRules.filter((r) => (0, pathIndex_js_1.staticBase)(r.pattern) !== r.pattern).flatMap((r) => inside((0, pathIndex_js_1.staticBase)(r.pattern))),
                ...rules.outside.rules
                    .filter((r) => WATCHED.has(r.kind) && (0, pathIndex_js_1.staticBase)(r.pattern) !== r.pattern)
                    .map((r) => node_path_1.posix.join('/', (0, pathIndex_js_1.staticBase)(r.pattern)))
                    .filter((d) => !unbounded(d)),
            ]),
        ].filter((d) => !this.isOwn(d));
    }
    get root() {
        return this.ctx.place.root;
    }
    isOwn(path) {
        return this.own.some((o) => (0, realPath_js_1.isWithin)(path, o) || path.startsWith(`${o}.set-aside-`) || path.startsWith(`${o}-set-aside-`));
    }
    skips(dir) {
        if (this.isOwn(dir))
            return true;
        const { root, workspace } = this.ctx.place;
        if (this.shape(dir) === 'other' && !(0, realPath_js_1.isWithin)(dir, root) && !(0, realPath_js_1.isWithin)(dir, workspace))
            return true;
        const name = node_path_1.posix.basename(dir);
        if (SKIPPED.has(name))
            return true;
        const git = this.ctx.place.gitDir;
        return git !== null && (dir === git || (0, realPath_js_1.isWithin)(dir, git));
    }
    guard(abs) {
        const { place } = this.ctx;
        const manifest = this.manifests.has(abs);
        const gate = manifest ||
            this.gateFiles.has(abs) ||
            this.inGateFolder(abs) ||
            this.snapshotFolders.has(abs.slice(0, abs.lastIndexOf('/'))) ||
            (this.shape(abs) !== undefined && this.shape(abs) !== 'other');
        const inRepo = (0, realPath_js_1.isWithin)(abs, place.root);
        const rel = inRepo ? node_path_1.posix.relative(place.root, abs) : abs.replace(/^\/+/, '');
        if (inRepo && rel.split('/').includes('.git') && !gate)
            return undefined;
        const allowed = (inRepo ? this.allowInside : this.allowOutside).match(rel).length > 0;
        const rules = rel === '' ? [] : (inRepo ? this.inside : this.outside).match(rel);
        const kept = rules.filter((r) => r.kind !== 'deny' || !allowed);
        const secret = inRepo && !allowed && (0, secrets_js_1.secretSegment)(rel) !== undefined;
        if (!gate && kept.length === 0 && !secret)
            return undefined;
        const installed = gate && this.installed.some((p) => abs === p || (0, realPath_js_1.isWithin)(abs, p));
        const keep = (gate && !this.unkept.has(abs)) || kept.some((r) => KEEPS.has(r.kind));
        return { keep, gate, manifest, rules: kept, secret, installed };
    }
    isKeyFolder(abs) {
        return this.shape(abs) === 'site';
    }
    inGateFolder(abs) {
        let found = false;
        for (let p = abs; p.length > 1; p = p.slice(0, Math.max(p.lastIndexOf('/'), 1))) {
            if (this.gateFolderSet.has(p)) {
                found = true;
                break;
            }
        }
        if (!found && this.gateFolderSet.has('/'))
            found = abs.startsWith('/');
        return found && !this.isOwn(abs);
    }
}
exports.WatchList = WatchList;


/***/ }),

/***/ 1079:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PathIndex = exports.GLOB_OPTIONS = void 0;
exports.globMatcher = globMatcher;
exports.staticBase = staticBase;
exports.patternCovers = patternCovers;
const picomatch_1 = __importDefault(__webpack_require__(4006));
const rule_js_1 = __webpack_require__(4918);
exports.GLOB_OPTIONS = { dot: true, windows: false, flags: 's' };
const NONE = [];
class PathIndex {
    literal = new Map();
    byBase = new Map();
    constructor(rules) {
        for (const rule of rules) {
            if ((0, rule_js_1.isOutsidePattern)(rule.pattern))
                continue;
            const base = staticBase(rule.pattern);
            if (base === rule.pattern)
                push(this.literal, rule.pattern, rule);
            else {
                push(this.byBase, base, { rule });
                for (let slash = base.indexOf('/'); slash !== -1; slash = base.indexOf('/', slash + 1)) {
                    if (!this.byBase.has(base.slice(0, slash)))
                        this.byBase.set(base.slice(0, slash), []);
                }
                if (!this.byBase.has(''))
                    this.byBase.set('', []);
            }
        }
    }
    match(path) {
        let found;
        const literal = this.literal.get(path);
        if (literal)
            found = [...literal];
        if (this.byBase.size > 0) {
            let end = -1;
            for (;;) {
                const entries = this.byBase.get(end === -1 ? '' : path.slice(0, end));
                if (!entries)
                    break;
                for (const entry of entries) {
                    entry.test ??= compile(entry.rule);
                    if (entry.test(path))
                        (found ??= []).push(entry.rule);
                }
                if (end >= path.length || path === '')
                    break;
                const slash = path.indexOf('/', end + 1);
                end = slash === -1 ? path.length : slash;
            }
        }
        if (!found)
            return NONE;
        return found.length > 1 ? found.sort((a, b) => a.line - b.line) : found;
    }
}
exports.PathIndex = PathIndex;
const matchers = new Map();
function globMatcher(pattern) {
    let test = matchers.get(pattern);
    if (!test)
        matchers.set(pattern, (test = (0, picomatch_1.default)(pattern, exports.GLOB_OPTIONS)));
    return test;
}
function compile(rule) {
    try {
        return globMatcher(rule.pattern);
    }
    catch (e) {
        throw new Error(`${rule.file}:${rule.line}: the glob ${JSON.stringify(rule.pattern)} cannot be compiled: ${e.message}`);
    }
}
function push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}
const GLOB_CHARS = /[*?[\]{}()!+@\\]/;
function staticBase(pattern) {
    if (!GLOB_CHARS.test(pattern))
        return pattern;
    const segments = pattern.split('/');
    const first = segments.findIndex((s) => GLOB_CHARS.test(s));
    return segments.slice(0, first).join('/');
}
function patternCovers(wider, narrower) {
    if (wider === narrower)
        return true;
    if ((0, rule_js_1.isOutsidePattern)(wider) !== (0, rule_js_1.isOutsidePattern)(narrower))
        return false;
    if (staticBase(narrower) !== narrower)
        return wider === '**';
    return globMatcher(wider)(narrower);
}


/***/ }),

/***/ 1359:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NOT_SECRET = exports.SECRET_SEGMENTS = void 0;
exports.secretSegment = secretSegment;
const picomatch_1 = __importDefault(__webpack_require__(4006));
const pathIndex_js_1 = __webpack_require__(1079);
exports.SECRET_SEGMENTS = [
    '.env',
    '.env.*',
    '*.pem',
    '*.key',
    'id_rsa',
    'id_dsa',
    'id_ecdsa',
    'id_ed25519',
    '.git',
    'application-prod.yml',
    'application-prod.yaml',
    'application-prod.properties',
    'secrets.*',
];
exports.NOT_SECRET = /^(?:\.env(?:\.[^.]+)*\.(?:example|sample|template)|secrets(?:\.[^.]+)*\.(?:[cm]?[jt]sx?|py|rb|go|rs|java|kt|kts|scala|swift|c|h|cc|cpp|hpp|cs|php|dart|ex|exs|lua|vue|svelte))$/;
let isSecretSegment;
const NEEDLES = exports.SECRET_SEGMENTS.map((p) => /[?[\]{}()!+@\\]/.test(p) ? '' : p.split('*').reduce((a, b) => (b.length > a.length ? b : a), ''));
function secretSegment(path) {
    return path.split('/').find((segment) => {
        if (!NEEDLES.some((needle) => segment.includes(needle)))
            return false;
        isSecretSegment ??= (0, picomatch_1.default)([...exports.SECRET_SEGMENTS], pathIndex_js_1.GLOB_OPTIONS);
        return isSecretSegment(segment) && !exports.NOT_SECRET.test(segment);
    });
}


/***/ }),

/***/ 4073:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.AS_COMMITTED_CONFIG = exports.NO_GRAFTS = void 0;
exports.asCommitted = asCommitted;
exports.NO_GRAFTS = '/dev/null/grafts';
exports.AS_COMMITTED_CONFIG = "'core.usereplacerefs'='false' 'core.commitgraph'='false'";
function asCommitted(env) {
    const given = env.GIT_CONFIG_PARAMETERS?.trim();
    return {
        ...env,
        GIT_NO_REPLACE_OBJECTS: '1',
        GIT_GRAFT_FILE: exports.NO_GRAFTS,
        GIT_TEST_COMMIT_GRAPH: '0',
        GIT_CONFIG_PARAMETERS: given ? `${given} ${exports.AS_COMMITTED_CONFIG}` : exports.AS_COMMITTED_CONFIG,
    };
}


/***/ })

};
