import type { Finding } from './finding.js';
export declare function renderFindings(title: string, findings: readonly Finding[]): string;
