import { describe, expect, it } from 'vitest';
import { GATE_WRITES, RULE_KINDS, SHELL_WRITES, putsBack, throughEach } from './putBackLines.js';
describe('the tripwire puts back what a Bash call changed: shell writes', () => {
  it('has at least 60 lines from different classes (this file, putBackRules and putBackGates)', () => {
    const all = [...SHELL_WRITES, ...RULE_KINDS, ...GATE_WRITES];
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map(([k]) => k)).size).toBe(all.length);
  });

  it.each(throughEach(SHELL_WRITES))('%s (%s): %s', (_klass, through, command, keptIn) =>
    putsBack(command, keptIn, through),
  );
});
