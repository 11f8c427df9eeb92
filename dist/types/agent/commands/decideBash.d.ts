/**
 * The Bash tool. Under a manifest with command rules the policy and the write-target check run
 * together (judgeBash.ts, loaded only then: the arity table and the policy's modules are not needed
 * otherwise). Without command rules only the write targets and the five catastrophic forms,
 * which no manifest can switch off, are checked. The line is parsed only when the write-target
 * pre-scan cannot clear it.
 */
import { type Catastrophe } from '../../core/commands/catastrophic.js';
import type { Context } from '../context.js';
import type { Denial } from '../denial.js';
export interface BashOutcome {
    denials: Denial[];
    /** The reason to ask the person, when a segment asks (kept if the denials are released). */
    ask?: string;
    /** The reason to allow, when every segment is explicitly allowed and nothing is denied. */
    allow?: string;
}
export declare function decideBash(command: string, ctx: Context): Promise<BashOutcome>;
/** One denial per catastrophic form found (never releasable). */
export declare function catastropheDenials(catastrophes: readonly Catastrophe[]): Denial[];
