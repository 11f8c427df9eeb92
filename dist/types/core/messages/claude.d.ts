export declare const claudeText: {
    header: (tool: string, what: string | undefined) => string;
    why: string;
    next: string;
    workaround: () => string;
    release: (phrases: string[]) => string;
    failure: (detail: string) => string;
    internal: (detail: string) => string;
    timeout: (seconds: number) => string;
    timeoutSetting: (raw: string, min: number, max: number) => string;
    tooLong: (length: number, limit: number, write: string) => string;
    noDirectory: (dir: string, why: string) => string;
    gitDirSwapped: (g: {
        workspace: string;
        kept: string;
        found: string | null;
        dotGit: string;
        stillThere: boolean;
        ownDotGit: boolean;
        file: string;
    }) => string;
    manifestUnreadable: (label: string, why: string) => string;
    tooManySnapshots: (folder: string, n: number, max: number) => string;
    tooManyPythonVersions: (folder: string, max: number) => string;
    tooManyGitIncludes: (config: string, max: number) => string;
    tooManyWorktrees: (folder: string, max: number) => string;
    tooManySourcedFiles: (file: string, max: number) => string;
    startFileNotRegular: (file: string, why: string) => string;
    gitFileNotRegular: (file: string, why: string) => string;
    manifestSymlink: (label: string) => string;
    manifestErrors: (label: string, lines: string[]) => string;
    userManifestRelative: (pattern: string) => string;
    usage: () => string;
    input: {
        badJson: (detail: string) => string;
        notObject: () => string;
        field: (name: string, expected: string) => string;
        toolField: (tool: string, name: string, expected: string) => string;
        unknownEvent: (event: string) => string;
        unknownTool: (tool: string) => string;
    };
    /** CronCreate / ScheduleWakeup: a prompt the model schedules (src/agent/scheduledPrompt.ts). */
    scheduled: {
        message: (tool: string, phrase: string) => string;
        reason: () => string;
        next: () => string;
    };
    workspace: {
        unreachable: (path: string, code: string) => string;
        unreachableNext: () => string;
        reason: () => string;
        next: () => string;
        empty: () => string;
        nul: () => string;
        drive: (p: string) => string;
        unc: (p: string) => string;
        symlink: (p: string, real: string) => string;
        dotdot: (p: string) => string;
        outside: (p: string, workspace: string) => string;
        secret: (p: string, segment: string) => string;
        secretBraces: (p: string, segment: string, max: number) => string;
        gitDir: (p: string) => string;
        secretReason: () => string;
        secretNext: () => string;
    };
    edit: {
        noMatch: (tool: string, path: string, detail: string) => string;
        notFound: (n: number) => string;
        exists: () => string;
        noCell: (id: string) => string;
        noCellType: () => string;
        badNotebook: (detail: string) => string;
        noMatchReason: () => string;
        noMatchNext: () => string;
        unread: (tool: string, path: string, why: string) => string;
        unreadReason: () => string;
        unreadNext: () => string;
    };
    saveGate: {
        message: (path: string) => string;
        next: (words: readonly string[]) => string;
    };
    shell: {
        writes: (how: string, path: string, kind: string) => string;
        programNames: (how: string, path: string, kind: string) => string;
        secret: (how: string, path: string, segment: string) => string;
        useEdit: (edit: string) => string;
        programNext: (edit: string) => string;
        denyNext: () => string;
        unresolved: (how: string, raw: string, could: string[]) => string;
        opaqueProgram: (what: string) => string;
        unresolvedReason: () => string;
        unresolvedRootReason: () => string;
        unresolvedNext: (edit: string) => string;
        tooMany: () => string;
        tooManyNext: (edit: string) => string;
        syntax: () => string;
        syntaxNext: () => string;
    };
    gate: {
        reason: () => string;
        switch: (kind: string, text: string) => string;
        gitHooks: (how: string, path: string) => string;
        gateFile: (how: string, path: string) => string;
        gateFileEdit: (tool: string, path: string) => string;
        next: () => string;
        gitDirReason: () => string;
        gitDir: (how: string, path: string) => string;
        gitDirNext: () => string;
    };
    install: {
        installed: (file: string, events: readonly string[]) => string;
        already: (file: string) => string;
        removed: (file: string) => string;
        absent: (file: string) => string;
        badSettings: (file: string, detail: string) => string;
        badHooks: (file: string, event: string) => string;
    };
};
