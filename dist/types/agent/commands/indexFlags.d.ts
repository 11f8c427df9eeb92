import type { Denial } from '../denial.js';
import type { GateFinding } from '../shell/gateSwitch.js';
import type { Protection } from '../protection.js';
export declare function indexFlagSwitches(command: string, cwd: string, protection: Protection): GateFinding[];
/** The findings as block messages (never releasable: a gate is switched off only by a person). */
export declare function indexFlagDenials(command: string, cwd: string, protection: Protection): Denial[];
