import type { Context } from '../context.js';
import { type Denial } from '../denial.js';
import type { ToolInput } from '../toolInput.js';
import { type ToolPath } from '../toolPath.js';
import { type EditTool } from './editTool.js';
/**
 * `resolved`: the file's path as resolveToolPath gave it under `ctx`, when the caller has it.
 * `asWritten`: a Write's content is the exact text the client writes (agentEvent.ts).
 */
export declare function decideEdit(tool: EditTool, input: ToolInput, ctx: Context, resolved?: ToolPath | Denial, asWritten?: boolean): Promise<Denial[]>;
