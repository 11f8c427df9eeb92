/**
 * The pattern of a command rule: positional tokens that must begin the canonical prefix (`a|b`
 * alternatives, `*` any one word) and flag tokens (starting with `-`) that must be present
 * anywhere in the command (`-f|--force`; `-rf` means both `-r` and `-f`), in any spelling the
 * program accepts: bundled (`-fd`), with a value (`--opt=v`, `--opt v`), abbreviated (`--har`),
 * or by its other name (`-f` for `--force`, from longOptions.ts). Compiling checks that
 * the pattern can match at all: a pattern naming more positional words than the prefix of its
 * program has could never match, so it is an error rather than a rule that silently never fires.
 */
import { commandText as t } from '../messages/command.js';
import { candidates, type ArgWord } from './argWord.js';
import { ARITY, WRAPPERS, arityEntry, isRefined } from './arity.js';
import type { Canonical } from './canonicalPrefix.js';
import type { FlagFacts } from './flagFacts.js';
import { hasFlag, optionsOf, type Options } from './longOptions.js';
import { npmCommand } from './npmCommands.js';

/** A positional token: the words it accepts, or null for `*` (any one word). */
export type PositionalToken = readonly string[] | null;

/** A flag token: alternatives; each is a flag written as is, plus its letters for a short group. */
export type FlagToken = readonly { readonly exact: string; readonly letters: readonly string[] }[];

export interface CommandPattern {
  text: string;
  positional: readonly PositionalToken[];
  flags: readonly FlagToken[];
  /** The pattern names a wrapper alone (`sudo`): it matches commands run through it. */
  wrapper: boolean;
}

export type Match = 'yes' | 'maybe' | 'no';

export interface MatchFacts {
  canonical: Canonical;
  flags: FlagFacts;
  /** Wrapper names the command was found inside (`sudo`, `env`, `xargs`). */
  via: readonly string[];
}

/** The compiled pattern, or a sentence saying what is wrong and what was expected. */
export function compileCommandPattern(text: string): CommandPattern | { error: string } {
  const tokens = text.split(/\s+/).filter((x) => x !== '');
  const positional: PositionalToken[] = [];
  const flags: FlagToken[] = [];
  if (tokens.length === 0) return { error: t.pattern.empty() };
  if (tokens[0]!.startsWith('-')) return { error: t.pattern.startsWithFlag(tokens[0]!) };
  for (const token of tokens) {
    const alternatives = token.split('|');
    if (alternatives.some((a) => a === '')) return { error: t.pattern.emptyAlternative(token) };
    if (token.startsWith('-')) {
      if (!alternatives.every((a) => a.startsWith('-') && a.length > 1)) return { error: t.pattern.mixedFlag(token) };
      if (alternatives.some((a) => a.includes('='))) return { error: t.pattern.flagValue(token) };
      flags.push(
        alternatives.map((a) => ({
          exact: a,
          letters: !a.startsWith('--') && a.length > 2 ? [...a.slice(1)].map((l) => `-${l}`) : [],
        })),
      );
      continue;
    }
    if (token === '*') {
      positional.push(null);
      continue;
    }
    if (alternatives.some((a) => a.startsWith('-'))) return { error: t.pattern.mixedFlag(token) };
    if (alternatives.some((a) => a.includes('*'))) return { error: t.pattern.partialStar(token) };
    if (positional.length === 0 && alternatives.some((a) => a.includes('/')))
      return { error: t.pattern.programPath(token) };
    positional.push(alternatives);
  }
  // a rule naming npm's alias or abbreviation (`npm i`) names the command npm runs (`npm install`)
  if (positional.length > 1 && positional[0]?.length === 1 && positional[0][0] === 'npm' && positional[1])
    positional[1] = positional[1].map((w) => npmCommand(w) ?? w);
  const programs = positional[0] ?? [];
  const wrapper = programs.some((p) => WRAPPERS.has(p));
  if (wrapper && (positional.length > 1 || flags.length > 0 || !programs.every((p) => WRAPPERS.has(p)))) {
    return { error: t.pattern.wrapper(programs.filter((p) => WRAPPERS.has(p)).join(', ')) };
  }
  const fit = fitsPrefix(positional);
  if (!fit.ok) return { error: t.pattern.tooManyWords(text, positional.length, fit.prefix, fit.arity) };
  return { text, positional, flags, wrapper };
}

/**
 * Whether a command can have these positional tokens in its canonical prefix: the arity table is
 * followed along the tokens (for `*`, every word the table knows there, and a word it does not).
 * On failure, the widest prefix reached, for the message.
 */
function fitsPrefix(tokens: readonly PositionalToken[]): { ok: boolean; prefix: string; arity: number } {
  let widest = { prefix: '', arity: 0 };
  const walk = (words: string[], arity: number): boolean => {
    const k = words.length;
    if (k > 0 && arity >= widest.arity) widest = { prefix: words.join(' ').replace(/\0/g, '*'), arity };
    if (k === tokens.length) return true;
    const complete = k > 0 && k >= arity;
    if (complete && !isRefined(words.join(' '))) return false;
    const token = tokens[k]!;
    const choices = token === null ? [...nextWords(words), ...(complete ? [] : ['\0'])] : token;
    return choices.some((word) => {
      const next = [...words, word];
      const entry = word === '\0' ? undefined : arityEntry(next.join(' '));
      if (complete && !entry) return false;
      return walk(next, entry ? entry.arity : k === 0 ? 1 : arity);
    });
  };
  const ok = walk([], 1);
  return { ok, ...widest };
}

/** The words the table knows after these (`git` -> config, remote, ...; none -> every program). */
function nextWords(words: string[]): string[] {
  const head = words.join(' ');
  const out = new Set<string>();
  for (const entry of ARITY) {
    const parts = entry.prefix.split(' ');
    if (parts.length === words.length + 1 && (words.length === 0 || entry.prefix.startsWith(`${head} `)))
      out.add(parts[words.length]!);
  }
  return [...out];
}

export function matchPattern(pattern: CommandPattern, facts: MatchFacts): Match {
  if (pattern.wrapper) {
    const names = pattern.positional[0] as readonly string[];
    const own = facts.canonical.prefixes[0]?.[0];
    return facts.via.some((v) => names.includes(v)) || (typeof own === 'string' && names.includes(own)) ? 'yes' : 'no';
  }
  let words = best(facts.canonical.prefixes.map((p) => matchWords(pattern.positional, p)));
  if (words !== 'yes' && facts.canonical.alternates.length > 0) {
    const other = best(facts.canonical.alternates.map((p) => matchWords(pattern.positional, p)));
    if (other !== 'no') words = 'maybe';
  }
  if (words === 'no') return 'no';
  let result: Match = words;
  const options = optionsTable(facts.canonical);
  const present = facts.flags.present;
  for (const token of pattern.flags) {
    const has = token.some(
      (alt) =>
        present.has(alt.exact) ||
        (alt.letters.length === 0 && hasFlag(present, alt.exact, options)) ||
        (alt.letters.length > 0 && alt.letters.every((l) => hasFlag(present, l, options))),
    );
    if (has) continue;
    if (!facts.flags.uncertain) return 'no';
    result = 'maybe';
  }
  return result;
}

/** The long options of the command the prefix names (`git push`), for reading abbreviations. */
function optionsTable(canonical: Canonical): Options | undefined {
  const words = canonical.prefixes[0] ?? [];
  const head = words.slice(0, 2);
  if (head.length < 2 || !head.every((w) => typeof w === 'string')) return undefined;
  return optionsOf(head.join(' '));
}

function best(matches: Match[]): Match {
  if (matches.includes('yes')) return 'yes';
  if (matches.includes('maybe')) return 'maybe';
  return 'no';
}

function matchWords(tokens: readonly PositionalToken[], words: readonly ArgWord[]): Match {
  let result: Match = 'yes';
  for (let k = 0; k < tokens.length; k++) {
    if (k >= words.length) return 'no';
    const token = tokens[k]!;
    if (token === null) continue;
    const texts = candidates(words[k]);
    if (texts === undefined) {
      result = 'maybe';
      continue;
    }
    const hits = texts.filter((x) => token.includes(x)).length;
    if (hits === 0) return 'no';
    if (hits < texts.length) result = 'maybe';
  }
  return result;
}
