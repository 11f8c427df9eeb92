/** The CLI's ports: where it writes, its environment and working directory (injected in tests). */
export interface Io {
    cwd: string;
    env: NodeJS.ProcessEnv;
    stdout: (text: string) => void;
    stderr: (text: string) => void;
    /** Whether stderr is a terminal (for colour). */
    isTTY: boolean;
    /** All of standard input (hooks that git or Claude Code feed on stdin). */
    readStdin: () => Promise<string>;
}
/**
 * The real process. Output goes straight to file descriptors 1 and 2 (writeOut.ts): process.stdout
 * and process.stderr would load node's stream modules for a line or two of text.
 */
export declare function processIo(): Io;
/** Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
export declare function useColor(io: Io): boolean;
export declare const EXIT: {
    readonly ok: 0;
    readonly blocked: 1;
    readonly config: 2;
};
