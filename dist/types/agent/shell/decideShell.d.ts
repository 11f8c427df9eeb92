import type { Context } from '../context.js';
import { type Denial } from '../denial.js';
import type { Protection } from '../protection.js';
import type { ShellVisitor } from './simpleCommand.js';
/**
 * `policy` is the command policy's own visitor, walked in the same pass; with `parse` set the line
 * is parsed even when the pre-scan would clear its write targets (a command rule may apply to it).
 */
export declare function decideShell(command: string, ctx: Context, protection: Protection, policy?: {
    visitor: ShellVisitor;
    parse: boolean;
}): Promise<Denial[]>;
/**
 * The absolute path a target names, read through /proc's links (`/proc/self/cwd/x` is `./x` of
 * the shell running the command, `/dev/fd/../root/x` is `/x`); null where it is not known
 * (relative to an unknown folder, another process's folders).
 */
export declare function throughProc(text: string, dir: string | null): string | null;
