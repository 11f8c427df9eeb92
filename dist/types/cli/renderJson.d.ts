/**
 * One JSON document with every violation. Each violation has the same keys whatever its rule
 * (`line`, `endLine` and `source` are null where they do not apply), so consumers need no guards;
 * in reading order (path, then line).
 */
import { type Verdict } from '../core/verdict.js';
export declare function renderJson(verdict: Verdict, manifestLabel: string): string;
