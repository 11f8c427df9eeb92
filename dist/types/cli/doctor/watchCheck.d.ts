import { type CheckGroup } from './finding.js';
export declare const watchChecks: CheckGroup;
