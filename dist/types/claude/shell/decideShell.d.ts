import type { Context } from '../context.js';
import { type Denial } from '../denial.js';
import type { Protection } from '../protection.js';
import { type ShellVisitor } from './walk.js';
/**
 * `policy` is the command policy's own visitor, walked in the same pass; with `parse` set the line
 * is parsed even when the pre-scan would clear its write targets (a command rule may apply to it).
 */
export declare function decideShell(command: string, ctx: Context, protection: Protection, policy?: {
    visitor: ShellVisitor;
    parse: boolean;
}): Promise<Denial[]>;
/**
 * `/proc/self/cwd/x` is `./x` of the process that opens it, the shell running the command, and
 * `/proc/self/root/x` is `/x`; another process's (`/proc/123/cwd`) is not known (null).
 */
export declare function throughProc(abs: string | null, dir: string | null): string | null;
