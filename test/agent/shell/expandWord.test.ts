/** Word expansion through the walker: what each word stands for before the command runs. */
import { describe, expect, it } from 'vitest';
import { loadShellParser } from '../../../src/agent/shell/parser.js';
import { initialState } from '../../../src/agent/shell/state.js';
import { Walker } from '../../../src/agent/shell/walk.js';
import { literal, textOf } from '../../../src/agent/shell/words.js';

/** Each redirection's target and each command's words (undefined: not known before it runs). */
async function walk(src: string) {
  const parser = await loadShellParser();
  const out = { commands: [] as (string | undefined)[][], redirects: [] as (string | undefined)[] };
  new Walker(
    parser,
    { home: '/home/u', projectDir: '/repo' },
    {
      command: (cmd) =>
        out.commands.push(cmd.args.map((w) => (w.values.length === 1 ? textOf(w.values[0]!) : undefined))),
      redirect: (r) => out.redirects.push(literal(r.word)),
      assignment: () => {},
      opaque: () => {},
    },
  ).script(src, initialState('/repo'));
  return out;
}

describe('${X:?msg} and ${X?msg} (review-15c F10)', () => {
  it.each([
    ['echo > "${HOME:?}/b"', '/home/u/b'],
    ['echo > ${HOME?}/b', '/home/u/b'],
    ['F=out.txt; echo > "${F:?}"', 'out.txt'],
    ['F=out.txt; echo > ${F:?F is not set}', 'out.txt'],
    ['F=out.txt; echo > "${F?}"', 'out.txt'],
    ['F=; echo > "${F?}x"', 'x'],
    ['echo > "${PWD:?}/c"', '/repo/c'],
  ])('%s writes to %s', async (src, target) => {
    expect((await walk(src)).redirects).toEqual([target]);
  });

  it.each([
    'echo > "${X:?}"', // not known here
    'F=; echo > "${F:?}x"', // empty: the command does not run
    'F=; echo > ${F:?}x',
    'F=a; echo > "${F:-b}"', // other operators stay unknown
    'F=a; echo > "${F#a}"',
  ])('%s is not known', async (src) => {
    expect((await walk(src)).redirects).toEqual([undefined]);
  });

  it('splits an unquoted ${X:?} as $X', async () => {
    expect((await walk('F="a b"; rm ${F:?}')).commands).toEqual([['rm', 'a', 'b']]);
  });

  it("walks the message's substitutions: they run when X is unset", async () => {
    expect((await walk('F=a; echo "${F:?$(rm guard.sh)}"')).commands).toEqual([
      ['rm', 'guard.sh'],
      ['echo', 'a'],
    ]);
  });
});
