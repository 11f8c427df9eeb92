/** A failure the hook reports and blocks on (exit 2): bad input, an unreadable or invalid manifest. */
export declare class HookFailure extends Error {
}
