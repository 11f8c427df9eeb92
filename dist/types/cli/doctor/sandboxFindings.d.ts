import type { DoctorContext, Finding } from './finding.js';
export declare function sandboxFindings(ctx: DoctorContext): Promise<Finding[]>;
