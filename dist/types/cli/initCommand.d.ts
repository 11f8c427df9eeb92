import { type Io } from './io.js';
export declare function initCommand(args: string[], io: Io): Promise<number>;
