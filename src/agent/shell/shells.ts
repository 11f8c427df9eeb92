/**
 * Shells whose `-c` body, script operand or input is walked as a command line. In a module of its own, so the
 * pre-scan (prescan.ts) loads no walker.
 */
export const SHELLS: ReadonlySet<string> = new Set([
  'sh',
  'bash',
  'dash',
  'zsh',
  'ksh',
  'mksh',
  'ash',
  'fish',
  'csh',
  'tcsh',
]);
