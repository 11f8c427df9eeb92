import type { Catastrophe } from '../../core/commands/catastrophic.js';
import type { Denial } from '../denial.js';
/** One denial per catastrophic form found (never releasable). */
export declare function catastropheDenials(catastrophes: readonly Catastrophe[]): Denial[];
