/**
 * Every user-facing sentence of diffgate lives in this folder (src/core/messages/), one module per
 * entry point or part, so each entry point loads only its own. A block message is an instruction:
 * what was blocked, why (the manifest's reason), and the next action.
 */
export const NO_WORKAROUND = 'Do not work around the block by changing another file instead.';

export const WAIT = 'Show the change you intended and why, and wait for a person to release it.';

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
