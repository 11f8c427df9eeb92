import type { BeforeCall } from '../agentEvent.js';
/** What every call of the patch shares: the session, the folder its paths are relative to, the project. */
export type PatchBase = Omit<BeforeCall, 'tool' | 'args'>;
export declare function patchCalls(patch: string, base: PatchBase): BeforeCall[];
