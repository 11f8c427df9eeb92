import { type Io } from './io.js';
export declare function installCommand(uninstall: boolean): (args: string[], io: Io) => Promise<number>;
