import type { Git } from './runGit.js';
/** The remotes a repository's config names, and the fetch URLs of those on another machine. */
export interface Remotes {
    names: string[];
    /** Remote name → its URLs as the config has them. */
    configured: Map<string, string[]>;
    /** Remote name → its URLs as git uses them (after `url.*.insteadOf`). */
    effective: Map<string, string[]>;
    /** Remote name → its URLs as git's fetch writes them into FETCH_HEAD (see `fetchHeadUrl`). */
    network: Map<string, Set<string>>;
}
/**
 * The remotes in the config (one `git config --list`; one `git remote get-url --all` per remote on
 * another machine only where a `url.*.insteadOf` rewrites URLs).
 */
export declare function readRemotes(git: Git): Promise<Remotes>;
/** The remote a remote-tracking ref belongs to: the longest configured name it lies under. */
export declare function remoteOfRef(ref: string, names: readonly string[]): string | undefined;
/**
 * A URL as git's fetch writes it into FETCH_HEAD: without the user and password, trailing slashes
 * and a `.git` suffix (git's fetch.c, `store_updated_refs`). scp-like URLs lose their user too, so
 * both sides compare the same way.
 */
export declare function fetchHeadUrl(url: string): string;
/**
 * FETCH_HEAD's lines: each fetched commit with the URL it came from. git writes
 * `<sha>\t[not-for-merge]\t<what> '<name>' of <url>` (`<what>`: branch, tag, remote-tracking
 * branch) or, for a fetched HEAD, the URL alone. The name ends at the first `' of `, and the URL is
 * the whole rest: a path or a name that holds " of <another URL>" is compared whole, never cut at
 * its last " of " (review-16b B01). A line of another ref (`'refs/pull/1/head' of <url>`) cannot be
 * told from a URL that starts with a quote, so it counts as from that whole text: not trusted.
 */
export declare function parseFetchHead(text: string): Map<string, Set<string>>;
/** Remote-tracking refs and their commits (`refs/remotes/...` → sha), in one `git for-each-ref`. */
export declare function readRemoteRefs(git: Git): Promise<Record<string, string>>;
/**
 * For pre-push: the commits of the remote-tracking refs that count as on a remote: the default
 * branch (`<remote>/HEAD`, else `main` or `master`) of the destination (`dest`, pre-push's first
 * argument, when it names a configured remote) and of every remote on another machine. Another
 * branch of a remote is anyone's to push to, from a clone without these hooks (review-16b B03), and
 * a remote on this machine says nothing about what the destination holds. None of a remote whose
 * refs git reads through a symbolic link (a ref file, its folder, `refs`, or packed-refs that is
 * one; git never writes such a link, and one to a file outside the repository moves with whatever
 * writes there, no ref update at all: review 6 S2), nor a `<remote>/HEAD` that names a ref of
 * another remote or a branch.
 */
export declare function pushTrusted(git: Git, dest: string | undefined): Promise<string[]>;
/** What the tripwire makes of the remote-tracking refs after a call. */
export interface RemoteMoves {
    /** Commits that count as on a remote: left out of the commit check. */
    trusted: string[];
    /** Refs that moved with no fetch from the person's remote to explain them, and where to: judged like branch tips. */
    unexplained: Record<string, string>;
}
/**
 * For the tripwire: `before` and `after` are the remote-tracking refs before and after a call,
 * `fetchHead` the text of FETCH_HEAD (every worktree's). Trusted: what a remote-tracking ref held
 * before the call (judged when it came, or the person's), and a commit FETCH_HEAD says git fetched
 * from the URL of a remote the person had when they last wrote, on another machine (`git fetch`,
 * `git pull origin <branch>`; a renamed remote's refs keep their commits). A ref that moved anywhere
 * else is the agent's.
 */
export declare function remoteMoves(before: Record<string, string>, after: Record<string, string>, remotes: Remotes, fetchHead: string, 
/** The remotes' URLs (as git uses them) at the person's prompt: one added since is not theirs (review-16 A01). */
personRemotes?: Record<string, string[]>): RemoteMoves;
