/**
 * What `$(mktemp ...)` stands for: a new file in the temporary folder, or next to the template it
 * is given. Its name is unknown (the X's are random) but its folder is not, and the random part
 * holds no slash: it becomes a glob of one name there (`/tmp/tmp.*`), so a write to it is judged
 * as a write to such a name in that folder (`f=$(mktemp); echo x > "$f"` writes under /tmp, not
 * anywhere). Only plain forms are read; anything else stays an unknown word.
 *
 * GNU and BSD mktemp: with no template the file is made in $TMPDIR (else /tmp); a template without
 * a slash is made in the current folder unless `-t`, `--tmpdir` or `-p DIR` put it in the temporary
 * folder (or DIR); the last run of three or more X's is replaced.
 */
import type { ParsedScript } from 'unbash';
import type { ShellEnv, ShellState } from './state.js';
import { type Value } from './words.js';
export declare function mktempValue(script: ParsedScript | undefined, state: ShellState, env: ShellEnv): Value | undefined;
