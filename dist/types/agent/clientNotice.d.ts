export declare function isClientNotice(prompt: string): boolean;
