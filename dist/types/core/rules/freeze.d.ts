import { type RuleCheck } from './ruleCheck.js';
export declare const freeze: RuleCheck;
