import type { Context } from './context.js';
import type { Denial } from './denial.js';
import type { ToolInput } from './toolInput.js';
export type ReadTool = 'Read' | 'Grep' | 'Glob' | 'LS';
export declare function decideRead(tool: ReadTool, input: ToolInput, ctx: Context): Promise<Denial[]>;
