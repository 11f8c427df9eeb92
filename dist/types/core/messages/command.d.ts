/** The command policy (command-allow / command-ask / command-deny, the catastrophic forms, explain --command). */
export declare const commandText: {
    pattern: {
        empty: () => string;
        startsWithFlag: (token: string) => string;
        emptyAlternative: (token: string) => string;
        mixedFlag: (token: string) => string;
        flagValue: (token: string) => string;
        partialStar: (token: string) => string;
        programPath: (token: string) => string;
        wrapper: (names: string) => string;
        tooManyWords: (pattern: string, n: number, prefix: string, arity: number) => string;
    };
    deny: {
        message: (segment: string, prefix: string, pattern: string) => string;
        next: () => string;
    };
    catastrophic: {
        message: (form: string, text: string) => string;
        reason: () => string;
        next: () => string;
    };
    ask: {
        segment: (segment: string, prefix: string, kind: string, pattern: string, reason: string, source: string, maybe: boolean) => string;
        reason: (parts: string[]) => string;
    };
    allow: {
        reason: (parts: string[]) => string;
        segment: (prefix: string, pattern: string, source: string) => string;
    };
    explain: {
        needsPath: () => string;
        usage: () => string;
        header: (command: string) => string;
        none: () => string;
        segment: (n: number, text: string) => string;
        prefix: (prefix: string, how: string) => string;
        arityKnown: (entry: string, arity: number, reason: string) => string;
        arityUnknown: () => string;
        targets: () => string;
        alternate: (prefixes: string, options: string[]) => string;
        via: (via: string[]) => string;
        parseFailed: () => string;
        rule: (kind: string, pattern: string, reason: string, source: string) => string;
        maybe: () => string;
        noRule: () => string;
        catastrophic: (form: string) => string;
        allowBlocked: (why: string) => string;
        verdict: (decision: string) => string;
        lineCatastrophic: (form: string, text: string) => string;
        total: (decision: string, why: string) => string;
        why: {
            deny: () => string;
            ask: () => string;
            allow: () => string;
            none: () => string;
        };
        noOpinion: () => string;
    };
    allowBlocked: {
        parseFailed: () => string;
        privilege: (wrapper: string) => string;
        environment: () => string;
        overrides: (found: {
            option: string;
            reason: string;
        }[]) => string;
        doubt: (options: string[], unknownWord: boolean) => string;
    };
};
