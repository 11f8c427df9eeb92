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
import { commandName } from './walk.js';
import { bringsSettings, runsCommand, splitSetting } from './gitSettings.js';
import { literal, textOf, type Word } from './words.js';

export type GateSwitch =
  | 'no-verify'
  | 'hooks-path'
  | 'git-config-code'
  | 'release-variable'
  | 'hook-manager-off'
  | 'git-config-env'
  | 'index-flags'
  | 'diffgate-itself';

export interface GateFinding {
  kind: GateSwitch;
  /** The text that does it. */
  text: string;
}

const textOfWord = (w: Word) => (w.values.length === 1 ? textOf(w.values[0]!) : undefined) ?? w.raw;

/** Whether a word is `--no-verify` or an abbreviation git would accept for it. */
function isNoVerify(word: string): boolean {
  return word.length >= '--no-veri'.length && '--no-verify'.startsWith(word);
}

/** git commit's short options that take a value: a `-n` after one of them is that value, not --no-verify. */
const COMMIT_VALUED = 'mFCctS';

export function commandGateSwitches(cmd: SimpleCommand): GateFinding[] {
  const found: GateFinding[] = [];
  const name = commandName(cmd);
  const words = cmd.args.map(textOfWord);
  if (name === 'git') {
    if (words.some((w) => w.toLowerCase().includes('hookspath'))) found.push({ kind: 'hooks-path', text: cmd.text });
    if (words.some(isNoVerify)) found.push({ kind: 'no-verify', text: cmd.text });
    const sub = subcommand(cmd.args);
    if (sub && sub.name === 'commit' && commitSkipsHooks(cmd.args.slice(sub.index + 1)))
      found.push({ kind: 'no-verify', text: cmd.text });
    // settings stored in the repository that run commands, or that bring in other settings (for one
    // run, `-c include.path=F`; the commands of a one-run `-c alias.x=!CMD` are walked as code)
    const setsCode =
      words.some(
        (w, i) => (words[i - 1] === '-c' || words[i - 1] === '--config-env') && bringsSettings(splitSetting(w).key),
      ) ||
      (sub?.name === 'config' && words.slice(sub.index + 1).some((w) => runsCommand(w) || bringsSettings(w)));
    if (setsCode) found.push({ kind: 'git-config-code', text: cmd.text });
    // settings from the environment, or from another user's config files
    if (
      words.some((w) => w === '--config-env' || w.startsWith('--config-env=')) ||
      cmd.assigns.some((a) => a.name === 'HOME' || a.name === 'XDG_CONFIG_HOME')
    )
      found.push({ kind: 'git-config-env', text: cmd.text });
  }
  if (
    words.some((w) => /(^|[/@])diffgate(\.js)?$|diffgate\/dist\/cli\/index\.js$|^diffgate@/.test(w)) ||
    (words.some((w) => /dist\/cli\/index\.js$/.test(w)) && words.includes('hook'))
  ) {
    if (words.includes('hook') || words.includes('uninstall')) found.push({ kind: 'diffgate-itself', text: cmd.text });
  }
  return found;
}

function subcommand(args: Word[]): { name: string; index: number } | undefined {
  for (let i = 1; i < args.length; i++) {
    const a = literal(args[i]!);
    if (a === undefined) return undefined;
    if (
      a === '-c' ||
      a === '-C' ||
      a === '--git-dir' ||
      a === '--work-tree' ||
      a === '--namespace' ||
      a === '--config-env'
    ) {
      i++;
      continue;
    }
    if (!a.startsWith('-')) return { name: a, index: i };
  }
  return undefined;
}

function commitSkipsHooks(args: Word[]): boolean {
  for (let i = 0; i < args.length; i++) {
    const a = literal(args[i]!);
    if (a === undefined || !a.startsWith('-') || a.startsWith('--')) {
      if (a === '--') return false;
      if (
        a !== undefined &&
        [
          '--message',
          '--file',
          '--reuse-message',
          '--reedit-message',
          '--template',
          '--author',
          '--date',
          '--cleanup',
          '--fixup',
          '--squash',
          '--trailer',
          '--pathspec-from-file',
        ].includes(a)
      )
        i++;
      continue;
    }
    for (let k = 1; k < a.length; k++) {
      const c = a[k]!;
      if (c === 'n') return true;
      if (COMMIT_VALUED.includes(c)) {
        if (k === a.length - 1) i++;
        break;
      }
    }
  }
  return false;
}

/** Variables that switch a hook manager off, or pass git settings, or are diffgate's own. */
const SWITCH_VARIABLE =
  /^(HUSKY|HUSKY_\w+|LEFTHOOK|LEFTHOOK_\w+|SKIP|PRE_COMMIT_\w+|GIT_CONFIG|GIT_CONFIG_\w+|DIFFGATE_\w+)$/;

export function assignmentGateSwitch(a: Assignment): GateFinding | undefined {
  const m = SWITCH_VARIABLE.exec(a.name);
  if (!m) return undefined;
  if (a.name.startsWith('DIFFGATE_')) return { kind: 'release-variable', text: a.text };
  if (a.name.startsWith('GIT_CONFIG')) {
    const value = a.value ? textOfWord(a.value) : undefined;
    const hooks = value === undefined || value.toLowerCase().includes('hookspath');
    return {
      kind: hooks && /^GIT_CONFIG_(KEY_\d+|PARAMETERS)$/.test(a.name) ? 'hooks-path' : 'git-config-env',
      text: a.text,
    };
  }
  return { kind: 'hook-manager-off', text: a.text };
}

/** Gate switches written into an inline program's text (`subprocess.run(['git', 'commit', '--no-verify'])`). */
export function programGateSwitches(text: string): GateFinding[] {
  const found: GateFinding[] = [];
  if (/--no-verify\b/.test(text)) found.push({ kind: 'no-verify', text: '--no-verify' });
  if (/hookspath/i.test(text)) found.push({ kind: 'hooks-path', text: 'core.hooksPath' });
  // a switch variable set in the program's environment: os.environ['HUSKY'], $env:SKIP, ENV['LEFTHOOK'], putenv("GIT_CONFIG_COUNT=1")
  const variable =
    /(?:environ|\$env:|\bENV\b|putenv|setenv|Env)\W{0,4}(HUSKY\w*|LEFTHOOK\w*|SKIP|GIT_CONFIG\w*|PRE_COMMIT_\w+)\b/.exec(
      text,
    );
  if (variable)
    found.push({ kind: variable[1]!.startsWith('GIT') ? 'git-config-env' : 'hook-manager-off', text: variable[1]! });
  if (/DIFFGATE_[A-Z_]+/.test(text)) found.push({ kind: 'release-variable', text: /DIFFGATE_[A-Z_]+/.exec(text)![0] });
  return found;
}
