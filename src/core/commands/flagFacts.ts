/**
 * Which flags a simple command has, anywhere after the program and before `--`: each option word
 * as written, `--flag` for `--flag=value`, and each letter of a group of short options
 * (`-rf` has `-r` and `-f`). A word whose text is not known before the command runs could be a
 * flag too, so the answer for an absent flag is then "maybe".
 */
import { candidates, known, type ArgWord } from './argWord.js';

export interface FlagFacts {
  present: ReadonlySet<string>;
  /** Some word could not be read and might be a flag. */
  uncertain: boolean;
}

export function flagFacts(argv: readonly ArgWord[]): FlagFacts {
  const present = new Set<string>();
  let uncertain = false;
  for (const w of argv.slice(1)) {
    const text = known(w);
    if (text === '--') break;
    const texts = candidates(w);
    if (texts === undefined) {
      if (w === null || (typeof w === 'object' && w !== null && 'glob' in w && w.glob.startsWith('-')))
        uncertain = true;
      continue;
    }
    if (text === undefined) {
      if (texts.some((t) => t.startsWith('-'))) uncertain = true;
      continue;
    }
    for (const f of flagsOf(text)) present.add(f);
  }
  return { present, uncertain };
}

/** The flags one word stands for (none when it is not an option). */
export function flagsOf(text: string): string[] {
  if (!text.startsWith('-') || text === '-') return [];
  if (text.startsWith('--')) {
    const eq = text.indexOf('=');
    return eq === -1 ? [text] : [text, text.slice(0, eq)];
  }
  const eq = text.indexOf('=');
  const head = eq === -1 ? text : text.slice(0, eq);
  const out = [text];
  if (eq !== -1) out.push(head);
  if (head.length > 2) for (const letter of head.slice(1)) out.push(`-${letter}`);
  return out;
}
