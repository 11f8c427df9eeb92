import { type DoctorContext, type Finding } from './finding.js';
/** What keeps the client from loading diffgate's hooks here, for an agent whose hooks are installed. */
export declare function clientLoads(agent: string, ctx: DoctorContext, home: string, user: boolean, commands: readonly string[]): Promise<Finding[]>;
