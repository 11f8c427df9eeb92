/** A command line's segments on their own (for explain --command and tests): parse, walk, collect. */
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
