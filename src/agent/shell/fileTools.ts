/**
 * Write targets of everyday tools that write the files they are given (review-15b F08): `shuf -o`,
 * `xxd IN OUT`, `iconv -o`, `zip` (the archive; `-m` deletes what it adds), `cmake -E` (rm,
 * remove_directory, copy, rename, touch, make_directory, ...), `objcopy IN [OUT]` (in place
 * without OUT), `openssl ... -out`, `split FILE PREFIX`. Argument forms from each program's
 * manual and `--help`: GNU getopt_long's `--opt=value`, `--opt value` and unambiguous prefixes
 * (`--outp`); openssl's `-out FILE`, `--out FILE`, `-out=FILE`; xxd's `-c8`/`-cols 8`.
 */
import { has, readOptions, valueOf } from './options.js';
import type { SimpleCommand } from './simpleCommand.js';
import type { CommandWrites, WriteTarget } from './writeTarget.js';
import { UNKNOWN_VALUE, literal, suffixOf, textOf, withoutPrefix, type Word } from './words.js';

export type Handler = (args: Word[], cmd: SimpleCommand) => Partial<CommandWrites>;

const target = (cmd: SimpleCommand, how: string, word: Word, extra: Partial<WriteTarget> = {}): WriteTarget => ({
  word,
  dirs: cmd.dirs,
  how,
  ...extra,
});
const unknownWord = (raw: string): Word => ({ values: [UNKNOWN_VALUE], raw });
const wordOf = (text: string): Word => ({ values: [[{ text, quoted: true }]], raw: text });
const mayBeOption = (w: Word) => w.values.some((v) => v[0] === null || (v[0]?.text.startsWith('-') ?? false));

/**
 * GNU getopt_long: a prefix of one long option stands for it (`--outp FILE` is `--output FILE`).
 * Words after `--` are operands and stay as written.
 */
export function longPrefixes(args: readonly Word[], longs: readonly string[]): Word[] {
  const out: Word[] = [];
  let ended = false;
  for (const w of args) {
    const a = literal(w);
    if (a === '--') ended = true;
    if (ended || a === undefined || !a.startsWith('--') || a.length < 3) {
      out.push(w);
      continue;
    }
    const eq = a.indexOf('=');
    const name = eq === -1 ? a : a.slice(0, eq);
    const matches = longs.filter((l) => l.startsWith(name));
    out.push(longs.includes(name) || matches.length !== 1 ? w : wordOf(matches[0]! + (eq === -1 ? '' : a.slice(eq))));
  }
  return out;
}

/** `--output="$X"`: a word not known as a whole whose every value starts with `NAME=`. */
function unknownValued(
  args: readonly Word[],
  cmd: SimpleCommand,
  how: string,
  names: readonly string[],
): WriteTarget[] {
  const out: WriteTarget[] = [];
  for (const w of args) {
    if (literal(w) !== undefined) continue;
    for (const n of names) {
      if (w.values.every((v) => withoutPrefix(v, `${n}=`) !== undefined))
        out.push(target(cmd, how, suffixOf(w, `${n}=`)));
    }
  }
  return out;
}

/** A GNU tool whose output file is an option's value (`shuf -o F`, `iconv --output=F`). */
function outputOption(how: string, short: string, longs: readonly string[], outputs: readonly string[]): Handler {
  return (args, cmd) => {
    const o = readOptions(longPrefixes(args, longs), { short, long: [...longs] });
    const targets = o.seen.filter((s) => outputs.includes(s.name) && s.value).map((s) => target(cmd, how, s.value!));
    return {
      targets: [
        ...targets,
        ...unknownValued(
          args,
          cmd,
          how,
          outputs.filter((n) => n.startsWith('--')),
        ),
      ],
    };
  };
}

export const shuf = outputOption(
  'shuf -o',
  'ino',
  ['--input-range', '--head-count', '--output', '--random-source', '--echo', '--repeat', '--zero-terminated'],
  ['-o', '--output'],
);

export const iconv = outputOption(
  'iconv -o',
  'fto',
  ['--from-code', '--to-code', '--output', '--list', '--silent', '--verbose'],
  ['-o', '--output'],
);

/** xxd's options take a value after the letter or as the next word (`-c8`, `-c 8`, `-cols 8`). */
const XXD_VALUED: Record<string, string> = {
  c: 'cols',
  g: 'groupsize',
  l: 'len',
  n: 'name',
  o: 'offset',
  s: 'seek',
  R: '',
};

/** `xxd [options] [infile [outfile]]`: the second operand is written (also with `-r`). */
export const xxd: Handler = (args, cmd) => {
  const operands: Word[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = literal(args[i]!);
    if (a === '--') {
      operands.push(...args.slice(i + 1));
      break;
    }
    if (a === undefined || !a.startsWith('-') || a === '-') {
      operands.push(args[i]!);
      continue;
    }
    const long = XXD_VALUED[a[1]!];
    if (long !== undefined && (a.length === 2 || (long !== '' && a.slice(2) === long.slice(1)))) i++;
  }
  const out = operands[1];
  return { targets: out && literal(out) !== '-' ? [target(cmd, 'xxd', out)] : [] };
};

/** zip's options that take the next word (two-letter ones included: `-tt DATE`, `-lf LOG`). */
const ZIP_VALUED = new Set([
  '-b',
  '-t',
  '-tt',
  '-n',
  '-O',
  '-Z',
  '-TT',
  '-lf',
  '-ds',
  '-s',
  '-sp',
  '-P',
  '--out',
  '--output-file',
  '--temp-path',
  '--suffixes',
  '--logfile-path',
  '--password',
  '--split-size',
  '--unzip-command',
  '--compression-method',
]);

/**
 * `zip [options] ARCHIVE FILES... [-x|-i PATTERNS...]`: the archive is written (`ARCHIVE.zip` when
 * its name has no suffix), `-O`/`--out` too; with `-m`/`--move` the files added are deleted (and
 * folders with `-r`). Names read from input (`-@`) with `-m`: any file may be deleted.
 */
export const zip: Handler = (args, cmd) => {
  const operands: Word[] = [];
  const outs: Word[] = [];
  let move = false;
  let recurse = false;
  let fromInput = false;
  let patterns = false;
  for (let i = 0; i < args.length; i++) {
    const w = args[i]!;
    const a = literal(w);
    if (a === undefined || !a.startsWith('-') || a === '-') {
      if (a === undefined && mayBeOption(w)) move = true; // an option not known before it runs may be -m
      if (!patterns) operands.push(w);
      continue;
    }
    patterns = false;
    if (a === '--') {
      operands.push(...args.slice(i + 1));
      break;
    }
    if (a === '-x' || a === '-i' || a === '--exclude' || a === '--include') {
      patterns = true;
      continue;
    }
    const eq = a.indexOf('=');
    const name = eq === -1 ? a : a.slice(0, eq);
    if (ZIP_VALUED.has(name)) {
      const value = eq === -1 ? args[++i] : wordOf(a.slice(eq + 1));
      if (
        value &&
        (name === '-O' || name === '--out' || name === '--output-file' || name === '-lf' || name === '--logfile-path')
      )
        outs.push(value);
      continue;
    }
    if (a.startsWith('--')) {
      if (a === '--move') move = true;
      if (a === '--recurse-paths' || a === '--recurse-patterns') recurse = true;
      if (a === '--names-stdin') fromInput = true;
      continue;
    }
    if (/^-(FF|FS|MM|ll|so|sf|su|sc|sd|sb|sv|ws|nw|ic|db|dc|dd|dg|du|dv|la|li)$/.test(a)) continue;
    const letters = a.slice(1);
    if (letters.includes('m')) move = true;
    if (/[rR]/.test(letters)) recurse = true;
    if (letters.includes('@')) fromInput = true;
  }
  const targets: WriteTarget[] = outs.map((w) => target(cmd, 'zip', w));
  const archive = operands[0];
  if (archive) {
    targets.push(target(cmd, 'zip', archive));
    const name = textOf(archive.values[0] ?? UNKNOWN_VALUE);
    if (name !== undefined && !/\.[^/]*$/.test(name.slice(name.lastIndexOf('/') + 1)))
      targets.push(target(cmd, 'zip', wordOf(`${name}.zip`)));
  }
  if (move) {
    for (const f of operands.slice(1)) targets.push(target(cmd, 'zip -m', f, { tree: recurse, removes: true }));
    if (fromInput)
      targets.push(target(cmd, 'zip -m -@', unknownWord('(names read from input)'), { tree: true, removes: true }));
  }
  return { targets };
};

/** The long options of objcopy that take a value (from `objcopy --help`, binutils 2.40). */
const OBJCOPY_LONG = [
  '--input-target',
  '--output-target',
  '--binary-architecture',
  '--target',
  '--only-section',
  '--remove-section',
  '--remove-relocations',
  '--strip-symbol',
  '--strip-unneeded-symbol',
  '--keep-section',
  '--keep-symbol',
  '--localize-symbol',
  '--globalize-symbol',
  '--keep-global-symbol',
  '--weaken-symbol',
  '--interleave-width',
  '--byte',
  '--gap-fill',
  '--pad-to',
  '--set-start',
  '--change-start',
  '--adjust-start',
  '--change-addresses',
  '--adjust-vma',
  '--change-section-address',
  '--adjust-section-vma',
  '--change-section-lma',
  '--change-section-vma',
  '--set-section-flags',
  '--set-section-alignment',
  '--add-section',
  '--update-section',
  '--dump-section',
  '--rename-section',
  '--long-section-names',
  '--redefine-sym',
  '--redefine-syms',
  '--srec-len',
  '--strip-symbols',
  '--strip-unneeded-symbols',
  '--keep-symbols',
  '--localize-symbols',
  '--globalize-symbols',
  '--keep-global-symbols',
  '--weaken-symbols',
  '--add-symbol',
  '--alt-machine-code',
  '--prefix-symbols',
  '--prefix-sections',
  '--prefix-alloc-sections',
  '--file-alignment',
  '--heap',
  '--image-base',
  '--section-alignment',
  '--stack',
  '--subsystem',
  '--verilog-data-width',
];

/**
 * `objcopy [options] IN [OUT]`: OUT is written, or IN in place without it; `--dump-section
 * NAME=FILE` writes FILE. More operands than two means the options were not read as objcopy
 * reads them: each is written (fail closed).
 */
export const objcopy: Handler = (args, cmd) => {
  const o = readOptions(longPrefixes(args, OBJCOPY_LONG), { short: 'IOBFjRNKLGWb', long: OBJCOPY_LONG });
  const targets: WriteTarget[] = [];
  for (const s of o.seen) {
    const v = s.name === '--dump-section' && s.value ? literal(s.value) : undefined;
    if (s.name === '--dump-section')
      targets.push(
        target(
          cmd,
          'objcopy --dump-section',
          v?.includes('=') ? wordOf(v.slice(v.indexOf('=') + 1)) : unknownWord(v ?? '?'),
        ),
      );
  }
  const ops = o.operands;
  if (ops.length > 2) for (const w of ops) targets.push(target(cmd, 'objcopy', w));
  else if (ops.length > 0) targets.push(target(cmd, 'objcopy', ops[ops.length - 1]!));
  return { targets };
};

/** openssl's options that name a file it writes (`-outdir` a folder). */
const OPENSSL_OUT = new Set([
  'out',
  'keyout',
  'certout',
  'certsout',
  'outdir',
  'writerand',
  'respout',
  'reqout',
  'sess_out',
  'keylogfile',
  'CAserial',
  'signer_out',
  'rspout',
]);

/** `openssl CMD [options]`: `-out FILE`, `--out FILE` and `-out=FILE`, and kin. */
export const openssl: Handler = (args, cmd) => {
  const targets: WriteTarget[] = [];
  for (let i = 0; i < args.length; i++) {
    const w = args[i]!;
    const a = literal(w);
    if (a === undefined) {
      for (const n of OPENSSL_OUT)
        for (const dash of ['-', '--'])
          if (w.values.every((v) => withoutPrefix(v, `${dash}${n}=`) !== undefined))
            targets.push(target(cmd, `openssl -${n}`, suffixOf(w, `${dash}${n}=`)));
      continue;
    }
    const m = /^--?([A-Za-z_0-9]+)(=(.*))?$/s.exec(a);
    if (!m || !OPENSSL_OUT.has(m[1]!)) continue;
    const value = m[2] !== undefined ? wordOf(m[3]!) : args[++i];
    if (value) targets.push(target(cmd, `openssl -${m[1]}`, value, m[1] === 'outdir' ? { tree: true } : {}));
  }
  return { targets };
};

const SPLIT_LONG = [
  '--suffix-length',
  '--additional-suffix',
  '--bytes',
  '--line-bytes',
  '--lines',
  '--number',
  '--separator',
  '--filter',
];

/**
 * `split [options] [FILE [PREFIX]]`: writes PREFIXaa, PREFIXab, ... (`x` by default), a name that
 * starts with PREFIX; `-n K/N` writes to the output instead; `--filter=CMD` hands each piece to a
 * shell command, which may write anything.
 */
export const split: Handler = (args, cmd) => {
  const o = readOptions(longPrefixes(args, [...SPLIT_LONG, '--numeric-suffixes', '--hex-suffixes']), {
    short: 'abClnt',
    long: SPLIT_LONG,
  });
  const chunks = literal(valueOf(o, '-n', '--number') ?? wordOf(''));
  if (chunks !== undefined && /^([lr]\/)?\d+\/\d+$/.test(chunks)) return {};
  const targets: WriteTarget[] = [];
  if (has(o, '--filter') || o.seen.some((s) => s.name.startsWith('--filter=')))
    targets.push(target(cmd, 'split --filter', unknownWord('(what the filter command writes)'), { tree: true }));
  // the names made are PREFIX, a suffix (`aa`, `00`, ...) and --additional-suffix: a glob in PREFIX's folder
  // that never matches PREFIX itself
  const prefix = o.operands[1] ?? wordOf('x');
  const extra = literal(valueOf(o, '--additional-suffix') ?? wordOf('')) ?? '';
  targets.push(
    target(cmd, 'split', {
      values: prefix.values.map((v) => [
        ...v,
        { text: '?*', quoted: false },
        ...(extra ? [{ text: extra, quoted: true }] : []),
      ]),
      raw: `${prefix.raw}?*${extra}`,
    }),
  );
  return { targets };
};

/** `cmake -E` commands that write their operands, and how. */
const CMAKE_OPERANDS: Record<string, Partial<WriteTarget>> = {
  remove: { removes: true },
  remove_directory: { removes: true, tree: true },
  touch: {},
  touch_nocreate: {},
  make_directory: {},
};

/**
 * `cmake -E COMMAND ...` (cmake's command-line tool mode): `rm [-rRf] [--] PATHS`,
 * `remove [-f] FILES`, `remove_directory DIRS`, `copy`, `copy_if_different`, `copy_if_newer`
 * (`FILES... DEST`, or `-t DEST FILES...`), `copy_directory*` (the folders' contents into DEST),
 * `rename OLD NEW`, `create_symlink`/`create_hardlink OLD NEW`, `touch`, `touch_nocreate`,
 * `make_directory`, `tar` (as tar). `chdir DIR CMD`, `env ... CMD`, `time CMD` run another
 * command: not read here (docs/claude.md, programs that run their arguments); the catastrophic
 * check reads them.
 */
export function cmake(tar: Handler): Handler {
  return (args, cmd) => {
    if (literal(args[0] ?? wordOf('')) !== '-E') return {};
    const sub = literal(args[1] ?? wordOf(''));
    const rest = args.slice(2);
    const how = `cmake -E ${sub ?? args[1]?.raw ?? ''}`;
    if (sub === undefined) return { targets: [target(cmd, how, unknownWord(args[1]?.raw ?? ''), { tree: true })] };
    if (sub === 'rm') {
      const o = readOptions(rest);
      const tree = has(o, '-r', '-R');
      return { targets: o.operands.map((w) => target(cmd, how, w, { removes: true, tree })) };
    }
    const kind = CMAKE_OPERANDS[sub];
    if (kind) return { targets: rest.filter((w) => literal(w) !== '-f').map((w) => target(cmd, how, w, kind)) };
    if (sub.startsWith('copy')) {
      const directory = sub.startsWith('copy_directory');
      const t = literal(rest[0] ?? wordOf('')) === '-t';
      const dest = t ? rest[1] : rest[rest.length - 1];
      const sources = t ? rest.slice(2) : rest.slice(0, -1);
      if (!dest) return {};
      // copy_directory writes the folders' contents into DEST; copy writes FILE or DEST/FILE
      return { targets: [target(cmd, how, dest, directory ? { tree: true } : { into: sources })] };
    }
    if (sub === 'rename')
      return {
        targets: [
          ...(rest[0] ? [target(cmd, how, rest[0], { removes: true, tree: true })] : []),
          ...(rest[1] ? [target(cmd, how, rest[1], { tree: true })] : []),
        ],
      };
    if (sub === 'create_symlink' || sub === 'create_hardlink')
      return { targets: rest[1] ? [target(cmd, how, rest[1])] : [] };
    if (sub === 'tar') return tar(rest, cmd);
    // chdir, env and time run another command: left, like other programs that run their arguments
    return {};
  };
}
