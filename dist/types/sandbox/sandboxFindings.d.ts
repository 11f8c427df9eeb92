import type { DoctorContext, Finding } from '../cli/doctor/finding.js';
export declare function sandboxFindings(ctx: DoctorContext): Promise<Finding[]>;
