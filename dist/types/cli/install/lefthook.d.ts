import { GIT_HOOKS, type Installer } from './installTarget.js';
/** lefthook passes git's arguments as {1}, {2}; pre-push also needs git's standard input. */
export declare function lefthookCommand(hook: (typeof GIT_HOOKS)[number]): Record<string, unknown>;
export declare const lefthook: Installer;
