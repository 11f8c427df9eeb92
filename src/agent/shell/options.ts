/** Reads a command's options the way getopt_long does, from expanded words. */
import { literal, type Word } from './words.js';

export interface OptionSpec {
  /** Short option letters that take a value (`-t DIR` or `-tDIR`). */
  short?: string;
  /** Long options that take a value (`--target-directory DIR` or `--target-directory=DIR`). */
  long?: string[];
  /** Options end at the first operand (POSIX order: interpreters, `timeout`), instead of GNU's permutation. */
  stopAtOperand?: boolean;
}

export interface Options {
  /** Every option seen, by name (`-r`, `--recursive`), with its value word where it takes one. */
  seen: { name: string; value?: Word }[];
  operands: Word[];
}

export function has(opts: Options, ...names: string[]): boolean {
  return opts.seen.some((o) => names.includes(o.name));
}

export function valueOf(opts: Options, ...names: string[]): Word | undefined {
  return [...opts.seen].reverse().find((o) => names.includes(o.name) && o.value)?.value;
}

const word = (text: string): Word => ({ values: [[{ text, quoted: true }]], raw: text });

export function readOptions(args: readonly Word[], spec: OptionSpec = {}): Options {
  const seen: Options['seen'] = [];
  const operands: Word[] = [];
  let ended = false;
  for (let i = 0; i < args.length; i++) {
    const w = args[i]!;
    const a = literal(w);
    if (ended || a === undefined || !a.startsWith('-') || a === '-') {
      operands.push(w);
      if (spec.stopAtOperand) ended = true;
      continue;
    }
    if (a === '--') {
      ended = true;
      continue;
    }
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      if (eq !== -1) {
        seen.push({ name: a.slice(0, eq), value: word(a.slice(eq + 1)) });
      } else if (spec.long?.includes(a)) {
        seen.push({ name: a, ...(args[i + 1] ? { value: args[++i]! } : {}) });
      } else {
        seen.push({ name: a });
      }
      continue;
    }
    for (let k = 1; k < a.length; k++) {
      const letter = a[k]!;
      if (spec.short?.includes(letter)) {
        const rest = a.slice(k + 1);
        if (rest !== '') seen.push({ name: `-${letter}`, value: word(rest) });
        else seen.push({ name: `-${letter}`, ...(args[i + 1] ? { value: args[++i]! } : {}) });
        break;
      }
      seen.push({ name: `-${letter}` });
    }
  }
  return { seen, operands };
}
