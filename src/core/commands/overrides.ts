/**
 * Options that make a command run code other than its own: git's `-c` (core.pager, alias.*,
 * core.sshCommand), `--exec-path`, `--git-dir` (another repository's hooks and config), ssh's
 * ProxyCommand, tar's `--to-command`, make's variables. An `allow` rule never applies to a
 * command using one: the allowed command is no longer the command that runs. Directory switches
 * (`git -C dir`, `make -C dir`) are the same command elsewhere and are not overrides.
 */
import { known, type ArgWord } from './argWord.js';
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

const o = (prefix: string, options: string[], reason: string, extra: Partial<OverrideEntry> = {}): OverrideEntry => ({
  prefix,
  options,
  reason,
  ...extra,
});

export const OVERRIDES: readonly OverrideEntry[] = [
  o(
    'git',
    ['-c', '--config-env', '--exec-path', '--git-dir', '--work-tree'],
    "configuration and exec-path overrides can make git run other programs (core.pager, core.sshCommand, alias.*, another repository's hooks)",
  ),
  o(
    'git clone',
    ['-c', '--config', '-u', '--upload-pack', '--template'],
    'clone can set configuration and run another upload-pack',
  ),
  o(
    'git grep',
    ['-O', '--open-files-in-pager'],
    'runs the given command line through the shell on the files that match',
  ),
  o('git fetch', ['--upload-pack'], 'runs the given program as upload-pack'),
  o('git pull', ['--upload-pack'], 'runs the given program as upload-pack'),
  o('git ls-remote', ['--upload-pack'], 'runs the given program as upload-pack'),
  o('git push', ['--receive-pack', '--exec'], 'runs the given program as receive-pack'),
  o('git archive', ['--exec', '--remote'], 'runs the given program as upload-archive'),
  o('git rebase', ['-x', '--exec'], 'runs the given shell command after each commit'),
  o('git difftool', ['-x', '--extcmd', '-t', '--tool'], 'runs the given program as the diff tool'),
  o('git mergetool', ['-t', '--tool'], 'runs the given program as the merge tool'),
  o('git submodule foreach', [], 'runs the given shell command in every submodule', { always: true }),
  o('git bisect run', [], 'runs the given command at every step', { always: true }),
  o('git filter-branch', [], 'runs the given filters as shell code', { always: true }),
  o('cargo', ['--config'], '--config can set build.rustc-wrapper and other programs cargo runs'),
  o(
    'npm',
    ['--script-shell', '--userconfig', '--globalconfig', '--node-options'],
    'these choose the shell, configuration or Node options scripts run with',
  ),
  o('pnpm', ['--script-shell', '--config-dir'], 'these choose the shell or configuration scripts run with'),
  o('kubectl', ['--kubeconfig'], 'a kubeconfig can name credential plugins that kubectl runs'),
  o(
    'helm',
    ['--kubeconfig', '--post-renderer'],
    'a kubeconfig can name credential plugins; a post-renderer is a program helm runs',
  ),
  o('docker', ['--config'], 'a docker config can name credential helpers that docker runs'),
  o('make', ['--eval', '-E', '-f', '--file', '--makefile'], 'these add or replace the recipes make runs', {
    variables: true,
  }),
  o('ssh', ['-o', '-F'], 'options and config files can set ProxyCommand or LocalCommand'),
  o('scp', ['-o', '-F', '-S'], 'options can set ProxyCommand or the program used as ssh'),
  o('rsync', ['-e', '--rsh', '--rsync-path'], 'these choose the programs rsync runs'),
  o(
    'tar',
    [
      '--to-command',
      '--use-compress-program',
      '-I',
      '--checkpoint-action',
      '--info-script',
      '-F',
      '--new-volume-script',
    ],
    'these make tar run other programs',
  ),
  o('zip', ['-TT', '--unzip-command'], 'runs the given program to test the archive'),
  o('curl', ['-K', '--config'], 'a config file can add any option, including output files'),
  o('vim', ['-c', '--cmd', '-S'], 'runs editor commands, which can run shell commands'),
];

/** The override options a command uses (as written in the table), with the entry's reason. */
export function overridesIn(
  argv: readonly ArgWord[],
  canonical: Canonical,
  flags: FlagFacts,
): { option: string; reason: string }[] {
  const prefixes = [...canonical.prefixes, ...canonical.alternates].map((p) => p.map((w) => known(w)));
  const found: { option: string; reason: string }[] = [];
  for (const entry of OVERRIDES) {
    const words = entry.prefix.split(' ');
    if (!prefixes.some((p) => words.every((w, i) => p[i] === w))) continue;
    if (entry.always) found.push({ option: entry.prefix, reason: entry.reason });
    for (const option of entry.options)
      if (flags.present.has(option) || abbreviated(option, flags)) found.push({ option, reason: entry.reason });
    if (entry.variables) {
      for (const w of argv.slice(1)) {
        const text = known(w);
        if (text !== undefined && /^[A-Za-z_][A-Za-z0-9_]*=/.test(text))
          found.push({ option: text, reason: entry.reason });
      }
    }
  }
  return found;
}

/**
 * Whether a long option is given by an abbreviation (`--op=...` for `--open-files-in-pager`):
 * git's parse-options and getopt_long take any unambiguous prefix. From two letters on; a prefix
 * that is another option's too only keeps an allow from applying, which fails closed.
 */
function abbreviated(option: string, flags: FlagFacts): boolean {
  if (!option.startsWith('--')) return false;
  for (const word of flags.present) if (word.length >= 4 && !word.includes('=') && option.startsWith(word)) return true;
  return false;
}
