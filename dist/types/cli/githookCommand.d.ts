import { type Io } from './io.js';
export declare function githookCommand(args: string[], io: Io): Promise<number>;
