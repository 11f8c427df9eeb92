import { describe, expect, it } from 'vitest';
import { missingObjectAdvice } from '../../../src/core/messages/gitRead.js';

const id = '4ac6ad54a002964e789873237471614b5da0ddfa';

describe('missingObjectAdvice', () => {
  it.each([
    ['a partial clone whose remote is gone', `fatal: could not fetch ${id} from promisor remote`, /partial clone/],
    ['a tree the store lacks', `fatal: unable to read tree ${id}`, /missing from this repository's object store/],
    ['a blob the store lacks', `error: unable to read ${id}`, /object store/],
    ['a missing blob object', `fatal: missing blob object '${id}'`, /object store/],
    ['the blob reader finding none', `git has no object ${id}`, /object store/],
  ])('names the object and what to do for %s', (_name, detail, kind) => {
    const advice = missingObjectAdvice(detail);
    expect(advice).toMatch(kind);
    expect(advice).toContain(id);
    expect(advice).toMatch(/Next: /);
  });

  it('says nothing of objects for other failures', () => {
    expect(missingObjectAdvice("fatal: ambiguous argument 'nope': unknown revision")).toBeUndefined();
  });
});
