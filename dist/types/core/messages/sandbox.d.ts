/** The kernel's words for a refused write, as a command prints them. */
export declare const KERNEL_ERRORS = "\"Read-only file system\" (EROFS), or \"Device or resource busy\" (EBUSY) for a rename or removal";
export declare const sandboxText: {
    /**
     * The one sentence the pre-check and the tripwire can add for a frozen path or gate file, and
     * that `run` prints when it starts: which paths are read-only, why, and what the agent then sees.
     */
    readOnlyNote: () => string;
    start: (files: number, frozen: number, folders: number) => string;
    links: (paths: string[]) => string;
    /** Why bubblewrap cannot sandbox here: bwrap missing from the system's places, or no namespaces. */
    bwrapMissing: (places: string[]) => string;
    noNamespaces: (output: string) => string;
    installBwrap: () => string;
    allowNamespaces: () => string;
    /** The refusal: the reason, what to do, and the way to run without the layer. */
    refused: (reason: string, fix: string) => string;
    gateLinks: (paths: string[]) => string;
    unsandboxed: (reason: string) => string;
    noCommand: () => string;
    notStarted: (command: string, why: string) => string;
    notFound: () => string;
    notExecutable: () => string;
    manifestUnreadable: (file: string, why: string) => string;
    manifestInvalid: (errors: string[]) => string;
    install: {
        userUnsupported: () => string;
        written: (file: string, n: number) => string;
        same: (file: string, n: number) => string;
        removed: (file: string, n: number) => string;
        absent: (file: string) => string;
        badSandbox: (file: string, key: string) => string;
    };
    doctor: {
        check: string;
        notInstalled: () => string;
        on: (file: string) => string;
        off: () => string;
        fixOff: () => string;
        matches: (n: number) => string;
        stale: (missing: string[], extra: string[]) => string;
        fixStale: () => string;
        cannotCompute: (why: string) => string;
    };
};
