import { type CommandRule } from '../../core/commands/commandRules.js';
import type { Context } from '../context.js';
import type { BashOutcome } from './bashOutcome.js';
export declare function judgeBash(command: string, ctx: Context): Promise<BashOutcome>;
/** The command rules of the repository's and the user's manifests; a pattern that cannot match blocks (fail closed). */
export declare function loadCommandRules(ctx: Context): CommandRule[];
