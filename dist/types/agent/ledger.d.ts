import type { TurnWitness } from './prompts.js';
import type { ProcessId } from './tripwire/promptSender.js';
export interface LedgerTurn {
    /** The turn's nonce: the prompt store's record of it carries the same. */
    n: string;
    /** A fingerprint of the person's words (cyrb53, as the identity file names). */
    w: string;
    /** Where each branch and HEAD pointed when the person wrote. */
    h?: Record<string, string>;
    /** The remotes and their URLs when the person wrote (whose fetches count as on the remote: remoteTrust.ts). */
    r?: Record<string, string[]>;
    /** When (ms since the epoch). */
    t: number;
    /** The process that sent the prompt (tripwire/promptSender.ts): a prompt from another while it lives is no person's. */
    c?: ProcessId;
}
interface LedgerData {
    v: 1;
    /** The git folder it is for (a hash collision makes two take turns, as with the identity files). */
    git: string;
    turns: Record<string, LedgerTurn>;
    /** Release records pre-commit wrote: `<tree>-<parent or "root">`. */
    rel: string[];
    /** Commits the tripwire refused (full ids), the oldest first. */
    ref: string[];
    /** How many refused commits are not listed (the list was full, or the ledger was unreadable): pre-push fails closed. */
    over?: number;
}
/** A fingerprint of the person's words: which prompt the turn was (not a secret: the ledger is readable). */
export declare const wordsPrint: (words: string) => string;
export declare class Ledger implements TurnWitness {
    private readonly given;
    private readonly fileOf;
    private real;
    /**
     * `gitDir`: the git folder whose records it vouches for; `fileOf` names the ledger for its real
     * path, which is taken when first needed (Ledger.of: a `realpath` at each hook event otherwise).
     */
    private constructor();
    static of(gitDir: string, env: NodeJS.ProcessEnv, home: string): Ledger;
    /** The ledger's file (in the user's state folder). */
    get file(): string;
    /** The real path of the git folder it is for. */
    get gitDir(): string;
    private resolved;
    /** The ledger as it stands; undefined when there is none (or not one for this git folder), or it cannot be read. */
    read(): LedgerData | undefined;
    /** Why the ledger cannot be read (larger than the bound, not JSON, not a ledger); undefined when it can, or there is none. */
    problem(): string | undefined;
    private load;
    /** How many refused commits the ledger could not list (0: every one is listed); a broken ledger counts as one. */
    unlisted(): number;
    /** The person released a push while refused commits were unlisted: every one left is listed again. */
    clearUnlisted(): void;
    /** Whether the agent hooks ever kept a turn here (the tripwire is in use for this git folder). */
    hasTurns(): boolean;
    /** Whether a ledger for this git folder exists at all (none: the first run, or the state folder wiped). */
    exists(): boolean;
    /** The session's latest turn, as the prompt hook wrote it. */
    turn(session: string): LedgerTurn | undefined;
    /** A new turn of the session: returns its nonce, for the prompt store's record. */
    beginTurn(session: string, words: string, heads: Record<string, string> | undefined, now: number, client?: ProcessId, remotes?: Record<string, string[]>): string;
    vouches(session: string, nonce: string | undefined, words: string): boolean;
    /** The process that sent the session's latest prompt, as the prompt hook found it. */
    client(session: string): ProcessId | undefined;
    headsAt(session: string): Record<string, string> | undefined;
    remotesAt(session: string): Record<string, string[]> | undefined;
    hasRelease(id: string): boolean;
    addRelease(id: string): void;
    refused(): string[];
    /**
     * Lists refused commits after those listed; past MAX_REFUSED the newest are counted in `over`
     * instead (the oldest stay: the first an attack made is the one it means to push).
     */
    addRefused(shas: readonly string[]): void;
    /** A refused commit a person released at push time is refused no more. */
    dropRefused(shas: readonly string[]): void;
    /** Read, change, written whole by a rename (a reader sees the old ledger or the new one, never part). */
    private update;
}
export {};
