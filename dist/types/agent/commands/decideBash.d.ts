import type { Context } from '../context.js';
import type { BashOutcome } from './bashOutcome.js';
export declare function decideBash(command: string, ctx: Context): Promise<BashOutcome>;
