/** A mistake in how the CLI was called: exit 2 with usage. */
export class UsageError extends Error {}
