/** A failure the hook reports and blocks on (exit 2): bad input, an unreadable or invalid manifest. */
export declare class HookFailure extends Error {
}
/** The message of any failure: a HookFailure's own text, anything else as an internal error with its stack. */
export declare function failureText(e: unknown): string;
