export interface Span {
    /** 1-based line numbers, markers included. */
    startLine: number;
    endLine: number;
    /** Byte range of the span's text, markers included. */
    start: number;
    end: number;
}
export type MarkerProblem = {
    kind: 'nested';
    line: number;
} | {
    kind: 'unopened';
    line: number;
} | {
    kind: 'unclosed';
    line: number;
};
export declare function findSpans(bytes: Uint8Array): {
    spans: Span[];
    problems: MarkerProblem[];
};
