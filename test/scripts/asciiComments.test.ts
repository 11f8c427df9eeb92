import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without types
import { asciiComments } from '../../scripts/asciiComments.js';

const run = (code: string): string => asciiComments(code) as string;

describe('asciiComments (scripts/build.js: chunks V8 can hold as one-byte strings)', () => {
  it.each([
    ['a line comment', 'x(); // a — b\ny();', 'x(); // a \\u2014 b\ny();'],
    ['a block comment', '/** “quoted” */\nf();', '/** \\u201cquoted\\u201d */\nf();'],
    [
      'a comment after a regular expression holding a slash',
      'const r = /\\/\\//; // → end',
      'const r = /\\/\\//; // \\u2192 end',
    ],
    ['a comment after division', 'a = b / c; /* é */', 'a = b / c; /* \\u00e9 */'],
    ['an astral character, as its two halves', '// 😀\n', '// \\ud83d\\ude00\n'],
  ])('escapes %s', (_, code, want) => {
    expect(run(code)).toBe(want);
  });

  it.each([
    ['a string', "const s = '— // not a comment';"],
    ['a template with a substitution', 'const t = `é ${x} /* ü */ ${y} ñ`;'],
    ['a regular expression', 'const r = /—|\\/\\/ü/u;'],
    ['a string that looks like a comment opener', 'const s = "/* é */";'],
  ])('leaves %s as it is', (_, code) => {
    expect(run(code)).toBe(code);
  });

  it('escapes the comments but not the literals of one file', () => {
    const code = "// ü\nconst s = 'ü'; /* ü */ const r = /ü/;\n";
    expect(run(code)).toBe("// \\u00fc\nconst s = 'ü'; /* \\u00fc */ const r = /ü/;\n");
  });

  it('returns ASCII code unchanged', () => {
    const code = 'const a = 1; // plain\n';
    expect(run(code)).toBe(code);
  });
});
