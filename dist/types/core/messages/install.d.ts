/** `diffgate install` and `uninstall`. */
export declare const installText: {
    chooseOne: () => string;
    notARepo: () => string;
    hooksPathSet: (path: string) => string;
    hooksPathSame: (path: string) => string;
    hooksPathOwned: (current: string, owner: string) => string;
    hooksPathLocalHooks: (names: string[]) => string;
    hooksPathRemoved: (path: string) => string;
    hooksPathNotOurs: (current: string) => string;
    nothingInstalled: (what: string) => string;
    huskyAdded: (files: string[]) => string;
    huskySame: () => string;
    huskyMissing: () => string;
    huskyRemoved: (files: string[]) => string;
    lefthookAdded: (file: string) => string;
    lefthookSame: (file: string) => string;
    lefthookRemoved: (file: string) => string;
    lefthookInvalid: (file: string, why: string) => string;
};
