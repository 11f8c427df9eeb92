import { type Rule } from '../../core/rule.js';
import type { Context } from '../context.js';
/** How a watched path is protected. */
export interface Guard {
    /** Its bytes are kept, so that any change can be judged and put back (content and gate rules). */
    keep: boolean;
    /** A gate file or manifest: any change is refused, and no release phrase lifts it. */
    gate: boolean;
    /** The repository manifest or the user manifest. */
    manifest: boolean;
    /** Rules matching the path (repository rules inside it, outside rules elsewhere). */
    rules: Rule[];
    /** On the secret list (creating it is refused). */
    secret: boolean;
    /** The installed CLI or the memo folder, or in them: removing it is not a gate switch (see judge). */
    installed: boolean;
}
export declare class WatchList {
    private readonly ctx;
    /** Files watched by name, existing or not. */
    readonly files: string[];
    /** Folders whose every file is a gate file. */
    readonly gateFolders: string[];
    /**
     * Folders recorded by their stat key alone, never walked (those leading to Python's user sites):
     * what is made in them later is looked at by its shape (gatePaths.ts `keyFolders`).
     */
    readonly keyFolders: readonly string[];
    /** Trees walked for new files that a rule covers. */
    readonly trees: string[];
    /**
     * The literal base folder of each glob rule (`hooks` for `hooks/*.sh`): every file the rule can
     * cover lies under it, so it is walked whole, before the trees and not counted toward their
     * bound (the rule bounds it). A base that is the repository root (a pattern starting with `**`,
     * or `*.sh`), or for an outside rule `/` or a folder holding the home or the workspace, is not
     * bounded by its rule: it is left to the trees' bounded walk.
     */
    readonly ruleFolders: string[];
    /** Files repository rules name outright (`freeze guard.sh`), recorded by name like the gate files. */
    readonly ruleFiles: string[];
    private readonly inside;
    private readonly outside;
    private readonly allowInside;
    private readonly allowOutside;
    private readonly gateFiles;
    private readonly manifests;
    private readonly installed;
    private readonly snapshotFolders;
    /** Gate files watched by key only, their bytes not kept (node: gatePaths.ts's programPaths). */
    private readonly unkept;
    private readonly shape;
    /** `gateFolders` by path, for `inGateFolder`'s look up a path's folders. */
    private readonly gateFolderSet;
    /** The hook's own working state (its record, the prompt store, the quarantine, the audit log). */
    private readonly own;
    /** `storeDir`: where the hook keeps its state for this place (`.git/diffgate`, or the XDG state folder). */
    constructor(ctx: Context, env: NodeJS.ProcessEnv, storeDir: string, selfDir?: string);
    /** The repository root (the workspace outside a repository). */
    get root(): string;
    /** Whether a path is the hook's own working state. */
    isOwn(path: string): boolean;
    /** Whether a folder is left out of the walk for new files (its own files are another tool's). */
    skips(dir: string): boolean;
    /** How a path is protected, or undefined when the tripwire does not watch it. */
    guard(abs: string): Guard | undefined;
    /** Whether a folder is watched by its key alone, or has the shape of one (a new version's site). */
    isKeyFolder(abs: string): boolean;
    /**
     * Whether a path is, or lies in, a gate folder (and is not the hook's own state). Asked for every
     * path the tripwire looks at (every file of a folder whose key moved): the path's own folders are
     * looked up, a few lookups, not each of the sixty-odd gate folders compared.
     */
    inGateFolder(abs: string): boolean;
}
