/**
 * A word of a simple command as the command policy sees it: the text the shell will pass when it
 * is known before the command runs, an unquoted glob (expanded only when it runs), several
 * possible texts (brace lists, loop variables), or unknown (`$(cmd)`, a variable from elsewhere).
 */
export type ArgWord = string | null | { readonly glob: string } | { readonly oneOf: readonly string[] };

/** The word's text when it is one known string. */
export function known(word: ArgWord | undefined): string | undefined {
  return typeof word === 'string' ? word : undefined;
}

/** The word's text, a glob as written (bash passes it so when nothing matches, as for `+refs/heads/*`). */
export function written(word: ArgWord | undefined): string | undefined {
  if (typeof word === 'string') return word;
  if (word && typeof word === 'object' && 'glob' in word) return word.glob;
  return undefined;
}

/** Every text the word may stand for, or undefined when that cannot be listed (unknown, glob). */
export function candidates(word: ArgWord | undefined): readonly string[] | undefined {
  if (typeof word === 'string') return [word];
  if (word && typeof word === 'object' && 'oneOf' in word) return word.oneOf;
  return undefined;
}

/** The word as written for messages: globs as written, unknown words as `?`. */
export function show(word: ArgWord): string {
  if (typeof word === 'string') return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : JSON.stringify(word);
  if (word === null) return '?';
  if ('glob' in word) return word.glob;
  return `{${word.oneOf.join(',')}}`;
}

/** A program word reduced to its name (`/usr/bin/git` -> `git`). */
export function programName(text: string): string {
  return text.slice(text.lastIndexOf('/') + 1);
}
