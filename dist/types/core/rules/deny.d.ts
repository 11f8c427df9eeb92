import { type RuleCheck } from './ruleCheck.js';
import type { LoadedChange } from '../change.js';
/** Whether the change brings a path into existence (added, or renamed or copied to it). */
export declare function addsPath(change: LoadedChange): boolean;
export declare const deny: RuleCheck;
