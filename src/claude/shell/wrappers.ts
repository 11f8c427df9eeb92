/**
 * Commands that run another command (`sudo`, `env`, `nohup`, `timeout`, `time`, `strace`,
 * `xargs`, ...: SPECS and the functions below) are peeled off so the command they run is what
 * gets checked. `find -exec` commands are found here too. Options that
 * take a value are skipped with their value; an option a wrapper does not know stops the peeling
 * there (the rest is checked as the wrapper's own arguments, so nothing is dropped).
 */
import { posix } from 'node:path';
import type { Assignment, ShellVisitor, SimpleCommand } from './walk.js';
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
export function unwrap(cmd: SimpleCommand, visitor: ShellVisitor): SimpleCommand | null {
  let current = cmd;
  for (let guard = 0; guard < 16; guard++) {
    const name = nameOf(current.args[0]);
    if (name === undefined) return current;
    let next: SimpleCommand | null | undefined;
    if (name === 'env') next = unwrapEnv(current, visitor);
    else if (name === 'xargs') next = unwrapXargs(current);
    else if (name === 'sudo' && current.args.slice(1).some((w) => ['-e', '--edit'].includes(literal(w) ?? ''))) {
      return {
        ...current,
        args: [
          { values: [[{ text: 'sudoedit', quoted: true }]], raw: 'sudoedit' },
          ...operandsAfterOptions(current.args.slice(1), SPECS.sudo!.valued),
        ],
      };
    } else if (name === 'flock' && current.args.some((w) => ['-c', '--command'].includes(literal(w) ?? ''))) {
      return current; // `flock FILE -c CMD` hands CMD to a shell: the walker reads it
    } else if (name in SPECS) next = unwrapBySpec(current, name, SPECS[name]!, visitor);
    else return current;
    if (next === undefined) return current;
    if (next === null) return null;
    current = next;
  }
  return current;
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

function unwrapEnv(cmd: SimpleCommand, visitor: ShellVisitor): SimpleCommand | null | undefined {
  const args = cmd.args.slice(1);
  let dirs = cmd.dirs;
  const assigns: Assignment[] = [];
  let i = 0;
  for (; i < args.length; i++) {
    const a = literal(args[i]!);
    const value = args[i]!.values.length === 1 ? textOf(args[i]!.values[0]!) : undefined;
    if (a === '--') {
      i++;
      break;
    }
    if (a === '-C' || a === '--chdir' || a?.startsWith('--chdir=')) {
      const dir = a.startsWith('--chdir=') ? a.slice(8) : literal(args[++i] ?? { values: [UNKNOWN_VALUE], raw: '' });
      dirs = dirs.map((d) =>
        dir === undefined ? null : dir.startsWith('/') ? posix.resolve(dir) : d === null ? null : posix.resolve(d, dir),
      );
      continue;
    }
    if (
      a === '-S' ||
      a === '--split-string' ||
      a?.startsWith('--split-string=') ||
      (a?.startsWith('-S') && a.length > 2)
    ) {
      const text =
        a === '-S' || a === '--split-string'
          ? literal(args[++i] ?? { values: [UNKNOWN_VALUE], raw: '' })
          : a.startsWith('-S')
            ? a.slice(2)
            : a.slice(15);
      if (text === undefined) return undefined;
      const words = text
        .split(/\s+/)
        .filter(Boolean)
        .map((t): Word => ({ values: [[{ text: t, quoted: true }]], raw: t }));
      return inner(cmd, [...words, ...args.slice(i + 1)], 'env -S', { dirs });
    }
    if (a === '-u' || a === '--unset') {
      i++;
      continue;
    }
    if (a?.startsWith('-')) continue;
    const eq = value?.indexOf('=') ?? -1;
    if (value !== undefined && eq > 0 && /^[A-Za-z_][A-Za-z0-9_]*$/.test(value.slice(0, eq))) {
      const assignment = {
        name: value.slice(0, eq),
        value: { values: [[{ text: value.slice(eq + 1), quoted: true }]], raw: value.slice(eq + 1) },
        text: args[i]!.raw,
      };
      assigns.push(assignment);
      visitor.assignment(assignment);
      continue;
    }
    if (value === undefined && /^[A-Za-z_][A-Za-z0-9_]*=/.test(args[i]!.raw)) {
      const assignment = { name: args[i]!.raw.slice(0, args[i]!.raw.indexOf('=')), value: null, text: args[i]!.raw };
      visitor.assignment(assignment);
      continue;
    }
    break;
  }
  return inner(cmd, args.slice(i), 'env', { dirs, assigns: [...cmd.assigns, ...assigns] });
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
