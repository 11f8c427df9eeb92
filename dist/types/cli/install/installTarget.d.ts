/** What every installer gets and returns. */
export interface InstallContext {
    /** The repository's top-level directory. */
    top: string;
    cwd: string;
    force: boolean;
}
export interface InstallResult {
    changed: boolean;
    /** What happened, for the person who ran it. */
    message: string;
    /** A refusal (exit 2) rather than a report. */
    refused?: boolean;
}
export interface Installer {
    install(ctx: InstallContext): Promise<InstallResult>;
    uninstall(ctx: InstallContext): Promise<InstallResult>;
}
/** The command a hook manager runs for each git hook (the package's bin, as npm links it). */
export declare const HOOK_BIN = "node_modules/.bin/diffgate";
/** pre-merge-commit is pre-commit for `git merge`, which does not run pre-commit. */
export declare const GIT_HOOKS: readonly ["pre-commit", "pre-merge-commit", "prepare-commit-msg", "pre-push"];
/**
 * prepare-commit-msg only writes the trailer of a commit a person released: without
 * DIFFGATE_RELEASE there is nothing to add, so the hook managers' sh skips starting node, as
 * githooks/_diffgate does (the same test, word for word; test/githooks/commitMsgGuard.test.ts).
 */
export declare const RELEASE_GUARD = "[ -z \"${DIFFGATE_RELEASE:-}\" ] ||";
