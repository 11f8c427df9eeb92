export declare function readStdin(): Promise<string>;
