export declare function isClientNotice(prompt: string): boolean;
/** An end-of-turn block's text as the hook gives it: marked at its end, so that it never comes back as the person's. */
export declare function markEndOfTurn(message: string): string;
