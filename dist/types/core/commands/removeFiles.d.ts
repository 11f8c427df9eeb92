/**
 * tar's `--remove-files` as GNU tar's getopt_long reads it: the option, or any unambiguous
 * prefix of it (`--remove-f`, `--rem`). `--re` is not one (`--recursion`, `--record-size`, ...).
 * Read by catastrophic.ts (the command as it stands) and the shell walker's tar handler.
 */
export declare function isRemoveFilesOption(word: string | undefined): boolean;
