/** What the checker returns: data, rendered separately by each adapter. */
export type ViolationRule = 'freeze' | 'invariant' | 'append' | 'budget' | 'deny' | 'secret' | 'manifest';
export interface Violation {
    /** The kind of rule that blocked (stable id). */
    rule: ViolationRule;
    /** Repository-relative path of the file concerned. */
    path: string;
    /** First line concerned, 1-based, in the file after the change where it exists there. */
    line?: number;
    endLine?: number;
    /** The manifest's reason (or the built-in reason). */
    reason: string;
    /** What was blocked, in one sentence. */
    message: string;
    /** What the blocked person or agent should do next. */
    next: string;
    /** Where the rule is written: `file:line`, absent for built-in rules. */
    source?: string;
}
export interface Verdict {
    violations: Violation[];
    /** Number of file changes the checker looked at. */
    checked: number;
    /** Things worth saying that block nothing (adopting a first manifest: what it allows). */
    notes?: string[];
}
export declare function isBlocked(verdict: Verdict): boolean;
/** A violation as a JSON record: the same keys whatever the rule (null where one does not apply). */
export declare function violationRecord(v: Violation): Record<string, string | number | null>;
/** Where a finding is, for people: `path`, `path:line` or `path:line-endLine`. */
export declare function location(v: {
    path: string;
    line?: number | undefined;
    endLine?: number | undefined;
}): string;
