import { type Finding } from './finding.js';
export declare function checkAgentCode(command: string, agent: string, user: boolean, file: string): Finding;
