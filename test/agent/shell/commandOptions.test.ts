import { describe, expect, it } from 'vitest';
import { COMMAND_OPTION_SPECS, commandOptionValues, watchLine } from '../../../src/agent/shell/commandOptions.js';

const words = (line: string) => line.split(' ');

describe('commandOptionValues: the command option in every spelling getopt_long accepts', () => {
  it.each<[string, string, string[]]>([
    ['su', '-c CMD', ['CMD']],
    ['su', '-lc CMD', ['CMD']],
    ['su', '-cCMD', ['CMD']],
    ['su', '--command CMD', ['CMD']],
    ['su', '--command=CMD', ['CMD']],
    ['su', '--comm=CMD', ['CMD']],
    ['su', '--c CMD', ['CMD']],
    ['su', 'root --command=CMD', ['CMD']],
    ['su', '-s /bin/sh -c CMD', ['CMD']],
    ['su', '-sc x', []], // -s takes the rest of the bundle: `c` is its value
    ['su', '--shell -c', []], // -c is --shell's value
    ['su', '--session-command=CMD', []],
    ['su', '-- -c CMD', []],
    ['script', '-qc CMD /dev/null', ['CMD']],
    ['script', '-E always -c CMD', ['CMD']],
    ['script', '-Ec x', []],
    ['flock', '/tmp/l --com CMD', ['CMD']],
    ['flock', '/tmp/l --co CMD', ['CMD']], // ambiguous (--close): flock refuses it; read anyway
    ['flock', '/tmp/l --close CMD', []],
    ['runuser', '-u x --command=CMD', ['CMD']],
  ])('%s %s -> %j', (program, line, lines) => {
    expect(commandOptionValues(words(line), COMMAND_OPTION_SPECS[program]!)).toEqual({ lines, unknown: false });
  });

  it('a word not known before the line runs may be the option', () => {
    expect(commandOptionValues(['root', undefined], COMMAND_OPTION_SPECS.su!).unknown).toBe(true);
    expect(commandOptionValues(['-c'], COMMAND_OPTION_SPECS.su!).unknown).toBe(true);
  });
});

describe('watchLine: the line watch hands to sh -c', () => {
  it.each<[string, string | undefined]>([
    ['git status', 'git status'],
    ['-n 1 git reset --hard', 'git reset --hard'],
    ['-n1 -d git log', 'git log'],
    ['--interval=2 -g x', 'x'],
    ['--interval 2 x', 'x'],
    ['-q 3 x', 'x'],
    ['-dpermanent x', 'x'],
    ['--differences=permanent x', 'x'],
    ['-tn 5 x y', 'x y'],
    ['-- -x', '-x'],
    ['-x rm -rf /', "'rm' '-rf' '/'"],
    ['--exec a', "'a'"],
    ['-n 1', undefined],
  ])('watch %s -> %j', (line, out) => {
    expect(watchLine(words(line))).toEqual({ ...(out === undefined ? {} : { line: out }), unknown: false });
  });

  it('an option that is not watch, or an operand not known, is unknown', () => {
    expect(watchLine(['--bogus', 'x']).unknown).toBe(true);
    expect(watchLine(['-n', '1', undefined]).unknown).toBe(true);
  });
});
