import type { Context } from './context.js';
import type { Denial } from './denial.js';
export interface ToolPath {
    /** The path as given, made absolute. */
    abs: string;
    /** Its real path. */
    real: string;
    /** In the repository (rules by repository-relative path) or outside it (rules by path from `/`). */
    inRepo: boolean;
    /** Repository-relative path inside; the real path without its leading `/` outside. */
    rel: string;
    /** How messages name it. */
    shown: string;
}
/**
 * `reachable`: real paths of folders outside the workspace the tool may reach too (the temporary
 * folders, for the reading tools: a build log under /tmp). The secret list applies there as well.
 */
export declare function resolveToolPath(raw: string, ctx: Context, reachable?: () => readonly string[]): ToolPath | Denial;
export declare function isDenial(x: ToolPath | Denial): x is Denial;
