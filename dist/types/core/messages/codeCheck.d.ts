/** What the agent hooks' verifying loader and its install say (src/agents/install/verifiedCommand.ts). */
export declare const codeCheckText: {
    /** The command to run again, for an agent and scope. */
    reinstall: (agent: string, user: boolean) => string;
    /**
     * Printed by the loader, around the file that did not match (the file goes between the two parts):
     * what was blocked, why, and what to do.
     */
    changed: (reinstall: string) => {
        before: string;
        after: string;
    };
    /** Printed by the hook command's shell when the node it was installed with is gone. */
    nodeMissing: (node: string, reinstall: string) => string;
    /**
     * Gemini CLI's answer, printed by the hook command's shell when the node it ran ended without an
     * answer (killed, crashed, or stopped by the shell's watchdog): `status` is the shell's exit status.
     */
    noAnswer: (status: string, watchdog: number, reinstall: string) => string;
    /** Said after an install: what the hooks now depend on, and when to install again. */
    installedNote: (node: string, dir: string, reinstall: string) => string;
    /** `install` refuses a CLI whose files do not match its own sums. */
    notIntact: (file: string) => string;
    noSums: (dir: string) => string;
};
