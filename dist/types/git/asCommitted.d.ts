/**
 * The environment under which diffgate's git reads history as it was committed: each commit with
 * the parents its object names. Four things of the repository's own make git see other parents:
 *  - `git replace` refs (`refs/replace/`): off with GIT_NO_REPLACE_OBJECTS (review-16 A05). git 2.39
 *    takes the variable when it starts and `core.useReplaceRefs` when it reads its config, later: a
 *    `core.useReplaceRefs = true` in any config file git reads (`.git/config`, `~/.gitconfig`, a file
 *    they include) switches the replace refs back on. So the setting is given on git's own command
 *    line as well (below), which comes after every config file;
 *  - the graft file (`.git/info/grafts`, deprecated and still read by git 2.39, and not switched off
 *    by GIT_NO_REPLACE_OBJECTS): a line `<commit> <parent>...` gives a commit any parents, one from
 *    before the manifest say, so that its change is judged against a tree that already had it
 *    (review 6 M3). GIT_GRAFT_FILE names the file git reads instead: `/dev/null/grafts`, a path that
 *    cannot exist (`/dev/null` is no folder), so git reads no graft and says nothing (git 2.39 is
 *    silent on ENOENT and ENOTDIR; `/dev/null` itself opens, and git then prints its "grafts are
 *    deprecated" hint on every call);
 *  - the commit-graph (`.git/objects/info/commit-graph`, `commit-graphs/`, and those of every object
 *    store `objects/info/alternates` names): git takes a commit's parents and tree from it, when it
 *    lists the commit, without reading the commit's object, and checks nothing against the commit's
 *    name (review 8 G1: a graph written from an object rewritten for a moment). Off with
 *    `core.commitGraph = false` on the command line, and GIT_TEST_COMMIT_GRAPH=0: git 2.39 loads the
 *    graph whatever the config says when that variable is true.
 * "The command line" is GIT_CONFIG_PARAMETERS, which is how git passes `git -c` on to the gits it runs:
 * it is read after every config file and after GIT_CONFIG_COUNT's entries, and of two entries for one
 * key the later wins, so the entries are added at its end (what the caller's environment held is kept
 * before them). Cost: without the graph git reads each commit object it walks (measured in
 * docs/tripwire.md, "History as committed").
 * `.git/shallow` (the boundary of a shallow clone) cannot be switched off by the environment: a
 * commit it names looks parentless, and a parentless commit is never taken as "before the rules"
 * where a move or a push brings it in (headMove.ts; docs/git-hooks.md). The graft file and the
 * shallow file are gate files besides (gatePaths.ts), so an agent's write to either is put back.
 */
/** A graft file that cannot exist. */
export declare const NO_GRAFTS = "/dev/null/grafts";
/** The settings given on git's command line, quoted as git quotes `-c` entries in GIT_CONFIG_PARAMETERS. */
export declare const AS_COMMITTED_CONFIG = "'core.usereplacerefs'='false' 'core.commitgraph'='false'";
export declare function asCommitted(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
