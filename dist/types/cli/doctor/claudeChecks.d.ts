import { type CheckGroup, type DoctorContext } from './finding.js';
/** A tracked file a freeze rule covers, else a secret path: a Write there must be denied. */
export declare function probePath(ctx: DoctorContext): Promise<string>;
export declare const claudeChecks: CheckGroup;
