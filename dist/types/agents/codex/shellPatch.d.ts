export interface ShellPatch {
    patch: string;
    /** The folder the patch is applied in (the cd'd folder, else the call's). */
    cwd: string;
}
export declare function shellPatches(command: string, cwd: string): ShellPatch[];
