/**
 * The commands of a command line read straight from its text, without the shell parser: quotes
 * and escapes removed, split at `;`, `&`, `|`, newlines, parentheses, backticks, `$(` and braces,
 * heredoc bodies skipped (read as code when a shell reads them), redirection targets dropped,
 * and the bodies of `bash -c '...'` and `eval '...'` read in turn. It is deliberately forgiving:
 * it never fails, whatever the text (an unclosed quote runs to the end), so the catastrophic
 * check built on it holds even where the parser gives up. Quoted text given to a program that
 * does not run it (`echo 'rm -rf /'`) stays a word, not a command.
 */
import { programName } from './argWord.js';

export interface RawScan {
  /** Every command found, as its words, wrappers (`sudo`, `env`, `timeout 5`) already peeled off. */
  commands: string[][];
  /** Each piece of code (the line, shell bodies) with quoted text blanked, for shape checks. */
  code: string[];
}

const MAX_DEPTH = 8;
export const SHELL_NAMES: ReadonlySet<string> = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash', 'fish']);
const KEYWORDS = new Set(['if', 'then', 'else', 'elif', 'fi', 'do', 'done', 'while', 'until', '!', '{', '}', 'esac']);
const HEADERS = new Set(['for', 'case', 'select', 'function', 'in']);

interface WrapperSpec {
  valued: readonly string[];
  positionals?: number;
}

/** Wrappers and the options of theirs that take a value, to find the command they run. */
const WRAPPER_SPECS: Readonly<Record<string, WrapperSpec>> = {
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
  },
  doas: { valued: ['-u', '-C'] },
  env: { valued: ['-u', '--unset', '-C', '--chdir'] },
  command: { valued: [] },
  builtin: { valued: [] },
  nohup: { valued: [] },
  nice: { valued: ['-n', '--adjustment'] },
  time: { valued: ['-f', '--format', '-o', '--output'] },
  timeout: { valued: ['-s', '-k', '--signal', '--kill-after'], positionals: 1 },
  exec: { valued: ['-a'] },
  stdbuf: { valued: ['-i', '-o', '-e', '--input', '--output', '--error'] },
  ionice: { valued: ['-c', '-n', '-t', '--class', '--classdata'] },
  chrt: { valued: [], positionals: 1 },
  flock: { valued: ['-w', '-E', '--timeout', '--conflict-exit-code'], positionals: 1 },
  xargs: {
    valued: [
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
    ],
  },
  busybox: { valued: [] },
};

export function rawCommands(text: string): RawScan {
  const scan: RawScan = { commands: [], code: [] };
  new Lexer(text, scan, 0).run();
  return scan;
}

/** The command a chain of wrappers runs (`sudo -u root env A=1 timeout 5 rm x` -> `rm x`). */
export function peelWrappers(words: readonly string[]): string[] {
  let rest = [...words];
  for (let guard = 0; guard < 16; guard++) {
    while (rest.length > 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(rest[0]!)) rest = rest.slice(1);
    const name = rest[0] === undefined ? undefined : programName(rest[0]);
    const spec = name === undefined ? undefined : WRAPPER_SPECS[name];
    if (!spec) return rest;
    let i = 1;
    for (; i < rest.length; i++) {
      const w = rest[i]!;
      if (w === '--') {
        i++;
        break;
      }
      if (name === 'env' && /^[A-Za-z_][A-Za-z0-9_]*=/.test(w)) continue;
      if (!w.startsWith('-') || w === '-') break;
      if (spec.valued.includes(w)) i++;
    }
    rest = rest.slice(i + (spec.positionals ?? 0));
  }
  return rest;
}

class Lexer {
  private i = 0;
  private words: string[] = [];
  private word = '';
  private inWord = false;
  private redirect = false;
  private code = '';
  private heredocs: { delimiter: string; stripTabs: boolean; code: boolean }[] = [];

  constructor(
    private readonly src: string,
    private readonly scan: RawScan,
    private readonly depth: number,
  ) {}

  run(): void {
    const s = this.src;
    while (this.i < s.length) {
      const c = s[this.i]!;
      const next = s[this.i + 1];
      if (c === ' ' || c === '\t') {
        this.endWord();
        this.emit(c);
      } else if (c === '\n') {
        this.endCommand();
        this.emit(c);
        this.i++;
        this.readHeredocs();
        continue;
      } else if (c === ';' || c === '&' || c === '|' || c === '(' || c === ')' || c === '`') {
        this.endCommand();
        this.emit(c);
      } else if (c === '<' || c === '>') {
        this.redirection();
        continue;
      } else if (c === '#' && !this.inWord) {
        while (this.i < s.length && s[this.i] !== '\n') this.i++;
        continue;
      } else if (c === '\\') {
        if (next !== '\n' && next !== undefined) this.add(next);
        this.emit(s.slice(this.i, this.i + 2));
        this.i += 2;
        continue;
      } else if (c === "'") {
        const end = s.indexOf("'", this.i + 1);
        const stop = end === -1 ? s.length : end;
        this.add(s.slice(this.i + 1, stop));
        this.emit("''");
        this.i = stop + 1;
        continue;
      } else if (c === '"') {
        this.doubleQuoted();
        continue;
      } else if (c === '$' && next === '(') {
        this.endCommand();
        this.emit('$(');
        this.i += 2;
        continue;
      } else if (c === '$' && next === '{') {
        const end = this.closing(this.i + 1, '{', '}');
        this.add(s.slice(this.i, end + 1));
        this.emit(s.slice(this.i, end + 1));
        this.i = end + 1;
        continue;
      } else if (c === '$' && next === "'") {
        let j = this.i + 2;
        let text = '';
        for (; j < s.length && s[j] !== "'"; j++) {
          if (s[j] === '\\' && j + 1 < s.length) text += s[++j];
          else text += s[j];
        }
        this.add(text);
        this.emit("''");
        this.i = j + 1;
        continue;
      } else if ((c === '{' || c === '}') && !this.inWord && (next === undefined || /[\s;&|)]/.test(next))) {
        this.endCommand();
        this.emit(c);
      } else {
        this.add(c);
        this.emit(c);
      }
      this.i++;
    }
    this.endCommand();
    this.scan.code.push(this.code);
  }

  private add(text: string): void {
    this.word += text;
    this.inWord = true;
  }

  private emit(text: string): void {
    this.code += text;
  }

  private endWord(): void {
    if (this.inWord) {
      if (this.redirect) this.redirect = false;
      else this.words.push(this.word);
    }
    this.word = '';
    this.inWord = false;
  }

  private endCommand(): void {
    this.endWord();
    this.redirect = false;
    let words = this.words;
    this.words = [];
    while (words.length > 0 && KEYWORDS.has(words[0]!)) words = words.slice(1);
    if (words.length === 0 || HEADERS.has(words[0]!)) return;
    const command = peelWrappers(words);
    if (command.length === 0) return;
    this.scan.commands.push(command);
    const name = programName(command[0]!);
    if (SHELL_NAMES.has(name)) {
      const at = command.findIndex((w, k) => k > 0 && /^-[a-zA-Z]*c[a-zA-Z]*$/.test(w));
      if (at !== -1 && command[at + 1] !== undefined) this.nested(command[at + 1]!);
    } else if (name === 'eval' && command.length > 1) {
      this.nested(command.slice(1).join(' '));
    }
  }

  private nested(text: string): void {
    if (this.depth + 1 >= MAX_DEPTH) return;
    new Lexer(text, this.scan, this.depth + 1).run();
  }

  /** `<`, `>`, `>>`, `>&`, `<>`, `>|`, `<<<`, heredocs `<<` and process substitutions `<(`. */
  private redirection(): void {
    const s = this.src;
    if (this.inWord && /^\d+$/.test(this.word)) {
      this.word = '';
      this.inWord = false;
    }
    this.endWord();
    const start = this.i;
    if (s[this.i + 1] === '(') {
      this.endCommand();
      this.emit(s.slice(this.i, this.i + 2));
      this.i += 2;
      return;
    }
    if (s.startsWith('<<', this.i) && !s.startsWith('<<<', this.i)) {
      this.i += 2;
      const stripTabs = s[this.i] === '-';
      if (stripTabs) this.i++;
      while (s[this.i] === ' ' || s[this.i] === '\t') this.i++;
      let delimiter = '';
      while (this.i < s.length && !/[\s;&|<>()]/.test(s[this.i]!)) {
        const ch = s[this.i]!;
        if (ch !== "'" && ch !== '"' && ch !== '\\') delimiter += ch;
        this.i++;
      }
      const program = peelWrappers(this.words)[0];
      this.heredocs.push({
        delimiter,
        stripTabs,
        code: program !== undefined && (SHELL_NAMES.has(programName(program)) || programName(program) === 'eval'),
      });
      this.emit(s.slice(start, this.i));
      return;
    }
    while (this.i < s.length && /[<>&|]/.test(s[this.i]!) && this.i - start < 3) this.i++;
    this.emit(s.slice(start, this.i));
    this.redirect = true;
  }

  private readHeredocs(): void {
    const s = this.src;
    for (const doc of this.heredocs) {
      let body = '';
      while (this.i < s.length) {
        const end = s.indexOf('\n', this.i);
        const line = s.slice(this.i, end === -1 ? s.length : end);
        this.i = end === -1 ? s.length : end + 1;
        if ((doc.stripTabs ? line.replace(/^\t+/, '') : line) === doc.delimiter) break;
        body += `${line}\n`;
      }
      if (doc.code) this.nested(body);
    }
    this.heredocs = [];
  }

  /** A double-quoted string: `$(...)` and backticks inside it are commands of their own. */
  private doubleQuoted(): void {
    const s = this.src;
    let j = this.i + 1;
    let text = '';
    while (j < s.length && s[j] !== '"') {
      const ch = s[j]!;
      if (ch === '\\' && j + 1 < s.length) {
        const n = s[j + 1]!;
        if ('$`"\\\n'.includes(n)) {
          if (n !== '\n') text += n;
        } else text += ch + n;
        j += 2;
        continue;
      }
      if (ch === '$' && s[j + 1] === '(') {
        const end = this.closing(j + 1, '(', ')');
        this.nested(s.slice(j + 2, end));
        text += s.slice(j, end + 1);
        j = end + 1;
        continue;
      }
      if (ch === '`') {
        const end = s.indexOf('`', j + 1);
        const stop = end === -1 ? s.length : end;
        this.nested(s.slice(j + 1, stop));
        text += s.slice(j, stop + 1);
        j = stop + 1;
        continue;
      }
      if (ch === '$' && s[j + 1] === '{') {
        const end = this.closing(j + 1, '{', '}');
        text += s.slice(j, end + 1);
        j = end + 1;
        continue;
      }
      text += ch;
      j++;
    }
    this.add(text);
    this.emit('""');
    this.i = j + 1;
  }

  /** The index of the bracket closing the one at `open` (quotes inside skipped), or the end. */
  private closing(open: number, left: string, right: string): number {
    const s = this.src;
    let depth = 0;
    for (let j = open; j < s.length; j++) {
      const ch = s[j]!;
      if (ch === '\\') {
        j++;
        continue;
      }
      if (ch === "'" && left === '(') {
        const end = s.indexOf("'", j + 1);
        if (end === -1) return s.length;
        j = end;
        continue;
      }
      if (ch === left) depth++;
      else if (ch === right && --depth === 0) return j;
    }
    return s.length;
  }
}
