/**
 * The protected paths a piece of text names: an inline program handed to an interpreter, or a
 * PowerShell command. Every path-like token is resolved against each directory the text may run
 * in (and checked by its bare name against literal rule patterns).
 */
import type { Finding, Protection } from './protection.js';

const TOKEN = /[A-Za-z0-9_.~/\\+@%-]+/g;

/** Every protected path a text names: its path-like tokens, resolved against each directory. */
export function namedIn(text: string, dirs: (string | null)[], protection: Protection): Finding[] {
  const tokens = new Set<string>();
  for (const m of text.matchAll(TOKEN)) {
    const token = m[0].replace(/[.]+$/, '');
    if (/[A-Za-z0-9]/.test(token) && token.length <= 4096 && !/^-/.test(token)) tokens.add(token);
  }
  const found: Finding[] = [];
  for (const token of [...tokens].slice(0, 2000)) found.push(...protection.named(token, dirs));
  return found;
}
