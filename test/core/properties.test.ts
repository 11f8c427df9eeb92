/**
 * Property tests of the rule semantics, each against an independent reference written here:
 * append is a subsequence (or prefix) of lines, invariant spans survive edits outside them and
 * never an edit inside, budget verdicts follow a line and byte count done in this file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Violation } from '../../src/core/verdict.js';
import type { ChangeStatus } from '../../src/core/change.js';
import { added, change, manifestOf, modified, tsv, violations } from './changes.js';

const RUNS = { numRuns: 300 };

// ---------- references ----------

/** Lines of a text, without their `\n` (a `\r` stays); a final `\n` ends the last line, it does not start one. */
const splitLines = (text: string): string[] =>
  text === '' ? [] : (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n');

function isSubsequence(needle: readonly string[], hay: readonly string[]): boolean {
  let j = 0;
  for (const line of needle) {
    while (j < hay.length && hay[j] !== line) j++;
    if (j === hay.length) return false;
    j++;
  }
  return true;
}

/** at=end: every old line is unchanged at its place; the last old line may gain its missing `\n`. */
function keepsOldLinesFirst(before: string, after: string): boolean {
  const withEnds = (t: string) => t.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  const [o, n] = [withEnds(before), withEnds(after)];
  return o.every((line, i) => n[i] === line || (i === o.length - 1 && !line.endsWith('\n') && n[i] === `${line}\n`));
}

const countLines = (text: string) => splitLines(text).length;
const countBytes = (text: string) => Buffer.byteLength(text, 'utf8');

// ---------- generators ----------

/** Short lines from a small alphabet (so lines repeat), with a CR now and then, never a NUL or a marker. */
const line = fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' ', 'é', '\r', '✓'), maxLength: 4 });
const text = (ls: readonly string[], finalNewline: boolean) =>
  ls.join('\n') + (finalNewline && ls.length > 0 ? '\n' : '');

/** `lines` with `inserts` placed at random positions (a position is taken modulo the length + 1). */
function insertAll(lines: readonly string[], inserts: readonly [number, string][]): string[] {
  const out = [...lines];
  for (const [at, l] of inserts) out.splice(at % (out.length + 1), 0, l);
  return out;
}

const ids = (vs: Violation[]) => vs.map((v) => v.rule);

// ---------- append ----------

describe('append (property)', () => {
  const m = manifestOf(tsv('append', 'log.md', 'A record'), tsv('append', 'end.md', 'A record', 'at=end'));

  it('inserting lines anywhere always passes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(line), fc.array(fc.tuple(fc.nat(), line)), async (old, inserts) => {
        const before = text(old, true);
        const after = text(insertAll(old, inserts), true);
        expect(await violations(m, modified('log.md', before, after))).toEqual([]);
      }),
      RUNS,
    );
  });

  it('removing any one of distinct old lines is always caught, at a line of the new file', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(line, { minLength: 1 }),
        fc.nat(),
        fc.array(fc.tuple(fc.nat(), line)),
        fc.boolean(),
        async (old, k, inserts, finalNewline) => {
          const removed = old[k % old.length]!;
          fc.pre(splitLines(text(old, finalNewline)).includes(removed)); // [''] without a newline is an empty file
          const kept = old.filter((l) => l !== removed);
          // the inserted lines must not bring the removed line back
          const after = text(
            insertAll(
              kept,
              inserts.filter(([, l]) => l !== removed),
            ),
            true,
          );
          const found = await violations(m, modified('log.md', text(old, finalNewline), after));
          expect(ids(found)).toEqual(['append']);
          expect(found[0]!.line).toBeGreaterThanOrEqual(1);
          expect(found[0]!.line).toBeLessThanOrEqual(Math.max(1, countLines(after)));
        },
      ),
      RUNS,
    );
  });

  it('any edit is blocked exactly when the old lines are no longer a subsequence of the new ones', async () => {
    const edit = fc.oneof(
      fc.record({ op: fc.constant('insert' as const), at: fc.nat(), line }),
      fc.record({ op: fc.constant('delete' as const), at: fc.nat() }),
      fc.record({ op: fc.constant('replace' as const), at: fc.nat(), line }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(line),
        fc.array(edit, { maxLength: 4 }),
        fc.boolean(),
        fc.boolean(),
        async (old, edits, oldNl, newNl) => {
          const ls = [...old];
          for (const e of edits) {
            if (e.op === 'insert') ls.splice(e.at % (ls.length + 1), 0, e.line);
            else if (ls.length > 0) ls.splice(e.at % ls.length, 1, ...(e.op === 'replace' ? [e.line] : []));
          }
          const [before, after] = [text(old, oldNl), text(ls, newNl)];
          const expected = isSubsequence(splitLines(before), splitLines(after)) ? [] : ['append'];
          expect(ids(await violations(m, modified('log.md', before, after)))).toEqual(expected);
        },
      ),
      RUNS,
    );
  });

  it('at=end: blocked exactly when the old lines are not all kept first', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(line),
        fc.array(fc.tuple(fc.nat(), line)),
        fc.boolean(),
        fc.boolean(),
        async (old, inserts, oldNl, newNl) => {
          const [before, after] = [text(old, oldNl), text(insertAll(old, inserts), newNl)];
          const expected = keepsOldLinesFirst(before, after) ? [] : ['append'];
          expect(ids(await violations(m, modified('end.md', before, after)))).toEqual(expected);
        },
      ),
      RUNS,
    );
  });

  it('at=end: appending lines after old content that ends with a newline always passes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(line), fc.array(line, { minLength: 1 }), async (old, more) => {
        const before = text(old, true);
        expect(await violations(m, modified('end.md', before, before + text(more, true)))).toEqual([]);
      }),
      RUNS,
    );
  });
});

// ---------- invariant ----------

describe('invariant (property)', () => {
  const m = manifestOf(tsv('invariant', 'doc.md', 'Decided'));
  /** Distinct outside and body lines, so that the diff that locates a change is unambiguous. */
  const outside = (tag: string) =>
    fc.array(
      fc.nat(999).map((n) => `${tag} ${n}`),
      { maxLength: 5 },
    );
  const body = fc.uniqueArray(fc.nat(999), { maxLength: 4 }).map((ns) => ns.map((n) => `rule ${n}`));
  const doc = fc
    .record({ head: outside('head'), span: body, mid: outside('mid'), span2: body, tail: outside('tail') })
    .map((d) => ({
      ...d,
      lines: [
        ...d.head,
        '<!-- INVARIANT-START one -->',
        ...d.span,
        '<!-- INVARIANT-END -->',
        ...d.mid,
        '# INVARIANT-START two',
        ...d.span2,
        '# INVARIANT-END',
        ...d.tail,
      ],
    }));
  type Doc = { head: string[]; span: string[]; mid: string[]; span2: string[]; tail: string[]; lines: string[] };
  /** Indices (0-based) of the lines that belong to a span, markers included. */
  const spanLines = (d: Doc) => {
    const a = d.head.length;
    const b = a + d.span.length + 2 + d.mid.length;
    return new Set(
      [...Array(d.span.length + 2).keys()]
        .map((i) => a + i)
        .concat([...Array(d.span2.length + 2).keys()].map((i) => b + i)),
    );
  };

  it('edits outside the spans always pass', async () => {
    const edit = fc.record({ op: fc.constantFrom('insert', 'delete', 'replace'), at: fc.nat(), n: fc.nat(999) });
    await fc.assert(
      fc.asyncProperty(doc, fc.array(edit, { maxLength: 6 }), fc.boolean(), async (d, edits, crlfOutside) => {
        // regions outside the spans are edited independently, so the spans stay whole and in order
        const regions = [[...d.head], [...d.mid], [...d.tail]];
        edits.forEach((e, i) => {
          const r = regions[i % 3]!;
          if (e.op === 'insert') r.splice(e.at % (r.length + 1), 0, `new ${e.n}`);
          else if (r.length > 0)
            r.splice(e.at % r.length, 1, ...(e.op === 'replace' ? [`changed ${e.n}${crlfOutside ? '\r' : ''}`] : []));
        });
        const [h, mid, t] = regions as [string[], string[], string[]];
        const after = [
          ...h,
          ...d.lines.slice(d.head.length, d.head.length + d.span.length + 2),
          ...mid,
          ...d.lines.slice(d.head.length + d.span.length + 2 + d.mid.length, d.lines.length - d.tail.length),
          ...t,
        ];
        expect(await violations(m, modified('doc.md', text(d.lines, true), text(after, true)))).toEqual([]);
      }),
      RUNS,
    );
  });

  it('any edit inside a span is always caught, at the edited line of the new file', async () => {
    await fc.assert(
      fc.asyncProperty(doc, fc.nat(), fc.constantFrom('insert', 'delete', 'replace', 'crlf'), async (d, k, op) => {
        const inSpans = [...spanLines(d)];
        const at = inSpans[k % inSpans.length]!;
        const after = [...d.lines];
        if (op === 'insert')
          after.splice(at + 1, 0, 'sneaked in'); // after a span line that is not the END: inside
        else if (op === 'delete') after.splice(at, 1);
        else if (op === 'replace') after[at] = 'rewritten';
        else after[at] = `${after[at]}\r`;
        const endLines = new Set([d.head.length + d.span.length + 1, d.lines.length - d.tail.length - 1]);
        if (op === 'insert' && endLines.has(at)) return; // inserting after an END is outside
        const found = await violations(m, modified('doc.md', text(d.lines, true), text(after, true)));
        expect(found.length).toBeGreaterThan(0);
        expect(found.every((v) => v.rule === 'invariant')).toBe(true);
        const last = Math.max(1, after.length);
        for (const v of found) expect(v.line).toBeGreaterThanOrEqual(1), expect(v.line).toBeLessThanOrEqual(last);
        // a replaced line keeps its place: the violation names it exactly
        if (op === 'replace' || op === 'crlf') expect(found.map((v) => v.line)).toContain(at + 1);
        if (op === 'insert') expect(found.map((v) => v.line)).toContain(at + 2);
      }),
      RUNS,
    );
  });
});

// ---------- budget ----------

describe('budget (property)', () => {
  const content = fc.array(line, { maxLength: 12 }).chain((ls) => fc.boolean().map((nl) => text(ls, nl)));
  const limit = fc.integer({ min: 1, max: 15 });

  it('blocks exactly the measures over their limit after the change that grew', async () => {
    await fc.assert(
      fc.asyncProperty(
        content,
        content,
        fc.option(limit),
        fc.option(limit),
        fc.boolean(),
        async (before, after, lines, bytes, creation) => {
          fc.pre(lines !== null || bytes !== null);
          const options = [lines !== null ? `lines=${lines}` : '', bytes !== null ? `bytes=${bytes}` : '']
            .filter(Boolean)
            .join(' ');
          const m = manifestOf(tsv('budget', 'INDEX.md', 'Short', options));
          const c = creation ? added('INDEX.md', after) : modified('INDEX.md', before, after);
          const was = creation ? '' : before;
          const expected: string[] = [];
          if (lines !== null && countLines(after) > lines && countLines(after) > countLines(was))
            expected.push(`lines ${lines + 1}-${countLines(after)}`);
          // violations come in reading order: a whole-file (byte) finding, which has no line, first
          if (bytes !== null && countBytes(after) > bytes && countBytes(after) > countBytes(was))
            expected.unshift('bytes');
          const found = await violations(m, c);
          expect(
            found.map((v) => (v.message.includes(' lines after') ? `lines ${v.line}-${v.endLine ?? v.line}` : 'bytes')),
          ).toEqual(expected);
          for (const v of found)
            expect(v.message).toMatch(
              v.message.includes(' lines after')
                ? new RegExp(
                    `${countLines(after)} lines after the change \\(was ${countLines(was)}\\), budget ${lines}\\.`,
                  )
                : new RegExp(
                    `${countBytes(after)} bytes after the change \\(was ${countBytes(was)}\\), budget ${bytes}\\.`,
                  ),
            );
        },
      ),
      RUNS,
    );
  });
});

// ---------- freeze ----------

describe('freeze (property)', () => {
  const m = manifestOf(tsv('freeze', 'frozen/**', 'Frozen'));
  const mode = fc.constantFrom('100644', '100755', '120000', '160000');
  const path = fc.constantFrom('frozen/a', 'frozen/b/c', 'free/a', 'free/frozen');
  const frozen = (p: string) => p.startsWith('frozen/');

  it('blocks every change that touches an existing frozen path, and nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<ChangeStatus>('added', 'modified', 'deleted', 'renamed', 'copied', 'type-changed'),
        path,
        path,
        mode,
        mode,
        line,
        line,
        async (status, from, to, m1, m2, t1, t2) => {
          const target = status === 'renamed' || status === 'copied' ? to : from;
          const c = change(
            status,
            status === 'added' ? null : { path: from, mode: m1, text: t1 },
            status === 'deleted' ? null : { path: target, mode: m2, text: t2 },
          );
          const touches = status !== 'added' && status !== 'copied' && frozen(from);
          expect(ids(await violations(m, c))).toEqual(touches ? ['freeze'] : []);
        },
      ),
      RUNS,
    );
  });
});
