import type { TurnWitness } from './prompts.js';
export interface LedgerTurn {
    /** The turn's nonce: the prompt store's record of it carries the same. */
    n: string;
    /** A fingerprint of the person's words (cyrb53, as the identity file names). */
    w: string;
    /** Where each branch and HEAD pointed when the person wrote. */
    h?: Record<string, string>;
    /** When (ms since the epoch). */
    t: number;
}
interface LedgerData {
    v: 1;
    /** The git folder it is for (a hash collision makes two take turns, as with the identity files). */
    git: string;
    turns: Record<string, LedgerTurn>;
    /** Release records pre-commit wrote: `<tree>-<parent or "root">`. */
    rel: string[];
    /** Commits the tripwire refused (full ids). */
    ref: string[];
}
/** A fingerprint of the person's words: which prompt the turn was (not a secret: the ledger is readable). */
export declare const wordsPrint: (words: string) => string;
export declare class Ledger implements TurnWitness {
    readonly file: string;
    readonly gitDir: string;
    /** `gitDir`: the git folder whose records it vouches for (its real path is taken). */
    constructor(file: string, gitDir: string);
    static of(gitDir: string, env: NodeJS.ProcessEnv, home: string): Ledger;
    /** The ledger as it stands; undefined when there is none (or not one for this git folder). */
    read(): LedgerData | undefined;
    /** Whether a ledger for this git folder exists at all (none: the first run, or the state folder wiped). */
    exists(): boolean;
    /** The session's latest turn, as the prompt hook wrote it. */
    turn(session: string): LedgerTurn | undefined;
    /** A new turn of the session: returns its nonce, for the prompt store's record. */
    beginTurn(session: string, words: string, heads: Record<string, string> | undefined, now: number): string;
    vouches(session: string, nonce: string | undefined, words: string): boolean;
    headsAt(session: string): Record<string, string> | undefined;
    hasRelease(id: string): boolean;
    addRelease(id: string): void;
    refused(): string[];
    addRefused(shas: readonly string[]): void;
    /** A refused commit a person released at push time is refused no more. */
    dropRefused(shas: readonly string[]): void;
    /** Read, change, written whole by a rename (a reader sees the old ledger or the new one, never part). */
    private update;
}
export {};
