export declare function writeOut(fd: number, text: string): void;
