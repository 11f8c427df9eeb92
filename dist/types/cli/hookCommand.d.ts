import { type Io } from './io.js';
export declare function hookCommand(args: string[], io: Io): Promise<number>;
