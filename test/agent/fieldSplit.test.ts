/** bash's field splitting of unquoted expansions (review-15 F04), on the walker's word pieces. */
import { describe, expect, it } from 'vitest';
import { splitFields, splitWords, type Piece } from '../../src/agent/shell/fieldSplit.js';
import type { Value } from '../../src/agent/shell/words.js';

const q = (text: string): Value => [{ text, quoted: true }];
const text = (...values: string[]): Piece => ({ kind: 'text', values: values.map(q) });
const variable = (...values: string[]): Piece => ({ kind: 'split', values: values.map(q) });
/** The fields as plain texts, per way. */
const texts = (r: ReturnType<typeof splitFields>) =>
  r === undefined || r === 'unknown' ? r : r.map((fields) => fields.map((f) => f.map((p) => p?.text).join('')));

describe('splitFields', () => {
  it.each<[string, Piece[], ReturnType<typeof texts>]>([
    ['no expansion', [text('git')], undefined],
    ['$c, c="git push -f"', [variable('git push -f')], [['git', 'push', '-f']]],
    ['$c, c="git"', [variable('git')], undefined],
    ['$e, e=""', [variable('')], [[]]],
    ['$c, c="  a  b "', [variable('  a  b ')], [['a', 'b']]],
    ['x$c, c=" a"', [text('x'), variable(' a')], [['x', 'a']]],
    ['$c"y", c="a "', [variable('a '), text('y')], [['a', 'y']]],
    ['g$c, c="it push"', [text('g'), variable('it push')], [['git', 'push']]],
    ['"$e"x$e', [text(''), variable('')], undefined],
    ['loop: $c over "a b" and "c"', [variable('a b', 'c')], [['a', 'b'], ['c']]],
    ['an unknown expansion', [{ kind: 'unknown' }, text('x')], 'unknown'],
  ])('%s', (_name, pieces, out) => expect(texts(splitFields(pieces))).toEqual(out));

  it('a value with an unknown piece splits in ways not known', () => {
    expect(splitFields([{ kind: 'split', values: [[{ text: 'git ', quoted: true }, null]] }])).toBe('unknown');
  });

  it('split fields are unquoted: bash globs them', () => {
    const r = splitFields([variable('rm *.sh')]);
    expect(r).toEqual([[[{ text: 'rm', quoted: false }], [{ text: '*.sh', quoted: false }]]]);
  });
});

describe('splitWords', () => {
  it('makes a word that splits one way into its words, and leaves the rest', () => {
    const words = splitWords([
      { values: [q('x')], raw: '$c', fields: [[q('git'), q('push')]] },
      { values: [q('a'), q('b')], raw: '$l', fields: [[q('a')], [q('b'), q('c')]] },
      { values: [q('y')], raw: 'y' },
    ]);
    expect(words.map((w) => w.values)).toEqual([[q('git')], [q('push')], [q('a'), q('b')], [q('y')]]);
  });
});
