/**
 * The environment under which diffgate's git reads history as it was committed: each commit with
 * the parents its object names. Two things of the repository's own make git see other parents:
 *  - `git replace` refs (`refs/replace/`): off with GIT_NO_REPLACE_OBJECTS (review-16 A05);
 *  - the graft file (`.git/info/grafts`, deprecated and still read by git 2.39, and not switched off
 *    by GIT_NO_REPLACE_OBJECTS): a line `<commit> <parent>...` gives a commit any parents, one from
 *    before the manifest say, so that its change is judged against a tree that already had it
 *    (review 6 M3). GIT_GRAFT_FILE names the file git reads instead: `/dev/null/grafts`, a path that
 *    cannot exist (`/dev/null` is no folder), so git reads no graft and says nothing (git 2.39 is
 *    silent on ENOENT and ENOTDIR; `/dev/null` itself opens, and git then prints its "grafts are
 *    deprecated" hint on every call).
 * `.git/shallow` (the boundary of a shallow clone) cannot be switched off by the environment: a
 * commit it names looks parentless, and a parentless commit is never taken as "before the rules"
 * where a move or a push brings it in (headMove.ts; docs/git-hooks.md). The graft file and the
 * shallow file are gate files besides (gatePaths.ts), so an agent's write to either is put back.
 */
/** A graft file that cannot exist. */
export declare const NO_GRAFTS = "/dev/null/grafts";
export declare function asCommitted(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
