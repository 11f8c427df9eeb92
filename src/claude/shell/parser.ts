/**
 * Loads the shell parser (unbash) on first use only, so the Bash path pays for it only when the
 * cheap pre-scan cannot clear a command. The dynamic import keeps it in its own bundle chunk; the
 * walker gets the tree walk from here too, so nothing imports unbash's code statically.
 *
 * unbash replaced mvdan-sh (mvdan.cc/sh compiled by GopherJS): with the code cache, mvdan-sh cost
 * about 65 ms per parsed command line to load and initialise the Go runtime, unbash about 4 ms.
 * unbash is a tolerant parser: it returns a tree with `errors` instead of throwing, and the walker
 * treats any error, at any depth, as a line that does not parse.
 */
import type { forEachChild, parse } from 'unbash';

export interface ShellParser {
  parse: typeof parse;
  forEachChild: typeof forEachChild;
}

let loaded: ShellParser | undefined;

export async function loadShellParser(): Promise<ShellParser> {
  if (!loaded) {
    const { parse, forEachChild } = await import('unbash');
    loaded = { parse, forEachChild };
  }
  return loaded;
}
