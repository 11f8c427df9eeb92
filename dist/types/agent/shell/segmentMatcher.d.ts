/**
 * One glob segment (`*.log`, `build-?`, `[a-c]*`) matched against directory entries as bash
 * matches it by default (no extglob, no dotglob), in time linear in the pattern times the name:
 * each `*` is tried once more only after a later mismatch (the classic wildcard algorithm), never
 * by nested backtracking. A regex for `*a*a*a*a*a*a*a*a*b` backtracks n^k on a name of 60 `a`s,
 * synchronously, so the hook's watchdog could not fire (review-15c F03).
 */
/**
 * The segment's test of a name, or undefined for a segment this matcher does not read (extglob
 * `@(…)`, a brace list, an unknown `[:class:]`): the caller matches those another way.
 */
export declare function segmentMatcher(segment: string): ((name: string) => boolean) | undefined;
