/** Which module checks which kind of path rule. Kinds not listed act only through other parts. */
import type { PathRuleKind } from '../rule.js';
import { append } from './append.js';
import { budget } from './budget.js';
import { deny } from './deny.js';
import { freeze } from './freeze.js';
import { invariant } from './invariant.js';
import type { RuleCheck } from './ruleCheck.js';

export const RULE_CHECKS: Partial<Record<PathRuleKind, RuleCheck>> = { freeze, invariant, append, budget, deny };
