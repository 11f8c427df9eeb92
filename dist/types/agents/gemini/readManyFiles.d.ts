/** Past this many entries the walk stops and the call is blocked: a read that wide is not judged. */
export declare const WALK_LIMIT = 100000;
/** The files (absolute) among those `include` would read that a read may refuse. */
export declare function readManyCandidates(project: string, include: readonly string[], defaultExcludes: boolean): string[];
