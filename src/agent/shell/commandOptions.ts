/**
 * Programs that hand a command line to a shell, read as their own option parsers (getopt_long)
 * read them: `su -c CMD`, `script --command=CMD`, `flock FILE -c CMD`, and `watch`, which joins
 * its operands into one line for `sh -c`. Every spelling counts: bundled short options (`-lc`),
 * a value attached (`-cCMD`, `--command=CMD`), and an unambiguous long-option prefix (`--comm`).
 * Words are given as their literal text, undefined when not known before the line runs.
 */

/** What each program's parser takes: the short letter and long name of the command option, the other valued options. */
interface CommandOptionSpec {
  short: string;
  long: string;
  /** Short options that take a value (the rest of a bundle, or the next word). */
  valued: string;
  /** Long options that take a value (`--opt V` or `--opt=V`). */
  valuedLong: string[];
  /** Its other long options, to tell an abbreviation apart (`flock --c` is ambiguous, and refused by flock). */
  otherLong: string[];
}

/** From util-linux 2.39 (su, runuser, script, flock): their `getopt_long` tables. */
export const COMMAND_OPTION_SPECS: Record<string, CommandOptionSpec> = {
  su: {
    short: 'c',
    long: 'command',
    valued: 'gGsw',
    valuedLong: ['session-command', 'group', 'supp-group', 'shell', 'whitelist-environment'],
    otherLong: ['fast', 'login', 'preserve-environment', 'pty', 'help', 'version'],
  },
  runuser: {
    short: 'c',
    long: 'command',
    valued: 'gGswu',
    valuedLong: ['session-command', 'group', 'supp-group', 'shell', 'whitelist-environment', 'user'],
    otherLong: ['fast', 'login', 'preserve-environment', 'pty', 'help', 'version'],
  },
  script: {
    short: 'c',
    long: 'command',
    valued: 'EIOBTmo',
    valuedLong: ['echo', 'log-in', 'log-out', 'log-io', 'log-timing', 'logging-format', 'output-limit', 'timing'],
    otherLong: ['append', 'return', 'flush', 'force', 'quiet', 'help', 'version'],
  },
  flock: {
    short: 'c',
    long: 'command',
    valued: 'wE',
    valuedLong: ['timeout', 'wait', 'conflict-exit-code'],
    otherLong: ['shared', 'exclusive', 'unlock', 'nonblock', 'nb', 'close', 'no-fork', 'verbose', 'help', 'version'],
  },
};

/**
 * The command lines a program's options hand to a shell: each value of its command option, in
 * every spelling; `unknown` when one is not known before the line runs (a word that might be the
 * option, or its value).
 */
export function commandOptionValues(
  words: readonly (string | undefined)[],
  spec: CommandOptionSpec,
): { lines: string[]; unknown: boolean } {
  const lines: string[] = [];
  let unknown = false;
  const longs = [spec.long, ...spec.valuedLong, ...spec.otherLong];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word === undefined) {
      unknown = true;
      continue;
    }
    if (word === '--') break;
    if (word.startsWith('--')) {
      const eq = word.indexOf('=');
      const name = word.slice(2, eq === -1 ? undefined : eq);
      const matches = longs.filter((l) => l === name || (name.length > 0 && l.startsWith(name)));
      const exact = longs.includes(name) ? name : undefined;
      // an ambiguous prefix of the command option is refused by the program: read as it anyway (fail closed)
      const isCommand = exact === spec.long || (exact === undefined && matches.includes(spec.long));
      if (isCommand) {
        const value = eq === -1 ? words[++i] : word.slice(eq + 1);
        if (value === undefined) unknown = true;
        else lines.push(value);
      } else if (eq === -1 && matches.length === 1 && spec.valuedLong.includes(matches[0]!)) i++;
      continue;
    }
    if (!word.startsWith('-') || word === '-') continue;
    for (let j = 1; j < word.length; j++) {
      const letter = word[j]!;
      if (letter === spec.short) {
        const value = j + 1 < word.length ? word.slice(j + 1) : words[++i];
        if (value === undefined) unknown = true;
        else lines.push(value);
        break;
      }
      if (spec.valued.includes(letter)) {
        if (j + 1 === word.length) i++;
        break;
      }
    }
  }
  return { lines, unknown };
}

/** procps-ng watch 4's options: `+bced::ghq:n:prtwvx`, and its long names. */
const WATCH_VALUED_SHORT = 'nq';
const WATCH_LONG: Record<string, 'flag' | 'valued' | 'optional' | 'exec'> = {
  beep: 'flag',
  color: 'flag',
  'no-color': 'flag',
  differences: 'optional',
  errexit: 'flag',
  chgexit: 'flag',
  equexit: 'valued',
  interval: 'valued',
  precise: 'flag',
  'no-rerun': 'flag',
  'no-title': 'flag',
  'no-wrap': 'flag',
  exec: 'exec',
  help: 'flag',
  version: 'flag',
};

/**
 * The line `watch` runs: its operands joined by spaces for `sh -c`, or with `-x` run as they
 * are (each quoted). Undefined when watch runs nothing; `unknown` when an option or operand is
 * not known before the line runs, or an option is not watch's.
 */
export function watchLine(words: readonly (string | undefined)[]): { line?: string; unknown: boolean } {
  let exec = false;
  let i = 0;
  for (; i < words.length; i++) {
    const word = words[i];
    if (word === undefined) return { unknown: true };
    if (word === '--') {
      i++;
      break;
    }
    if (!word.startsWith('-') || word === '-') break; // `+` in its getopt string: options end at the first operand
    if (word.startsWith('--')) {
      const eq = word.indexOf('=');
      const name = word.slice(2, eq === -1 ? undefined : eq);
      const matches = Object.keys(WATCH_LONG).filter((l) => l === name || l.startsWith(name));
      const kind = WATCH_LONG[name] ?? (matches.length === 1 ? WATCH_LONG[matches[0]!] : undefined);
      if (kind === undefined) return { unknown: true };
      if (kind === 'exec') exec = true;
      if (kind === 'valued' && eq === -1) i++;
      continue;
    }
    for (let j = 1; j < word.length; j++) {
      const letter = word[j]!;
      if (letter === 'x') exec = true;
      if (letter === 'd') break; // `-d[permanent]`: an optional value, only ever attached
      if (WATCH_VALUED_SHORT.includes(letter)) {
        if (j + 1 === word.length) i++;
        break;
      }
    }
  }
  const operands = words.slice(i);
  if (operands.length === 0) return { unknown: false };
  if (operands.some((w) => w === undefined)) return { unknown: true };
  const texts = operands as string[];
  return { line: exec ? texts.map(quoted).join(' ') : texts.join(' '), unknown: false };
}

const quoted = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;
