/** A command line's segments on their own (for explain --command and tests): parse, walk, collect. */
import type { FunctionCall } from '../../core/commands/forkBomb.js';
import type { SegmentInput } from '../../core/commands/judgeCommand.js';
export interface ShellPlace {
    /** The directory the command runs in. */
    cwd: string;
    /** `~` and `$HOME`. */
    home: string;
    /** `$CLAUDE_PROJECT_DIR`. */
    projectDir: string;
}
export declare function commandSegments(command: string, place: ShellPlace): Promise<SegmentInput[]>;
/** The segments, and the commands of the line's function bodies (for the fork-bomb check). */
export declare function commandWalk(command: string, place: ShellPlace): Promise<{
    segments: SegmentInput[];
    calls: FunctionCall[];
}>;
