export declare function realPathOf(abs: string): string;
/** Whether `path` is `dir` or lies under it (both absolute and normalised). */
export declare function isWithin(path: string, dir: string): boolean;
