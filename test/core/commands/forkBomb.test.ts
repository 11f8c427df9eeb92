/**
 * The fork-bomb test on the parsed line's function calls (forkBombOfCalls: pure, fed the calls the
 * shell walker reports), the same test on the real walker's calls (commandWalk), and the raw-text
 * reading kept for lines the parser cannot read (review-15 F01). Also the rm and find forms the
 * review found missing (F02): brace lists of the home, and find expressions that select everything.
 */
import { describe, expect, it } from 'vitest';
import { commandWalk } from '../../../src/agent/commands/commandSegments.js';
import { braceList, catastrophicText } from '../../../src/core/commands/catastrophic.js';
import { forkBombIn, forkBombOfCalls, type FunctionCall } from '../../../src/core/commands/forkBomb.js';
import { rawCommands } from '../../../src/core/commands/rawCommands.js';

/** One call in a body: `f>g&` is a call of g from f's body, in the background; `*` repeats it. */
function calls(...specs: string[]): FunctionCall[] {
  const frames = new Map<string, number>();
  return specs.map((spec) => {
    const m = /^(\w+)(#\d+)?>([^&*]+)(&?)(\*?)$/.exec(spec)!;
    if (!frames.has(m[1]!)) frames.set(m[1]!, 100 + frames.size);
    const callee = m[3]!.split('|').map((v) => v.split('?').flatMap((p, i) => (i === 0 ? [p] : [null, p])));
    return {
      caller: m[1]!,
      definition: `${m[1]}(){ ... }`,
      frame: m[2] ? Number(m[2].slice(1)) : frames.get(m[1]!)!,
      callee,
      concurrent: m[4] === '&',
      repeated: m[5] === '*',
    };
  });
}

describe('forkBombOfCalls (the parsed line)', () => {
  it.each([
    [['f>f&', 'f>f'], 'two self-calls, one at once'],
    [['f>f&', 'f>f&'], 'two self-calls at once'],
    [['f>f&*'], 'one self-call in a loop, in the background'],
    [['f>g&', 'f>g', 'g>f'], 'through another function'],
    [['f>g&', 'g>f', 'g>f'], 'the doubling in the other function'],
    [['f>f?&', 'f>f?'], 'a name with an unknown piece (f${z})'],
    [['f>?&', 'f>?f'], 'names that may spell f'],
    [['f>x|f&', 'f>f'], 'a word with several values, one of them f'],
  ])('%j is a fork bomb (%s)', (specs) => expect(forkBombOfCalls(calls(...specs))).toMatch(/^[fg]\(\)/));

  it.each([
    [['f>f'], 'one self-call'],
    [['f>f&'], 'one self-call in the background: a chain, not a doubling'],
    [['f>f', 'f>f'], 'two self-calls one after the other'],
    [['f>f*'], 'one self-call in a loop, waited for'],
    [['f>g&', 'f>g&'], 'g is no function of the line'],
    [['f>echo&', 'f>echo&', 'g>f'], 'f calls echo twice'],
    [['f>g&', 'f>g&', 'g>echo'], 'g does not come back to f'],
    [['f>x?y&', 'f>x?y'], 'an unknown piece that cannot spell f'],
    [['f#1>f&', 'f#2>f'], 'one call in each of two walks of the body'],
  ])('%j is not (%s)', (specs) => expect(forkBombOfCalls(calls(...specs))).toBeUndefined());

  it('counts a call site once however many of the cycle it may name', () => {
    expect(forkBombOfCalls(calls('f>f|g&', 'g>f'))).toBeUndefined();
  });

  it('stays fast for many functions and names with unknown pieces', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => `f${i}>f?&`);
    const started = Date.now();
    expect(forkBombOfCalls(calls(...many))).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

const HOME = '/home/u';
const bombIn = async (line: string) =>
  forkBombOfCalls((await commandWalk(line, { cwd: '/repo', home: HOME, projectDir: '/repo' })).calls);

describe('the fork bombs of a parsed line, as the shell walker reports their calls', () => {
  it.each([
    'f(){ "f"|"f"& };f',
    "f(){ 'f'|'f'& };f",
    'f(){ \\f|\\f& };f',
    'f(){ eval f|eval f& };f',
    'f(){ a=1 f|a=1 f& };f',
    'f(){ 2>/dev/null f|2>/dev/null f& };f',
    'f() if :; then f|f& fi; f',
    'f() while :; do f|f& done; f',
    'f() for i in 1; do f|f& done; f',
    'f(){ "$FUNCNAME"|"$FUNCNAME"& };f',
    'x=f; f(){ $x|$x& };f',
    'f(){ { f; }|{ f; }& };f',
    'f(){ (f)|(f)& };f',
    'f(){ coproc f; coproc f; };f',
    'f(){ f <(f) <(f); };f',
    'f(){ f${z}|f${z}& };f',
    'alias g=f; f(){ g|g& };f',
    'f(){ $(f) & $(f); };f',
    'f(){ `f` & `f`; };f',
    'f(){ while :; do f & done; }; f',
    'f(){ g | g & }; g(){ f; }; f',
    'f(){ f > >(f); }; f',
    'bash -c \'f(){ "f" | "f" & }; f\'',
    ':(){ :|:& };:',
    // review-15b F06: the name as the first element, as a positional parameter, an eval of itself
    'f(){ "${FUNCNAME[0]}"|"${FUNCNAME[0]}"& };f',
    'f(){ "${FUNCNAME[00]}" & "${FUNCNAME[0]}"; };f',
    'f(){ $1 $1|$1 $1& }; f f',
    'f(){ "$1" "$1"|"$1" "$1"& }; f f',
    'f(){ ${1} ${1}|${1} ${1}& }; f f',
    'f(){ $2 x $2|$2 x $2& }; f x f',
    'f(){ $1 $1|$1 $1& }; f "$X"',
    'f(){ $1|$1& }; f $(cat name)',
    'f(){ "$@"|"$@"& }; f f f f f f',
    'f(){ eval "$1"|eval "$1"& }; f f',
    'f(){ eval "$1"|eval "$1"& }; f "$X"',
    'g(){ $1 $1 | $1 $1 & }; h(){ g g; }; h',
    'b=\'eval "$b"|eval "$b"&\'; eval "$b"',
    'b=\'eval "$b" & eval "$b"\'; eval "$b"',
    'b=\'eval $b|eval $b&\'; eval "$b"',
    "f(){ eval 'f|f&'; }; f",
    'f(){ shift; $1 $1|$1 $1& }; f x f',
    'f(){ set -- f; $1 $1|$1 $1& }; f x',
    'shift(){ shift|shift& }; shift',
    'eval(){ eval|eval& }; eval',
    // a loop whose runs overlap: in the background, or backgrounding each run
    'f(){ for i in 1 2; do f; done & }; f',
    'f(){ ls | while read x; do f & done; }; f',
    // review-15c F02: bash hands every command it cannot find to command_not_found_handle, in its body too
    'command_not_found_handle(){ x|x& }; x',
    'command_not_found_handle(){ x & x; }; x',
    'command_not_found_handle(){ "$1"|"$1"& }; zz',
    'function command_not_found_handle { nope | nope & }; nope',
  ])('%j', async (line) => expect(await bombIn(line)).toBeDefined());

  it.each([
    'f(){ echo; }; f | f',
    'f(){ f; f; }; f',
    'f(){ f & }; f',
    'walk(){ for d in */; do walk "$d"; done; }; walk',
    'run(){ "$@" | tee log & "$@"; }; run ls',
    'par(){ for c in "$@"; do $c & done; wait; }; par ls pwd',
    'f(){ echo f | cat & echo f; }; f',
    'f(){ "echo" f | f2 & }; f2(){ :; }; f',
    'for i in 1 2; do f & done',
    'f(){ g | g & }; g(){ echo; }; f',
    'f(){ echo "$1"; }; f a | f b',
    'f(){ $1 | cat & $1; }; f ls',
    'f(){ "$@" | "$@" & }; f ls -la',
    'f(){ $1 $1|$1 $1& }',
    'f(){ "${FUNCNAME[1]}" | cat & }; f',
    'b=\'echo hi | cat &\'; eval "$b"; eval "$b"',
    'b=\'eval "$c"|eval "$c"&\'; c=ls; eval "$b"',
    'x(){ eval "$1" & }; x ls; x pwd',
    // review-15c F08: a loop that is part of a pipeline runs its body one run after another
    'walk(){ ls "$1" | while read -r f; do if [ -d "$1/$f" ]; then walk "$1/$f"; else echo "$1/$f"; fi; done; }; walk src',
    'count(){ find "$1" -mindepth 1 | while read -r d; do [ -d "$d" ] && count "$d"; echo "$d"; done; }; count src | wc -l',
    'tree(){ ls -1 "$1" | while IFS= read -r e; do echo "$2$e"; [ -d "$1/$e" ] && tree "$1/$e" "  $2"; done; }; tree src ""',
    'f(){ while :; do f | cat; done; }; f',
    'command_not_found_handle(){ echo "$1: not found" | cat >&2 & printf x; }; zz',
  ])('near miss %j is none', async (line) => expect(await bombIn(line)).toBeUndefined());
});

describe('forkBombIn (raw text, for a line the parser cannot read)', () => {
  const textBomb = (text: string) => rawCommands(text).code.some((code) => forkBombIn(code) !== undefined);

  it.each(['f(){ 2>/dev/null f|2>/dev/null f& };f', 'f(){ > /dev/null f | f & };f', 'f(){ f|f& }; f "unclosed'])(
    '%j',
    (text) => expect(textBomb(text)).toBe(true),
  );

  it.each(['f(){ echo; }; f | f', 'f(){ > f echo | cat & }; f'])('near miss %j is none', (text) =>
    expect(textBomb(text)).toBe(false),
  );

  it('reads a 1 MB body of redirections in linear time', () => {
    const line = `f(){ ${'2>/dev/null '.repeat(90_000)}f | f & }; f`;
    const started = Date.now();
    expect(textBomb(line)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('the home and root forms the review found missing (review-15 F02)', () => {
  const formIn = (text: string) => catastrophicText(text)[0]?.form ?? null;

  it.each([
    ['rm -rf ~/{.,}*', 'rm -rf ~'],
    ['rm -rf ~/{*,.*}', 'rm -rf ~'],
    ['rm -rf $HOME/{.,}*', 'rm -rf $HOME'],
    ['rm -rf /{.,}*', 'rm -rf /*'],
    [
      'rm -rf ~/{a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t,u,v,w,x,y,z,0,1,2,3,4,5,6,7,8,9,A,B,C,D,E,F,G,H,I,J,K,L,M,N,O,P,Q,R,S,T,U,V,W,X,Y,Z,_,-,.}*',
      'rm -rf ~',
    ],
    ['find ~ ! -name no-such-name -delete', 'rm -rf ~'],
    ['find ~ -not -name x -delete', 'rm -rf ~'],
    ['find ~ ! \\( -name a -o -name b \\) -delete', 'rm -rf ~'],
    ['find ~ -type f -delete', 'rm -rf ~'],
    ['find ~ -xtype f -delete', 'rm -rf ~'],
    ['find / -type f -delete', 'rm -rf /'],
    ['find / ! -name x -delete', 'rm -rf /'],
    ['find $HOME -type f -exec rm {} +', 'rm -rf $HOME'],
  ])('finds %j: %s', (text, form) => expect(formIn(text)).toBe(form));

  it.each([
    'find . -name "*.tmp" -delete',
    'find ~ -type f -name "*.pyc" -delete',
    'find ~ -type d -empty -delete',
    'find ~/project ! -name keep -delete',
    'find /tmp -type f -delete',
    'rm -rf ~/{a,b}',
    'rm -rf ./build',
    'rm -rf ~/{project,build}/out',
  ])('near miss %j is not catastrophic', (text) => expect(formIn(text)).toBeNull());

  it.each([
    ['~/{.,}*', ['~/*', '~/.*']],
    ['a{b,c}d{e,f}', ['acdf', 'acde', 'abdf', 'abde']],
    ['{a}', ['{a}']],
    ['x{,y}', ['xy', 'x']],
    ['{a,{b,c}}', ['a', 'a', 'b', 'c']],
    [
      '~/{a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t,u,v,w,x,y,z,0,1,2,3,4,5,6,7,8,9,A,B,C,D,E,F,G,H,I,J,K,L,M,N,O,P,Q,R,S,T,U,V,W,X,Y,Z,_,-,.}*',
      ['~/**'],
    ],
  ])('brace list %j -> %j', (word, words) => expect(braceList(word).sort()).toEqual([...words].sort()));

  it('makes at most 64 words of a brace list, and scans a long word linearly', () => {
    expect(braceList('{a,b}'.repeat(20)).length).toBeLessThanOrEqual(64);
    const started = Date.now();
    braceList(`{${'a,'.repeat(300_000)}`);
    braceList('{'.repeat(500_000));
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
