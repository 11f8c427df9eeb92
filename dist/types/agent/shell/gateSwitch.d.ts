/**
 * Commands that would switch the gate off rather than pass it: skipping git's hooks
 * (`--no-verify`, `git commit -n`), pointing git at other hooks (`core.hooksPath`), setting the
 * person's release variable, the hook managers' off switches, git settings passed through the
 * environment (`GIT_CONFIG_*`, `git --config-env`, `HOME=`/`XDG_CONFIG_HOME=` for a git command,
 * which picks another user config), and calling diffgate's own hook or uninstaller. Any
 * assignment of a switch variable is refused, whatever its value (a value is easily hidden, and
 * none of them is needed for everyday work): `HUSKY`, `HUSKY_*`, `LEFTHOOK`, `LEFTHOOK_*`,
 * `SKIP`, `PRE_COMMIT_*`, `GIT_CONFIG`, `GIT_CONFIG_*`, `DIFFGATE_*`, as a prefix (`HUSKY=0 git
 * commit`), through `env`, `export`, `declare -x`. Writes to `.git/hooks` and the other gate
 * files are write targets, checked elsewhere (gatePaths.ts).
 */
import type { Assignment, SimpleCommand } from './simpleCommand.js';
export type GateSwitch = 'no-verify' | 'hooks-path' | 'git-config-code' | 'release-variable' | 'hook-manager-off' | 'git-config-env' | 'index-flags' | 'diffgate-itself';
export interface GateFinding {
    kind: GateSwitch;
    /** The text that does it. */
    text: string;
}
export declare function commandGateSwitches(cmd: SimpleCommand): GateFinding[];
export declare function assignmentGateSwitch(a: Assignment): GateFinding | undefined;
/** Gate switches written into an inline program's text (`subprocess.run(['git', 'commit', '--no-verify'])`). */
export declare function programGateSwitches(text: string): GateFinding[];
