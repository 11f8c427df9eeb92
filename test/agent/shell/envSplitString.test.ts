/**
 * `env -S`'s string split as GNU env splits it (envSplitString), and env's own options read as
 * getopt reads them by the walker (review-15b F03): bundles (`-vS`, `-iS`, `-0S`, `-uX`), long
 * prefixes (`--sp=`, `--split`), and `NAME=value` words inside the string peeled.
 */
import { describe, expect, it } from 'vitest';
import { envSplitString } from '../../../src/agent/shell/envSplitString.js';
import { loadShellParser } from '../../../src/agent/shell/parser.js';
import { initialState } from '../../../src/agent/shell/state.js';
import { Walker } from '../../../src/agent/shell/walk.js';
import { textOf } from '../../../src/agent/shell/words.js';

const texts = (s: string, vars: Record<string, string> = {}) =>
  envSplitString(s, (n) => (n in vars ? [[{ text: vars[n]!, quoted: true }]] : null))?.map((w) =>
    w.values.length === 1 ? (textOf(w.values[0]!) ?? '?') : '?',
  );

describe('envSplitString', () => {
  it.each<[string, string[]]>([
    ['git push -f', ['git', 'push', '-f']],
    ['  \'a b\'  "c d" e', ['a b', 'c d', 'e']],
    ["X=1 git 'push' -f", ['X=1', 'git', 'push', '-f']],
    ['rm -rf ${HOME}', ['rm', '-rf', '/home/u']],
    ['echo "${HOME}/x"', ['echo', '/home/u/x']],
    ["echo '${HOME}'", ['echo', '${HOME}']],
    ['echo ${NOPE}', ['echo', '?']],
    ['echo a\\_b', ['echo', 'a', 'b']],
    ['echo "a\\_b"', ['echo', 'a b']],
    ['echo a # rest', ['echo', 'a']],
    ['echo a#b', ['echo', 'a#b']],
    ['echo a\\cb c', ['echo', 'a']],
    ["echo ''", ['echo', '']],
    ['a\\tb', ['a\tb']],
  ])('%j -> %j', (s, words) => expect(texts(s, { HOME: '/home/u' })).toEqual(words));

  it.each(['echo "open', "echo 'open", 'echo $HOME', 'echo \\q', 'echo \\', 'echo ${1}'])(
    '%j is refused by env: unreadable',
    (s) => expect(texts(s)).toBeUndefined(),
  );
});

async function commands(src: string) {
  const parser = await loadShellParser();
  const out: { argv: (string | undefined)[]; assigns: string[]; opaque: boolean }[] = [];
  let opaque = false;
  new Walker(
    parser,
    { home: '/home/u', projectDir: '/repo' },
    {
      command: (cmd) =>
        out.push({
          argv: cmd.args.map((w) => (w.values.length === 1 ? textOf(w.values[0]!) : undefined)),
          assigns: cmd.assigns.map((a) => a.name),
          opaque: false,
        }),
      redirect: () => {},
      assignment: () => {},
      opaque: () => {
        opaque = true;
      },
    },
  ).script(src, initialState('/repo'));
  return { out, opaque };
}

describe("env's options in every spelling getopt accepts (walker)", () => {
  it.each<[string, string[]]>([
    ["env -S 'git push -f'", ['git', 'push', '-f']],
    ["env -vS 'git push -f'", ['git', 'push', '-f']],
    ["env -iS 'git branch -D main'", ['git', 'branch', '-D', 'main']],
    ["env -0S 'git reset --hard'", ['git', 'reset', '--hard']],
    ["env -iS'git push -f' origin", ['git', 'push', '-f', 'origin']],
    ["env -uX -S 'git push -f'", ['git', 'push', '-f']],
    ["env -u X -vS 'git push -f'", ['git', 'push', '-f']],
    ["env --sp='git push -f'", ['git', 'push', '-f']],
    ["env --split 'git clean -fdx'", ['git', 'clean', '-fdx']],
    ["env --split-string='git push -f'", ['git', 'push', '-f']],
    ["env -S 'X=1 git push -f'", ['git', 'push', '-f']],
    ["env -S '-i -- X=1 echo ok'", ['echo', 'ok']],
    ['env -S \'-S "git push -f"\'', ['git', 'push', '-f']],
    ["env -vS 'rm -rf ${HOME}'", ['rm', '-rf', '/home/u']],
    ["HOME=/tmp/h env -vS 'rm -rf ${HOME}'", ['rm', '-rf', '/tmp/h']],
    ['env -C /tmp -i git push -f', ['git', 'push', '-f']],
    ['env --chdir=/tmp --ignore-env git push -f', ['git', 'push', '-f']],
    // getopt stops at the first NAME=value: `-S` after it is the program env runs
    ["env X=1 -S 'git push -f'", ['-S', 'git push -f']],
  ])('%s runs %j', async (line, argv) => {
    const { out } = await commands(line);
    expect(out.at(-1)!.argv).toEqual(argv);
  });

  it('keeps the assignments the string makes, for the variables that hold command lines', async () => {
    const { out } = await commands(`env -S "GIT_EDITOR='git push -f #' git commit"`);
    expect(out.map((c) => c.argv[0])).toEqual(['git', 'git']);
    expect(out.at(-1)!.assigns).toContain('GIT_EDITOR');
  });

  it('counts a string it cannot read as code that cannot be read', async () => {
    for (const line of ['env -S "$X"', "env -S 'echo $HOME'", "env -S 'a \"b'"])
      expect((await commands(line)).opaque, line).toBe(true);
  });
});
