/** A failure the workflow's author can fix (unsupported event, missing history, bad manifest): the check fails with this message. */
export declare class ActionError extends Error {
    readonly annotations: readonly {
        file?: string;
        line?: number;
        message: string;
    }[];
    /** Annotations to show besides the message (a broken manifest's lines); without a file, a general one. */
    constructor(message: string, annotations?: readonly {
        file?: string;
        line?: number;
        message: string;
    }[]);
}
