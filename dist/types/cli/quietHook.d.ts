/** deadline.ts's DEFAULT_TIMEOUT_S, which loads the hook's messages: not loaded on this path unless it runs out. */
export declare const QUIET_LIMIT_MS = 10000;
/**
 * The quiet pass on `agent`'s input, once a process: the agent's answer (to write on stdout, exit 0)
 * when it is an after-call event that found nothing moved. Undefined when it does not apply or
 * already ran and said no (then the full hook answers).
 */
export declare function quietPass(agent: string, stdin: string, env: NodeJS.ProcessEnv, home: string): Promise<string | undefined>;
/**
 * The agent's answer when this process is `hook <agent>` with an after-call event that found
 * nothing moved; else undefined. Only under the plain configuration: a set DIFFGATE_HOOK_TIMEOUT
 * (which may be refused) or no HOME goes to the full hook, which handles both.
 */
export declare function quietHook(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<string | undefined>;
