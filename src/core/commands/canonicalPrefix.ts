/**
 * The canonical prefix of a simple command: the program's name and the positional words that
 * name what it does, as many as the arity table says (`git -C dir -c k=v status -s` is
 * `git status`). Options and the values of the options the table lists are skipped. An option
 * the table does not know might take the next word as its value; then the prefix is read both
 * ways, and the second reading is kept as an alternate (a deny rule that matches only it still
 * asks the person). Build runners with several targets (`make build deploy`) have a prefix per
 * target.
 */
import { candidates, known, programName, type ArgWord } from './argWord.js';
import { ARITY, arityEntry, isRefined, type ArityEntry } from './arity.js';

const MAX_ARITY = Math.max(...ARITY.map((e) => e.arity));

export interface Canonical {
  /** One prefix, or one per target for build runners (`make build deploy`). */
  prefixes: ArgWord[][];
  /** The prefixes read as if every option the table does not know took a value, when that differs. */
  alternates: ArgWord[][];
  /** The longest table entry that applied (undefined: the program is not in the table, arity 1). */
  entry: ArityEntry | undefined;
  /** Options before the prefix was complete that the table does not know. */
  unknownOptions: string[];
  /** Whether a word of the prefix (the program included) is not known before the command runs. */
  unknownWord: boolean;
}

interface Lists {
  valued: Set<string>;
  flags: Set<string>;
  plus: boolean;
}

interface Reading {
  prefixes: ArgWord[][];
  entry: ArityEntry | undefined;
  unknownOptions: string[];
  unknownWord: boolean;
}

export function canonicalPrefix(argv: readonly ArgWord[]): Canonical {
  const primary = read(argv, false);
  let alternates: ArgWord[][] = [];
  if (primary.unknownOptions.length > 0) {
    const other = read(argv, true);
    if (key(other.prefixes) !== key(primary.prefixes)) alternates = other.prefixes;
  }
  return {
    prefixes: primary.prefixes,
    alternates,
    entry: primary.entry,
    unknownOptions: primary.unknownOptions,
    unknownWord: primary.unknownWord,
  };
}

/** The prefix as text (`git status`), unknown words as `?`. */
export function prefixText(words: readonly ArgWord[]): string {
  return words
    .map((w) => (typeof w === 'string' ? w : w === null ? '?' : 'glob' in w ? w.glob : `{${w.oneOf.join(',')}}`))
    .join(' ');
}

function key(prefixes: ArgWord[][]): string {
  return JSON.stringify(prefixes);
}

function read(argv: readonly ArgWord[], assumeValued: boolean): Reading {
  const first = argv[0];
  const programText = known(first);
  if (first === undefined) return { prefixes: [[]], entry: undefined, unknownOptions: [], unknownWord: true };
  if (programText === undefined) {
    // An unknown program may have any arity: its next words (up to the table's longest prefix) may all be part of it.
    const rest = argv
      .slice(1)
      .filter((w) => !known(w)?.startsWith('-'))
      .slice(0, MAX_ARITY - 1);
    return { prefixes: [[first, ...rest]], entry: undefined, unknownOptions: [], unknownWord: true };
  }
  const words: ArgWord[] = [programName(programText)];
  let entry = arityEntry(words[0] as string);
  const lists = emptyLists();
  if (entry) addLists(lists, entry);
  const targets: ArgWord[] = [];
  const unknownOptions: string[] = [];
  let unknownWord = false;
  let endOfOptions = false;
  for (let i = 1; i < argv.length; i++) {
    // Complete, unless a longer entry may follow (`php artisan migrate`): then only a word that makes one is taken.
    const complete = !entry?.targets && words.length >= (entry?.arity ?? 1);
    if (complete && !(words.every((x) => typeof x === 'string') && isRefined(words.join(' ')))) break;
    const w = argv[i]!;
    const text = known(w);
    if (!endOfOptions && text === '--') {
      endOfOptions = true;
      continue;
    }
    if (!endOfOptions && text !== undefined && text.startsWith('-') && text.length > 1) {
      const kind = optionKind(text, lists);
      if (kind === 'valued') i++;
      else if (kind === 'unknown' && !complete) {
        unknownOptions.push(text);
        if (assumeValued) i++;
      }
      continue;
    }
    if (!endOfOptions && lists.plus && text?.startsWith('+')) continue;
    if (complete) {
      const longer = text === undefined ? undefined : arityEntry([...words, text].join(' '));
      if (!longer) break;
      words.push(text!);
      entry = longer;
      addLists(lists, longer);
      continue;
    }
    if (entry?.targets) {
      if (text !== undefined && /^[A-Za-z_][A-Za-z0-9_]*=/.test(text)) continue; // a variable (make CC=gcc), not a target
      targets.push(w);
      continue;
    }
    const head = words.map((x) => known(x));
    words.push(w);
    // Several possible words (a loop variable) leave the prefix certain when they all lead to the same entry.
    const texts = candidates(w);
    if (texts === undefined || head.some((x) => x === undefined)) {
      unknownWord = true;
      continue;
    }
    const found = new Set(texts.map((t) => arityEntry([...head, t].join(' '))));
    if (found.size > 1) {
      unknownWord = true;
      continue;
    }
    const longer = [...found][0];
    if (longer) {
      entry = longer;
      addLists(lists, longer);
    }
  }
  if (entry?.targets) {
    if (targets.some((t) => known(t) === undefined)) unknownWord = true;
    const prefixes = targets.length === 0 ? [words] : targets.map((t) => [...words, t]);
    return { prefixes, entry, unknownOptions, unknownWord };
  }
  return { prefixes: [words], entry, unknownOptions, unknownWord };
}

function emptyLists(): Lists {
  return { valued: new Set(), flags: new Set(), plus: false };
}

function addLists(lists: Lists, entry: ArityEntry): void {
  for (const v of entry.valued ?? []) lists.valued.add(v);
  for (const f of entry.flags ?? []) lists.flags.add(f);
  if (entry.plus) lists.plus = true;
}

/** How an option word relates to the next word: it takes it as its value, or not, or the table cannot say. */
function optionKind(text: string, lists: Lists): 'valued' | 'self' | 'unknown' {
  if (text.includes('=')) return 'self'; // --file=x, -chdir=x
  if (lists.valued.has(text)) return 'valued';
  if (lists.flags.has(text)) return 'self';
  if (!text.startsWith('--') && text.length > 2) {
    // A group of short options (-pC): a valued letter takes the rest of the word, or the next word when last.
    for (let j = 1; j < text.length; j++) {
      const letter = `-${text[j]}`;
      if (lists.valued.has(letter)) return j === text.length - 1 ? 'valued' : 'self';
      if (!lists.flags.has(letter)) return 'unknown';
    }
    return 'self';
  }
  return 'unknown';
}
