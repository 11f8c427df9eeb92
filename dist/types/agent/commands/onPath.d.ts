export declare function onPath(name: string, path?: string): boolean;
