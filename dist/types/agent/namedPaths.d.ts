/**
 * The protected paths a piece of text names: an inline program handed to an interpreter, or a
 * PowerShell command. Every path-like token is resolved against each directory the text may run
 * in (and checked by its bare name against literal rule patterns).
 */
import type { Finding, Protection } from './protection.js';
/** Every protected path a text names: its path-like tokens, resolved against each directory. */
export declare function namedIn(text: string, dirs: (string | null)[], protection: Protection): Finding[];
