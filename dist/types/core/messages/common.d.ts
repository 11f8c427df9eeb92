/**
 * Every user-facing sentence of diffgate lives in this folder (src/core/messages/), one module per
 * entry point or part, so each entry point loads only its own. A block message is an instruction:
 * what was blocked, why (the manifest's reason), and the next action.
 */
export declare const NO_WORKAROUND = "Do not work around the block by changing another file instead.";
export declare const WAIT = "Show the change you intended and why, and wait for a person to release it.";
export declare const plural: (n: number, word: string) => string;
