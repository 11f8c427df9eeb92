export declare function keepStdin(text: string): void;
export declare function readStdin(): Promise<string>;
