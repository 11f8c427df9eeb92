import type { KnownPatterns } from '../core/commandRuleErrors.js';
export declare function patternMemo(env: NodeJS.ProcessEnv, build?: string): KnownPatterns | undefined;
