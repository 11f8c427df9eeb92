/**
 * Which words of a simple command are written: redirections are found by the walker, this table
 * knows the commands that write the files they are given (DESIGN.md's list and their close kin).
 * A command not listed here runs, reads or writes elsewhere: `python3 lint.py draft.md` writes
 * neither file. Inline programs handed to interpreters are returned for a separate check.
 */
import { commandName, isProcessSubstitution, scriptPath } from './walk.js';
import type { SimpleCommand } from './simpleCommand.js';
import { optionsOf, standsFor } from '../../core/commands/longOptions.js';
import { isRemoveFilesOption } from '../../core/commands/removeFiles.js';
import { has, readOptions, valueOf, type OptionSpec } from './options.js';
import { cmake, iconv, objcopy, openssl, shuf, split, xxd, zip } from './fileTools.js';
import { resolveIn } from './state.js';
import type { CommandWrites, GitRestore, InlineProgram, WriteTarget } from './writeTarget.js';
import { UNKNOWN_VALUE, literal, suffixOf, textOf, withoutPrefix, type Word } from './words.js';

type Handler = (args: Word[], cmd: SimpleCommand) => Partial<CommandWrites>;

const t = (cmd: SimpleCommand, how: string, word: Word, extra: Partial<WriteTarget> = {}): WriteTarget => ({
  word,
  dirs: cmd.dirs,
  how,
  ...extra,
});
const text = (w: Word | undefined) => (w && w.values.length === 1 ? textOf(w.values[0]!) : undefined);
const unknownWord = (raw: string): Word => ({ values: [UNKNOWN_VALUE], raw });

/** `cp`, `mv`, `install`, `ln`: destination last, or `-t DIR`. */
function copyLike(
  how: string,
  spec: OptionSpec,
  options: {
    tree: boolean | ((o: ReturnType<typeof readOptions>) => boolean);
    removesSources: boolean;
    singleOperandIntoCwd?: boolean;
  },
): Handler {
  return (args, cmd) => {
    const o = readOptions(args, spec);
    const opts = { ...options, tree: typeof options.tree === 'boolean' ? options.tree : options.tree(o) };
    const targets: WriteTarget[] = [];
    const dir = valueOf(o, '-t', '--target-directory');
    let sources = o.operands;
    if (dir) targets.push(t(cmd, how, dir, { into: sources, tree: opts.tree }));
    else if (sources.length === 1 && opts.singleOperandIntoCwd) {
      targets.push(t(cmd, how, { values: [[{ text: '.', quoted: true }]], raw: '.' }, { into: sources }));
    } else if (sources.length >= 2) {
      const dest = sources[sources.length - 1]!;
      sources = sources.slice(0, -1);
      const noTarget = has(o, '-T', '--no-target-directory');
      if (has(o, '--parents')) for (const s of sources) targets.push(t(cmd, how, joined(dest, s), { tree: opts.tree }));
      else targets.push(t(cmd, how, dest, noTarget ? { tree: opts.tree } : { into: sources, tree: opts.tree }));
    }
    if (opts.removesSources) for (const s of sources) targets.push(t(cmd, how, s, { tree: true, removes: true }));
    return { targets };
  };
}

/** Every operand is written (`rm`, `touch`, `tee`, ...). */
function operands(
  how: string,
  spec: OptionSpec = {},
  tree: (o: ReturnType<typeof readOptions>) => boolean = () => false,
  skipFirst = false,
  removes = false,
): Handler {
  return (args, cmd) => {
    const o = readOptions(args, spec);
    const list = skipFirst && !has(o, '--reference') ? o.operands.slice(1) : o.operands;
    return { targets: list.map((w) => t(cmd, how, w, { tree: tree(o), ...(removes ? { removes } : {}) })) };
  };
}

const recursive = (o: ReturnType<typeof readOptions>) => has(o, '-r', '-R', '--recursive');

/**
 * Whether `cp` may copy folders (`-r`, `-R`, `-a`, `--recursive`, `--archive` or a prefix of
 * them): without, it writes only the files it names. A word not known before it runs may be such
 * an option, unless the copy would then lack a destination (`xargs -I{} cp {} /tmp/`).
 */
function copiesTrees(o: ReturnType<typeof readOptions>): boolean {
  const mayBeOption = (w: Word) =>
    literal(w) === undefined &&
    !w.values.every((v) => v[0] !== null && v[0] !== undefined && !v[0].text.startsWith('-'));
  const needed = valueOf(o, '-t', '--target-directory') ? 1 : 2;
  if (o.operands.some(mayBeOption) && o.operands.length - 1 >= needed) return true;
  return o.seen.some(
    ({ name }) =>
      ['-r', '-R', '-a'].includes(name) ||
      (name.length >= 5 && '--recursive'.startsWith(name)) ||
      (name.length >= 4 && '--archive'.startsWith(name)),
  );
}

/** `chmod -x file`: a mode that looks like an option is the mode operand. */
function chmod(args: Word[], cmd: SimpleCommand): Partial<CommandWrites> {
  const modeLike = /^[-+=][rwxXstugoa0-7,+=-]*$/;
  const rest: Word[] = [];
  let mode = false;
  for (const w of args) {
    const a = literal(w);
    if (!mode && a !== undefined && modeLike.test(a) && !/^-[Rcfv]+$/.test(a) && !a.startsWith('--')) {
      mode = true;
      continue;
    }
    rest.push(w);
  }
  const o = readOptions(rest, { long: ['--reference'] });
  const files = mode || has(o, '--reference') ? o.operands : o.operands.slice(1);
  return { targets: files.map((w) => t(cmd, 'chmod', w, { tree: recursive(o) })) };
}

function sed(args: Word[], cmd: SimpleCommand): Partial<CommandWrites> {
  let inPlace = false;
  let script = false;
  const files: Word[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = literal(args[i]!);
    if (a === undefined || !a.startsWith('-') || a === '-') {
      files.push(args[i]!);
      continue;
    }
    if (a.startsWith('--')) {
      if (a === '--in-place' || a.startsWith('--in-place=')) inPlace = true;
      if (a === '--expression' || a === '--file') {
        script = true;
        i++;
      }
      if (a.startsWith('--expression=') || a.startsWith('--file=')) script = true;
      continue;
    }
    for (let k = 1; k < a.length; k++) {
      const c = a[k]!;
      if (c === 'i') {
        inPlace = true;
        break; // the rest of the cluster is the backup suffix
      }
      if (c === 'e' || c === 'f' || c === 'l') {
        if (c !== 'l') script = true;
        if (k === a.length - 1) i++;
        break;
      }
    }
  }
  if (!inPlace) return {};
  const targets = (script ? files : files.slice(1)).map((w) => t(cmd, 'sed -i', w));
  return { targets };
}

/**
 * perl and ruby: `-e PROGRAM` is inline code; `-i` edits the named files in place. Options are
 * clustered (`-lpi`, `-ne`): a valued letter takes the rest of its word, a digit letter only the
 * digits after it (perl's `-l`, `-0777`; ruby's `-W2`), and the cluster goes on after them.
 */
function scripting(interpreter: string, programLetters: string, valuedLetters: string, digitLetters: string): Handler {
  return (args, cmd) => {
    const programs: InlineProgram[] = [];
    let inPlace = false;
    let i = 0;
    for (; i < args.length; i++) {
      const a = literal(args[i]!);
      if (a === undefined || !a.startsWith('-') || a === '-') break;
      if (a === '--') {
        i++;
        break;
      }
      for (let k = 1; k < a.length; k++) {
        const c = a[k]!;
        if (c === 'i') {
          inPlace = true;
          break;
        }
        if (digitLetters.includes(c)) {
          while (k + 1 < a.length && /[0-9a-fA-Fx]/.test(a[k + 1]!) && !programLetters.includes(a[k + 1]!)) k++;
          continue;
        }
        if (programLetters.includes(c) || valuedLetters.includes(c)) {
          const value =
            a.slice(k + 1) !== ''
              ? { values: [[{ text: a.slice(k + 1), quoted: true }]], raw: a.slice(k + 1) }
              : args[++i];
          if (programLetters.includes(c)) programs.push({ interpreter, text: text(value) });
          break;
        }
      }
    }
    const rest = args.slice(i);
    const files = programs.length > 0 ? rest : rest.slice(1);
    if (programs.length === 0)
      programs.push(
        ...(rest.length === 0 ? stdinPrograms(interpreter, cmd) : scriptOperandPrograms(interpreter, rest[0]!, cmd)),
      );
    return { programs, targets: inPlace ? files.map((w) => t(cmd, `${interpreter} -i`, w)) : [] };
  };
}

/**
 * The program an interpreter reads from its input: a heredoc or here-string is read (an
 * unexpanded heredoc body is still checked as written: the paths it names are in its text); a
 * pipe or a process substitution cannot be read before it runs. A file is run, not read.
 */
function stdinPrograms(interpreter: string, cmd: SimpleCommand): InlineProgram[] {
  return cmd.stdin.flatMap((s): InlineProgram[] => {
    if (s.kind === 'text') return [{ interpreter, text: s.text }];
    if (s.kind === 'pipe' || isProcessSubstitution(s.word)) return [{ interpreter, text: undefined }];
    return [];
  });
}

/** The program of a script operand that is the interpreter's input or another command's output. */
function scriptOperandPrograms(interpreter: string, operand: Word, cmd: SimpleCommand): InlineProgram[] {
  const path = scriptPath(operand);
  if (path === 'stdin') return stdinPrograms(interpreter, cmd);
  return path === 'unreadable' ? [{ interpreter, text: undefined }] : [];
}

/** python's `-c`/`-m`, after any short options it takes without a value (`-Ic`, `-uBc`, `-Im`). */
const PYTHON_CLUSTER = /^-[bBdEhiIOPqRsSuvVx]*([cm])(.*)$/s;

/** python -c PROGRAM, node -e PROGRAM, or a program read from a heredoc. */
function interpreter(name: string, programOptions: string[], valued: string[]): Handler {
  return (args, cmd) => {
    const programs: InlineProgram[] = [];
    const python = name.startsWith('python');
    let i = 0;
    for (; i < args.length; i++) {
      const a = literal(args[i]!);
      if (a === '-') break;
      // a script operand: a file, `<(...)`, `/dev/stdin`, or one named by a variable
      if (a === undefined || !a.startsWith('-')) return { programs: scriptOperandPrograms(name, args[i]!, cmd) };
      const eq = a.indexOf('=');
      const flag = eq === -1 ? a : a.slice(0, eq);
      // node's `-pe` / `-ep`: print and eval, the program is the next word
      if (!python && (a === '-pe' || a === '-ep')) {
        programs.push({ interpreter: name, text: text(args[++i]) });
        break;
      }
      const cluster = python ? PYTHON_CLUSTER.exec(a) : null;
      if (cluster) {
        if (cluster[1] === 'm') return {}; // a module is run, not read
        programs.push({ interpreter: name, text: cluster[2] !== '' ? cluster[2] : text(args[++i]) });
        break;
      }
      const attached = programOptions.find(
        (p) => p.length === 2 && a.startsWith(p) && a.length > 2 && !a.startsWith('--'),
      );
      if (programOptions.includes(flag)) {
        programs.push({ interpreter: name, text: eq === -1 ? text(args[++i]) : a.slice(eq + 1) });
        break;
      }
      if (attached) {
        programs.push({ interpreter: name, text: a.slice(2) });
        break;
      }
      if (valued.includes(a)) i++;
    }
    if (programs.length === 0) programs.push(...stdinPrograms(name, cmd));
    return { programs };
  };
}

function awk(args: Word[], cmd: SimpleCommand): Partial<CommandWrites> {
  const o = readOptions(args, { short: 'fvFiW', long: ['--file', '--assign', '--field-separator', '--include'] });
  const inPlace = o.seen.some((s) => (s.name === '-i' || s.name === '--include') && text(s.value) === 'inplace');
  const fromFile = has(o, '-f', '--file');
  // `-v f=guard.sh '{print > f}'`: a path may come in through a variable, so known values count as program text
  const assigned = [
    ...o.seen.filter((x) => x.name === '-v' || x.name === '--assign').map((x) => x.value),
    ...o.operands.slice(1).filter((w) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(text(w) ?? '')),
  ];
  const program = text(o.operands[0]);
  const values = assigned.map((w) => (w ? text(w) : undefined));
  const programs = fromFile
    ? []
    : [
        {
          interpreter: 'awk',
          text: program === undefined ? undefined : [program, ...values.filter((v) => v !== undefined)].join('\n'),
        },
      ];
  const files = fromFile ? o.operands : o.operands.slice(1);
  return { programs, targets: inPlace ? files.map((w) => t(cmd, 'awk -i inplace', w)) : [] };
}

/** `dd of=FILE`, however the word is quoted (`"of=f"`, `o\\f=f`): by its expanded text, not as written. */
function dd(args: Word[], cmd: SimpleCommand): Partial<CommandWrites> {
  const targets: WriteTarget[] = [];
  for (const w of args) {
    const values = w.values.map((v) => withoutPrefix(v, 'of='));
    if (values.every((v) => v === undefined)) continue;
    targets.push(
      t(cmd, 'dd of=', { values: values.map((v) => v ?? UNKNOWN_VALUE), raw: w.raw.replace(/^["']?of=/, '') }),
    );
  }
  return { targets };
}

function tar(args: Word[], cmd: SimpleCommand): Partial<CommandWrites> {
  let first = literal(args[0] ?? unknownWord(''));
  const rest = args.slice(first !== undefined && !first.startsWith('-') ? 1 : 0);
  if (first === undefined || first.startsWith('-')) first = '';
  const o = readOptions(rest, {
    short: 'fCbHKLNTgVX',
    long: ['--file', '--directory', '--exclude', '--files-from', '--transform'],
  });
  const letters = first + o.seen.map((s) => (s.name.length === 2 ? s.name[1] : '')).join('');
  const extract = letters.includes('x') || has(o, '--extract', '--get');
  const create =
    letters.includes('c') ||
    letters.includes('r') ||
    letters.includes('u') ||
    has(o, '--create', '--append', '--update');
  const targets: WriteTarget[] = [];
  let archive = valueOf(o, '-f', '--file');
  let directory = valueOf(o, '-C', '--directory');
  // old style (`tar xfC a.tar DIR`): each valued letter takes the next operand, in order
  for (const letter of first.replace(/[^fCbHKLNTgVX]/g, '')) {
    const operand = o.operands.shift();
    if (letter === 'f' && !archive) archive = operand;
    if (letter === 'C' && !directory) directory = operand;
  }
  const absolute = letters.includes('P') || has(o, '--absolute-names');
  if (extract && absolute)
    targets.push(t(cmd, 'tar -xP', unknownWord('(the paths the archive names)'), { tree: true }));
  else if (extract)
    targets.push(t(cmd, 'tar -x', directory ?? { values: [[{ text: '.', quoted: true }]], raw: '.' }, { tree: true }));
  if (create && archive) targets.push(t(cmd, 'tar -c', archive));
  // `--remove-files` (any prefix from `--rem`): what it adds is deleted; under `-C DIR` by names not known here
  const removes = rest.some((w) => isRemoveFilesOption(literal(w)));
  if (removes && create) {
    if (directory)
      targets.push(t(cmd, 'tar --remove-files', unknownWord('(paths under -C)'), { tree: true, removes: true }));
    else for (const f of o.operands) targets.push(t(cmd, 'tar --remove-files', f, { tree: true, removes: true }));
  }
  return { targets };
}

function unzip(args: Word[], cmd: SimpleCommand): Partial<CommandWrites> {
  const o = readOptions(args, { short: 'dx' });
  if (has(o, '-l', '-t', '-v', '-Z', '-p', '-c', '-z')) return {};
  return {
    targets: [
      t(cmd, 'unzip', valueOf(o, '-d') ?? { values: [[{ text: '.', quoted: true }]], raw: '.' }, { tree: true }),
    ],
  };
}

/**
 * gzip and kin: the input is replaced by its (de)compressed twin. Decompressing `f.gz` writes `f`
 * (the name without its suffix), so both names are targets.
 */
function compressor(how: string, decompresses: boolean): Handler {
  return (args, cmd) => {
    const o = readOptions(args, { short: 'S', long: ['--suffix'] });
    if (has(o, '-c', '--stdout', '--to-stdout', '-l', '--list', '-t', '--test')) return {};
    const undo = decompresses || has(o, '-d', '--decompress', '--uncompress');
    const keep = has(o, '-k', '--keep');
    const targets: WriteTarget[] = [];
    for (const w of o.operands) {
      if (!keep) targets.push(t(cmd, how, w));
      if (undo) {
        const name = text(w);
        const out =
          name === undefined
            ? undefined
            : name.replace(/\.(gz|z|bz2|xz|lzma|zst|lz4)$/i, '').replace(/\.(tgz|tbz2?|txz)$/i, '.tar');
        targets.push(
          t(
            cmd,
            how,
            out === undefined || out === name
              ? unknownWord(w.raw)
              : { values: [[{ text: out, quoted: true }]], raw: out },
          ),
        );
      }
    }
    return { targets };
  };
}

function curl(args: Word[], cmd: SimpleCommand): Partial<CommandWrites> {
  const o = readOptions(args, {
    short: 'oDcKTuXHdAeEFrwxyYzU',
    long: [
      '--output',
      '--dump-header',
      '--cookie-jar',
      '--output-dir',
      '--trace',
      '--trace-ascii',
      '--stderr',
      '--config',
      '--data',
      '--header',
      '--request',
      '--user',
    ],
  });
  const targets: WriteTarget[] = [];
  const outputDir = text(valueOf(o, '--output-dir'));
  for (const s of o.seen) {
    if (
      ['-o', '--output', '-D', '--dump-header', '-c', '--cookie-jar', '--trace', '--trace-ascii', '--stderr'].includes(
        s.name,
      ) &&
      s.value
    ) {
      targets.push(
        t(
          cmd,
          `curl ${s.name}`,
          outputDir && (s.name === '-o' || s.name === '--output') ? prefixed(outputDir, s.value) : s.value,
        ),
      );
    }
  }
  if (has(o, '-O', '--remote-name', '--remote-name-all', '-J', '--remote-header-name')) {
    targets.push(
      t(cmd, 'curl -O', {
        values: [[{ text: `${outputDir ?? '.'}/`, quoted: true }, null]],
        raw: '(name from the URL)',
      }),
    );
  }
  return { targets };
}

function prefixed(dir: string, w: Word): Word {
  return { values: w.values.map((v) => [{ text: `${dir}/`, quoted: true }, ...v]), raw: `${dir}/${w.raw}` };
}

function wget(args: Word[], cmd: SimpleCommand): Partial<CommandWrites> {
  const o = readOptions(args, {
    short: 'OoaPeiUtTwQlAIXDBh',
    long: ['--output-document', '--output-file', '--append-output', '--directory-prefix'],
  });
  const targets: WriteTarget[] = [];
  const doc = valueOf(o, '-O', '--output-document');
  for (const s of o.seen)
    if (['-o', '--output-file', '-a', '--append-output'].includes(s.name) && s.value)
      targets.push(t(cmd, `wget ${s.name}`, s.value));
  if (doc) {
    if (literal(doc) !== '-') targets.push(t(cmd, 'wget -O', doc));
    return { targets };
  }
  const prefix = text(valueOf(o, '-P', '--directory-prefix')) ?? '.';
  for (const url of o.operands) {
    const u = text(url);
    const base =
      u === undefined
        ? undefined
        : u
            .replace(/[?#].*$/, '')
            .replace(/\/+$/, '')
            .split('/')
            .pop();
    targets.push(
      t(
        cmd,
        'wget',
        {
          values: [[{ text: `${prefix}/`, quoted: true }, base ? { text: base, quoted: true } : null]],
          raw: u ?? url.raw,
        },
        { tree: has(o, '-r', '--recursive', '-m', '--mirror') },
      ),
    );
  }
  return { targets };
}

function git(args: Word[], cmd: SimpleCommand): Partial<CommandWrites> {
  // Global options before the subcommand; `-C DIR` moves where paths are relative to.
  let i = 0;
  let dirs = cmd.dirs;
  for (; i < args.length; i++) {
    const a = literal(args[i]!);
    if (a === undefined || !a.startsWith('-')) break;
    if (a === '-C') {
      const d = literal(args[++i] ?? unknownWord(''));
      dirs = dirs.map((base) => (d === undefined ? null : resolveIn(base, d)));
    } else if (a === '--work-tree' || a.startsWith('--work-tree=')) {
      // from outside the work tree, git takes pathspecs relative to its top
      const tree = a === '--work-tree' ? literal(args[++i] ?? unknownWord('')) : a.slice('--work-tree='.length);
      dirs = [...dirs, tree === undefined ? null : tree];
    } else if (a === '-c' || a === '--git-dir' || a === '--namespace' || a === '--config-env') i++;
  }
  const sub = literal(args[i] ?? unknownWord(''));
  const rest = args.slice(i + 1);
  const c = { ...cmd, dirs };
  const targets: WriteTarget[] = [];
  // Options that write a file whatever the subcommand (`git diff --output=F`, `git log --output F`).
  for (let k = 0; k < rest.length; k++) {
    const a = literal(rest[k]!);
    if (a === '--output' && rest[k + 1]) targets.push(t(c, `git ${sub ?? ''} --output`, rest[k + 1]!));
    else if (a?.startsWith('--output='))
      targets.push(t(c, `git ${sub ?? ''} --output`, suffixOf(rest[k]!, '--output=')));
    else if (a === '--pathspec-from-file' || a?.startsWith('--pathspec-from-file=')) {
      // the paths are in a file read when it runs: any of them may be restored
      if (sub === 'checkout' || sub === 'restore' || sub === 'rm')
        targets.push(t(c, `git ${sub} --pathspec-from-file`, unknownWord(a), { tree: true }));
    }
  }
  // `git grep -O CMD` runs CMD on every file that matches: any file under where it runs
  if (sub === 'grep') {
    const pager = rest.find((w) => {
      const a = literal(w);
      return a !== undefined && (/^-[A-Za-z0-9]*O/.test(a) || a.startsWith('--op'));
    });
    if (pager) targets.push(t(c, 'git grep --open-files-in-pager', unknownWord(literal(pager)!), { tree: true }));
  }
  switch (sub) {
    case 'archive': {
      const o = readOptions(rest, {
        short: 'o',
        long: ['--format', '--prefix', '--remote', '--exec', '--add-file', '--add-virtual-file'],
      });
      const out = valueOf(o, '-o');
      if (out) targets.push(t(c, 'git archive -o', out));
      break;
    }
    case 'checkout-index': {
      const o = readOptions(rest, { long: ['--prefix', '--stage'] });
      if (has(o, '-a', '--all') || has(o, '--stdin'))
        targets.push(t(c, 'git checkout-index', unknownWord('(every file in the index)'), { tree: true }));
      for (const w of o.operands) targets.push(t(c, 'git checkout-index', w));
      break;
    }
    case 'bundle':
      if (literal(rest[0] ?? unknownWord('')) === 'create' && rest[1]) targets.push(t(c, 'git bundle create', rest[1]));
      break;
    case 'format-patch': {
      const o = readOptions(rest, { short: 'ov', long: ['--output-directory'] });
      const out = valueOf(o, '-o', '--output-directory');
      if (out) targets.push(t(c, 'git format-patch -o', out, { tree: true }));
      break;
    }
    case 'checkout': {
      const dash = rest.findIndex((w) => literal(w) === '--');
      const o = readOptions(dash === -1 ? rest : rest.slice(0, dash), {
        short: 'bB',
        long: ['--orphan', '--conflict', '--pathspec-from-file'],
      });
      if (dash !== -1) {
        // `git checkout [REV] -- PATHS`: from REV, else from the index
        const from = o.operands.length === 1 ? text(o.operands[0]) : o.operands.length === 0 ? 'index' : undefined;
        const paths = rest.slice(dash + 1);
        targets.push(...restoreTargets(c, 'git checkout --', paths, from === undefined ? undefined : { from }));
      } else if (!has(o, '-b', '-B', '--orphan') && o.operands.length > 0) {
        const forced = forces(o, 'checkout', ['--force']) ? { forced: true } : {};
        targets.push(
          ...restoreTargets(
            c,
            'git checkout',
            o.operands,
            { from: 'index', firstMayBeRevision: true, ...forced },
            true,
          ),
        );
      } else if (forces(o, 'checkout', ['--force'])) {
        // `git checkout -f`, `git checkout -f -b new`: every local change is discarded
        targets.push(...discardAll(c, 'git checkout -f', 'HEAD'));
      }
      break;
    }
    case 'switch': {
      const o = readOptions(rest, { short: 'cC', long: ['--orphan', '--conflict'] });
      if (forces(o, 'switch', ['--force', '--discard-changes']))
        targets.push(...discardAll(c, 'git switch --discard-changes', 'HEAD'));
      break;
    }
    case 'reset': {
      const o = readOptions(rest, { long: ['--pathspec-from-file'] });
      const rev = o.operands.length === 0 ? 'HEAD' : text(o.operands[0]);
      if (forces(o, 'reset', ['--hard'])) targets.push(...discardAll(c, 'git reset --hard', rev));
      // a staged change whose file equals the index is reset with it (review-15b F05)
      else if (forces(o, 'reset', ['--merge'])) targets.push(...discardAll(c, 'git reset --merge', rev, 'cached'));
      // local changes are kept; the files that differ between HEAD and REV are written
      else if (forces(o, 'reset', ['--keep'])) targets.push(...discardAll(c, 'git reset --keep', rev, 'head'));
      break;
    }
    case 'read-tree': {
      const o = readOptions(rest, { long: ['--prefix', '--index-output', '--exclude-per-directory'] });
      // git takes any unambiguous prefix of a long option (`--res`; `--re` is ambiguous)
      const named = (flag: string, shortest: number) =>
        o.seen.some((s) => s.name.length >= shortest && flag.startsWith(s.name.split('=')[0]!));
      if (!has(o, '-u')) break;
      const trees = o.operands;
      if (named('--prefix', 4)) targets.push(...discardAll(c, 'git read-tree -u --prefix', undefined));
      else if (named('--reset', 5))
        targets.push(...discardAll(c, 'git read-tree -u --reset', trees.length === 1 ? text(trees[0]) : undefined));
      else if (has(o, '-m')) {
        // one tree, or a switch between two (the index ends as the last where they differ); a
        // three-way merge's result cannot be told before it runs
        const tree = trees.length === 1 || trees.length === 2 ? text(trees[trees.length - 1]) : undefined;
        targets.push(...discardAll(c, 'git read-tree -m -u', tree, 'cached'));
      }
      break;
    }
    case 'restore': {
      const o = readOptions(rest, { short: 's', long: ['--source', '--pathspec-from-file', '--conflict'] });
      const staged = has(o, '-S', '--staged');
      const worktree = has(o, '-W', '--worktree');
      const source = valueOf(o, '-s', '--source');
      const from = source ? text(source) : staged ? 'HEAD' : 'index';
      if (!staged || worktree)
        targets.push(...restoreTargets(c, 'git restore', o.operands, from === undefined ? undefined : { from }));
      break;
    }
    case 'stash':
      targets.push(...stashTargets(rest, c));
      break;
    case 'rm': {
      const o = readOptions(rest, { long: ['--pathspec-from-file'] });
      if (!has(o, '--cached')) for (const w of o.operands) targets.push(t(c, 'git rm', gitPathspec(w), { tree: true }));
      break;
    }
    case 'mv':
      return { targets: copyLike('git mv', {}, { tree: true, removesSources: true })(rest, c).targets ?? [] };
    case 'apply':
    case 'am': {
      const o = readOptions(rest, {
        short: 'pC',
        long: ['--directory', '--exclude', '--include', '--whitespace', '--build-fake-ancestor'],
      });
      if (has(o, '--stat', '--numstat', '--summary', '--check') && !has(o, '--apply')) break;
      const strip = Number(text(valueOf(o, '-p')) ?? 1);
      const patches = o.operands.length > 0 ? o.operands : [stdinPatch(cmd)];
      // `--directory=DIR` puts DIR before every path in the patch
      const directory = valueOf(o, '--directory');
      const patchDir = directory ? (text(directory) ?? null) : undefined;
      for (const w of patches)
        targets.push(t(c, `git ${sub}`, w, { patch: Number.isFinite(strip) ? strip : 1, patchDir }));
      break;
    }
    default:
      break;
  }
  return { targets };
}

/**
 * Targets for a git command that puts the given pathspecs back: one target judged by `git diff`
 * when the pathspecs and the source are known, else each pathspec as a tree it may rewrite
 * (as before: fail closed). `ifExists`: without `--` a word may name a branch instead.
 */
function restoreTargets(
  cmd: SimpleCommand,
  how: string,
  paths: Word[],
  restore: Omit<GitRestore, 'pathspecs'> | undefined,
  ifExists = false,
): WriteTarget[] {
  const specs = paths.map((w) => (w.values.length === 1 ? textOf(w.values[0]!) : undefined));
  if (restore && paths.length > 0 && specs.every((s): s is string => s !== undefined))
    return [t(cmd, how, paths[0]!, { tree: true, gitRestore: { ...restore, pathspecs: specs } })];
  return paths.map((w) => t(cmd, how, gitPathspec(w), { tree: true, ifExists }));
}

/** Whether git's options include one of these long options, by its short name or abbreviated (`-f`, `--forc`). */
function forces(o: ReturnType<typeof readOptions>, sub: string, names: readonly string[]): boolean {
  const options = optionsOf(`git ${sub}`);
  return o.seen.some((s) =>
    names.some((n) => standsFor(s.name, n, options?.long) || (options?.short.get(n) ?? n) === s.name),
  );
}

/** Every local change put back from a revision (`git reset --hard REV`); an unknown revision may change any file. */
function discardAll(
  cmd: SimpleCommand,
  how: string,
  from: string | undefined,
  compare?: GitRestore['compare'],
): WriteTarget[] {
  const top: Word = { values: [[{ text: ':/', quoted: true }]], raw: '.' };
  return restoreTargets(cmd, how, [top], from === undefined ? undefined : { from, ...(compare ? { compare } : {}) });
}

/**
 * git reads pathspec magic (`:(glob)`, `:!x`, `:/`) and globs itself, also those quoted away from
 * the shell (`'*.sh'`): such a word may name anything.
 */
function gitPathspec(w: Word): Word {
  const gits = (v: Word['values'][number]) =>
    (textOf(v) ?? '').startsWith(':') || v.some((p) => p?.quoted === true && /[*?[]/.test(p.text));
  return w.values.some(gits) ? unknownWord(w.raw) : w;
}

/** `git stash` (push, save): tracked changes are reset to HEAD; `pop`/`apply`: the stash's changes are applied. */
function stashTargets(rest: Word[], cmd: SimpleCommand): WriteTarget[] {
  const verb = literal(rest[0] ?? unknownWord('')) ?? (rest.length === 0 ? 'push' : undefined);
  if (verb === undefined) return [t(cmd, 'git stash', unknownWord(rest[0]!.raw), { tree: true })];
  if (['list', 'show', 'drop', 'clear', 'create', 'store', 'branch'].includes(verb)) return [];
  const explicit = ['push', 'save', 'pop', 'apply'].includes(verb);
  const args = explicit ? rest.slice(1) : rest;
  const o = readOptions(args, { short: 'm', long: ['--message', '--pathspec-from-file'] });
  const how = `git stash${explicit ? ` ${verb}` : ''}`;
  if (verb === 'pop' || verb === 'apply') {
    const ref = o.operands[0] ? text(o.operands[0]) : 'stash@{0}';
    if (ref === undefined) return [t(cmd, how, unknownWord(o.operands[0]!.raw), { tree: true })];
    const newest = o.operands.length === 0 ? { newest: true } : {};
    return [
      t(cmd, how, unknownWord('.'), {
        tree: true,
        gitRestore: { from: ref, pathspecs: ['.'], stash: true, ...newest },
      }),
    ];
  }
  const ignored = has(o, '-a', '--all');
  const untracked = ignored || has(o, '-u', '--include-untracked');
  // `git stash save MESSAGE`: the operands are the message
  const paths = verb === 'save' ? [] : o.operands.filter((w) => literal(w) !== '--');
  const specs = paths.length > 0 ? paths : [{ values: [[{ text: ':/', quoted: true }]], raw: '.' } as Word];
  return restoreTargets(cmd, how, specs, { from: 'HEAD', untracked, ...(ignored ? { ignored } : {}), push: true });
}

/** `dest/source` as one word (cp --parents keeps the source's path under the destination). */
function joined(dest: Word, source: Word): Word {
  const values = dest.values.flatMap((d) => source.values.map((v) => [...d, { text: '/', quoted: true }, ...v]));
  return { values, raw: `${dest.raw}/${source.raw}` };
}

/** The patch a command reads from its input: a redirected file, else unknown. */
function stdinPatch(cmd: SimpleCommand): Word {
  const file = cmd.stdin.find((s) => s.kind === 'file');
  return file && file.kind === 'file' ? file.word : unknownWord('(patch read from input)');
}

function patch(args: Word[], cmd: SimpleCommand): Partial<CommandWrites> {
  const o = readOptions(args, {
    short: 'pidoBrDFVYzg',
    long: ['--strip', '--input', '--directory', '--output', '--reject-file', '--prefix', '--suffix'],
  });
  const targets: WriteTarget[] = [];
  const stripText = text(valueOf(o, '-p', '--strip'));
  const strip = stripText === undefined ? -1 : Number(stripText);
  const out = valueOf(o, '-o', '--output');
  if (out) targets.push(t(cmd, 'patch -o', out));
  // `-d DIR`: patch runs in DIR, and the paths in the patch are relative to it
  const dir = valueOf(o, '-d', '--directory');
  const dirText = dir ? text(dir) : undefined;
  const inDir = dir
    ? { ...cmd, dirs: cmd.dirs.map((d) => (dirText === undefined ? null : resolveIn(d, dirText))) }
    : cmd;
  if (o.operands[0]) targets.push(t(inDir, 'patch', o.operands[0]));
  else
    targets.push(
      t(cmd, 'patch', valueOf(o, '-i', '--input') ?? o.operands[1] ?? stdinPatch(cmd), {
        patch: strip,
        patchDir: dir ? (dirText ?? null) : undefined,
      }),
    );
  return { targets };
}

const HANDLERS: Record<string, Handler> = {
  cp: copyLike(
    'cp',
    { short: 'tS', long: ['--target-directory', '--suffix'] },
    { tree: copiesTrees, removesSources: false },
  ),
  mv: copyLike('mv', { short: 'tS', long: ['--target-directory', '--suffix'] }, { tree: true, removesSources: true }),
  install: (args, cmd) => {
    const o = readOptions(args, {
      short: 'mogtS',
      long: ['--mode', '--owner', '--group', '--target-directory', '--suffix'],
    });
    if (has(o, '-d', '--directory')) return {};
    return copyLike(
      'install',
      { short: 'mogtS', long: ['--mode', '--owner', '--group', '--target-directory', '--suffix'] },
      { tree: false, removesSources: false },
    )(args, cmd);
  },
  ln: copyLike(
    'ln',
    { short: 'tS', long: ['--target-directory', '--suffix'] },
    { tree: false, removesSources: false, singleOperandIntoCwd: true },
  ),
  rsync: (args, cmd) => {
    const o = readOptions(args, {
      short: 'eTfBM',
      long: [
        '--rsh',
        '--temp-dir',
        '--filter',
        '--exclude',
        '--include',
        '--exclude-from',
        '--include-from',
        '--files-from',
        '--backup-dir',
        '--suffix',
        '--chmod',
        '--rsync-path',
        '--partial-dir',
        '--compare-dest',
        '--copy-dest',
        '--link-dest',
        '--log-file',
      ],
    });
    const targets: WriteTarget[] = [];
    const local = (w: Word) => !/^[^/]*:/.test(text(w) ?? '');
    const dest = o.operands[o.operands.length - 1];
    if (o.operands.length >= 2 && dest && local(dest)) targets.push(t(cmd, 'rsync', dest, { tree: true }));
    if (has(o, '--remove-source-files', '--remove-sent-files'))
      for (const s of o.operands.slice(0, -1))
        if (local(s)) targets.push(t(cmd, 'rsync --remove-source-files', s, { tree: true }));
    return { targets };
  },
  rm: operands('rm', {}, recursive, false, true),
  unlink: operands('unlink', {}, () => false, false, true),
  rmdir: operands('rmdir', {}, () => false, false, true),
  shred: operands('shred', { short: 'ns', long: ['--iterations', '--size', '--random-source', '--remove'] }),
  touch: operands('touch', { short: 'rdt', long: ['--reference', '--date', '--time'] }),
  // a FIFO or device in a file's place makes every later read of it block or never end
  mkfifo: operands('mkfifo', { short: 'm', long: ['--mode', '--context'] }),
  mknod: (args, cmd) => {
    const o = readOptions(args, { short: 'm', long: ['--mode', '--context'] });
    return { targets: o.operands[0] ? [t(cmd, 'mknod', o.operands[0])] : [] };
  },
  truncate: operands('truncate', { short: 'sr', long: ['--size', '--reference'] }),
  fallocate: operands('fallocate', { short: 'lon', long: ['--length', '--offset'] }),
  tee: operands('tee'),
  sponge: operands('sponge'),
  chmod,
  chown: operands('chown', { long: ['--reference', '--from'] }, recursive, true),
  chgrp: operands('chgrp', { long: ['--reference'] }, recursive, true),
  chattr: operands('chattr', {}, recursive, true),
  sed,
  perl: scripting('perl', 'eE', 'IMmFxdC', 'l0'),
  ruby: scripting('ruby', 'e', 'IrCFEKTx', '0W'),
  awk,
  gawk: awk,
  dd,
  sort: (args, cmd) => {
    const o = readOptions(args, {
      short: 'oktSTy',
      long: ['--output', '--key', '--field-separator', '--buffer-size', '--temporary-directory'],
    });
    const out = valueOf(o, '-o', '--output');
    return { targets: out ? [t(cmd, 'sort -o', out)] : [] };
  },
  uniq: (args, cmd) => {
    const o = readOptions(args, { short: 'fsw', long: ['--skip-fields', '--skip-chars', '--check-chars'] });
    return { targets: o.operands[1] ? [t(cmd, 'uniq', o.operands[1])] : [] };
  },
  tar,
  unzip,
  gzip: compressor('gzip', false),
  gunzip: compressor('gunzip', true),
  bzip2: compressor('bzip2', false),
  bunzip2: compressor('bunzip2', true),
  xz: compressor('xz', false),
  unxz: compressor('unxz', true),
  zstd: compressor('zstd', false),
  unzstd: compressor('unzstd', true),
  curl,
  wget,
  git,
  patch,
  ed: operands('ed', { short: 'p' }),
  ex: operands('ex', { short: 'cS' }),
  vi: operands('vi', { short: 'cSTuiwW' }),
  vim: operands('vim', { short: 'cSTuiwW' }),
  nvim: operands('nvim', { short: 'cSTuiwW' }),
  nano: operands('nano'),
  emacs: operands('emacs'),
  sudoedit: operands('sudoedit'),
  python: interpreter('python', ['-c'], ['-W', '-X', '-Q']),
  node: interpreter(
    'node',
    ['-e', '--eval', '-p', '--print'],
    ['-r', '--require', '--import', '--loader', '--input-type', '--conditions', '-C'],
  ),
  nodejs: interpreter(
    'node',
    ['-e', '--eval', '-p', '--print'],
    ['-r', '--require', '--import', '--loader', '--input-type'],
  ),
  bun: interpreter('bun', ['-e', '--eval', '-p', '--print'], []),
  deno: (args) =>
    literal(args[0] ?? unknownWord('')) === 'eval'
      ? { programs: [{ interpreter: 'deno', text: text(args[args.length - 1]) }] }
      : {},
  php: interpreter('php', ['-r'], ['-d', '-c']),
  shuf,
  xxd,
  iconv,
  zip,
  cmake: cmake(tar),
  objcopy,
  openssl,
  split,
};

/** What a simple command writes, and the programs it hands to interpreters. */
export function commandWrites(cmd: SimpleCommand): CommandWrites {
  const out: CommandWrites = { targets: [], programs: [], unknownCommand: false };
  const name = commandName(cmd);
  if (name === undefined) {
    out.unknownCommand = true;
    // A name with several possible values (`{rm,x}`, `$F` that splits) may be an operand itself.
    const first = cmd.args[0]!;
    const how = `${first.raw} (a command not known before it runs)`;
    out.targets = cmd.args.slice(first.values.length > 1 ? 0 : 1).map((w) => t(cmd, how, w));
    // `$X`, `"$@"`, `"${a[@]}"` may split into a command and its operands, which are then not in
    // the line at all (`X=$(echo rm f); $X`): whatever it writes cannot be known.
    if (mayHideOperands(first)) out.targets.push(t(cmd, how, unknownWord(first.raw)));
    return out;
  }
  const handler = HANDLERS[name] ?? (/^python[0-9.]*$/.test(name) ? HANDLERS.python : undefined);
  if (!handler) return out;
  const found = handler(cmd.args.slice(1), cmd);
  out.targets = found.targets ?? [];
  out.programs = found.programs ?? [];
  // `sed $OPT s/a/b/ f`: a word not known before it runs may be the option that makes the command
  // write its operands (`-i`), so each operand it names counts as written.
  if (OPTION_WRITERS.has(name) && cmd.args.slice(1).some((w) => w.values.some((v) => v[0] === null))) {
    const how = `${name} (with an option not known before it runs)`;
    for (const w of cmd.args.slice(1)) {
      const a = literal(w);
      if (a !== undefined && !a.startsWith('-')) out.targets.push(t(cmd, how, w));
    }
  }
  return out;
}

/** Commands that write their operands only under an option (`sed -i`, `sort -o F`, `gzip` unless `-c`). */
const OPTION_WRITERS: ReadonlySet<string> = new Set([
  'sed',
  'gsed',
  'perl',
  'ruby',
  'awk',
  'gawk',
  'sort',
  'uniq',
  'gzip',
  'gunzip',
  'bzip2',
  'bunzip2',
  'xz',
  'unxz',
  'zstd',
  'shuf',
  'iconv',
  'openssl',
]);

/** Whether an unknown command word may expand to several words: anything but one quoted `"$NAME"`. */
function mayHideOperands(word: Word): boolean {
  return (
    word.values.some((v) => v.includes(null)) &&
    !/^"\$(\{[A-Za-z_][A-Za-z0-9_]*\}|[A-Za-z_][A-Za-z0-9_]*)"$/.test(word.raw)
  );
}

/** Command names this table knows to write: the pre-scan's list (writingCommands.ts) must name each. */
export const HANDLED_COMMANDS: readonly string[] = Object.keys(HANDLERS);
