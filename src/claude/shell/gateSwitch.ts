/**
 * Commands that would switch the gate off rather than pass it: skipping git's hooks
 * (`--no-verify`, `git commit -n`), pointing git at other hooks (`core.hooksPath`), setting the
 * person's release variable, the hook managers' off switches, and calling diffgate's own hook or
 * uninstaller. Writes to `.git/hooks` and to the manifest are write targets, checked elsewhere.
 */
import type { Assignment, SimpleCommand } from './walk.js';
import { commandName } from './walk.js';
import { bringsSettings, runsCommand, splitSetting } from './gitSettings.js';
import { literal, textOf, type Word } from './words.js';

export type GateSwitch =
  | 'no-verify'
  | 'hooks-path'
  | 'git-config-code'
  | 'release-variable'
  | 'hook-manager-off'
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

const MANAGER_OFF: Record<string, (value: string | undefined) => boolean> = {
  HUSKY: (v) => v === '0' || v === 'false',
  HUSKY_SKIP_HOOKS: () => true,
  LEFTHOOK: (v) => v === '0' || v === 'false',
  LEFTHOOK_EXCLUDE: () => true,
  PRE_COMMIT_ALLOW_NO_CONFIG: () => true,
  GIT_CONFIG_PARAMETERS: (v) => v === undefined || v.toLowerCase().includes('hookspath'),
};

export function assignmentGateSwitch(a: Assignment): GateFinding | undefined {
  if (a.name.startsWith('DIFFGATE_')) return { kind: 'release-variable', text: a.text };
  const value = a.value ? textOfWord(a.value) : undefined;
  if (/^GIT_CONFIG_(KEY|VALUE)_\d+$/.test(a.name) && (value === undefined || value.toLowerCase().includes('hookspath')))
    return { kind: 'hooks-path', text: a.text };
  const off = MANAGER_OFF[a.name];
  if (off?.(value))
    return { kind: a.name === 'GIT_CONFIG_PARAMETERS' ? 'hooks-path' : 'hook-manager-off', text: a.text };
  return undefined;
}

/** Gate switches written into an inline program's text (`subprocess.run(['git', 'commit', '--no-verify'])`). */
export function programGateSwitches(text: string): GateFinding[] {
  const found: GateFinding[] = [];
  if (/--no-verify\b/.test(text)) found.push({ kind: 'no-verify', text: '--no-verify' });
  if (/hookspath/i.test(text)) found.push({ kind: 'hooks-path', text: 'core.hooksPath' });
  if (/DIFFGATE_[A-Z_]+/.test(text)) found.push({ kind: 'release-variable', text: /DIFFGATE_[A-Z_]+/.exec(text)![0] });
  return found;
}
