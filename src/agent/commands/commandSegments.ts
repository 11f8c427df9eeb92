/** A command line's segments on their own (for explain --command and tests): parse, walk, collect. */
import type { FunctionCall } from '../../core/commands/forkBomb.js';
import type { SegmentInput } from '../../core/commands/judgeCommand.js';
import { loadShellParser } from '../shell/parser.js';
import { initialState } from '../shell/state.js';
import { Walker } from '../shell/walk.js';
import { SegmentCollector } from './segmentCollector.js';

export interface ShellPlace {
  /** The directory the command runs in. */
  cwd: string;
  /** `~` and `$HOME`. */
  home: string;
  /** `$CLAUDE_PROJECT_DIR`. */
  projectDir: string;
}

export async function commandSegments(command: string, place: ShellPlace): Promise<SegmentInput[]> {
  return (await commandWalk(command, place)).segments;
}

/** The segments, and the commands of the line's function bodies (for the fork-bomb check). */
export async function commandWalk(
  command: string,
  place: ShellPlace,
): Promise<{ segments: SegmentInput[]; calls: FunctionCall[] }> {
  const parser = await loadShellParser();
  const collector = new SegmentCollector();
  new Walker(parser, { home: place.home, projectDir: place.projectDir }, collector).script(
    command,
    initialState(place.cwd),
  );
  return { segments: collector.segments, calls: collector.calls };
}
