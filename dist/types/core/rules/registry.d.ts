/** Which module checks which kind of path rule. Kinds not listed act only through other parts. */
import type { PathRuleKind } from '../rule.js';
import type { RuleCheck } from './ruleCheck.js';
export declare const RULE_CHECKS: Partial<Record<PathRuleKind, RuleCheck>>;
