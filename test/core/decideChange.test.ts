import { describe, expect, it } from 'vitest';
import { ReadError } from '../../src/core/check.js';
import { changeDecider, decideChange } from '../../src/core/decideChange.js';
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

describe('changeDecider', () => {
  const opts = { manifestRequired: false };

  it('decides many changes under one parse, each naming the manifest by its own label', async () => {
    const decide = await changeDecider(manifest(tsv('freeze', 'a.txt', 'r')), opts);
    const one = await decide([modified('a.txt', 'x', 'y')], `abc:${MANIFEST}`);
    const two = await decide([modified('a.txt', 'y', 'z')], `def:${MANIFEST}`);
    const sources = [one, two].map((d) => d.kind === 'verdict' && d.verdict.violations.map((v) => v.source));
    expect(sources).toEqual([[`abc:${MANIFEST}:1`], [`def:${MANIFEST}:1`]]);
    expect([one, two].map((d) => d.kind === 'verdict' && d.manifest.label)).toEqual([
      `abc:${MANIFEST}`,
      `def:${MANIFEST}`,
    ]);
  });

  it('gives the same verdict as decideChange for the same change and label', async () => {
    const m = manifest(`${tsv('freeze', 'a.txt', 'r')}\n${tsv('append', 'log.md', 'r')}\n`);
    const changes = () => [modified('a.txt', 'x', 'y'), modified('log.md', 'a\nb\n', 'b\n')];
    const once = await decideChange(m, changes(), opts);
    const shared = await (await changeDecider(m, opts))(changes(), m.label);
    expect(shared).toEqual(once);
  });

  it("names a malformed manifest's errors by the decision's label", async () => {
    const decide = await changeDecider(manifest(tsv('frieze', 'a', 'r')), opts);
    const d = await decide([], `abc:${MANIFEST}`);
    expect(d.kind === 'manifest-errors' && d.errors.map((e) => e.file)).toEqual([`abc:${MANIFEST}`]);
  });
});
