import type { Difference } from './survey.js';
import type { WatchStore } from './watchState.js';
export interface HeadMove {
    root: string;
    env: NodeJS.ProcessEnv;
    /** HEAD's commit before the call, and after it. */
    from: string;
    to: string;
    /** Where refused commits are recorded (`<store>/refused/`: diffgateRecords.ts). */
    storeDir: string;
    /** The ledger outside the repository (ledger.ts): a release record it does not list releases nothing. */
    ledger?: {
        hasRelease(id: string): boolean;
    };
    /** Commits refused by this pass's own check. */
    refused: readonly string[];
    /** Commits a trusted remote-tracking ref has (commits.ts `checkNewCommits`): not brought in by the move. */
    trusted: readonly string[];
}
/** The paths among `found` that the HEAD move explains, when the commits it brings in pass. */
export declare function followedHead(found: readonly Difference[], move: HeadMove, ws: WatchStore): Promise<Set<string>>;
