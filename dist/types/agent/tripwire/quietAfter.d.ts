/** Whether this hook input is an after-call event that finds every watched path, and git's refs, as recorded. */
export declare function quietAfter(stdin: string, env: NodeJS.ProcessEnv, home: string): Promise<boolean>;
