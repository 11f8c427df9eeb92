import { type Io } from './io.js';
export declare function installSandbox(io: Io, uninstall: boolean, user: boolean): Promise<number>;
/** Plain `uninstall --claude`: the deny list goes too, and is mentioned only when there was one. */
export declare function removeSandboxQuietly(io: Io): Promise<void>;
