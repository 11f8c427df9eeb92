/** The user's state folder: $XDG_STATE_HOME when absolute, else ~/.local/state. */
export declare function stateHome(env: NodeJS.ProcessEnv, home: string): string;
