/**
 * The pure parts of what counts as on a remote (src/git/remoteTrust.ts): FETCH_HEAD's lines as git
 * 2.39 writes them, URLs as git writes them there, the remote a ref belongs to, and what the
 * tripwire trusts after a call.
 */
import { describe, expect, it } from 'vitest';
import { fetchHeadUrl, parseFetchHead, type Remotes, remoteMoves, remoteOfRef } from '../../src/git/remoteTrust.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const ORIGIN = 'git://127.0.0.1:9418/o';

describe('parseFetchHead', () => {
  it.each<[string, string, string | undefined]>([
    ['a branch', `${A}\tnot-for-merge\tbranch 'main' of ${ORIGIN}`, ORIGIN],
    ['a branch for merge', `${A}\t\tbranch 'main' of ${ORIGIN}`, ORIGIN],
    ['a tag', `${A}\tnot-for-merge\ttag 'v1' of ${ORIGIN}`, ORIGIN],
    ['a fetched HEAD: the URL alone', `${A}\t\t${ORIGIN}`, ORIGIN],
    // review-16b B01: a path that holds " of <origin's URL>" is not origin
    [
      'a path ending in " of <URL>"',
      `${A}\t\tbranch 'main' of file:///tmp/x of ${ORIGIN}`,
      `file:///tmp/x of ${ORIGIN}`,
    ],
    ['a path with "\' of <URL>"', `${A}\t\tbranch 'main' of /tmp/x' of ${ORIGIN}`, `/tmp/x' of ${ORIGIN}`],
    ['a HEAD from a path that starts with a quote', `${A}\t\t'x' of ${ORIGIN}`, `'x' of ${ORIGIN}`],
    ['not a FETCH_HEAD line', `${A} branch 'main' of ${ORIGIN}`, undefined],
  ])('%s', (_what, line, url) => {
    const urls = parseFetchHead(`${line}\n`).get(A);
    expect(urls === undefined ? undefined : [...urls]).toEqual(url === undefined ? undefined : [url]);
  });
});

describe('fetchHeadUrl: as git writes a URL into FETCH_HEAD', () => {
  it.each([
    ['https://user:secret@example.invalid/o/r.git', 'https://example.invalid/o/r'],
    ['git://127.0.0.1:9418/o.git/', 'git://127.0.0.1:9418/o'],
    ['git@example.invalid:o/r.git', 'example.invalid:o/r'],
  ])('%s -> %s', (url, written) => expect(fetchHeadUrl(url)).toBe(written));
});

it('remoteOfRef: the longest configured name', () => {
  expect(remoteOfRef('refs/remotes/origin/x/main', ['origin', 'origin/x'])).toBe('origin/x');
  expect(remoteOfRef('refs/remotes/mirror/main', ['origin'])).toBeUndefined();
});

describe('remoteMoves', () => {
  const remotes: Remotes = {
    names: ['origin'],
    configured: new Map([['origin', [`${ORIGIN}.git`]]]),
    effective: new Map([['origin', [`${ORIGIN}.git`]]]),
    network: new Map([['origin', new Set([ORIGIN])]]),
  };
  const fetched = `${B}\tnot-for-merge\tbranch 'main' of ${ORIGIN}\n`;
  it.each<[string, Record<string, string[]> | undefined, string, boolean]>([
    ["a fetch from the person's remote", { origin: [`${ORIGIN}.git`] }, fetched, true],
    ["a fetch from the person's remote, renamed since", { upstream: [`${ORIGIN}.git`] }, fetched, true],
    ['a fetch from a remote added since the prompt (review-16 A01)', {}, fetched, false],
    ['no FETCH_HEAD line for it', { origin: [`${ORIGIN}.git`] }, '', false],
    ['a FETCH_HEAD from a path', { origin: [`${ORIGIN}.git`] }, `${B}\t\tbranch 'main' of /tmp/scratch\n`, false],
  ])('%s', (_what, person, fetchHead, trusted) => {
    const m = remoteMoves(
      { 'refs/remotes/origin/main': A },
      { 'refs/remotes/origin/main': B },
      remotes,
      fetchHead,
      person,
    );
    expect(m.trusted.includes(B)).toBe(trusted);
    expect(m.unexplained).toEqual(trusted ? {} : { 'refs/remotes/origin/main': B });
    expect(m.trusted).toContain(A); // what a ref held before the call
  });
});
