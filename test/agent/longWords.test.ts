/**
 * A word too long to be a path is not a path (issue 32): a long string literal in an inline program
 * was taken for a path, and its realpath's ENAMETOOLONG came back as "internal error", denying the call.
 * Through the built CLI, as Claude Code sends the call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, tool, type Harness } from './hookHarness.js';

let h: Harness & { close(): void };
beforeAll(() => {
  h = openHarness();
});
afterAll(() => h.close());

describe('words longer than a file name can be', () => {
  it('python3 -c with a 300-character literal is allowed, not an internal error', () => {
    const run = tool(h, 'Bash', { command: `python3 -c "print('${'a'.repeat(300)}')"` });
    expect(run.stderr).not.toMatch(/internal error|ENAMETOOLONG/);
    expect(run.status).toBe(0);
  });

  it('a redirect to a 300-character name and a path past PATH_MAX are answered, not an internal error', () => {
    for (const command of [`echo x > ${'b'.repeat(300)}.txt`, `cat ${'c/'.repeat(2100)}x`]) {
      const run = tool(h, 'Bash', { command });
      expect(run.stderr).not.toMatch(/internal error|ENAMETOOLONG/);
      expect(run.status).toBe(0);
    }
  });

  it('a frozen file is still refused when the line also carries a long word', () => {
    const run = tool(h, 'Bash', { command: `echo ${'d'.repeat(300)} > guard.sh` });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('guard.sh');
  });

  it('a Write to a 300-character file name is refused with the reason (the tool could not write it), not an internal error', () => {
    const run = tool(h, 'Write', { file_path: `${h.repo.dir}/${'e'.repeat(300)}.md`, content: 'x\n' });
    expect(run.stderr).not.toMatch(/internal error/);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('blocked this Write call');
    expect(run.stderr).toContain('Check the path');
  });
});
