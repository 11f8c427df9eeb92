export declare function rememberProject(agent: string, session: string, dir: string, env: NodeJS.ProcessEnv, home: string): Promise<void>;
/** The session's folder as its latest prompt gave it; undefined when no prompt was seen. */
export declare function recallProject(agent: string, session: string, env: NodeJS.ProcessEnv, home: string): Promise<string | undefined>;
