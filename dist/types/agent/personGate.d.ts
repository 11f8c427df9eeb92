/**
 * What only the person can open: a save-gate opens in the turn after a prompt that contains one of
 * its words; the release phrase lifts every releasable block for that turn, and each lifted block
 * is recorded in the audit log. Words and phrases match case-insensitively anywhere in the prompt
 * (so they work in languages that attach endings to words).
 */
import type { Denial } from './denial.js';
import type { PromptStore } from './prompts.js';
export interface GateInput {
    session: string;
    tool: string;
    toolUseId: string | undefined;
    releasePhrases: readonly string[];
}
export declare function applyPersonGates(denials: Denial[], input: GateInput, store: PromptStore, now: () => Date): Promise<Denial[]>;
