/** A failure the hook reports and blocks on (exit 2): bad input, an unreadable or invalid manifest. */
export class HookFailure extends Error {}
