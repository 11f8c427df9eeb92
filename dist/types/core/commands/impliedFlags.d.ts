/**
 * Flags a command has by what it does, though not written as such, so a rule on the flag matches:
 * - `git push origin +main`, `git push --mirror`, and a push under `-c remote.NAME.push=+...` or
 *   `-c remote.NAME.mirror=true` force-update the remote like `git push --force` (`-f`);
 * - `git clean` under `-c clean.requireForce=false` deletes without `-f`, like `git clean -f`;
 * - `git branch -d -f` (`-df`, `--delete --force`) is `git branch -D`, and `-D` is a forced
 *   `--delete`; likewise `-M` (`--move --force`) and `-C` (`--copy --force`).
 * A setting whose value is not known before the command runs (`--config-env`, `-c "$X"`) may be
 * any of these: the flags become uncertain, so a deny rule on them asks.
 */
import { type ArgWord } from './argWord.js';
import type { Canonical } from './canonicalPrefix.js';
import type { FlagFacts } from './flagFacts.js';
/** A git setting given for one run: its value, or null when not known before the command runs. */
export interface GitSetting {
    key: string;
    value: string | null;
}
export declare function impliedFlags(flags: FlagFacts, canonical: Canonical, argv: readonly ArgWord[]): FlagFacts;
/**
 * The settings given before git's subcommand (`-c K=V`, `--config-env K=ENV`); `unknown` when a
 * `-c` word itself is not known before the command runs.
 */
export declare function gitSettings(argv: readonly ArgWord[]): {
    settings: GitSetting[];
    unknown: boolean;
};
/** Whether a setting makes `git push` force-update: a `+` refspec in remote.NAME.push, or remote.NAME.mirror on. */
export declare function forcesPush(key: string, value: string): boolean;
/** git's reading of a boolean setting: false, no, off, 0 and the empty value are false. */
export declare function gitBool(value: string): boolean;
