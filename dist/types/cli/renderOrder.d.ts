/**
 * The order every rendering prints violations in: by path, then by line (a violation of the whole
 * file, without a line, first), then as the checker produced them.
 */
import type { Violation } from '../core/verdict.js';
export declare function inReadingOrder(violations: readonly Violation[]): Violation[];
