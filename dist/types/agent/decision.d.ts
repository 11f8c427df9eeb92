/** The decision layer's answer to one event: data, which each adapter renders in its agent's protocol. */
/** deny: blocked (the message says what, why, next); ask: a person decides; allow: the command policy allows it; none: no opinion. */
export type Verdict = 'deny' | 'ask' | 'allow' | 'none';
export interface Decision {
    verdict: Verdict;
    /**
     * For deny, the full block message; for ask and allow, the reason. For none, what the model is
     * told without a block (what the tripwire put back at a prompt, or at an end of turn already
     * continued), else empty.
     */
    message: string;
    /** A prompt event's message is for the person too (their own edit may be among what was put back). */
    toPerson?: boolean;
}
export declare const NONE: Decision;
