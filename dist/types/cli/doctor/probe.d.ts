import { type Finding } from './finding.js';
import { type HookSetup } from './hookSetup.js';
import { type ProbeTarget } from './probeTarget.js';
/** Runs the installed pre-commit hook on the real index plus the probe, in a copy of the index. */
export declare function probePreCommit(setup: HookSetup, target: ProbeTarget): Promise<Finding>;
/** Gives the installed pre-push hook a probe commit on top of HEAD, as a push of a new branch would. */
export declare function probePrePush(setup: HookSetup, target: ProbeTarget): Promise<Finding>;
