import type { KnownPatterns } from '../core/commandRuleErrors.js';
import { type CommitDecision, type CommitUnderManifest } from './commitDecisions.js';
type Opts = {
    cwd: string;
    env: NodeJS.ProcessEnv;
    knownPatterns?: KnownPatterns | undefined;
};
export declare function mergeDecisions(merges: readonly CommitUnderManifest[], opts: Opts): Promise<Map<string, CommitDecision>>;
export {};
