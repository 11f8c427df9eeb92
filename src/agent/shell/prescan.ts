/**
 * A cheap check that clears the commonest harmless commands without loading the shell parser.
 * It applies only to a command line of plain words: no quotes, expansions, globs, redirections,
 * braces, subshells, comments or assignments, so every word means itself and the parser would see
 * exactly these words. Such a line is cleared when no word names a command that writes files,
 * runs another command or inline code, or switches the gate off; the parser's verdict on it would
 * be "no opinion" too. Anything else goes to the parser.
 * (It clears write targets only. The command policy parses a line anyway when it names a program
 * a command rule names: see namesAny.)
 */
import { SHELLS } from './shells.js';
import { WRITING_COMMANDS } from './writingCommands.js';

/** Interpreters: harmless when they run a script file, checked by the parser when given options (`-c`, `-e`, `-i`). */
const INTERPRETER = /^(python[0-9.]*|node|nodejs|bun|deno|perl|ruby|php)$/;

/** Words that send a line to the parser wherever they stand (a wrapper's argument runs too). */
const CAREFUL = new Set([
  ...WRITING_COMMANDS.filter((n) => !INTERPRETER.test(n)),
  ...SHELLS,
  'busybox',
  'eval',
  'exec',
  'source',
  'xargs',
  'find',
  'sudo',
  'doas',
  'env',
  'command',
  'nohup',
  'nice',
  'stdbuf',
  'timeout',
  'time',
  'ionice',
  'chrt',
  'flock',
  'watch',
  'parallel',
  // run their `-c`/`--command` value through a shell
  'su',
  'runuser',
  'script',
  'pushd',
  'popd',
  'diffgate',
  // after these a later word no longer says which command runs
  'alias',
  'hash',
  'enable',
]);

/** git subcommands that only read. */
const GIT_READ_ONLY = new Set([
  'status',
  'diff',
  'log',
  'show',
  'rev-parse',
  'ls-files',
  'blame',
  'describe',
  'shortlog',
  'ls-tree',
  'cat-file',
  'grep',
]);

/** Characters that mean themselves to the shell (no quotes, expansions, globs, redirections). */
export const PLAIN = /^[A-Za-z0-9_ \t.,:=@%+/-]*$/;
/** The list and pipeline operators of a plain line. */
export const SEPARATORS = /\|\||&&|[|;\n&]/;

/** True when the command surely writes nothing protected; false means "look closer", not "writes". */
export function surelyHarmless(command: string): boolean {
  const parts = command.split(SEPARATORS);
  if (!parts.every((part) => PLAIN.test(part))) return false;
  if (/diffgate|hookspath|--no-veri/i.test(command)) return false;
  for (const part of parts) {
    const words = part
      .trim()
      .split(/[ \t]+/)
      .filter(Boolean);
    if (words.length === 0) continue;
    if (words[0]!.includes('=')) return false; // an assignment
    const names = words.map((w) => w.slice(w.lastIndexOf('/') + 1));
    const name = names[0]!;
    if (name === 'git') {
      const sub = words[1];
      if (sub === undefined || !GIT_READ_ONLY.has(sub)) return false;
      if (
        words.some(
          (w) =>
            w.startsWith('--output') ||
            w.startsWith('--ext-diff') ||
            /^-[A-Za-z0-9]*O/.test(w) || // `-O CMD` and bundles (`-iOrm`): git grep runs CMD on what matches
            w.startsWith('--op') || // --open-files-in-pager and its prefixes (`--o` is ambiguous to git)
            w === '--no-index',
        )
      )
        return false;
      continue;
    }
    if (names.some((n) => CAREFUL.has(n))) return false;
    if (names.some((n) => INTERPRETER.test(n)) && words.some((w) => w.startsWith('-'))) return false;
    if (words.some((w) => w.startsWith('--pre') || w.startsWith('-exec'))) return false;
  }
  return true;
}

/**
 * Whether a command line names any of these programs in any word (by its name without directory).
 * A line that names none cannot match a command rule, so the policy need not parse it; any other
 * line is parsed (the pre-scan's clearing covers write targets only).
 */
export function namesAny(command: string, names: ReadonlySet<string>): boolean {
  return command.split(/[\s;&|()<>`'"{}$]+/).some((w) => w !== '' && names.has(w.slice(w.lastIndexOf('/') + 1)));
}

/**
 * The longest command line the hook reads (characters). Parsing is linear but cannot be
 * interrupted: 1 MB took 1.8 s on a loaded machine, so past this the line is refused up front
 * rather than risk the hook's deadline. Agents' lines, heredocs included, are far shorter.
 */
export const MAX_LINE = 512 * 1024;

/**
 * Whether a line names a switch variable anywhere: then it is walked, even when the pre-scan
 * would clear it (`export GIT_CONFIG_GLOBAL=/tmp/x` is plain words to the pre-scan).
 */
export function mentionsSwitchVariable(command: string): boolean {
  return /(HUSKY|LEFTHOOK|SKIP|PRE_COMMIT_|GIT_CONFIG|DIFFGATE_)/.test(command);
}
