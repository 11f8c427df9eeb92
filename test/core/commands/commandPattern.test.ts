/**
 * Command rule patterns: what compiles (and the error for what cannot match), and how a pattern
 * matches a command's canonical prefix and flags: yes, no, or maybe (a word it depends on is not
 * known before the command runs). One line per case.
 */
import { describe, expect, it } from 'vitest';
import type { ArgWord } from '../../../src/core/commands/argWord.js';
import { canonicalPrefix } from '../../../src/core/commands/canonicalPrefix.js';
import { compileCommandPattern, matchPattern, type CommandPattern } from '../../../src/core/commands/commandPattern.js';
import { commandPatternError, commandRules, namedPrograms } from '../../../src/core/commands/commandRules.js';
import { flagFacts, flagsOf } from '../../../src/core/commands/flagFacts.js';
import { parseManifest } from '../../../src/core/parseManifest.js';

function compiled(text: string): CommandPattern {
  const p = compileCommandPattern(text);
  if ('error' in p) throw new Error(p.error);
  return p;
}

const match = (pattern: string, argv: ArgWord[], via: string[] = []) =>
  matchPattern(compiled(pattern), { canonical: canonicalPrefix(argv), flags: flagFacts(argv), via });

describe('compileCommandPattern', () => {
  it.each([
    'git push',
    'git push -f|--force',
    'git push|pull --force',
    'rm -r|-R|--recursive',
    'rm -rf',
    'cargo *',
    '* --force',
    'npm run deploy',
    'docker compose down -v',
    'git config core.hooksPath',
    'php artisan migrate:fresh',
    'yarn workspace * build',
    'kubectl delete|apply',
    'sudo',
    'sudo|doas',
    'make deploy',
    '[',
  ])('compiles %j', (text) => expect(commandPatternError(text)).toBeUndefined());

  it.each([
    ['', /expected a command prefix/],
    ['--force', /expected the program first/],
    ['git push -f||--force', /empty alternative/],
    ['git push -f|force', /mixes flags and words/],
    ['git push|-f', /mixes flags and words/],
    ['git push --force=yes', /gives a flag a value/],
    ['git pu*', /"\*" inside a word/],
    ['/usr/bin/git push', /with its directory/],
    ['git push origin', /names 3 positional words, but the canonical prefix of "git push" has 2/],
    ['git push origin main', /names 4 positional words/],
    ['rm foo', /names 2 positional words, but the canonical prefix of "rm" has 1/],
    ['make build deploy', /names 3 positional words/],
    ['npm run build extra', /names 4 positional words/],
    ['sudo rm', /runs another command/],
    ['sudo -u', /runs another command/],
    ['sudo|git', /runs another command/],
  ])('refuses %j', (text, error) => expect(commandPatternError(text)).toMatch(error));

  it('reports a bad pattern with the file, line and the pattern column', () => {
    const m = parseManifest(
      '# rules\ncommand-allow\tgit status\tok\ncommand-deny\tgit push origin\tno\n',
      '.diffgate.tsv',
    );
    const { rules, errors } = commandRules(m.rules);
    expect(rules.map((r) => r.pattern.text)).toEqual(['git status']);
    expect(errors).toEqual([
      { file: '.diffgate.tsv', line: 3, column: 14, message: expect.stringMatching(/names 3 positional words/) },
    ]);
  });

  it('lists the programs the rules name, or any', () => {
    const named = (lines: string) => namedPrograms(commandRules(parseManifest(lines, 'm').rules).rules);
    expect(named('command-deny\tgit push -f\tx\ncommand-ask\tnpm|pnpm publish\tx\ncommand-ask\tsudo\tx\n')).toEqual(
      new Set(['git', 'npm', 'pnpm', 'sudo']),
    );
    expect(named('command-ask\t* --force\tx\n')).toBe('any');
  });
});

describe('flags', () => {
  it.each([
    ['-rf', ['-rf', '-r', '-f']],
    ['--force', ['--force']],
    ['--force=yes', ['--force=yes', '--force']],
    ['-n5', ['-n5', '-n', '-5']],
    ['-', []],
    ['file', []],
  ])('%s has %j', (word, flags) => expect(flagsOf(word)).toEqual(flags));

  it('stops at -- and counts unknown words as possible flags', () => {
    expect([...flagFacts(['rm', '-f', '--', '-r']).present]).toEqual(['-f']);
    expect(flagFacts(['rm', null]).uncertain).toBe(true);
    expect(flagFacts(['rm', { glob: '*.txt' }]).uncertain).toBe(false);
    expect(flagFacts(['rm', { oneOf: ['a', '-r'] }]).uncertain).toBe(true);
  });
});

describe('matchPattern', () => {
  it.each([
    ['git push -f|--force', ['git', 'push', '--force', 'origin'], 'yes'],
    ['git push -f|--force', ['git', 'push', 'origin', 'main', '-f'], 'yes'],
    ['git push -f|--force', ['git', 'push', '-fu', 'origin'], 'yes'],
    ['git push -f|--force', ['git', 'push', 'origin'], 'no'],
    ['git push -f|--force', ['git', 'pull', '--force'], 'no'],
    ['git push -f|--force', ['git', '-C', 'x', 'push', '-f'], 'yes'],
    ['git push -f|--force', ['/usr/bin/git', 'push', '-f'], 'yes'],
    ['git push -f|--force', ['git', 'push', 'origin', null], 'maybe'],
    ['git push -f|--force', ['git', null, '-f'], 'maybe'],
    ['git push -f|--force', [null, 'push', '-f'], 'maybe'],
    ['git push -f|--force', ['git', 'push', '--', '-f'], 'no'],
    ['git push --force', ['git', 'push', '--force=yes'], 'yes'],
    ['rm -rf', ['rm', '-r', '-f', 'x'], 'yes'],
    ['rm -rf', ['rm', '-fr', 'x'], 'yes'],
    ['rm -rf', ['rm', '-r', 'x'], 'no'],
    ['rm -r|-R|--recursive', ['rm', '-R', 'x'], 'yes'],
    ['git status', ['git', 'status', '-s'], 'yes'],
    ['git status', ['git', 'status', '--porcelain'], 'yes'],
    ['git status', ['git', 'push'], 'no'],
    ['git', ['git', 'push'], 'yes'],
    ['cargo *', ['cargo', 'build'], 'yes'],
    ['cargo *', ['cargo'], 'no'],
    ['cargo *', ['cargo', null], 'yes'],
    ['* --force', ['anything', '--force'], 'yes'],
    ['npm run build|test', ['npm', 'run', 'test'], 'yes'],
    ['npm run build|test', ['npm', 'run', 'deploy'], 'no'],
    ['npm run build|test', ['npm', 'run', { oneOf: ['build', 'test'] }], 'yes'],
    ['npm run build|test', ['npm', 'run', { oneOf: ['build', 'deploy'] }], 'maybe'],
    ['make deploy', ['make', 'build', 'deploy'], 'yes'],
    ['make deploy', ['make', 'build'], 'no'],
    ['kubectl delete', ['kubectl', '--made-up', 'x', 'delete', 'pod'], 'maybe'],
    ['php artisan migrate:fresh', ['php', 'artisan', 'migrate:fresh', '--seed'], 'yes'],
    ['git config core.hooksPath', ['git', 'config', '--global', 'core.hooksPath', 'x'], 'yes'],
  ] as const)('%j on %j: %s', (pattern, argv, expected) => expect(match(pattern, [...argv])).toBe(expected));

  it('matches a wrapper rule through the wrapper the command ran in', () => {
    expect(match('sudo', ['apt', 'install', 'x'], ['sudo'])).toBe('yes');
    expect(match('sudo|doas', ['apt', 'install', 'x'], ['doas'])).toBe('yes');
    expect(match('sudo', ['apt', 'install', 'x'], ['env'])).toBe('no');
  });
});
