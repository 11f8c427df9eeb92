/** Whether the setting's value is a command git runs. */
export declare function runsCommand(key: string): boolean;
/** Whether the setting brings in another file of settings. */
export declare function bringsSettings(key: string): boolean;
/** `K=V` (as given to `git -c`) as its key and value; the whole word is the key when it has no `=`. */
export declare function splitSetting(word: string): {
    key: string;
    value: string | undefined;
};
