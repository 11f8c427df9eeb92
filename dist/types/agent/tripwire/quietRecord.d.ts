import type { WatchStore } from './watchState.js';
export declare function quietRecord(ws: WatchStore, root: string, gitDir: boolean, env: NodeJS.ProcessEnv, 
/** When the walk must stop (ms since the epoch): past it, the walk throws quickPass.ts `WalkCut`. */
until: number): Promise<boolean>;
