/**
 * git settings that run code: their value is a command git runs (an alias only when it starts
 * with `!`), or they bring in other settings (which may set core.hooksPath). Given for one run
 * (`git -c K=V`) the command is walked as shell code; stored in the repository (`git config K V`)
 * any of them is a way round the hooks.
 */
const COMMAND_KEY =
  /^(alias\.[^=]+|core\.(fsmonitor|pager|editor|sshcommand|askpass|gitproxy)|sequence\.editor|diff\.external|diff\.[^.=]+\.(textconv|command)|merge\.[^.=]+\.driver|filter\.[^.=]+\.(clean|smudge|process)|credential\.helper|gpg\.program|pager\.[^=]+)$/i;
const INCLUDE_KEY = /^include(if\.[^=]*)?\.path$/i;

/** Whether the setting's value is a command git runs. */
export function runsCommand(key: string): boolean {
  return COMMAND_KEY.test(key);
}

/** Whether the setting brings in another file of settings. */
export function bringsSettings(key: string): boolean {
  return INCLUDE_KEY.test(key);
}

/** `K=V` (as given to `git -c`) as its key and value; the whole word is the key when it has no `=`. */
export function splitSetting(word: string): { key: string; value: string | undefined } {
  const eq = word.indexOf('=');
  return eq === -1 ? { key: word, value: undefined } : { key: word.slice(0, eq), value: word.slice(eq + 1) };
}
