import { posix } from 'node:path';

/** The user's state folder: $XDG_STATE_HOME when absolute, else ~/.local/state. */
export function stateHome(env: NodeJS.ProcessEnv, home: string): string {
  return env.XDG_STATE_HOME && posix.isAbsolute(env.XDG_STATE_HOME)
    ? env.XDG_STATE_HOME
    : posix.join(home, '.local', 'state');
}
