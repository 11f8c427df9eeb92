import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { statLine } from '../../../src/agent/tripwire/procStat.js';

// Lines as Linux 6.x writes /proc/<pid>/stat (fields after starttime cut where they do not matter)
const tail = '0 0 0 0 0 0 0 0 20 0 1 0';
describe('statLine', () => {
  it.each([
    [
      'a plain name',
      `4242 (bash) S 4200 4242 4200 34816 4242 4194560 ${tail} 987654 12345 678`,
      { name: 'bash', state: 'S', ppid: 4200, session: 4200, flags: 4194560, start: '987654' },
    ],
    [
      'a name with spaces and parentheses',
      `77 (a) b (c) ) Z 1 77 77 0 -1 4194372 ${tail} 31337 0 0`,
      { name: 'a) b (c) ', state: 'Z', ppid: 1, session: 77, flags: 4194372, start: '31337' },
    ],
    [
      'a kernel thread',
      `2 (kthreadd) S 0 0 0 0 -1 2129984 ${tail} 5 0 0`,
      { name: 'kthreadd', state: 'S', ppid: 0, session: 0, flags: 2129984, start: '5' },
    ],
  ])('%s', (_, text, want) => {
    expect(statLine(text)).toEqual(want);
  });

  it('leaves the start undefined on a line cut short', () => {
    expect(statLine('9 (x) R 1 9').start).toBeUndefined();
  });

  it.runIf(existsSync('/proc/self/stat'))('reads this process from the real /proc', () => {
    const line = statLine(readFileSync(`/proc/${process.pid}/stat`, 'utf8'));
    expect(line.ppid).toBe(process.ppid);
    expect(line.state).toMatch(/^[RS]$/);
    expect(Number(line.start)).toBeGreaterThan(0);
  });
});
