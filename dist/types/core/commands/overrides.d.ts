/**
 * Options that make a command run code other than its own: git's `-c` (core.pager, alias.*,
 * core.sshCommand), `--exec-path`, `--git-dir` (another repository's hooks and config), ssh's
 * ProxyCommand, tar's `--to-command`, make's variables. An `allow` rule never applies to a
 * command using one: the allowed command is no longer the command that runs. Directory switches
 * (`git -C dir`, `make -C dir`) are the same command elsewhere and are not overrides.
 */
import { type ArgWord } from './argWord.js';
import type { Canonical } from './canonicalPrefix.js';
import type { FlagFacts } from './flagFacts.js';
export interface OverrideEntry {
    /** The canonical prefix it applies to (`git`, `git rebase`). */
    readonly prefix: string;
    /** Options that override; the entry applies when any is present. */
    readonly options: readonly string[];
    /** The prefix itself runs other code (`git submodule foreach`). */
    readonly always?: true;
    /** `NAME=value` operands set variables that can change what runs (make SHELL=...). */
    readonly variables?: true;
    readonly reason: string;
}
export declare const OVERRIDES: readonly OverrideEntry[];
/** The override options a command uses (as written in the table), with the entry's reason. */
export declare function overridesIn(argv: readonly ArgWord[], canonical: Canonical, flags: FlagFacts): {
    option: string;
    reason: string;
}[];
