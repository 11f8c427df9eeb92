/**
 * The command policy's segments of a plain command line without the shell parser. A line the
 * write-target pre-scan clears (surelyHarmless: only characters that mean themselves, no writing
 * command, no wrapper, shell, interpreter option, assignment or gate switch) has no quoting,
 * expansion or nesting, so its simple commands are its parts between `&&`, `||`, `;`, `|`, `&` and
 * newlines, and their words are separated by blanks: exactly what the parser would give. The
 * parser (about 1.5 MB of JavaScript) is then loaded only for lines that need it. `cd` is not a
 * segment, as in the walker; `builtin` is left to the parser.
 */
import type { SegmentInput } from '../../core/commands/judgeCommand.js';
export declare function plainSegments(command: string): SegmentInput[] | undefined;
