/**
 * The five catastrophic forms, refused whatever the manifest says: `rm -rf /`, `rm -rf /*`,
 * `rm -rf ~`, `rm -rf $HOME` and the fork bomb `:(){ :|:& };:`. The list is kept this short on
 * purpose (a long built-in list breeds approval fatigue; everything else is the manifest's to
 * decide), but each form is recognised in every spelling: `-fr`, `-r -f`, `--recursive --force`,
 * `/bin/rm`, through `sudo` and other wrappers, `"$HOME"`, `${HOME}`, `~/`, `//`, `/.`, and inside
 * `bash -c`, `eval` and `$(...)`. Two independent checks use it: one on the raw text (rawCommands.ts,
 * no parser needed, so no parse failure can hide a form) and one on every parsed segment.
 */
import picomatch from 'picomatch';
import { candidates, known, programName, type ArgWord } from './argWord.js';
import { findDeletesUnselected } from './findDeletes.js';
import { forkBombIn, forkBombOfCalls, type FunctionCall } from './forkBomb.js';
import { procOperand } from './procPath.js';
import { isRemoveFilesOption } from './removeFiles.js';
import { SHELL_NAMES, peelWrappers, rawCommands } from './rawCommands.js';

export type CatastrophicForm = 'rm -rf /' | 'rm -rf /*' | 'rm -rf ~' | 'rm -rf $HOME' | ':(){ :|:& };:';

export const CATASTROPHIC_FORMS: readonly CatastrophicForm[] = [
  'rm -rf /',
  'rm -rf /*',
  'rm -rf ~',
  'rm -rf $HOME',
  ':(){ :|:& };:',
];

export interface Catastrophe {
  form: CatastrophicForm;
  /** The command that has it, as found. */
  text: string;
}

export interface Where {
  /** The home directory the parser expanded `~` and `$HOME` to. */
  home?: string;
  /** The directories a relative operand may be relative to (null: unknown). */
  dirs?: readonly (string | null)[];
  /** The command as written, to name the home form as it was spelled (`~` or `$HOME`). */
  written?: string;
}

/** Where a parsed segment runs, for its relative operands and the home forms as written. */
export function whereOf(segment: { text: string; dirs?: readonly (string | null)[] }, home?: string): Where {
  return {
    ...(home !== undefined ? { home } : {}),
    ...(segment.dirs ? { dirs: segment.dirs } : {}),
    written: segment.text,
  };
}

/**
 * Every catastrophic form in a command line: in its raw text and in each parsed segment, each
 * (form, text) once. What the command policy checks whatever the rules say, on its own, so a
 * manifest without command rules need not load the rest of the policy.
 */
export function catastrophesIn(input: {
  text: string;
  segments: readonly { argv: readonly ArgWord[]; text: string; dirs?: readonly (string | null)[] }[];
  home?: string;
  /** The commands of the parsed line's function bodies (the fork-bomb check). */
  calls?: readonly FunctionCall[];
}): Catastrophe[] {
  const found = [...catastrophicText(input.text), ...forkBombsOf(input.calls ?? [])];
  for (const s of input.segments) {
    const form = catastrophicArgv(s.argv, whereOf(s, input.home));
    if (form) found.push({ form, text: s.text });
  }
  return found.filter((c, i) => found.findIndex((d) => d.form === c.form && d.text === c.text) === i);
}

/** The fork bomb among the parsed line's function calls, if there is one (forkBomb.ts). */
export function forkBombsOf(calls: readonly FunctionCall[]): Catastrophe[] {
  const bomb = calls.length === 0 ? undefined : forkBombOfCalls(calls);
  return bomb === undefined ? [] : [{ form: ':(){ :|:& };:', text: bomb }];
}

/**
 * A command verdict with the parsed line's fork bombs added: denied whatever the rules say (the
 * policy itself reads the line's text and segments; the calls come from the shell walker).
 */
export function withForkBombs<V extends { decision: string | null; catastrophes: Catastrophe[] }>(
  verdict: V,
  calls: readonly FunctionCall[],
): V {
  const bombs = forkBombsOf(calls).filter((b) => !verdict.catastrophes.some((c) => c.form === b.form));
  if (bombs.length === 0) return verdict;
  return { ...verdict, decision: 'deny', catastrophes: [...verdict.catastrophes, ...bombs] };
}

/** The catastrophic forms in a command line's raw text (its shell bodies included). */
export function catastrophicText(text: string): Catastrophe[] {
  const scan = rawCommands(text);
  const found: Catastrophe[] = [];
  for (const words of scan.commands) {
    const form = catastrophicArgv(words, {});
    if (form) found.push({ form, text: words.join(' ') });
  }
  for (const code of scan.code) {
    const bomb = forkBombIn(code);
    if (bomb !== undefined) found.push({ form: ':(){ :|:& };:', text: bomb });
  }
  return found;
}

/** The catastrophic form of one parsed command (wrappers already peeled), if it has one. */
export function catastrophicArgv(argv: readonly ArgWord[], where: Where): CatastrophicForm | undefined {
  const words = peelRaw(argv);
  const name = known(words[0]);
  if (name === undefined) return undefined;
  const program = programName(name);
  if (program === 'busybox') return catastrophicArgv(words.slice(1), where);
  if (SHELL_NAMES.has(program) || program === 'eval') return shellBody(words, program);
  if (program === 'find') return findForm(words.slice(1), where);
  if (program === 'cmake') return cmakeForm(words.slice(1), where);
  if (program === 'tar' || program === 'zip') return archiverForm(program, words.slice(1), where);
  if (program !== 'rm') return undefined;
  let recursive = false;
  const operands: ArgWord[] = [];
  let options = true;
  for (const w of words.slice(1)) {
    const text = known(w);
    if (options && text === '--') {
      options = false;
      continue;
    }
    if (options && text?.startsWith('-') && text.length > 1) {
      if (text.startsWith('--')) {
        if (text.length >= 3 && '--recursive'.startsWith(text)) recursive = true;
      } else if (/[rR]/.test(text)) recursive = true;
      continue;
    }
    operands.push(w);
  }
  // Without -f, rm still deletes everything it may when no terminal answers its questions.
  if (!recursive) return undefined;
  for (const op of operands) {
    const form = operandForm(op, where);
    if (form) return form;
  }
  return undefined;
}

/**
 * Archivers that delete what they add: `tar --remove-files` (any prefix from `--rem`) and `zip -m
 * -r` (`--move`, `--recurse-paths`) delete a tree given to them like `rm -rf`. Every word is read
 * as an operand (an option's value `tar -C / x` too: fail closed).
 */
function archiverForm(program: 'tar' | 'zip', args: readonly ArgWord[], where: Where): CatastrophicForm | undefined {
  const texts = args.map((w) => known(w));
  const removes =
    program === 'tar'
      ? texts.some(isRemoveFilesOption)
      : texts.some((t) => t !== undefined && (/^-[a-zA-Z]*m/.test(t) || (t.length >= 4 && '--move'.startsWith(t)))) &&
        texts.some(
          (t) => t !== undefined && (/^-[a-zA-Z]*[rR]/.test(t) || (t.length >= 5 && '--recurse-paths'.startsWith(t))),
        );
  if (!removes) return undefined;
  for (const [k, op] of args.entries()) {
    if (texts[k]?.startsWith('-')) continue;
    const form = operandForm(op, where);
    if (form) return form;
  }
  return undefined;
}

/**
 * `cmake -E rm -r PATHS` and `cmake -E remove_directory DIRS` delete trees like `rm -rf`;
 * `cmake -E chdir DIR CMD`, `env [NAME=VALUE...] CMD` and `time CMD` run CMD.
 */
function cmakeForm(args: readonly ArgWord[], where: Where): CatastrophicForm | undefined {
  if (known(args[0]) !== '-E') return undefined;
  const sub = known(args[1]);
  const rest = args.slice(2);
  if (sub === 'rm' || sub === 'remove_directory') {
    let recursive = sub === 'remove_directory';
    let options = sub === 'rm';
    const operands: ArgWord[] = [];
    for (const w of rest) {
      const text = known(w);
      if (options && text === '--') options = false;
      else if (options && text?.startsWith('-') && text.length > 1) recursive ||= /[rR]/.test(text);
      else operands.push(w);
    }
    if (!recursive) return undefined;
    for (const op of operands) {
      const form = operandForm(op, where);
      if (form) return form;
    }
    return undefined;
  }
  if (sub === 'time') return catastrophicArgv(rest, where);
  if (sub === 'chdir') {
    const dir = known(rest[0]);
    return catastrophicArgv(rest.slice(1), { ...where, dirs: dir?.startsWith('/') ? [dir] : [null] });
  }
  if (sub === 'env') {
    let k = 0;
    while (k < rest.length && /^([A-Za-z_][A-Za-z0-9_]*=|--unset=|--modify=|-)/.test(known(rest[k]) ?? '')) k++;
    return catastrophicArgv(rest.slice(k), where);
  }
  return undefined;
}

/** Wrappers the parser does not peel (the raw words of a failed parse, `busybox`). */
function peelRaw(argv: readonly ArgWord[]): readonly ArgWord[] {
  const texts = argv.map((w) => known(w));
  if (texts.some((t) => t === undefined)) return argv;
  const peeled = peelWrappers(texts as string[]);
  return argv.slice(argv.length - peeled.length);
}

/** `bash -c BODY` and `eval WORDS`: the body is a command line of its own. */
function shellBody(words: readonly ArgWord[], program: string): CatastrophicForm | undefined {
  let body: string | undefined;
  if (program === 'eval') {
    const parts = words.slice(1).map((w) => known(w));
    body = parts.every((p) => p !== undefined) ? parts.join(' ') : undefined;
  } else {
    const at = words.findIndex((w, k) => k > 0 && /^-[a-zA-Z]*c[a-zA-Z]*$/.test(known(w) ?? ''));
    body = at === -1 ? undefined : known(words[at + 1]);
  }
  if (body === undefined) return undefined;
  return catastrophicText(body)[0]?.form;
}

/** Which form an operand of `rm -rf` makes, if any. */
function operandForm(op: ArgWord, where: Where): CatastrophicForm | undefined {
  const texts = typeof op === 'object' && op !== null && 'glob' in op ? [op.glob] : (candidates(op) ?? []);
  for (const text of texts.flatMap((t) => braceList(t))) {
    const form = textForm(text, where);
    if (form) return form;
  }
  return undefined;
}

/** A cap on the words one brace list makes (past it, the words made so far are read). */
const MAX_BRACE_WORDS = 64;

/**
 * The words bash makes of a word with brace lists (`~/{.,}*` -> `~/.*`, `~/*`), as the raw reader
 * keeps it: one linear scan per list. Past MAX_BRACE_WORDS words, each list left stands for any
 * name (`*`), which may be more than bash makes, never less.
 */
export function braceList(text: string): string[] {
  const out: string[] = [];
  const work = [text];
  while (work.length > 0) {
    const t = work.pop()!;
    const group = firstList(t);
    if (!group) {
      out.push(t);
      continue;
    }
    const [open, close] = group;
    const alternatives = t.slice(open + 1, close).split(',');
    if (out.length + work.length + alternatives.length > MAX_BRACE_WORDS) {
      for (const rest of [t, ...work]) out.push(rest.replace(/\{[^{}]*\}/g, '*'));
      break;
    }
    for (const alternative of alternatives) work.push(t.slice(0, open) + alternative + t.slice(close + 1));
  }
  return out;
}

/** The first `{...,...}` with no brace inside: the offsets of its braces. */
function firstList(text: string): [number, number] | undefined {
  let open = -1;
  let comma = false;
  for (let k = 0; k < text.length; k++) {
    const c = text[k];
    if (c === '{') {
      open = k;
      comma = false;
    } else if (c === ',' && open !== -1) comma = true;
    else if (c === '}' && open !== -1) {
      if (comma) return [open, k];
      open = -1;
    }
  }
  return undefined;
}

const HOME_WORD = /^(~[A-Za-z0-9._-]*|\$HOME|\$\{HOME(?:[^}]*)\})(\/.*)?$/;
/** A stand-in home, two levels deep, for forms written relative to a home whose path is not known. */
const SOME_HOME = '/home/\0';

function textForm(written: string, where: Where): CatastrophicForm | undefined {
  // `/proc/self/cwd/*`, `/dev/fd/../root/*`: read where they lead; another process's folders may be any
  const text = procOperand(written, where.dirs);
  if (text === 'unknown') return 'rm -rf /';
  const symbolic = HOME_WORD.exec(text);
  if (symbolic) {
    // `~`, `~user`, `$HOME`, `${HOME}` and every `${HOME...}` expansion (`${HOME:?}`, `${HOME%/}`:
    // the home or what contains it); then whatever follows, read against a stand-in home
    if (holdsHome(normalise(`${SOME_HOME}/${symbolic[2] ?? ''}`), SOME_HOME))
      return symbolic[1]!.startsWith('~') ? 'rm -rf ~' : 'rm -rf $HOME';
    return undefined;
  }
  const paths: string[] = [];
  if (text.startsWith('/')) paths.push(normalise(text));
  else for (const dir of where.dirs ?? []) if (dir !== null) paths.push(normalise(`${dir}/${text}`));
  for (const p of paths) {
    if (p === '/') return 'rm -rf /';
    if (everything(p) && posix(p) === '/') return 'rm -rf /*';
    if (globHoldsHome(p, where.home)) return 'rm -rf $HOME';
    const homes = [...(where.home !== undefined ? [normalise(where.home)] : []), ...someHomes(p)];
    if (homes.some((home) => home !== '/' && holdsHome(p, home)))
      return /~/.test(where.written ?? '') && !/\$\{?HOME/.test(where.written ?? '') ? 'rm -rf ~' : 'rm -rf $HOME';
  }
  return undefined;
}

/** Whether deleting `p` deletes the home: it is the home, holds it, or is every entry of either. */
function holdsHome(p: string, home: string): boolean {
  const dir = everything(p) ? posix(p) : p;
  return dir === '/' || dir === home || home.startsWith(`${dir}/`);
}

/**
 * Whether the last segment is a glob for (nearly) every entry of its directory: wildcards and
 * bracket classes only (`*`, `.*`, `.[!.]*`, `**`, `[a-z]*`, `[a-zA-Z0-9_]*`), no literal name part.
 */
function everything(p: string): boolean {
  const last = p.slice(p.lastIndexOf('/') + 1);
  return last.includes('*') && /^[*?.]+$/.test(last.replace(/\[[^\]]*\]/g, ''));
}

/** Folders that hold homes or are one, which a glob of an absolute path may match (`/ho*`, `/r*`). */
const HOME_FOLDERS = ['/home', '/root', '/Users'];

/** Whether an absolute glob may match a home or a folder holding homes (`/ho*`, `/hom[e]`, `/r*`). */
function globHoldsHome(p: string, home: string | undefined): boolean {
  if (!/[*?[]/.test(p)) return false;
  const candidates = [...HOME_FOLDERS, ...(home !== undefined ? [home] : [])];
  const ancestors = candidates.flatMap((c) => c.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/')));
  const matches = picomatch(p, { dot: true });
  return [...candidates, ...ancestors].some((c) => c !== '' && c !== '/' && matches(c));
}

/** The directory part of an absolute path. */
function posix(p: string): string {
  const at = p.lastIndexOf('/');
  return at <= 0 ? '/' : p.slice(0, at);
}

/** The homes a path may name whoever runs it: `/root`, and `/home/NAME` or `/Users/NAME`. */
function someHomes(p: string): string[] {
  const m = /^\/(home|Users)\/([^/]+)/.exec(p);
  return ['/root', ...(m ? [`/${m[1]}/${m[2]}`] : ['/home/\0', '/Users/\0'])];
}

/**
 * `find START... -delete` (or `-exec rm ...`) that may delete an entry no selecting test chose
 * (findDeletes.ts): deleting everything the start points hold, like `rm -rf`. `find ~ -name
 * '*.pyc' -delete` selects, and is not; `find ~ -delete -name x` and `find ~ -name x -o -delete` are.
 */
function findForm(args: readonly ArgWord[], where: Where): CatastrophicForm | undefined {
  const texts = args.map((w) => known(w));
  const starts: ArgWord[] = [];
  let k = 0;
  for (; k < args.length; k++) {
    const t = texts[k];
    if (t !== undefined && /^-[HLP]$|^-O\d*$|^-D$/.test(t)) {
      if (t === '-D') k++;
      continue;
    }
    if (t !== undefined && (t.startsWith('-') || t === '(' || t === '!')) break;
    starts.push(args[k]!);
  }
  let form: CatastrophicForm | undefined;
  for (const op of starts) {
    const text = known(op);
    form =
      operandForm(op, where) ?? (text === undefined ? undefined : operandForm(`${text.replace(/\/+$/, '')}/*`, where));
    if (form) break;
  }
  if (form === undefined) return undefined;
  const startTexts = starts.map((s) => known(s)).filter((s): s is string => s !== undefined);
  return findDeletesUnselected(args.slice(k), startTexts.slice(0, 4), where.home) ? form : undefined;
}

/** An absolute path with `//`, `.` and `..` resolved, and `**` read as `*` (bash without globstar). */
export function normalise(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(/^\*+$/.test(part) ? '*' : part);
  }
  return `/${out.join('/')}`;
}

/** A function that starts two copies of itself at once, whatever its name (forkBomb.ts). */
export function isForkBomb(code: string): boolean {
  return forkBombIn(code) !== undefined;
}
