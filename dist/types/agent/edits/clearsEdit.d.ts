import type { Context } from '../context.js';
import type { ToolInput } from '../toolInput.js';
import type { ToolPath } from '../toolPath.js';
export declare function clearsEdit(tool: 'Write' | 'Edit' | 'MultiEdit', input: ToolInput, ctx: Context, path: ToolPath): Promise<boolean>;
