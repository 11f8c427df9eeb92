/**
 * The pre-check classes from the review (issue 15), each denied up front here or left to the
 * tripwire (docs/decisions.md says which and why). The ones denied up front are tested through
 * the hook's decision run in process (inProcessHook.ts); the ones left to the tripwire are listed so that a change of decision shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, rulesIn, type Harness } from './hookHarness.js';
import { toolHere } from './inProcessHook.js';

describe('pre-check classes denied up front', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
    h.repo.commit('fixture');
    h.repo.write('guard.sh', 'echo edited\n');
  });
  afterAll(() => h.close());

  it.each<[string, string, string[]]>([
    // option words held in variables
    ['option word in a variable (sed)', "sed $OPT 's/a/b/' guard.sh", ['freeze']],
    ['option word in a variable (perl)', 'perl "$FLAGS" -e 1 hooks/a.sh', ['freeze']],
    // git pathspec globs and magic: git itself is asked what they match
    ['pathspec glob', "git checkout -- '*.sh'", ['freeze']],
    ['pathspec magic :(glob)', "git checkout -- ':(glob)**/*.sh'", ['freeze']],
    ['pathspec magic :!', "git checkout -- ':!notes.txt'", ['freeze']],
    ['pathspec magic :(icase)', "git restore ':(icase)GUARD.SH'", ['freeze']],
    ['pathspec magic :/', "cd src && git checkout -- ':/'", ['freeze']],
    ['pathspec magic in an unknown word', 'git checkout -- "$SPEC"', ['shell-unresolved']],
    // shell options that change what a glob or a cd reaches
    ['dotglob', 'shopt -s dotglob; rm -f *', ['shell-unresolved']],
    ['nocaseglob', 'shopt -s nocaseglob; rm GUARD.*', ['shell-unresolved']],
    ['globstar through bash -O', "bash -O globstar -c 'rm **/*.md'", ['shell-unresolved']],
    ['GLOBIGNORE', 'GLOBIGNORE=x; rm -f *', ['shell-unresolved']],
    ['shopt with an unknown option name', 'shopt -s "$O"; rm -f *', ['shell-unresolved']],
    ['cdable_vars', 'shopt -s cdable_vars; h=hooks; cd h && rm a.sh', ['shell-unresolved']],
    ['CDPATH in the line', 'CDPATH=/x:.; cd hooks && rm a.sh', ['shell-unresolved']],
    ['CDPATH in the line, a name elsewhere', 'CDPATH=/x; cd src && rm -f guard.sh', ['shell-unresolved']],
    // environment prefixes hold in the shell they start
    ['a variable given to bash -c', `f=guard.sh bash -c 'rm "$f"'`, ['freeze']],
    ['HOME given to bash -c', `HOME=${'$PWD'} bash -c 'echo x > ~/guard.sh'`, ['freeze']],
    ['an unknown HOME given to bash -c', `HOME=$X bash -c 'echo x > ~/guard.sh'`, ['shell-unresolved']],
    ['env with a variable', `env f=hooks/a.sh sh -c 'echo > $f'`, ['freeze']],
    // /proc/self/cwd and /proc/self/root
    ['/proc/self/cwd', 'echo x > /proc/self/cwd/guard.sh', ['freeze']],
    ['/proc/thread-self/cwd in a subfolder', 'cd hooks && rm /proc/thread-self/cwd/a.sh', ['freeze']],
    ['another process cwd', 'echo x > /proc/1/cwd/guard.sh', ['shell-unresolved']],
  ])('%s: %s', async (_name, command, rules) => {
    const r = await toolHere(h, 'Bash', { command });
    expect(r.status, r.stderr).toBe(2);
    expect(rulesIn(r.stderr)).toEqual([...rules].sort());
  });

  it('HOME given to bash -c resolves ~ against that home', async () => {
    const r = await toolHere(h, 'Bash', { command: `HOME=${h.repo.dir} bash -c 'echo x > ~/guard.sh'` });
    expect(rulesIn(r.stderr)).toEqual(['freeze']);
  });

  it.each<[string, string]>([
    ['a backtick escape', 'Remove-Item g`uard.sh'],
    ['a wildcard that matches a protected name', 'Remove-Item guard.*'],
    ['a wildcard in a folder', 'Remove-Item hooks\\*.sh'],
    ['a wildcard, matched without case', 'Remove-Item GUARD.*'],
    ['a wildcard with -Recurse', 'Remove-Item -Recurse *.md'],
  ])('PowerShell: %s', async (_name, command) => {
    const r = await toolHere(h, 'PowerShell', { command });
    expect(r.status, r.stderr).toBe(2);
    expect(rulesIn(r.stderr).some((x) => x === 'shell-unresolved' || x === 'freeze' || x === 'invariant')).toBe(true);
  });

  it.each([
    "sed -n '1p' notes.txt",
    'shopt -s nullglob; ls *.txt',
    'cd src && ls',
    'Get-ChildItem *.ts',
    'echo x > /proc/self/cwd/notes.txt',
  ])('near misses pass: %j', async (command) => {
    const r = await toolHere(h, command.startsWith('Get-') ? 'PowerShell' : 'Bash', { command });
    expect([r.status, r.stderr]).toEqual([0, '']);
  });
});
