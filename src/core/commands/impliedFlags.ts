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
import { known, written, type ArgWord } from './argWord.js';
import type { Canonical } from './canonicalPrefix.js';
import type { FlagFacts } from './flagFacts.js';
import { hasFlag, optionsOf } from './longOptions.js';

/** A git setting given for one run: its value, or null when not known before the command runs. */
export interface GitSetting {
  key: string;
  value: string | null;
}

const GLOBAL_VALUED = new Set(['-C', '--git-dir', '--work-tree', '--namespace', '--super-prefix']);

export function impliedFlags(flags: FlagFacts, canonical: Canonical, argv: readonly ArgWord[]): FlagFacts {
  const prefix = canonical.prefixes[0] ?? [];
  if (prefix[0] !== 'git' || typeof prefix[1] !== 'string') return flags;
  const sub = prefix[1];
  const { settings, unknown } = gitSettings(argv);
  const add: string[] = [];
  let uncertain = false;
  if (sub === 'push') {
    const options = optionsOf('git push');
    const after = argv.slice(argv.findIndex((w) => known(w) === 'push') + 1);
    const end = after.findIndex((w) => known(w) === '--');
    const operands = (end === -1 ? after : after.slice(end + 1)).map(known);
    const forced =
      hasFlag(flags.present, '--mirror', options) ||
      operands.some((t) => t !== undefined && t.length > 1 && t.startsWith('+')) ||
      settings.some((s) => s.value !== null && forcesPush(s.key, s.value));
    if (forced) add.push('--force', '-f');
    else if (unknown || settings.some((s) => s.value === null && /^remote\./i.test(s.key))) uncertain = true;
  }
  if (sub === 'clean') {
    const unforced = settings.some(
      (s) => s.value !== null && /^clean\.requireforce$/i.test(s.key) && !gitBool(s.value),
    );
    if (unforced) add.push('--force', '-f');
    else if (unknown || settings.some((s) => s.value === null && /^clean\./i.test(s.key))) uncertain = true;
  }
  if (sub === 'branch') {
    const options = optionsOf('git branch');
    const has = (flag: string) => hasFlag(flags.present, flag, options);
    const forced = has('--force');
    for (const [both, action] of [
      ['-D', '--delete'],
      ['-M', '--move'],
      ['-C', '--copy'],
    ] as const) {
      const letter = options?.short.get(action);
      if (has(action) && forced) add.push(both);
      if (flags.present.has(both)) add.push(action, '--force', '-f', ...(letter ? [letter] : []));
    }
  }
  if (add.length === 0 && !uncertain) return flags;
  return { present: new Set([...flags.present, ...add]), uncertain: flags.uncertain || uncertain };
}

/**
 * The settings given before git's subcommand (`-c K=V`, `--config-env K=ENV`); `unknown` when a
 * `-c` word itself is not known before the command runs.
 */
export function gitSettings(argv: readonly ArgWord[]): { settings: GitSetting[]; unknown: boolean } {
  const settings: GitSetting[] = [];
  let unknown = false;
  for (let i = 1; i < argv.length; i++) {
    const text = known(argv[i]);
    if (text === undefined || !text.startsWith('-') || text === '--') break;
    const eq = text.indexOf('=');
    const name = eq === -1 ? text : text.slice(0, eq);
    if (GLOBAL_VALUED.has(name)) {
      if (eq === -1) i++;
      continue;
    }
    if (name !== '-c' && name !== '--config-env') continue;
    const word = eq === -1 ? argv[++i] : text.slice(eq + 1);
    const setting = written(word);
    if (setting === undefined) {
      unknown = true;
      continue;
    }
    const at = setting.indexOf('=');
    const key = at === -1 ? setting : setting.slice(0, at);
    // `-c K` alone is true; `--config-env K=VAR` takes the value from the environment
    const value = name === '--config-env' ? null : at === -1 ? 'true' : setting.slice(at + 1);
    settings.push({ key, value });
  }
  return { settings, unknown };
}

/** Whether a setting makes `git push` force-update: a `+` refspec in remote.NAME.push, or remote.NAME.mirror on. */
export function forcesPush(key: string, value: string): boolean {
  if (/^remote\..+\.push$/i.test(key)) return value.trim().startsWith('+');
  if (/^remote\..+\.mirror$/i.test(key)) return gitBool(value);
  return false;
}

/** git's reading of a boolean setting: false, no, off, 0 and the empty value are false. */
export function gitBool(value: string): boolean {
  return !/^(false|no|off|0*)$/i.test(value.trim());
}
