import type { Denial } from './denial.js';
export declare function renderDenials(tool: string, subject: string | undefined, denials: readonly Denial[], releasePhrases: readonly string[]): string;
