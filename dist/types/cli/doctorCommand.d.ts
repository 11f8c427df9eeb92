import { type Io } from './io.js';
export declare function doctorCommand(args: string[], io: Io): Promise<number>;
