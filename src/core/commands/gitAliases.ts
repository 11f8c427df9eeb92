/**
 * A git command as git will run it when the line itself defines an alias: `git -c alias.p=push p
 * --force` runs `git push --force`, so the rules see the latter. Aliases given for one run by
 * `-c alias.NAME=VALUE` are expanded (repeatedly, as git does for an alias of an alias);
 * `--config-env alias.NAME=VAR` takes its value from the environment, so the subcommand is not
 * known before it runs. An alias whose value starts with `!` is shell code, walked as such by the
 * adapter. With `-c help.autocorrect=...` git may run a command other than the one written, so a
 * subcommand it does not know is not known either. Aliases stored in git's config files are not
 * read here: writing them is a gate switch the adapter denies.
 */
import { known, programName, type ArgWord } from './argWord.js';

const GLOBAL_VALUED = new Set([
  '-C',
  '-c',
  '--git-dir',
  '--work-tree',
  '--namespace',
  '--config-env',
  '--super-prefix',
]);
const MAX_EXPANSIONS = 16;

/**
 * Where git's subcommand is in `git [global options] SUBCOMMAND ...`: past the options, and the
 * values of those that take one (`-C dir`, `-c k=v`). The length of argv when there is none.
 */
export function gitSubcommandIndex(argv: readonly ArgWord[]): number {
  let i = 1;
  for (; i < argv.length; i++) {
    const text = known(argv[i]);
    if (text === undefined || !text.startsWith('-')) break;
    if (GLOBAL_VALUED.has(text)) i++;
  }
  return Math.min(i, argv.length);
}

export function expandGitAliases(argv: readonly ArgWord[], knownCommands: ReadonlySet<string>): readonly ArgWord[] {
  const program = known(argv[0]);
  if (program === undefined || programName(program) !== 'git') return argv;
  const aliases = new Map<string, string | null>();
  let autocorrect = false;
  let i = 1;
  for (; i < argv.length; i++) {
    const text = known(argv[i]);
    if (text === undefined || !text.startsWith('-')) break;
    if (text === '--') return argv;
    const eq = text.indexOf('=');
    const name = eq === -1 ? text : text.slice(0, eq);
    if (!GLOBAL_VALUED.has(name)) continue;
    const value = eq === -1 ? argv[++i] : text.slice(eq + 1);
    if (name !== '-c' && name !== '--config-env') continue;
    const setting = known(value);
    if (setting === undefined) {
      autocorrect = true; // an unknown setting may be any alias or help.autocorrect
      continue;
    }
    const at = setting.indexOf('=');
    const key = (at === -1 ? setting : setting.slice(0, at)).toLowerCase();
    if (key.startsWith('alias.')) aliases.set(key.slice(6), name === '-c' && at !== -1 ? setting.slice(at + 1) : null);
    if (key === 'help.autocorrect') autocorrect = !/^(0|false|no|off|never|show)$/i.test(setting.slice(at + 1));
  }
  if (i >= argv.length) return argv;
  let rest = argv.slice(i);
  for (let n = 0; n < MAX_EXPANSIONS; n++) {
    const sub = known(rest[0]);
    if (sub === undefined) return argv;
    const key = sub.toLowerCase();
    if (!aliases.has(key)) break;
    const value = aliases.get(key)!;
    if (value === null || value.trimStart().startsWith('!')) return [...argv.slice(0, i), null, ...rest.slice(1)];
    aliases.delete(key); // git refuses an alias that expands to itself
    rest = [...value.trim().split(/\s+/), ...rest.slice(1)];
  }
  const sub = known(rest[0]);
  if (autocorrect && sub !== undefined && !knownCommands.has(sub)) rest = [null, ...rest.slice(1)];
  return [...argv.slice(0, i), ...rest];
}

/**
 * git's dashed form: `git-reset --hard` (by path from `git --exec-path`, or with that directory
 * in PATH) is the builtin `git reset --hard`, so the rules see the latter. Only git's own
 * commands are rewritten: `git-lfs` and other tools named `git-*` stay programs of their own.
 */
export function gitDashedForm(argv: readonly ArgWord[]): readonly ArgWord[] {
  const program = known(argv[0]);
  if (program === undefined) return argv;
  const name = programName(program);
  if (!name.startsWith('git-')) return argv;
  const sub = name.slice(4);
  if (!GIT_COMMANDS.has(sub)) return argv;
  return ['git', sub, ...argv.slice(1)];
}

/** git's own commands (`git help -a`, git 2.39.5): with autocorrect on, any other word may run one of them. */
export const GIT_COMMANDS: ReadonlySet<string> = new Set(
  'add am archive bisect branch bundle checkout cherry-pick citool clean clone commit describe diff fetch format-patch gc gitk grep gui init log maintenance merge mv notes pull push range-diff rebase reset restore revert rm scalar shortlog show sparse-checkout stash status submodule switch tag worktree config fast-export fast-import filter-branch mergetool pack-refs prune reflog remote repack replace annotate blame bugreport count-objects diagnose difftool fsck gitweb help instaweb merge-tree rerere show-branch verify-commit verify-tag version whatchanged archimport cvsexportcommit cvsimport cvsserver imap-send p4 quiltimport request-pull send-email svn apply checkout-index commit-graph commit-tree hash-object index-pack merge-file merge-index mktag mktree multi-pack-index pack-objects prune-packed read-tree symbolic-ref unpack-objects update-index update-ref write-tree cat-file cherry diff-files diff-index diff-tree for-each-ref for-each-repo get-tar-commit-id ls-files ls-remote ls-tree merge-base name-rev pack-redundant rev-list rev-parse show-index show-ref unpack-file var verify-pack daemon fetch-pack http-backend send-pack update-server-info check-attr check-ignore check-mailmap check-ref-format column credential credential-cache credential-store fmt-merge-msg hook interpret-trailers mailinfo mailsplit merge-one-file patch-id sh-i18n sh-setup stripspace'.split(
    ' ',
  ),
);
