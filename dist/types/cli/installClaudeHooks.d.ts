/** `diffgate install --claude` (and its uninstall): Claude Code's hooks in its settings file. */
import { type Io } from './io.js';
export declare function installClaudeHooks(io: Io, uninstall: boolean, user: boolean): Promise<number>;
