/**
 * npm's command words as npm reads them: `npm publ` runs `npm publish`, `npm i` runs `npm install`,
 * `npm unPublish` is `npm un-publish`. npm (lib/utils/cmd-list.js, `deref`) turns camelCase into
 * dashes, takes a command or an alias as written, else any unambiguous prefix of a command or an
 * alias (the `abbrev` package), and follows aliases to the command. The lists are npm 11.19.1's;
 * a word npm does not know stays as written (npm refuses it). `npm p` is ambiguous (pack, ping,
 * pkg, prefix, profile, prune, publish) and npm refuses it; `npm pu` is publish.
 */
import { type ArgWord } from './argWord.js';
/** The command npm runs for this word, or undefined when npm does not know it. */
export declare function npmCommand(word: string): string | undefined;
/** Where npm's command word is in `npm [options] COMMAND ...` (-1: none, or a word before it is not known). */
export declare function npmCommandAt(texts: readonly (string | undefined)[]): number;
/** `npm publ --dry-run` as npm runs it: `npm publish --dry-run`; any other command line as it is. */
export declare function npmExpanded(argv: readonly ArgWord[]): readonly ArgWord[];
