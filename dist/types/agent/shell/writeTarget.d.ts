/** What a command writes: the targets the write-target table finds (writeTargets.ts), with the inline programs it hands on. */
import type { Word } from './words.js';
export interface WriteTarget {
    word: Word;
    dirs: (string | null)[];
    /** Everything under the path is written too (`rm -r`, `mv`, `chmod -R`, `cp` onto a directory). */
    tree?: boolean;
    /**
     * The path itself is removed or moved away (`rm`, `unlink`, `rmdir`, `mv`'s sources): nothing is
     * created there (a deny rule, which forbids adding a path, does not apply), and a symlink is the
     * link, not what it points to (`rm -rf link` removes the link only).
     */
    removes?: boolean;
    /** The word is a destination: when it is a directory, the files written are its children named after these sources. */
    into?: Word[];
    /** Written only when the path exists (`git checkout NAME` restores a path, or switches to a branch). */
    ifExists?: boolean;
    /** The word names a patch; the files it changes are written, with this many leading segments stripped. */
    patch?: number;
    /** The directory the patch's paths are relative to, from the base directories (null: unknown). */
    patchDir?: string | null;
    /** How it is written, for messages (`rm`, `sed -i`, `>`). */
    how: string;
    /**
     * git puts files back (`git checkout .`, `git restore`, `git stash`): it writes only the files
     * that differ from where they come from, which `git diff --name-only` tells (decideShell.ts).
     */
    gitRestore?: GitRestore;
}
/** What a git command that puts files back reads them from, and which paths it may touch. */
export interface GitRestore {
    /** `index`: the index; else a revision as written (`HEAD`, `main~2`, `stash@{0}`). */
    from: string;
    /**
     * What is compared with `from`: the work tree (default), the index (`cached`: `git reset
     * --merge`, `git read-tree -m -u` reset every staged change whose file equals the index), or
     * `HEAD` (`head`: `git reset --keep` writes only the files that differ between HEAD and REV).
     */
    compare?: 'cached' | 'head';
    /** The pathspecs as git reads them (magic and globs included); undefined: not known before it runs. */
    pathspecs: string[] | undefined;
    /** Without `--`: the first pathspec may be a revision instead, when no such path exists. */
    firstMayBeRevision?: boolean;
    /**
     * With `firstMayBeRevision`: a forced branch switch (`git checkout -f main`) when the one word
     * names a revision, which discards every local change (read as from `HEAD`, the whole tree).
     */
    forced?: boolean;
    /** `git stash pop/apply`: the files the stash changes (its base to itself). */
    stash?: boolean;
    /** `git stash pop/apply` naming no stash: the newest (a push earlier in the line makes it). */
    newest?: boolean;
    /**
     * A `git stash [push]` earlier in the same line, in the same directory, before this pop
     * (decideShell.ts): the pop applies what that push saves, or, when the push saves nothing,
     * the newest stash there is now.
     */
    pushed?: {
        pathspecs: string[];
        untracked?: boolean;
        ignored?: boolean;
    };
    /** `git stash [push]` (the files it saves are what a later pop of the line applies). */
    push?: boolean;
    /** Untracked files are removed too (`git stash -u`): not read from a diff. */
    untracked?: boolean;
    /** Ignored files too (`git stash -a`); `-u` leaves them alone. */
    ignored?: boolean;
}
export interface InlineProgram {
    interpreter: string;
    /** The program text, or undefined when it is not known before running. */
    text: string | undefined;
}
export interface CommandWrites {
    targets: WriteTarget[];
    programs: InlineProgram[];
    /** The command's name is not known (`$EDITOR file`): every argument may be written. */
    unknownCommand: boolean;
}
