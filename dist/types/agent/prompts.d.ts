import type { Place } from './place.js';
import type { GitPrints } from './tripwire/promptGit.js';
export interface AuditEntry {
    time: string;
    session: string;
    tool: string;
    tool_use_id?: string;
    rule: string;
    path?: string;
    source?: string;
    /** The release phrase that lifted a block. */
    phrase?: string;
    /** What the tripwire did: put a path back (keeping the agent's version at `kept`), or refused a commit. */
    action?: 'put-back' | 'kept' | 'commit-refused';
    kept?: string;
    commit?: string;
}
export declare function storeDir(place: Place, env: NodeJS.ProcessEnv): Promise<string>;
/** A file name for a session id: the id itself when it is plain, else a hash of it. */
export declare function sessionFile(id: string): Promise<string>;
/**
 * What vouches for the prompt store from outside the repository (ledger.ts): the store is in the
 * agent's reach, and a copy of it taken in a released turn, put back later, would release again
 * (review 1 R1-F4).
 */
export interface TurnWitness {
    /** Whether the record (its nonce, the person's words) is the session's latest turn. */
    vouches(session: string, nonce: string | undefined, words: string): boolean;
    /** Where each branch and HEAD pointed at the session's latest turn, as the witness kept it. */
    headsAt(session: string): Record<string, string> | undefined;
    /** The remotes and their URLs at the session's latest turn, as the witness kept them. */
    remotesAt(session: string): Record<string, string[]> | undefined;
}
export declare class PromptStore {
    private readonly dir;
    private readonly now;
    private readonly witness?;
    /** `witness`: when given, the person's words count only when it vouches for the record (latest). */
    constructor(dir: string, now?: () => Date, witness?: TurnWitness | undefined);
    private get sessions();
    /**
     * `tripwire`: the format of the tripwire record the hook keeps beside (tripwire/watchState.ts),
     * when it keeps one. `heads`: the commit each branch and HEAD pointed at when the person wrote;
     * `remotes`: the URLs of each remote then (the remotes whose fetches count as the person's).
     */
    save(sessionId: string, prompt: string, tripwire?: number, heads?: Record<string, string>, remotes?: Record<string, string[]>, 
    /** The turn's nonce, which the ledger holds too (ledger.ts). */
    nonce?: string, 
    /** The prints of what git read for `heads` and `remotes` (tripwire/promptGit.ts). */
    git?: GitPrints): Promise<void>;
    /**
     * The latest prompt of the session, or undefined when none was recorded, or when the store has a
     * witness that does not vouch for it: a record put back from an earlier turn, or one the ledger
     * never saw (no ledger: the first prompt after an upgrade, or the state folder wiped), gives no
     * words, so no release and no save word, until the person writes again.
     */
    latest(sessionId: string): Promise<string | undefined>;
    /** The tripwire record format the hook kept when the person last wrote in the session (see save). */
    tripwireFormat(sessionId: string): Promise<number | undefined>;
    /** Where each branch and HEAD pointed when the person last wrote in the session (see save). */
    headsAtPrompt(sessionId: string): Promise<Record<string, string> | undefined>;
    /**
     * What git said at the session's latest prompt, with the prints of what it read then
     * (tripwire/promptGit.ts): only from a record the witness vouches for, whose heads are the
     * witness's; otherwise undefined, and the prompt hook asks git.
     */
    previousGit(sessionId: string): Promise<{
        heads?: Record<string, string>;
        remotes?: Record<string, string[]>;
        git: GitPrints;
    } | undefined>;
    /**
     * The remotes and their URLs when the person last wrote in the session (see save): the ledger's,
     * outside the agent's reach, where there is one (review 5 P1: the store's record alone can be
     * rewritten by a call to name the agent's remote, whose fetches would then count as on the remote).
     */
    remotesAtPrompt(sessionId: string): Promise<Record<string, string[]> | undefined>;
    /**
     * When the person last wrote in the session (ms since the epoch), or undefined: the time the
     * record holds, but never later than the record file's change time, which no process sets ahead
     * (a record rewritten to say 2099 would otherwise open the person's turn for every later call,
     * review-15a F08).
     */
    latestTime(sessionId: string): Promise<number | undefined>;
    private latestRecord;
    /**
     * Appends release and put-back lines. A release that the PreToolUse of a call already recorded is
     * not written again by its PostToolUse's tripwire (one line per released call and path: Claude Code
     * 2.1.328 showed two identical lines for one call).
     */
    audit(entries: AuditEntry[]): Promise<void>;
    private prune;
}
