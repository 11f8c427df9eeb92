export declare const agentsText: {
    readonly usage: (agents: readonly string[]) => string;
    /** An agent whose protocol cannot ask a person: a call the command policy would ask about is blocked. */
    readonly askBlocked: (agent: string, reason: string) => string;
    readonly input: {
        readonly badJson: (agent: string, detail: string) => string;
        readonly notObject: (agent: string) => string;
        readonly field: (agent: string, name: string, expected: string) => string;
        readonly unknownEvent: (agent: string, event: string, expected: readonly string[]) => string;
        readonly unknownTool: (agent: string, tool: string, expected: readonly string[]) => string;
    };
    readonly install: {
        readonly installed: (agent: string, file: string, events: readonly string[]) => string;
        readonly already: (agent: string, file: string) => string;
        readonly removed: (agent: string, file: string) => string;
        readonly absent: (file: string) => string;
        readonly badSettings: (file: string, detail: string) => string;
        readonly badHooks: (file: string, event: string) => string;
        readonly notOurs: (file: string) => string;
        /** What each client needs before it runs the project hooks just installed (seen on the pinned versions). */
        readonly trust: {
            readonly codex: (root: string) => string;
            readonly gemini: (root: string) => string;
            readonly copilot: (root: string) => string;
        };
        readonly noPostEvent: (agent: string) => string;
    };
    readonly doctor: {
        readonly group: () => string;
        readonly settingsCheck: (agent: string) => string;
        readonly probeCheck: (agent: string) => string;
        readonly notInstalled: () => string;
        readonly installed: (file: string, events: readonly string[], post: string) => string;
        readonly missing: (file: string, events: readonly string[]) => string;
        readonly reinstall: (agent: string, user: boolean) => string;
        readonly loadsCheck: (agent: string) => string;
        readonly loads: (why: string) => string;
        readonly untrusted: (agent: string, root: string, where: string) => string;
        readonly reviewedCheck: (agent: string) => string;
        readonly reviewed: (n: number, config: string) => string;
        readonly unreviewed: (keys: readonly string[], n: number, config: string) => string;
        readonly reviewFix: (root: string) => string;
        readonly switchedOff: (file: string, how: string) => string;
        readonly trustFix: {
            codex: (root: string) => string;
            gemini: (root: string) => string;
            copilot: (root: string) => string;
        };
        readonly hooksOnFix: (file: string) => string;
        readonly probeDenied: (path: string) => string;
        readonly probeNotDenied: (path: string, status: number | null, output: string) => string;
    };
    readonly readMany: {
        readonly tooWide: (limit: number) => string;
    };
    readonly patch: {
        readonly syntax: (line: number, detail: string) => string;
        readonly noMatch: (path: string, detail: string) => string;
        readonly unreadable: (path: string, detail: string) => string;
    };
};
