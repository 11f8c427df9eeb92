import { type Outcome } from './outcome.js';
export declare function renderReport(o: Outcome): string;
