import type { Rule } from '../core/rule.js';
import type { Context } from './context.js';
export type Finding = {
    kind: 'rule';
    rule: Rule;
    path: string;
} | {
    kind: 'manifest';
    path: string;
} | {
    kind: 'git-hooks';
    path: string;
} | {
    kind: 'gate-file';
    path: string;
} | {
    kind: 'git';
    path: string;
} | {
    kind: 'secret';
    path: string;
    segment: string;
};
export declare class Protection {
    private readonly ctx;
    private readonly inside;
    private readonly outside;
    private readonly allowInside;
    private readonly allowOutside;
    private readonly guardedRules;
    private readonly gates;
    constructor(ctx: Context);
    /**
     * Findings for a known absolute path (as written and as resolved through symlinks). `removes`:
     * the path itself is removed or moved away, so a deny rule (no adding) does not apply under it,
     * and a symlink there is judged as the link (its folder resolved), not as what it points to.
     */
    exact(abs: string, tree: boolean, removes?: boolean): Finding[];
    /**
     * Findings for a path only partly known: somewhere under `dir` (null: anywhere), with a last
     * segment matching the glob `base` (null: any name).
     */
    partial(dir: string | null, base: string | null, tree: boolean): Finding[];
    /**
     * Findings for a file put straight into a directory under a name matching the glob `base` (null:
     * any name), as `cp FILE DIR/` does without `-r`: the directory's own entries, not deeper ones.
     */
    children(dir: string, base: string | null): Finding[];
    /** Findings for a path named in an inline program's text, relative to each possible directory. */
    named(token: string, dirs: (string | null)[]): Finding[];
    /** Findings for one file path. */
    private file;
    /**
     * Findings for what lies under a directory: its existing files (listed, up to a limit) whose
     * name matches `base`, and, past the limit or for files yet to be created, every rule whose
     * pattern could reach under it.
     */
    private under;
}
