export declare const SECRET_SEGMENTS: readonly string[];
/** Segments the list matches that are not secrets (see above). */
export declare const NOT_SECRET: RegExp;
/** The first segment of `path` that is on the secret list, if any. */
export declare function secretSegment(path: string): string | undefined;
