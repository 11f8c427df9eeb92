/**
 * The state the rules last accepted, for a staged change that repairs HEAD: when HEAD is a commit
 * no remote-tracking ref has yet (made with --no-verify, say), the person fixing it restores the
 * protected file and amends (`git commit --amend`, or `edit` in `git rebase -i`). pre-commit
 * compares the index with HEAD, the bad commit itself, so the restoration looks like a change to
 * the protected file; against HEAD's parent, the state the rules last accepted, it is none. This
 * module finds, for the paths HEAD changed, what HEAD's parent held, and tells which staged
 * entries put every path they touch back to exactly that (mode and object id). The core decides
 * what such a change means (FileChange.restores).
 */
import type { RawEntry } from './parseRawDiff.js';
import type { Git } from './runGit.js';
/** A path's state in the accepted commit: `mode sha`, or null where the path was absent. */
export type Accepted = ReadonlyMap<string, string | null>;
/**
 * What HEAD's first parent held at each path HEAD changed; empty when HEAD is a root commit, or is
 * already on a remote-tracking ref (then HEAD itself is what the rules accepted, or was pushed).
 */
export declare function acceptedBeforeHead(git: Git): Promise<Accepted>;
/** Whether a staged entry leaves every path it touches as the accepted commit had it. */
export declare function restoresAccepted(e: RawEntry, accepted: Accepted): boolean;
