import type { SimpleCommand } from './simpleCommand.js';
import type { CommandWrites } from './writeTarget.js';
import { type Word } from './words.js';
export type Handler = (args: Word[], cmd: SimpleCommand) => Partial<CommandWrites>;
/**
 * GNU getopt_long: a prefix of one long option stands for it (`--outp FILE` is `--output FILE`).
 * Words after `--` are operands and stay as written.
 */
export declare function longPrefixes(args: readonly Word[], longs: readonly string[]): Word[];
export declare const shuf: Handler;
export declare const iconv: Handler;
/** `xxd [options] [infile [outfile]]`: the second operand is written (also with `-r`). */
export declare const xxd: Handler;
/**
 * `zip [options] ARCHIVE FILES... [-x|-i PATTERNS...]`: the archive is written (`ARCHIVE.zip` when
 * its name has no suffix), `-O`/`--out` too; with `-m`/`--move` the files added are deleted (and
 * folders with `-r`). Names read from input (`-@`) with `-m`: any file may be deleted.
 */
export declare const zip: Handler;
/**
 * `objcopy [options] IN [OUT]`: OUT is written, or IN in place without it; `--dump-section
 * NAME=FILE` writes FILE. More operands than two means the options were not read as objcopy
 * reads them: each is written (fail closed).
 */
export declare const objcopy: Handler;
/** `openssl CMD [options]`: `-out FILE`, `--out FILE` and `-out=FILE`, and kin. */
export declare const openssl: Handler;
/**
 * `split [options] [FILE [PREFIX]]`: writes PREFIXaa, PREFIXab, ... (`x` by default), a name that
 * starts with PREFIX; `-n K/N` writes to the output instead; `--filter=CMD` hands each piece to a
 * shell command, which may write anything.
 */
export declare const split: Handler;
/**
 * `cmake -E COMMAND ...` (cmake's command-line tool mode): `rm [-rRf] [--] PATHS`,
 * `remove [-f] FILES`, `remove_directory DIRS`, `copy`, `copy_if_different`, `copy_if_newer`
 * (`FILES... DEST`, or `-t DEST FILES...`), `copy_directory*` (the folders' contents into DEST),
 * `rename OLD NEW`, `create_symlink`/`create_hardlink OLD NEW`, `touch`, `touch_nocreate`,
 * `make_directory`, `tar` (as tar). `chdir DIR CMD`, `env ... CMD`, `time CMD` run another
 * command: not read here (docs/claude.md, programs that run their arguments); the catastrophic
 * check reads them.
 */
export declare function cmake(tar: Handler): Handler;
