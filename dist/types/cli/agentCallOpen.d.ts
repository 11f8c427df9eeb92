import type { Ledger } from '../agent/ledger.js';
import type { RecordDirs } from '../git/diffgateRecords.js';
export declare function agentCallOpen(dirs: RecordDirs, ledgers: readonly Ledger[], now?: number): boolean;
