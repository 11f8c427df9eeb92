export declare const fileKind: (t: string) => "a regular file" | "a symlink" | "a submodule";
export declare const violationText: {
    freeze: {
        modified: () => string;
        deleted: () => string;
        renamed: (to: string) => string;
        mode: (from: string, to: string) => string;
        type: (from: string, to: string) => string;
        next: () => string;
    };
    invariant: {
        changed: (a: number, b: number) => string;
        deleted: (n: number) => string;
        binary: () => string;
        nested: (line: number) => string;
        unopened: (line: number) => string;
        unclosed: (line: number) => string;
        next: () => string;
        markersNext: () => string;
    };
    append: {
        changed: (oldLine: number) => string;
        moved: (oldLine: number, newLine: number) => string;
        notAtEnd: (oldLine: number) => string;
        deleted: () => string;
        binary: () => string;
        headNext: (line: string) => string;
        next: (atEnd: boolean) => string;
    };
    budget: {
        lines: (after: number, before: number, limit: number) => string;
        bytes: (after: number, before: number, limit: number) => string;
        next: (measure: "lines" | "bytes", limit: number) => string;
    };
    deny: {
        added: () => string;
        next: (path: string) => string;
        /** For a file git does not track yet (check --worktree): nothing to unstage. */
        nextUntracked: (path: string) => string;
    };
    secret: {
        added: (segment: string) => string;
        reason: () => string;
        next: (path: string) => string;
        /** For a file git does not track yet (check --worktree): nothing to unstage. */
        nextUntracked: (path: string) => string;
    };
    manifest: {
        weakened: (kind: string, pattern: string, source: string) => string;
        loosened: (kind: string, pattern: string) => string;
        release: (phrases: string[]) => string;
        invalid: (detail: string) => string;
        reason: () => string;
        next: () => string;
        invalidNext: () => string;
        adopted: (n: number) => string;
        adoptedAllows: (kind: string, pattern: string, line: number) => string;
        adoptedFromNow: () => string;
    };
};
