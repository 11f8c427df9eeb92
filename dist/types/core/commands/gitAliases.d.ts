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
import { type ArgWord } from './argWord.js';
/**
 * Where git's subcommand is in `git [global options] SUBCOMMAND ...`: past the options, and the
 * values of those that take one (`-C dir`, `-c k=v`). The length of argv when there is none.
 */
export declare function gitSubcommandIndex(argv: readonly ArgWord[]): number;
export declare function expandGitAliases(argv: readonly ArgWord[], knownCommands: ReadonlySet<string>): readonly ArgWord[];
/**
 * git's dashed form: `git-reset --hard` (by path from `git --exec-path`, or with that directory
 * in PATH) is the builtin `git reset --hard`, so the rules see the latter. Only git's own
 * commands are rewritten: `git-lfs` and other tools named `git-*` stay programs of their own.
 */
export declare function gitDashedForm(argv: readonly ArgWord[]): readonly ArgWord[];
/** git's own commands (`git help -a`, git 2.39.5): with autocorrect on, any other word may run one of them. */
export declare const GIT_COMMANDS: ReadonlySet<string>;
