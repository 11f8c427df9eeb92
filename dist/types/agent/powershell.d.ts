import type { Context } from './context.js';
import { type Denial } from './denial.js';
import type { Protection } from './protection.js';
export declare function decidePowerShell(command: string, ctx: Context, protection: Protection): Denial[];
