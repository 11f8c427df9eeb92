/**
 * The words `env -S STRING` (`--split-string`) makes of its string, as GNU env splits it: blanks
 * separate words; single quotes keep everything but `\\` and `\'`; double quotes keep blanks and
 * expand `${NAME}`; backslash escapes (`\n`, `\t`, `\$`, `\#`, `\_` a blank that separates outside
 * quotes and is a space inside them, `\c` ends the string); `#` at the start of a word begins a
 * comment; `${NAME}` is the variable's value (`$NAME` without braces makes env refuse). The words
 * then go through env's option parsing again, so `-i`, `-u X` and `NAME=value` inside count.
 */
import { MAX_VALUES, UNKNOWN_VALUE, concat, type Value, type Word } from './words.js';

/** A variable's possible values as env would see it, or null when not known. */
export type Lookup = (name: string) => Value[] | null;

const BLANK = /[ \t\n\v\f\r]/;
const ESCAPES: Readonly<Record<string, string>> = {
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '#': '#',
  $: '$',
  '\\': '\\',
  '"': '"',
  "'": "'",
};

/** The words, or undefined when env would refuse the string (an unclosed quote, a bad escape). */
export function envSplitString(text: string, lookup: Lookup): Word[] | undefined {
  const out: Word[] = [];
  let values: Value[] | null = null; // the word being built; null between words
  let raw = '';
  let quote: '' | "'" | '"' = '';
  const add = (more: Value[]) => {
    values = concat(values ?? [[]], more);
  };
  const addText = (t: string) => add([[{ text: t, quoted: true }]]);
  const finish = () => {
    if (values !== null) out.push({ values: values.length <= MAX_VALUES ? values : [UNKNOWN_VALUE], raw });
    values = null;
    raw = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote === "'") {
      raw += c;
      if (c === "'") quote = '';
      else if (c === '\\' && (text[i + 1] === '\\' || text[i + 1] === "'")) {
        raw += text[++i];
        addText(text[i]!);
      } else addText(c);
      continue;
    }
    if (c === '\\') {
      const next = text[i + 1];
      if (next === undefined) return undefined;
      i++;
      if (next === 'c') {
        if (quote === '"') return undefined;
        break;
      }
      if (next === '_') {
        if (quote === '"') {
          raw += '\\_';
          addText(' ');
        } else finish();
        continue;
      }
      const escaped = ESCAPES[next];
      if (escaped === undefined) return undefined;
      raw += `\\${next}`;
      addText(escaped);
      continue;
    }
    if (c === '$') {
      const end = text.indexOf('}', i);
      const name = text[i + 1] === '{' && end !== -1 ? text.slice(i + 2, end) : undefined;
      if (name === undefined || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return undefined;
      raw += text.slice(i, end + 1);
      add(lookup(name) ?? [UNKNOWN_VALUE]);
      i = end;
      continue;
    }
    if (quote === '"') {
      raw += c;
      if (c === '"') quote = '';
      else addText(c);
      continue;
    }
    if (BLANK.test(c)) {
      finish();
      continue;
    }
    if (c === '#' && values === null) break; // a comment to the end
    raw += c;
    if (c === "'" || c === '"') {
      quote = c;
      add([[]]); // `''` is an empty word
      continue;
    }
    addText(c);
  }
  if (quote !== '') return undefined;
  finish();
  return out;
}
