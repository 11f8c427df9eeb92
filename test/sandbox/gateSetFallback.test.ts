import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Place } from '../../src/claude/context.js';
import { gateSet } from '../../src/sandbox/gateSetFallback.js';

describe('gateSet (local stand-in)', () => {
  let dir: string;
  let place: Place;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'diffgate-gates-'));
    mkdirSync(join(dir, 'repo/.git'), { recursive: true });
    place = {
      cwd: join(dir, 'repo'),
      workspace: join(dir, 'repo'),
      root: join(dir, 'repo'),
      gitDir: join(dir, 'repo/.git'),
      home: join(dir, 'home'),
      realHome: join(dir, 'home'),
    };
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names git hooks, config and state, the manifests, hook-manager and git config files', () => {
    writeFileSync(join(dir, 'repo/lefthook-local.yml'), '');
    writeFileSync(join(dir, 'repo/.lefthook.yaml'), '');
    writeFileSync(join(dir, 'repo/lefthook-notes.md'), '');
    const g = gateSet(place, {});
    const r = (p: string) => join(dir, 'repo', p);
    const h = (p: string) => join(dir, 'home', p);
    expect(g.folders).toEqual(
      expect.arrayContaining([
        r('.git/hooks'),
        r('.git/diffgate/releases'),
        r('.git/diffgate/refused'),
        r('.husky'),
        r('node_modules/diffgate'),
      ]),
    );
    expect(g.files).toEqual(
      expect.arrayContaining([
        r('.git/config'),
        r('.diffgate.tsv'),
        r('.pre-commit-config.yaml'),
        r('lefthook-local.yml'),
        r('.lefthook.yaml'),
        r('.claude/settings.json'),
        r('.claude/settings.local.json'),
        r('node_modules/.bin/diffgate'),
        h('.gitconfig'),
        h('.config/git/config'),
        h('.config/diffgate/manifest.tsv'),
        h('.claude/settings.json'),
      ]),
    );
    expect(g.files).not.toContain(r('lefthook-notes.md'));
  });

  it('follows XDG_CONFIG_HOME, a linked worktree to its common directory, and core.hooksPath', () => {
    const common = join(dir, 'main/.git');
    mkdirSync(common, { recursive: true });
    writeFileSync(join(dir, 'repo/.git/commondir'), `${common}\n`);
    writeFileSync(join(common, 'config'), '[core]\n\tbare = false\n\thooksPath = "githooks" # ours\n');
    const g = gateSet(place, { XDG_CONFIG_HOME: join(dir, 'xdg') }, '/opt/diffgate');
    expect(g.files).toEqual(expect.arrayContaining([join(common, 'config'), join(dir, 'xdg/git/config')]));
    expect(g.folders).toEqual(
      expect.arrayContaining([join(common, 'hooks'), join(dir, 'repo/githooks'), '/opt/diffgate']),
    );
  });
});

describe('narrowGitDirs', () => {
  it('turns a whole git directory named as a gate folder into its hooks, config and diffgate state', async () => {
    const { narrowGitDirs } = await import('../../src/sandbox/protectedSet.js');
    const place: Place = {
      cwd: '/r',
      workspace: '/r',
      root: '/r',
      gitDir: '/r/.git',
      home: '/h',
      realHome: '/h',
    };
    expect(narrowGitDirs({ files: ['/r/.diffgate.tsv'], folders: ['/r/.git', '/r/.husky'] }, place)).toEqual({
      files: ['/r/.diffgate.tsv', '/r/.git/config'],
      folders: ['/r/.git/hooks', '/r/.git/diffgate/releases', '/r/.git/diffgate/refused', '/r/.husky'],
    });
  });
});
