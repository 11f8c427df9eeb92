/**
 * The Bash tool under a manifest with command rules: the command policy and the write-target check
 * on one command line, in one walk.
 * The policy's rules come from the repository's and the user's manifests. The line is parsed when
 * the write-target pre-scan cannot clear it, or when it names a program a command rule names; a
 * plain line naming none is judged on its raw text alone (the catastrophic forms). Deny (a rule, a
 * catastrophic form, a protected write target) blocks; otherwise ask asks the person; allow is
 * answered only when every segment is explicitly allowed and nothing was denied.
 */
import { type CommandRule } from '../../core/commands/commandRules.js';
import type { Context } from '../context.js';
import { type BashOutcome } from './decideBash.js';
export declare function judgeBash(command: string, ctx: Context): Promise<BashOutcome>;
/** The command rules of the repository's and the user's manifests; a pattern that cannot match blocks (fail closed). */
export declare function loadCommandRules(ctx: Context): CommandRule[];
