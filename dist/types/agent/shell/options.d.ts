/** Reads a command's options the way getopt_long does, from expanded words. */
import { type Word } from './words.js';
export interface OptionSpec {
    /** Short option letters that take a value (`-t DIR` or `-tDIR`). */
    short?: string;
    /** Long options that take a value (`--target-directory DIR` or `--target-directory=DIR`). */
    long?: string[];
    /** Options end at the first operand (POSIX order: interpreters, `timeout`), instead of GNU's permutation. */
    stopAtOperand?: boolean;
}
export interface Options {
    /** Every option seen, by name (`-r`, `--recursive`), with its value word where it takes one. */
    seen: {
        name: string;
        value?: Word;
    }[];
    operands: Word[];
}
export declare function has(opts: Options, ...names: string[]): boolean;
export declare function valueOf(opts: Options, ...names: string[]): Word | undefined;
export declare function readOptions(args: readonly Word[], spec?: OptionSpec): Options;
