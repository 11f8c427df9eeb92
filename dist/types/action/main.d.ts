export declare function run(env?: NodeJS.ProcessEnv): Promise<void>;
