/** What the Bash tool's decision gives: denials, and the command policy's ask or allow reason. */
import type { Denial } from '../denial.js';
export interface BashOutcome {
    denials: Denial[];
    /** The reason to ask the person, when a segment asks (kept if the denials are released). */
    ask?: string;
    /** The reason to allow, when every segment is explicitly allowed and nothing is denied. */
    allow?: string;
}
