import { type Io } from './io.js';
export declare function run(argv: string[], io: Io): Promise<number>;
