import { type Io } from './io.js';
export declare function githookCommand(args: string[], given: Io): Promise<number>;
