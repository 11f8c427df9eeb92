/** What each doctor check reports, and how checks are grouped. */
export type Status = 'ok' | 'problem';
export interface Finding {
    /** Short name of what was checked: "hooks path", "pre-commit hook", "node", ... */
    check: string;
    status: Status;
    /** What was found, in one or a few lines. */
    detail: string;
    /** For a problem: what to run or change. */
    fix?: string;
}
export interface DoctorContext {
    cwd: string;
    env: NodeJS.ProcessEnv;
    /** The repository's top-level directory (the work tree of the worktree the doctor runs in). */
    top: string;
}
/**
 * One independent group of checks with a title. The git hooks are one group; the Claude Code
 * hook (`diffgate install --claude`) adds its own group beside it in doctorCommand.ts.
 */
export interface CheckGroup {
    title: string;
    run(ctx: DoctorContext): Promise<Finding[]>;
}
export declare const ok: (check: string, detail: string) => Finding;
export declare const problem: (check: string, detail: string, fix: string) => Finding;
