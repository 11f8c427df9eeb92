/**
 * The pre-scan's list of writing commands is a copy kept out of the write-target table's module (so
 * clearing a plain line loads neither): it must name exactly the commands the table handles.
 */
import { describe, expect, it } from 'vitest';
import { HANDLED_COMMANDS } from '../../../src/agent/shell/writeTargets.js';
import { WRITING_COMMANDS } from '../../../src/agent/shell/writingCommands.js';

describe('WRITING_COMMANDS', () => {
  it('names every command the write-target table handles, and no other', () => {
    expect([...WRITING_COMMANDS].sort()).toEqual([...HANDLED_COMMANDS].sort());
  });
});
