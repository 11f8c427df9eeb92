import { type Place } from '../claude/context.js';
export interface GateSet {
    files: string[];
    folders: string[];
}
export declare function gateSet(place: Place, env: NodeJS.ProcessEnv, selfDir?: string): GateSet;
