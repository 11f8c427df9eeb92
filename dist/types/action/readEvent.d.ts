export interface GithubEvent {
    name: string;
    payload: unknown;
}
export declare function readEvent(env: NodeJS.ProcessEnv): GithubEvent;
