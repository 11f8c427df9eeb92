/**
 * A Bash line decided without loading the shell parser, the write-target table or the command
 * policy (the largest chunk of the CLI): under manifests without command rules, a plain line the
 * pre-scan clears that names no switch variable. decideBash.ts would find nothing in it either:
 * no write target (the pre-scan's promise), no catastrophic form (each needs `rm`, a shell, `find`,
 * `busybox`, `eval` or a function definition, none of which a cleared line holds) and no
 * `git update-index` (not a read-only git subcommand). test/agent/commands/clearedBash.test.ts
 * holds the two to the same answer.
 */
import type { Context } from '../context.js';
/** Whether the repository's or the user's manifest has a command rule (then every line goes to the policy). */
export declare function hasCommandRules(ctx: Context): boolean;
/** True when the line surely gets no denial, no ask and no allow from decideBash. */
export declare function clearedBash(command: string, ctx: Context): boolean;
