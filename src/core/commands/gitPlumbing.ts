/**
 * git's plumbing that does what a porcelain command does, judged also as that command, so a rule
 * refusing the porcelain refuses the plumbing too: `git send-pack` is what `git push` runs to send
 * (same `--force`, `-f`, `+REF`), `git update-ref -d refs/heads/X` deletes a branch as `git branch
 * -D X` does, and `git update-ref refs/heads/X REV` moves it as `git branch --force X REV` does.
 */
import { known, programName, type ArgWord } from './argWord.js';
import { gitSubcommandIndex } from './gitAliases.js';

const BRANCHES = 'refs/heads/';
/** `git update-ref` options that take the next word. */
const UPDATE_REF_VALUED = new Set(['-m']);

/** The porcelain commands a git plumbing command line does the work of, as argv (none for others). */
export function plumbingEquivalents(argv: readonly ArgWord[]): ArgWord[][] {
  const program = known(argv[0]);
  if (program === undefined || programName(program) !== 'git') return [];
  const i = gitSubcommandIndex(argv);
  const head = argv.slice(0, i);
  const sub = known(argv[i]);
  const rest = argv.slice(i + 1);
  if (sub === 'send-pack') return [[...head, 'push', ...rest]];
  if (sub !== 'update-ref') return [];
  let remove = false;
  const operands: ArgWord[] = [];
  for (let k = 0; k < rest.length; k++) {
    const text = known(rest[k]);
    if (text === '-d') remove = true;
    else if (text !== undefined && UPDATE_REF_VALUED.has(text)) k++;
    else if (text === '--stdin')
      return [[...head, 'branch', '-D', null]]; // refs named on its input
    else if (text === undefined || !text.startsWith('-')) operands.push(rest[k]!);
  }
  const ref = operands[0];
  const name = known(ref);
  if (ref === undefined || (name !== undefined && !name.startsWith(BRANCHES))) return [];
  const branch = name === undefined ? null : name.slice(BRANCHES.length);
  return remove
    ? [[...head, 'branch', '-D', branch]]
    : [[...head, 'branch', '--force', branch, ...operands.slice(1, 2)]];
}
