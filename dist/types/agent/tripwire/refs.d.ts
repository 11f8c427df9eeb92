import { type Key } from './statKey.js';
/**
 * The key a ref file or folder gets when it is a symbolic link, or lies under one (`refs`,
 * `refs/heads`, a folder within): never the key it has, so the refs always count as moved and git is
 * asked at every event. A link's own key, and its end's, say nothing of the links in between: a
 * chain `refs/heads/main -> ~/a -> ~/b` moves when `~/a` is re-pointed, and no key covers `~/a`
 * (review 6 S2; review-16 A03 keyed the end). git never writes a link for a branch or a
 * remote-tracking ref, so only a hand-made one costs the git process.
 */
export declare const UNVOUCHED: Key;
/** Whether the keys hold a ref file that is a link (or under one): then no print of them vouches for the refs. */
export declare function refsLinked(keys: Record<string, Key>): boolean;
/**
 * The ref files and folders whose keys tell that a ref moved, each with its key: HEAD, packed-refs,
 * and every file and folder under refs/heads and refs/remotes. A link among them, or a link on the
 * way to them inside the git directory (`refs`, `refs/heads`), is keyed UNVOUCHED: git is asked.
 */
export declare function refKeys(gitDir: string): Record<string, Key>;
/** Whether a record's ref keys cover the remote-tracking refs (records before review-15c F13 watched branches only). */
export declare function watchesRemotes(keys: Record<string, Key>, gitDir: string): boolean;
/**
 * The commit each branch, remote-tracking ref and HEAD points at, read with git (only after a ref
 * moved, or the first time). git's runner is loaded here: node:child_process costs a call that runs
 * no git 7 ms to load.
 */
export declare function readHeads(root: string, env: NodeJS.ProcessEnv): Promise<Record<string, string>>;
