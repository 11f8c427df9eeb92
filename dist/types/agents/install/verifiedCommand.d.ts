/** The file of sums, beside the CLI's `index.js`. */
export declare const SUMS = "SHA256SUMS";
export declare class CodeCheckError extends Error {
}
/**
 * The loader, run by `node -e` with arguments: the CLI's folder, the sha256 of its SHA256SUMS, then
 * the CLI's own arguments. `before`/`after`: the message around the file that did not match. Its
 * own code holds no single quote (the messages may: `shQuote` quotes the whole for sh).
 */
export declare function loaderSource(before: string, after: string): string;
/** The sha256 of the CLI folder's SHA256SUMS, after checking every file it lists (CodeCheckError if one differs). */
export declare function codeHash(dir: string): string;
/** Quoted for sh, always (so that `parseVerified` can read the command back). */
export declare function shQuote(s: string): string;
export interface VerifiedCommand {
    /** The node that runs the hook, and the CLI's folder (real paths). */
    node: string;
    dir: string;
    hash: string;
    /** The CLI's arguments (`hook claude`). */
    args: string[];
}
/**
 * The CLI the hooks run: the repository's own install where there is one built with sums (its
 * real path), else the running CLI (tests pass the built one).
 */
export declare function chosenCli(projectRoot: string | undefined, cliPath: string | undefined): string;
/**
 * The command an agent's hook runs for `diffgate hook <agent>`: this node and the chosen CLI by
 * real path, and the CLI's code hash (CodeCheckError when its files do not match their sums).
 */
export declare function agentHookCommand(o: {
    agent: string;
    user: boolean;
    projectRoot: string | undefined;
    cliPath: string | undefined;
    tail: string;
}): string;
/** What an install says about the command it wrote (empty for any other command). */
export declare function installedNote(command: string, agent: string, user: boolean): string;
/**
 * The hook's command: the shell names a node that is gone before the call fails; node runs the
 * loader on the CLI. `tail` makes it fail closed in the agent's protocol (` || exit 2`).
 */
export declare function verifiedCommand(v: VerifiedCommand, reinstall: string, tail: string): string;
/** The parts of a command `verifiedCommand` wrote, or undefined for any other command (an older install's). */
export declare function parseVerified(command: string): (VerifiedCommand & {
    loader: string;
}) | undefined;
