/**
 * A word too long to be a path is not a path: a long string literal in an inline program, a blob
 * of base64 with slashes in it, is not taken for a file (no ENAMETOOLONG "internal error"), while
 * a real write beside it is still judged, and a file tool given a name the kernel refuses gets a
 * clear answer naming the path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abs, openHarness, rulesIn, tool, type Harness } from './hookHarness.js';

const longName = 'a'.repeat(300);
/** Over PATH_MAX as a whole, every part short: base64 as it comes out of a file. */
const blob = Array.from({ length: 90 }, (_, i) => `QUJD${i}RUZH`.repeat(6)).join('/');

describe('words too long to be paths', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
    h.repo.commit('fixture');
  });
  afterAll(() => h.close());

  it.each([
    ['a 300-character literal in python3 -c', `python3 -c "print('${longName}')"`],
    ['a 300-character literal passed to echo', `echo ${longName}`],
    ['a 5,000-byte word with slashes in python3 -c', `python3 -c "print('${blob}')"`],
    ['a redirection to a name no file can have', `echo x > ${longName}`],
    ['a read of a path past PATH_MAX', `cat ${'c/'.repeat(2100)}x`],
    ['a redirection to a 300-character name with an extension', `echo x > ${'b'.repeat(300)}.txt`],
  ])('%s is allowed', (_, command) => {
    expect(blob.length).toBeGreaterThan(4096);
    const r = tool(h, 'Bash', { command });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('a write to a frozen file beside a long literal is still denied', () => {
    const r = tool(h, 'Bash', { command: `python3 -c "print('${longName}'); open('guard.sh','w').write('x')"` });
    expect(r.status).toBe(2);
    expect(rulesIn(r.stderr)).toContain('freeze');
    expect(r.stderr).not.toContain('internal error');
  });

  it.each([
    ['Write to a 300-character file name', () => ({ file_path: abs(h, longName), content: 'x\n' })],
    ['Write under a 300-character folder name', () => ({ file_path: abs(h, `${longName}/x.txt`), content: 'x\n' })],
    ['Write to a path over 4096 bytes', () => ({ file_path: abs(h, blob), content: 'x\n' })],
  ])('%s gets a clear answer, not an internal error', (_, input) => {
    const r = tool(h, 'Write', input());
    expect(r.status).toBe(2);
    expect(r.stderr).not.toContain('internal error');
    expect(rulesIn(r.stderr)).toEqual(['workspace']);
    expect(r.stderr).toContain('too long for the file system');
  });

  it('a too-long name and back with .. is judged as the file it names (guard.sh, frozen)', () => {
    const r = tool(h, 'Write', { file_path: abs(h, `${longName}/../guard.sh`), content: 'x\n' });
    expect(r.status).toBe(2);
    expect(rulesIn(r.stderr)).toEqual(['freeze']);
  });
});
