import type { WatchStore } from './watchState.js';
export declare function quietRecord(ws: WatchStore, root: string, gitDir: boolean, env: NodeJS.ProcessEnv): Promise<boolean>;
