/**
 * Bash's field splitting: an unquoted expansion is split into words at blanks, so with
 * `c='git push --force'` the line `$c` runs `git` with two arguments, and with `e=` the line
 * `$e git push` runs `git push`. A word's pieces are read in order; a piece from an unquoted
 * variable whose value the line assigned is split where bash splits it, the rest joins the word
 * it stands in. An unquoted expansion whose value is not known (`$X` from outside the line,
 * `$(cmd)`, `"${a[@]}"`, `"$@"`, or any with `IFS` set in the line) may make any number of words.
 */
import { MAX_VALUES, type Value, type Word } from './words.js';

/** The most words one split may make; past it the split is unknown (any number of words). */
export const MAX_FIELDS = 1024;

/** One part of a word, by how bash splits it. */
export type Piece =
  /** Joins the word it stands in (literal text, quotes, globs, known paths). */
  | { kind: 'text'; values: Value[] }
  /** An unquoted variable with known values, unsplit: split at blanks. */
  | { kind: 'split'; values: Value[] }
  /** May make any number of words. */
  | { kind: 'unknown' };

interface Partial {
  done: Value[];
  /** The word being built; null after a blank (or at the start): the next text starts a new word. */
  cur: Value | null;
}

/**
 * The words a word becomes, for each of its possible values; 'unknown' when the split cannot be
 * told; undefined when it is always exactly one word.
 */
export function splitFields(pieces: readonly Piece[]): Value[][] | 'unknown' | undefined {
  if (!pieces.some((p) => p.kind !== 'text')) return undefined;
  if (pieces.some((p) => p.kind === 'unknown')) return 'unknown';
  let partials: Partial[] = [{ done: [], cur: null }];
  for (const piece of pieces) {
    if (piece.kind === 'unknown') return 'unknown'; // narrows the type; ruled out above
    const next: Partial[] = [];
    for (const p of partials) {
      for (const value of piece.values) {
        const q = piece.kind === 'text' ? joined(p, value) : split(p, value);
        if (q === undefined) return 'unknown';
        next.push(q);
      }
    }
    if (next.length > MAX_VALUES) return 'unknown';
    partials = next;
  }
  const out = partials.map((p) => (p.cur === null ? p.done : [...p.done, p.cur]));
  return out.every((fields) => fields.length === 1) ? undefined : out;
}

function joined(p: Partial, value: Value): Partial {
  return { done: p.done, cur: [...(p.cur ?? []), ...value] };
}

/** The value split at blanks onto the partial word; undefined when a piece of it is not known. */
function split(p: Partial, value: Value): Partial | undefined {
  const done = [...p.done];
  let cur = p.cur === null ? null : [...p.cur];
  for (const piece of value) {
    if (piece === null) return undefined;
    const chunks = piece.text.split(/[ \t\n]+/);
    if (done.length + chunks.length > MAX_FIELDS) return undefined; // judged as any number of words
    chunks.forEach((text, i) => {
      if (i > 0 && cur !== null) {
        done.push(cur);
        cur = null;
      }
      if (text !== '') cur = [...(cur ?? []), { text, quoted: false }];
    });
  }
  return { done, cur };
}

/** The words of a simple command after splitting: a word that splits one way only becomes its words. */
export function splitWords(words: readonly Word[]): Word[] {
  const out: Word[] = [];
  for (const w of words) {
    if (w.fields === undefined || w.fields === 'unknown' || w.fields.length !== 1) out.push(w);
    else for (const field of w.fields[0]!) out.push({ values: [field], raw: w.raw });
  }
  return out;
}
