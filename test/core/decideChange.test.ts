import { describe, expect, it } from 'vitest';
import { ReadError } from '../../src/core/check.js';
import { decideChange } from '../../src/core/decideChange.js';
import { MANIFEST, change, modified, tsv } from './changes.js';

const manifest = (text: string | null) => ({ text, label: `HEAD:${MANIFEST}`, path: MANIFEST });

describe('decideChange', () => {
  it.each([
    ['no manifest where one was required', manifest(null), true, 'manifest-missing'],
    ['no manifest where none is required: only the built-ins', manifest(null), false, 'verdict'],
    ['a malformed line', manifest(tsv('frieze', 'a', 'r')), false, 'manifest-errors'],
    [
      'a command rule that can never match',
      manifest(tsv('command-deny', 'git push origin main', 'r')),
      false,
      'manifest-errors',
    ],
    ['a valid manifest', manifest(tsv('freeze', 'a.txt', 'r')), false, 'verdict'],
  ])('%s', async (_name, m, required, kind) => {
    const d = await decideChange(m, [modified('b.txt', 'x', 'y')], { manifestRequired: required });
    expect(d.kind).toBe(kind);
  });

  it('names the errors with line and column', async () => {
    const d = await decideChange(manifest(`${tsv('freeze', 'a', 'r')}\n${tsv('frieze', 'b', 'r')}\n`), [], {
      manifestRequired: false,
    });
    expect(d.kind === 'manifest-errors' && d.errors.map((e) => [e.line, e.column])).toEqual([[2, 1]]);
  });

  it('returns the verdict under the manifest in force', async () => {
    const d = await decideChange(manifest(tsv('freeze', 'a.txt', 'r')), [modified('a.txt', 'x', 'y')], {
      manifestRequired: false,
    });
    expect(d.kind === 'verdict' && d.verdict.violations.map((v) => v.rule)).toEqual(['freeze']);
  });

  it('turns an unreadable file into a read-error decision', async () => {
    const c = change('modified', { path: 'log.md', text: 'a' }, { path: 'log.md', text: 'b' });
    c.old!.read = () => Promise.reject(new Error('bad object'));
    const d = await decideChange(manifest(tsv('append', 'log.md', 'r')), [c], { manifestRequired: false });
    expect(d.kind).toBe('read-error');
    expect(d.kind === 'read-error' && d.error).toBeInstanceOf(ReadError);
  });
});
