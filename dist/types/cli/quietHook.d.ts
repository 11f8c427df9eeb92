/** deadline.ts's DEFAULT_TIMEOUT_S, which loads the hook's messages: not loaded on this path unless it runs out. */
export declare const QUIET_LIMIT_MS = 10000;
/** Whether the after-call pass already ran in this process and said no (the full hook need not run it again). */
export declare const quietPassTried: () => boolean;
/**
 * Whether this process is `hook claude` with an after-call event that found nothing moved.
 * Only under the plain configuration: a set DIFFGATE_HOOK_TIMEOUT (which may be refused) or no
 * HOME goes to the full hook, which handles both.
 */
export declare function quietHook(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<boolean>;
