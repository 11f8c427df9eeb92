import { type CodeCache } from './codeCache.js';
/** The file of sums, beside the CLI's `index.js`. */
export declare const SUMS = "SHA256SUMS";
export declare class CodeCheckError extends Error {
}
/**
 * The loader, run by `node -e` with arguments: the CLI's folder, the sha256 of its SHA256SUMS, the
 * code cache's folder and the sha256 of its SHA256SUMS (codeCache.ts; `-` and `-` for none), then
 * the CLI's own arguments. `before`/`after`: the message around the file that did not match. Its
 * own code holds no single quote (the messages may: `shQuote` quotes the whole for sh).
 *
 * A file of the CLI runs only when its bytes match the CLI's sums. It is compiled from those bytes,
 * or from the cache file named after their sha256 when that file's bytes match the cache's pinned
 * sums; anything else about the cache (missing, changed, not a regular file, rejected by V8) only
 * means compiling without it. The cache is read through a non-blocking open of a regular file:
 * a FIFO there must not stall the call until the client lets it through.
 */
export declare function loaderSource(before: string, after: string): string;
/** The sha256 of the CLI folder's SHA256SUMS, after checking every file it lists (CodeCheckError if one differs). */
export declare function codeHash(dir: string): string;
/** Quoted for sh, always (so that `parseVerified` can read the command back). */
export declare function shQuote(s: string): string;
/** The loader's arguments where no code cache could be made: it then compiles every file. */
export declare const NO_CACHE: CodeCache;
export interface VerifiedCommand {
    /** The node that runs the hook, and the CLI's folder (real paths). */
    node: string;
    dir: string;
    hash: string;
    /**
     * The code cache pinned beside it (codeCache.ts): present in every command this version writes,
     * `{ dir: '-', hash: '-' }` where none could be made; absent in a command an older version wrote.
     */
    cache?: CodeCache;
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
    tail: string | ((reinstall: string) => Wrap);
}): string;
/** What goes around node's command: a shell line before it (after the check that node is there), and after it. */
export interface Wrap {
    before: string;
    tail: string;
}
/**
 * The hook command for a client that lets a call through when its hook ends printing nothing,
 * or outlives the client's own timeout (Gemini CLI 0.61.0: no output means no decision; a timed-out
 * hook's output is ignored). Node runs in the background (its standard input kept on fd 3, since a
 * background command's is /dev/null), a watchdog subshell kills it after `seconds` (under the
 * client's timeout, above the hook's own 10 s deadline), and the shell answers for it: node's exit 0
 * (its answer printed) and 2 (a failure it printed) stand; 126/127 (node not there, the shell said
 * so) become 2; anything else (a signal, a crash, the watchdog) prints `deny` (a JSON answer with
 * `%s` for the exit status) on stdout and exits 2. POSIX sh and bash 3.2 alike: no `wait -n`.
 */
export declare function watchdogWrap(seconds: number, deny: (status: string) => string): Wrap;
/** What an install says about the command it wrote (empty for any other command). */
export declare function installedNote(command: string, agent: string, user: boolean): string;
/**
 * The hook's command: the shell names a node that is gone before the call fails; node runs the
 * loader on the CLI. `tail` makes it fail closed in the agent's protocol (` || exit 2`).
 */
export declare function verifiedCommand(v: VerifiedCommand, reinstall: string, tail: string | Wrap): string;
/** The parts of a command `verifiedCommand` wrote, or undefined for any other command (an older install's). */
export declare function parseVerified(command: string): (VerifiedCommand & {
    loader: string;
}) | undefined;
