import type { Rule } from '../../core/rule.js';
import type { Context } from '../context.js';
import type { ToolPath } from '../toolPath.js';
/** The path rules (of the repository's manifest inside it, of the lines naming outside paths else) that match the file. */
export declare function pathRulesAt(ctx: Context, path: ToolPath): readonly Rule[];
/** Whether any path rule, or the manifests' own protection, covers the file. */
export declare function covered(ctx: Context, path: ToolPath): boolean;
