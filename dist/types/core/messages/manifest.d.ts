/** The manifest parser's errors: each names what was expected. */
export declare const manifestText: {
    unknownKind: (kind: string) => string;
    missingColumns: (n: number) => string;
    extraColumns: (n: number) => string;
    emptyReason: () => string;
    emptyPattern: (kind: string) => "expected the release phrase a person types, e.g. \"guard release\"" | "expected a command prefix, e.g. \"git push --force\"" | "expected a glob pattern, e.g. \"config/**\"";
    patternSpaces: () => string;
    patternTooLong: (n: number, max: number) => string;
    patternBackslash: (p: string) => string;
    patternTrailingSlash: (p: string) => string;
    patternDotSlash: (p: string) => string;
    patternDotDot: (p: string) => string;
    patternUnbalanced: (p: string, c: string) => string;
    patternInvalid: (p: string, why: string) => string;
    unknownOption: (kind: string, key: string, known: string[]) => string;
    optionNeedsValue: (key: string) => string;
    duplicateOption: (key: string) => string;
    badNumber: (key: string, value: string) => string;
    badValue: (key: string, value: string, expected: string) => string;
    badRegex: (key: string, value: string, why: string) => string;
    headWithAtEnd: () => string;
    budgetNeedsLimit: () => string;
};
