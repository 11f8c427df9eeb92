/**
 * Shells whose `-c` body, script operand or input is walked as a command line. In a module of its own, so the
 * pre-scan (prescan.ts) loads no walker.
 */
export declare const SHELLS: ReadonlySet<string>;
