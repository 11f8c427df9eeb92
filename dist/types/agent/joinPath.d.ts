export declare function joinPath(...parts: string[]): string;
/**
 * `[posix.dirname(path), posix.basename(path)]`, cut at the last `/` where the path is absolute,
 * normal and has no trailing slash (a gate path, a real path); anything else goes to node's own.
 */
export declare function parentAndName(path: string): [string, string];
