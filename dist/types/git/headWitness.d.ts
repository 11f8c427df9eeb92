export type HeadWitness = 
/** HEAD names this commit. */
{
    kind: 'commit';
    sha: string;
}
/** Before the first commit: HEAD is a branch with no ref, no ref nor HEAD's reflog names a commit, and git holds none. */
 | {
    kind: 'unborn';
}
/** HEAD names no commit git has; its reflog's newest entry that git has names this one. */
 | {
    kind: 'logged';
    sha: string;
}
/** HEAD names no commit git has, and the repository has refs, a reflog or commits, but nothing names one. */
 | {
    kind: 'none';
};
/** The commits a reflog's text names, newest first (each entry's new side; a deletion's zeros left out). */
export declare function loggedCommits(text: string): string[];
/** What HEAD names in the repository at `cwd` (git with `env`); throws when git cannot run there. */
export declare function headWitness(cwd: string, env: NodeJS.ProcessEnv): HeadWitness;
