/** A mistake in how the CLI was called: exit 2 with usage. */
export declare class UsageError extends Error {
}
