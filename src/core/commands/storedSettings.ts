/**
 * git settings stored for later commands that make an everyday command do what a rule refuses:
 * `git config remote.origin.push +HEAD:main` (or `remote.origin.mirror true`, or
 * `git remote add --mirror=push`) makes every later `git push` a forced push, and
 * `git config clean.requireForce false` makes every `git clean` delete like `git clean -f`. Such a
 * command is judged also as the command it arms (`git push --force`, `git clean --force`), so a
 * rule refusing that refuses the setting too. A key or value not known before the command runs
 * may be any of these: the armed command is then judged with an unknown word (a deny asks).
 */
import { known, programName, written, type ArgWord } from './argWord.js';
import { gitSubcommandIndex } from './gitAliases.js';
import { forcesPush, gitBool } from './impliedFlags.js';

const CONFIG_VALUED = new Set(['-f', '--file', '--blob', '--type', '--default', '--comment', '--value']);
/** Options of `git config` that read or remove rather than set. */
const NOT_SETTING =
  /^(--get|--get-all|--get-regexp|--get-urlmatch|--get-color|--get-colorbool|--unset|--unset-all|-l|--list|--remove-section|--rename-section|-e|--edit)$/;
const VERBS_NOT_SETTING = new Set(['get', 'list', 'unset', 'remove-section', 'rename-section', 'edit']);

const PUSH_FORCE: ArgWord[] = ['git', 'push', '--force'];
const CLEAN_FORCE: ArgWord[] = ['git', 'clean', '--force'];

/** The commands a `git config` / `git remote add` command line arms for later, as argv. */
export function armedCommands(argv: readonly ArgWord[]): ArgWord[][] {
  const program = known(argv[0]);
  if (program === undefined || programName(program) !== 'git') return [];
  const i = gitSubcommandIndex(argv);
  const sub = known(argv[i]);
  const rest = argv.slice(i + 1);
  if (sub === 'config') return configArmed(rest);
  if (sub === 'remote' && known(rest[0]) === 'add') {
    const mirror = rest.some((w) => {
      const t = known(w);
      return t === '--mirror' || t === '--mirror=push';
    });
    return mirror ? [PUSH_FORCE] : [];
  }
  return [];
}

function configArmed(rest: readonly ArgWord[]): ArgWord[][] {
  const operands: ArgWord[] = [];
  let verb = true;
  for (let k = 0; k < rest.length; k++) {
    const w = rest[k];
    const text = known(w);
    if (text?.startsWith('-') && text !== '-') {
      if (NOT_SETTING.test(text.split('=')[0]!)) return [];
      if (CONFIG_VALUED.has(text)) k++;
      continue;
    }
    // `git config set KEY VALUE` (git 2.46): the verb first
    if (verb && operands.length === 0 && text !== undefined && !text.includes('.')) {
      verb = false;
      if (VERBS_NOT_SETTING.has(text)) return [];
      if (text === 'set') continue;
    }
    operands.push(w ?? null);
  }
  if (operands.length < 2) return [];
  const key = written(operands[0]);
  const value = written(operands[1]);
  if (key === undefined) return [maybe(PUSH_FORCE), maybe(CLEAN_FORCE)];
  const armed: ArgWord[][] = [];
  if (/^remote\..+\.(push|mirror)$/i.test(key)) {
    if (value === undefined) armed.push(maybe(PUSH_FORCE));
    else if (forcesPush(key, value)) armed.push(PUSH_FORCE);
  }
  if (/^clean\.requireforce$/i.test(key)) {
    if (value === undefined) armed.push(maybe(CLEAN_FORCE));
    else if (!gitBool(value)) armed.push(CLEAN_FORCE);
  }
  return armed;
}

/** The command with its flag unknown: a rule on the flag may match. */
function maybe(argv: readonly ArgWord[]): ArgWord[] {
  return [...argv.slice(0, -1), null];
}
