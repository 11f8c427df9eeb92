/**
 * The gate set's answers to review 8's finds 3, 4, 6, 7 (src/agent/gatePaths.ts), on a made-up
 * home and repository: PATH folders not made yet or written with `~`, git config files an
 * [include] reaches, what the shell start files source, other worktrees' git folders.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GatePaths, gateSet, gateSetWithoutInstalled, programPaths } from '../../src/agent/gatePaths.js';
import type { Place } from '../../src/agent/place.js';

let dir: string;
let place: Place;
const write = (path: string, text: string) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
};
const h = (p: string) => join(place.home, p);
const r = (p: string) => join(place.root, p);

beforeEach(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-gates8-')));
  const root = join(dir, 'repo');
  const home = join(dir, 'home');
  mkdirSync(join(root, '.git', 'hooks'), { recursive: true });
  mkdirSync(home, { recursive: true });
  place = { cwd: root, workspace: root, root, gitDir: join(root, '.git'), home, realHome: home };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('gateSet: PATH folders (review 8, P1, P2)', () => {
  it('watches the programs of a PATH folder not made yet, in a folder this user can write', () => {
    const sbin = join(dir, 'prefix', 'sbin'); // neither prefix nor sbin exists: dir is writable
    const programs = programPaths(place, { PATH: `${sbin}:/usr/bin` }, undefined);
    expect([...programs]).toContain(join(sbin, 'git'));
    expect(gateSet(place, { PATH: `${sbin}:/usr/bin` }, undefined).files).toContain(join(sbin, 'node'));
  });

  it('not one under a folder this user cannot write', () => {
    if (process.getuid?.() === 0) return; // root writes everywhere
    const programs = programPaths(place, { PATH: '/proc/nothing/bin:/usr/bin' }, undefined);
    expect([...programs].some((p) => p.startsWith('/proc/'))).toBe(false);
  });

  it('expands a `~` entry to the home, as bash does when it searches PATH', () => {
    const { files } = gateSet(place, { PATH: '~/tools/bin:~:/usr/bin' }, undefined);
    expect(files).toContain(h('tools/bin/git'));
    expect(files).toContain(h('git'));
    expect(new GatePaths(place, { PATH: '~/tools/bin' }, undefined).at(h('tools/bin/git'))).toBe(h('tools/bin/git'));
  });
});

describe('gateSet: git config files an [include] reaches (review 8, I1, I2)', () => {
  it('follows include and includeIf paths, nested, as git resolves them', () => {
    write(h('.gitconfig'), '[user]\n\tname = p\n[include]\n\tpath = ~/.gitconfig.local\n');
    write(h('.gitconfig.local'), '[include] path = "nested/more.inc" ; a comment\n');
    write(h('nested/more.inc'), '[core]\n\thooksPath = ~/hooks-elsewhere\n');
    write(r('.git/config'), '[core]\n\tbare = false\n[includeIf "gitdir:~/work/"]\n\tpath = ../.gitconfig\n');
    const { files, folders } = gateSet(place, {}, undefined);
    for (const f of [h('.gitconfig.local'), h('nested/more.inc'), r('.gitconfig')]) expect(files).toContain(f);
    // a hooksPath set in an included file is a gate folder too
    expect(folders).toContain(h('hooks-elsewhere'));
  });

  it('lists an included file that does not exist yet (making it adds settings)', () => {
    write(h('.gitconfig'), '[include]\n\tpath = .gitconfig.missing\n');
    expect(gateSet(place, {}, undefined).files).toContain(h('.gitconfig.missing'));
  });

  it('stops at a loop of includes', () => {
    write(h('.gitconfig'), '[include]\n\tpath = ~/a.inc\n');
    write(h('a.inc'), '[include]\n\tpath = ~/.gitconfig\n');
    expect(gateSet(place, {}, undefined).files).toContain(h('a.inc'));
  });

  it('reads a section and its key on one line (`[core] hooksPath = x`)', () => {
    write(r('.git/config'), '[core] hooksPath = .githooks\n');
    expect(gateSet(place, {}, undefined).folders).toContain(r('.githooks'));
  });

  it('blocks, naming the file, when an included file is not a regular file', () => {
    write(h('.gitconfig'), '[include]\n\tpath = ~/adir\n');
    mkdirSync(h('adir'));
    expect(() => gateSet(place, {}, undefined)).toThrow(/adir is a directory/);
  });
});

describe('gateSet: what the shell start files source (review 8, S1)', () => {
  it("watches the folders the usual setups source whole, and bash-completion's files", () => {
    const { files, folders } = gateSet(place, { ZSH_CUSTOM: h('omz-custom') }, undefined);
    for (const d of [
      h('.bashrc.d'),
      h('.local/share/bash-completion/completions'),
      h('.oh-my-zsh/custom'),
      h('omz-custom'),
    ])
      expect(folders).toContain(d);
    expect(files).toContain(h('.bash_completion'));
  });

  it('follows `.` and `source` lines and `for` loops, `~` and $HOME expanded, globs as folders', () => {
    write(
      h('.bashrc'),
      [
        '[ -f ~/.aliases ] && . ~/.aliases',
        'source "$HOME/.bashrc.local"',
        'for f in ${HOME}/.config/shell.d/*.sh; do . "$f"; done',
        '# . ~/.commented',
        'if [ -n "$X" ]; then source ~/.x-only; fi',
        '. "$UNKNOWN/file"',
        '',
      ].join('\n'),
    );
    write(h('.aliases'), '. ~/.aliases.more\n');
    const { files, folders } = gateSet(place, {}, undefined);
    for (const f of [h('.aliases'), h('.bashrc.local'), h('.x-only'), h('.aliases.more')]) expect(files).toContain(f);
    expect(files).not.toContain(h('.commented'));
    expect(folders).toContain(h('.config/shell.d'));
  });

  it('takes the files a glob in the home itself matches now, never the home as a folder', () => {
    write(h('.profile'), 'for f in ~/.sh_*; do . "$f"; done\n');
    write(h('.sh_git'), 'true\n');
    write(h('.sh_path'), 'true\n');
    const { files, folders } = gateSet(place, {}, undefined);
    expect(files).toEqual(expect.arrayContaining([h('.sh_git'), h('.sh_path')]));
    expect(folders).not.toContain(place.home);
  });

  it('blocks, naming the file, when a start file is not a regular file', () => {
    mkdirSync(h('.zshrc'));
    expect(() => gateSet(place, {}, undefined)).toThrow(/\.zshrc is a directory/);
  });
});

describe("gateSet: other worktrees' git folders (review 8, WT1)", () => {
  it("lists each linked worktree's commondir, gitdir and config.worktree", () => {
    for (const name of ['wt2', 'wt3']) {
      write(r(`.git/worktrees/${name}/commondir`), '../..\n');
      write(r(`.git/worktrees/${name}/gitdir`), `${dir}/${name}/.git\n`);
    }
    write(r('.git/worktrees/wt3/config.worktree'), '[core]\n\thooksPath = /elsewhere/hooks\n');
    const { files, folders } = gateSet(place, {}, undefined);
    for (const name of ['wt2', 'wt3'])
      for (const f of ['commondir', 'gitdir', 'config.worktree'])
        expect(files).toContain(r(`.git/worktrees/${name}/${f}`));
    expect(folders).toContain('/elsewhere/hooks');
    // the .git file in each worktree, which names its git folder
    expect(files).toContain(`${dir}/wt2/.git`);
    // from inside a linked worktree, the same list (its common folder's)
    const inWt = { ...place, gitDir: r('.git/worktrees/wt2') };
    expect(gateSet(inWt, {}, undefined).files).toContain(r('.git/worktrees/wt3/commondir'));
  });

  it("takes a worktree's git files as gates by their path once its folder is gone (WT1b), not those of a listed one's other files", () => {
    write(r('.git/worktrees/wt2/commondir'), '../..\n');
    const gates = new GatePaths(place, {}, undefined);
    // listed: by name
    expect(gates.at(r('.git/worktrees/wt2/commondir'))).toBe(r('.git/worktrees/wt2/commondir'));
    // moved away: by path, so that its removal is judged
    expect(gates.at(r('.git/worktrees/gone/commondir'))).toBe(r('.git/worktrees/gone/commondir'));
    expect(gates.at(r('.git/worktrees/gone/gitdir'))).toBe(r('.git/worktrees/gone/gitdir'));
    // what git writes there as it works is not a gate
    expect(gates.at(r('.git/worktrees/wt2/HEAD'))).toBeUndefined();
    expect(gates.at(r('.git/worktrees/gone/index'))).toBeUndefined();
  });

  it('puts the new gate files in the read-only set of `diffgate run`', () => {
    write(r('.git/worktrees/wt2/commondir'), '../..\n');
    write(h('.gitconfig'), '[include]\n\tpath = ~/.gitconfig.local\n');
    const { files, folders } = gateSetWithoutInstalled(place, { PATH: '~/tools/bin' }, undefined);
    expect(files).toEqual(
      expect.arrayContaining([r('.git/worktrees/wt2/commondir'), h('.gitconfig.local'), h('tools/bin/git')]),
    );
    expect(folders).toContain(h('.bashrc.d'));
  });
});
