/**
 * Loads mvdan-sh on first use only: it costs more to load than the rest of the hook together, so
 * the Bash path pays for it only when the cheap pre-scan cannot clear a command. The dynamic
 * import keeps it in its own bundle chunk.
 */
import type { Node, Syntax } from 'mvdan-sh';

export interface ShellParser {
  syntax: Syntax;
  parse: (src: string) => Node;
}

let loaded: ShellParser | undefined;

export async function loadShellParser(): Promise<ShellParser> {
  if (loaded) return loaded;
  const mod = await import('mvdan-sh');
  const syntax = (mod.default ?? (mod as unknown as { syntax: Syntax })).syntax;
  const parser = syntax.NewParser(syntax.Variant(syntax.LangBash));
  loaded = { syntax, parse: (src) => parser.Parse(src, 'command') };
  return loaded;
}
