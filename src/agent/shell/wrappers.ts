/**
 * Commands that run another command (`sudo`, `env`, `nohup`, `timeout`, `time`, `strace`,
 * `xargs`, ...: SPECS and the functions below) are peeled off so the command they run is what
 * gets checked. `find -exec` commands are found here too. Options that
 * take a value are skipped with their value; an option a wrapper does not know stops the peeling
 * there (the rest is checked as the wrapper's own arguments, so nothing is dropped).
 */
import { posix } from 'node:path';
import type { Assignment, ShellVisitor, SimpleCommand } from './simpleCommand.js';
import { COMMAND_OPTION_SPECS, commandOptionValues } from './commandOptions.js';
import { envSplitString, type Lookup } from './envSplitString.js';
import { UNKNOWN_VALUE, literal, suffixOf, textOf, type Word } from './words.js';

interface Spec {
  /** Options followed by a separate value (`-u root`). */
  valued: string[];
  /** Options whose presence means the wrapper runs no command (`command -v`). */
  stops?: string[];
  /** Positional words before the command (`timeout DURATION cmd`). */
  positionals?: number;
  /** Valued options whose value is a file the wrapper writes (`time -o FILE`). */
  writes?: string[];
}

const SPECS: Record<string, Spec> = {
  sudo: {
    valued: [
      '-u',
      '-g',
      '-C',
      '-D',
      '-h',
      '-p',
      '-U',
      '-r',
      '-t',
      '-T',
      '--user',
      '--group',
      '--chdir',
      '--host',
      '--prompt',
      '--other-user',
      '--role',
      '--type',
      '--command-timeout',
      '--close-from',
    ],
    stops: ['-l', '-v', '-k', '-K', '-V', '--list', '--validate'],
  },
  doas: { valued: ['-u', '-C'], stops: ['-L'] },
  command: { valued: [], stops: ['-v', '-V'] },
  nohup: { valued: [] },
  nice: { valued: ['-n', '--adjustment'] },
  exec: { valued: ['-a'] },
  stdbuf: { valued: ['-i', '-o', '-e', '--input', '--output', '--error'] },
  timeout: { valued: ['-s', '-k', '--signal', '--kill-after'], positionals: 1 },
  time: { valued: ['-f', '--format', '-o', '--output'], writes: ['-o', '--output'] },
  strace: {
    valued: [
      '-o',
      '-e',
      '-p',
      '-s',
      '-u',
      '-E',
      '-a',
      '-b',
      '-I',
      '-O',
      '-P',
      '-S',
      '-X',
      '-U',
      '--output',
      '--trace',
      '--user',
    ],
  },
  ltrace: { valued: ['-o', '-e', '-p', '-s', '-u', '-a', '-n', '-x', '-L', '--output'] },
  fakeroot: { valued: ['-l', '-s', '-i', '--lib', '--faked'] },
  unshare: {
    valued: [
      '-S',
      '-G',
      '-R',
      '-w',
      '--setuid',
      '--setgid',
      '--root',
      '--wd',
      '--map-user',
      '--map-group',
      '--map-users',
      '--map-groups',
    ],
  },
  runuser: { valued: ['-u', '-g', '-G', '-w', '--user', '--group', '--supp-group', '--whitelist-environment'] },
  chroot: { valued: ['--userspec', '--groups'], positionals: 1 },
  watch: { valued: ['-n', '-d', '--interval', '--differences'] },
  ionice: { valued: ['-c', '-n', '-t', '--class', '--classdata'] },
  chrt: { valued: [], positionals: 1 },
  flock: { valued: ['-w', '-E', '--timeout', '--conflict-exit-code'], positionals: 1 },
  setsid: { valued: [] },
  taskset: { valued: [], positionals: 1, stops: ['-p', '--pid'] },
  builtin: { valued: [] },
};

const XARGS_VALUED = [
  '-I',
  '-L',
  '-n',
  '-P',
  '-s',
  '-d',
  '-E',
  '-a',
  '--arg-file',
  '--delimiter',
  '--max-args',
  '--max-procs',
  '--max-chars',
  '--max-lines',
  '--replace',
  '--eof',
  '--process-slot-var',
];

/** The command a wrapper finally runs, or null when it runs none (`command -v x`, `sudo -l`). */
export function unwrap(cmd: SimpleCommand, visitor: ShellVisitor, lookup: Lookup = () => null): SimpleCommand | null {
  let current = cmd;
  for (let guard = 0; guard < 16; guard++) {
    const name = nameOf(current.args[0]);
    if (name === undefined) return current;
    let next: SimpleCommand | null | undefined;
    if (name === 'env') next = unwrapEnv(current, visitor, lookup);
    else if (name === 'xargs') next = unwrapXargs(current);
    else if (name === 'sudo' && current.args.slice(1).some((w) => ['-e', '--edit'].includes(literal(w) ?? ''))) {
      return {
        ...current,
        args: [
          { values: [[{ text: 'sudoedit', quoted: true }]], raw: 'sudoedit' },
          ...operandsAfterOptions(current.args.slice(1), SPECS.sudo!.valued),
        ],
      };
    } else if ((name === 'flock' || name === 'runuser') && handsLineToShell(current, name)) {
      return current; // `flock FILE -c CMD`, `runuser -c CMD` (any spelling) hand CMD to a shell: the walker reads it
    } else if (name === 'watch') {
      return current; // watch joins its operands into a line for `sh -c`: the walker reads it
    } else if (name in SPECS) next = unwrapBySpec(current, name, SPECS[name]!, visitor);
    else return current;
    if (next === undefined) return current;
    if (next === null) return null;
    current = next;
  }
  return current;
}

/**
 * Whether `flock` or `runuser` hands a command line to a shell (`-c CMD`, `--comm=CMD`, `-lc CMD`:
 * their option read as getopt_long reads it, commandOptions.ts), or may: a word not known before the
 * line runs (a glob included) might be that option.
 */
function handsLineToShell(cmd: SimpleCommand, name: 'flock' | 'runuser'): boolean {
  let words = cmd.args.slice(1).map((w) => literal(w));
  const spec = COMMAND_OPTION_SPECS[name]!;
  if (name === 'flock') {
    // util-linux flock reads its options up to the lock file ("+" getopt); its -c is only the word
    // right after the file: `flock /tmp/l git -c x push -f` runs git (its -c is git's own)
    const file = firstOperand(words, spec);
    if (file === undefined) return true;
    const next = words[file + 1];
    if (file + 1 >= words.length || (next !== undefined && !next.startsWith('-'))) return false;
    words = words.slice(file + 1, file + 3);
  }
  const { lines, unknown } = commandOptionValues(words, spec);
  return unknown || lines.length > 0;
}

/** Where a "+" getopt_long parser stops: the first word that is not an option; undefined when a word is not known. */
function firstOperand(
  words: readonly (string | undefined)[],
  spec: (typeof COMMAND_OPTION_SPECS)[string],
): number | undefined {
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word === undefined) return undefined;
    if (word === '--') return i + 1;
    if (!word.startsWith('-') || word === '-') return i;
    if (word.startsWith('--')) {
      if (word.includes('=')) continue;
      const name = word.slice(2);
      const matches = [...spec.valuedLong, ...spec.otherLong].filter((l) => l.startsWith(name));
      if (matches.length > 0 && matches.every((l) => spec.valuedLong.includes(l))) i++;
      continue;
    }
    for (let j = 1; j < word.length; j++)
      if (spec.valued.includes(word[j]!)) {
        if (j + 1 === word.length) i++;
        break;
      }
  }
  return words.length;
}

function nameOf(word: Word | undefined): string | undefined {
  if (!word) return undefined;
  const name = literal(word);
  return name === undefined ? undefined : name.slice(name.lastIndexOf('/') + 1);
}

function inner(
  cmd: SimpleCommand,
  args: Word[],
  wrapper: string,
  extra: Partial<SimpleCommand> = {},
): SimpleCommand | null {
  if (args.length === 0) return null;
  return { ...cmd, args, via: [...cmd.via, wrapper], ...extra };
}

/** Undefined: the wrapper's options could not be read, so it is checked as it stands. */
function unwrapBySpec(
  cmd: SimpleCommand,
  name: string,
  spec: Spec,
  visitor: ShellVisitor,
): SimpleCommand | null | undefined {
  const args = cmd.args.slice(1);
  let i = 0;
  for (; i < args.length; i++) {
    const a = literal(args[i]!);
    if (a === undefined) return undefined;
    if (a === '--') {
      i++;
      break;
    }
    if (!a.startsWith('-') || a === '-') break;
    if (
      spec.stops?.some(
        (s) => a === s || (s.length === 2 && a.startsWith('-') && !a.startsWith('--') && a.includes(s[1]!)),
      )
    )
      return null;
    // `-u root`, or a cluster ending in a valued letter (`sudo -nu root`)
    const valued = spec.valued.includes(a) || (/^-[A-Za-z]{2,}$/.test(a) && spec.valued.includes(`-${a.at(-1)}`));
    if (valued) {
      if (spec.writes?.includes(a) && args[i + 1])
        visitor.redirect({ word: args[i + 1]!, dirs: cmd.dirs, text: `${name} ${a}` });
      i++;
    } else if (spec.writes) {
      const eq = spec.writes.find((w) => w.startsWith('--') && a.startsWith(`${w}=`));
      if (eq !== undefined)
        visitor.redirect({ word: suffixOf(args[i]!, `${eq}=`), dirs: cmd.dirs, text: `${name} ${eq}` });
    } else if (/^-\d+$/.test(a) && name === 'nice') continue;
  }
  i += spec.positionals ?? 0;
  return inner(cmd, args.slice(i), name);
}

function operandsAfterOptions(args: Word[], valued: string[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = literal(args[i]!);
    if (a?.startsWith('-')) {
      if (valued.includes(a)) i++;
      continue;
    }
    out.push(args[i]!);
  }
  return out;
}

/** env's long options (GNU coreutils 9), for their unambiguous prefixes; `=` marks one with a value. */
const ENV_LONG = [
  'ignore-environment',
  'null',
  'unset=',
  'chdir=',
  'split-string=',
  'debug',
  'help',
  'version',
  'block-signal',
  'default-signal',
  'ignore-signal',
  'list-signal-handling',
  'argv0=',
];
/** env's short options with a value (`-u NAME`, `-C DIR`, `-S STRING`, `-a NAME`). */
const ENV_VALUED = new Set(['u', 'C', 'S', 'a']);
/** How many times one env may split a string (`-S` inside `-S`): past it, unreadable. */
const MAX_SPLITS = 16;

/** The long option a word names (`--sp` is `--split-string`), or undefined when none or several. */
function envLong(name: string): string | undefined {
  const exact = ENV_LONG.find((o) => o.replace('=', '') === name);
  if (exact) return exact;
  const found = ENV_LONG.filter((o) => o.startsWith(name));
  return found.length === 1 ? found[0] : undefined;
}

/**
 * `env [OPTION]... [NAME=VALUE]... [COMMAND [ARG]...]`, with options read as getopt reads them:
 * bundled (`-vS STR`, `-iS'STR'`, `-uX`), long ones by any unambiguous prefix (`--sp=STR`,
 * `--split STR`). `-S`'s string is split (envSplitString.ts) and its words read again as env's
 * own arguments, so options and `NAME=value` in it count (`env -S 'X=1 git push -f'`).
 */
function unwrapEnv(cmd: SimpleCommand, visitor: ShellVisitor, lookup: Lookup): SimpleCommand | null | undefined {
  let args = cmd.args.slice(1);
  let dirs = cmd.dirs;
  const assigns: Assignment[] = [];
  let splits = 0;
  let via = 'env';
  const chdir = (dir: string | undefined) => {
    dirs = dirs.map((d) =>
      dir === undefined ? null : dir.startsWith('/') ? posix.resolve(dir) : d === null ? null : posix.resolve(d, dir),
    );
  };
  /** Splits `-S`'s string into the words after it; false when it cannot be read. */
  const split = (word: Word | undefined, i: number): boolean => {
    const text = word === undefined ? undefined : literal(word);
    const words = text === undefined || ++splits > MAX_SPLITS ? undefined : envSplitString(text, lookup);
    if (words === undefined) {
      visitor.opaque(cmd.text, 'unknown-program');
      return false;
    }
    args = [...words, ...args.slice(i + 1)];
    via = 'env -S';
    return true;
  };
  let i = 0;
  let options = true;
  for (; i < args.length; i++) {
    const a = literal(args[i]!);
    const value = args[i]!.values.length === 1 ? textOf(args[i]!.values[0]!) : undefined;
    if (options && a === '--') {
      options = false; // `NAME=value` words may still follow
      continue;
    }
    if (options && a?.startsWith('--')) {
      const eq = a.indexOf('=');
      const option = envLong(eq === -1 ? a.slice(2) : a.slice(2, eq));
      // an unknown or ambiguous option: env refuses to run anything, but read on (fail closed)
      if (option === undefined || !option.endsWith('=')) continue;
      const inline = eq === -1 ? undefined : suffixOf(args[i]!, a.slice(0, eq + 1));
      const operand = inline ?? args[i + 1];
      if (option === 'split-string=') {
        if (!split(operand, inline === undefined ? i + 1 : i)) return undefined;
        i = -1; // read the split words from the start
        continue;
      }
      if (option === 'chdir=') chdir(operand === undefined ? undefined : literal(operand));
      if (inline === undefined) i++;
      continue;
    }
    if (options && a?.startsWith('-') && a.length > 1) {
      let k = 1;
      for (; k < a.length; k++) if (ENV_VALUED.has(a[k]!)) break;
      if (k >= a.length) continue; // flags only (`-i`, `-v0`)
      const letter = a[k]!;
      const attached = a.slice(k + 1);
      const operand = attached !== '' ? suffixOf(args[i]!, a.slice(0, k + 1)) : args[i + 1];
      if (letter === 'S') {
        if (!split(operand, attached !== '' ? i : i + 1)) return undefined;
        i = -1;
        continue;
      }
      if (letter === 'C') chdir(operand === undefined ? undefined : literal(operand));
      if (attached === '') i++;
      continue;
    }
    if (a === '-') continue; // `env -` is `env -i`
    const eq = value?.indexOf('=') ?? -1;
    if (value !== undefined && eq > 0 && /^[A-Za-z_][A-Za-z0-9_]*$/.test(value.slice(0, eq))) {
      const assignment = {
        name: value.slice(0, eq),
        value: suffixOf(args[i]!, value.slice(0, eq + 1)),
        text: args[i]!.raw,
      };
      assigns.push(assignment);
      visitor.assignment(assignment);
      options = false; // getopt stops at the first word that is no option
      continue;
    }
    if (value === undefined && /^[A-Za-z_][A-Za-z0-9_]*=/.test(args[i]!.raw)) {
      const assignment = { name: args[i]!.raw.slice(0, args[i]!.raw.indexOf('=')), value: null, text: args[i]!.raw };
      visitor.assignment(assignment);
      options = false;
      continue;
    }
    break;
  }
  return inner(cmd, args.slice(i), via, { dirs, assigns: [...cmd.assigns, ...assigns] });
}

/** `xargs CMD ARGS`: CMD runs with more arguments read from its input, which are unknown here. */
function unwrapXargs(cmd: SimpleCommand): SimpleCommand | null | undefined {
  const args = cmd.args.slice(1);
  let replace: string | undefined;
  let i = 0;
  for (; i < args.length; i++) {
    const a = literal(args[i]!);
    if (a === undefined) return undefined;
    if (a === '--') {
      i++;
      break;
    }
    if (!a.startsWith('-')) break;
    if (a === '-I' || a === '--replace') replace = literal(args[++i] ?? { values: [UNKNOWN_VALUE], raw: '' }) ?? '{}';
    else if (a.startsWith('-I')) replace = a.slice(2);
    else if (a === '-i' || a.startsWith('--replace=')) replace = a.startsWith('--replace=') ? a.slice(10) : '{}';
    else if (a.startsWith('-i')) replace = a.slice(2);
    else if (XARGS_VALUED.includes(a)) i++;
  }
  const rest = args.slice(i);
  const unknown: Word = { values: [UNKNOWN_VALUE], raw: '(input of xargs)' };
  if (rest.length === 0)
    return inner(cmd, [{ values: [[{ text: 'echo', quoted: true }]], raw: 'echo' }, unknown], 'xargs');
  if (replace !== undefined) {
    const r = replace;
    return inner(
      cmd,
      rest.map((w) => (w.raw.includes(r) ? { values: [UNKNOWN_VALUE], raw: w.raw } : w)),
      'xargs',
    );
  }
  return inner(cmd, [...rest, unknown], 'xargs');
}

/** The commands `find -exec`/`-execdir`/`-ok`/`-okdir` runs, with `{}` standing for the found path. */
export function findExecs(cmd: SimpleCommand, found: Word): SimpleCommand[] {
  const out: SimpleCommand[] = [];
  const args = cmd.args;
  for (let i = 1; i < args.length; i++) {
    const a = literal(args[i]!);
    if (a !== '-exec' && a !== '-execdir' && a !== '-ok' && a !== '-okdir') continue;
    // -execdir runs in the directory of each file found, somewhere not known before; its `{}`
    // still names the file found, so that is made absolute first.
    const inFileDir = a === '-execdir' || a === '-okdir';
    const file = inFileDir ? absolute(found, cmd.dirs) : found;
    const words: Word[] = [];
    for (i++; i < args.length; i++) {
      const w = literal(args[i]!);
      if (w === ';' || w === '+') break;
      words.push(w?.includes('{}') ? file : args[i]!);
    }
    const dirs = inFileDir ? [null] : cmd.dirs;
    if (words.length > 0) out.push({ ...cmd, args: words, dirs, stdin: [], via: [...cmd.via, `find ${a}`] });
  }
  return out;
}

/** A word's values resolved against each directory it may be relative to (unknown ones stay relative). */
function absolute(word: Word, dirs: (string | null)[]): Word {
  const values = word.values.flatMap((v) => {
    const first = v[0];
    if (first?.text.startsWith('/')) return [v];
    return dirs.map((d) => (d === null ? v : [{ text: `${d}/`, quoted: true }, ...v]));
  });
  return { values, raw: word.raw };
}

/**
 * What `{}` (or a deleted path) of a `find` stands for: some path under each starting point, whose
 * last segment matches the `-name` pattern when there is exactly one.
 */
export function findFound(cmd: SimpleCommand): Word {
  const starts: Word[] = [];
  let i = 1;
  for (; i < cmd.args.length; i++) {
    const a = literal(cmd.args[i]!);
    if (a !== undefined && (a.startsWith('-') || a === '(' || a === '!')) break;
    starts.push(cmd.args[i]!);
  }
  const names: string[] = [];
  for (; i < cmd.args.length; i++) {
    const a = literal(cmd.args[i]!);
    if (a === '-name' || a === '-iname') {
      const n = literal(cmd.args[i + 1] ?? { values: [UNKNOWN_VALUE], raw: '' });
      names.push(n === undefined || a === '-iname' ? '*' : n);
    }
    if (a === '-o' || a === '-or' || a === '-path' || a === '-regex' || a === '-wholename') names.push('*', '*');
  }
  const base = names.length === 1 ? names[0]! : '*';
  const roots = starts.length > 0 ? starts : [{ values: [[{ text: '.', quoted: true }]], raw: '.' }];
  const values = roots
    .flatMap((w) => w.values)
    .map((v) => [...v, { text: '/', quoted: true }, null, { text: '/', quoted: true }, { text: base, quoted: false }]);
  return { values, raw: '{}' };
}
