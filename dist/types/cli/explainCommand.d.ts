import { type Io } from './io.js';
export declare function explainCommand(args: string[], io: Io): Promise<number>;
