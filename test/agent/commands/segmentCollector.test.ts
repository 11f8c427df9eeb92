/**
 * The collector keeps its own copy of the arity table's wrappers (the table loads only under
 * command rules); it must name every one of them (it also names setsid and taskset, which run
 * their operand as a command too).
 */
import { describe, expect, it } from 'vitest';
import { WRAPPERS } from '../../../src/agent/commands/segmentCollector.js';
import { WRAPPERS as ARITY_WRAPPERS } from '../../../src/core/commands/arity.js';

describe('SegmentCollector WRAPPERS', () => {
  it('names every wrapper of the arity table', () => {
    expect([...ARITY_WRAPPERS].filter((w) => !WRAPPERS.has(w))).toEqual([]);
  });
});
