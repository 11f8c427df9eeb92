export declare function repoRoot(cwd: string): Promise<string | undefined>;
