/**
 * No switch turns a gate off. `gateSet` lists every gate file and folder of a place (as named and
 * by real path) for the pre-check and the tripwire; through the built CLI, file tools and shell
 * writes to each kind are denied as gate switches, and so are the variables that switch a hook
 * manager off or pass git settings, `git --config-env`, and `git update-index` flags that change
 * or hide a protected file in the index. Deleting or reinstalling node_modules stays allowed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '../../src/agent/place.js';
import { GatePaths, gateSet, keyFolders, ownPackageDir } from '../../src/agent/gatePaths.js';
import { CLI, PROJECT_ROOT } from '../helpers/gitRepo.js';
import { abs, openHarness, rulesIn, runHook, tool, userPrompt, writeFixture } from './hookHarness.js';
import { toolHere } from './inProcessHook.js';

/**
 * Python's user sites are read from the user base: the start files of the versions there are listed,
 * and the folders leading to a site are watched by key (a start file of any version is a gate by
 * its path). Listing twenty versions whether there or not made every changing call lstat forty
 * more paths on each side (issue 32, "no slower").
 */
describe('gateSet: Python’s user sites', () => {
  let dir: string;
  let place: Place;
  beforeAll(() => {
    dir = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-gates-py-')));
    const home = join(dir, 'home');
    mkdirSync(join(home, '.local/lib/python3.12/site-packages'), { recursive: true });
    mkdirSync(join(home, '.local/lib/node_modules'), { recursive: true });
    writeFileSync(join(home, '.local/lib/python3.12/site-packages/person.pth'), '/src\n');
    mkdirSync(join(home, '.local/lib/python3.13t'), { recursive: true });
    place = { cwd: home, workspace: home, root: home, gitDir: null, home, realHome: home };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the start files of the versions there, and watches the folders leading to them by key', () => {
    const env = { PATH: '/usr/bin', PYTHONUSERBASE: '/opt/diffgate-test-no-base' };
    const { files } = gateSet(place, env, undefined);
    const lib = join(place.home, '.local/lib');
    const site = join(lib, 'python3.12/site-packages');
    expect(files).toEqual(
      expect.arrayContaining([
        join(site, 'usercustomize.py'),
        join(site, 'sitecustomize.py'),
        join(site, 'person.pth'),
        join(lib, 'python3.13t/site-packages/usercustomize.py'),
      ]),
    );
    expect(files.filter((f) => f.includes('/lib/python3.'))).toHaveLength(5);
    const keyed = keyFolders(place, env, undefined);
    expect([...keyed.folders].sort()).toEqual(
      [
        lib,
        join(lib, 'python3.12'),
        site,
        join(lib, 'python3.13t'),
        join(lib, 'python3.13t/site-packages'),
        '/opt/diffgate-test-no-base/lib',
      ].sort(),
    );
    expect(keyed.shape(join(lib, 'python3.99/site-packages/usercustomize.py'))).toBe('start');
    expect(keyed.shape(join(lib, 'python3.99/site-packages/x.pth'))).toBe('start');
    expect(keyed.shape(join(lib, 'python3.99/site-packages'))).toBe('site');
    expect(keyed.shape(join(lib, 'python3.99/site-packages/pkg'))).toBe('other');
    expect(keyed.shape(join(lib, 'python3.99/site-packages/pkg/usercustomize.py'))).toBe('other');
    expect(keyed.shape(join(lib, 'node_modules'))).toBe('other');
    expect(keyed.shape(join(place.home, '.local/bin'))).toBeUndefined();
    expect(keyed.shape('/opt/diffgate-test-no-base/lib/python3.14/site-packages/sitecustomize.py')).toBe('start');
    // the pre-check refuses a start file of a version not there yet, by its path
    const gates = new GatePaths(place, env, undefined);
    expect(gates.at(join(lib, 'python3.99/site-packages/usercustomize.py'))).toBeDefined();
    expect(gates.at(join(lib, 'python3.99/site-packages/six.py'))).toBeUndefined();
  });
});

describe('gateSet', () => {
  let dir: string;
  let place: Place;
  beforeAll(() => {
    dir = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-gates-')));
    const root = join(dir, 'repo');
    const home = join(dir, 'home');
    mkdirSync(join(root, '.git', 'hooks'), { recursive: true });
    mkdirSync(join(root, 'node_modules', '.pnpm', 'diffgate@0.1.0', 'node_modules', 'diffgate'), { recursive: true });
    mkdirSync(join(root, 'node_modules', '.pnpm', 'left-pad@1.0.0'), { recursive: true });
    mkdirSync(join(dir, 'elsewhere'), { recursive: true });
    mkdirSync(home, { recursive: true });
    symlinkSync(join(dir, 'elsewhere'), join(root, '.claude')); // a settings folder that is a link
    place = { cwd: root, workspace: root, root, gitDir: join(root, '.git'), home, realHome: home };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const env = (extra: Record<string, string> = {}) => ({ PATH: '/usr/bin', ...extra });

  it('lists the manifests, git, the hook managers, every agent, the installed CLI and the cache', async () => {
    const { files, folders } = gateSet(place, env(), '/opt/lib/node_modules/diffgate');
    const r = (p: string) => join(place.root, p);
    const h = (p: string) => join(place.home, p);
    for (const f of [
      r('.diffgate.tsv'),
      r('.git/config'),
      // git reads hooks and config from the folder commondir names, in any git directory: the tripwire watches it
      r('.git/commondir'),
      // grafts and a shallow boundary make git see other parents than a commit names (review 6 M3)
      r('.git/info/grafts'),
      r('.git/shallow'),
      r('lefthook.yml'),
      r('lefthook.yaml'),
      r('lefthook-local.yml'),
      r('.lefthook.yml'),
      r('.lefthook-local.yml'),
      r('.pre-commit-config.yaml'),
      r('.claude/settings.json'),
      r('.claude/settings.local.json'),
      r('.codex/config.toml'),
      r('.codex/hooks.json'),
      r('.gemini/settings.json'),
      r('.cursor/hooks.json'),
      r('node_modules/.bin/diffgate'),
      h('.gitconfig'),
      h('.config/git/config'),
      h('.codex/config.toml'),
      h('.gemini/settings.json'),
      h('.cursor/hooks.json'),
      h('.claude/settings.json'),
      h('.config/diffgate/manifest.tsv'),
      // husky 8 sources it before every hook
      h('.huskyrc'),
    ])
      expect(files, f).toContain(f);
    for (const d of [
      r('.git/hooks'),
      r('.git/diffgate'),
      r('.husky'),
      r('.github/hooks'),
      r('node_modules/diffgate/dist/cli'),
      r('node_modules/diffgate/dist/lib'),
      r('node_modules/diffgate/dist/opencode'),
      r('node_modules/diffgate/githooks'),
      r('node_modules/.pnpm/diffgate@0.1.0/node_modules/diffgate/dist/cli'),
      h('.cache/diffgate/command-patterns'),
      h('.local/state/diffgate'),
      h('.copilot/hooks'),
      // husky 9 sources init.sh in it before every hook
      h('.config/husky'),
      '/opt/lib/node_modules/diffgate/dist/cli',
      '/opt/lib/node_modules/diffgate/githooks',
    ])
      expect(folders, d).toContain(d);
    for (const f of [r('node_modules/diffgate/package.json'), '/opt/lib/node_modules/diffgate/dist/package.json'])
      expect(files, f).toContain(f);
    // what does not run is not a gate: type declarations, the Action's bundle, the old code cache
    for (const d of [
      r('node_modules/diffgate'),
      r('node_modules/diffgate/dist'),
      r('node_modules/diffgate/dist/types'),
      r('node_modules/diffgate/dist/action'),
      h('.cache/diffgate'),
    ])
      expect(folders, d).not.toContain(d);
    expect(folders).not.toContain(r('node_modules/.pnpm/left-pad@1.0.0'));
    expect(new Set(files).size).toBe(files.length);
    expect(new Set(folders).size).toBe(folders.length);
  });

  it('follows a linked worktree to its common git directory, and core.hooksPath set by the repository or the user', async () => {
    const common = join(dir, 'main-repo/.git');
    const wt = join(dir, 'main-repo/.git/worktrees/wt');
    mkdirSync(wt, { recursive: true });
    writeFileSync(join(wt, 'commondir'), '../..\n');
    writeFileSync(join(common, 'config'), '[core]\n\tbare = false\n\thooksPath = "githooks" # ours\n');
    const home = join(dir, 'hp-home');
    mkdirSync(home, { recursive: true });
    writeFileSync(join(home, '.gitconfig'), '[user]\n\tname = x\n[core]\n\thooksPath = ~/.githooks\n');
    const wtPlace = {
      ...place,
      cwd: join(dir, 'wt'),
      workspace: join(dir, 'wt'),
      root: join(dir, 'wt'),
      gitDir: wt,
      home,
      realHome: home,
    };
    const { files, folders } = gateSet(wtPlace, env(), undefined);
    expect(files).toEqual(expect.arrayContaining([join(common, 'config'), join(wt, 'config.worktree')]));
    expect(folders).toEqual(
      expect.arrayContaining([join(common, 'hooks'), join(dir, 'wt', 'githooks'), join(home, '.githooks')]),
    );
  });

  it('lists each gate file by its real path too', async () => {
    const { files } = gateSet(place, env(), undefined);
    expect(files).toContain(join(place.root, '.claude/settings.json'));
    expect(files).toContain(join(dir, 'elsewhere/settings.json'));
  });

  it('lists every link of the home or the repository on the way to a gate file, the links its target goes through included (review 6 G3)', () => {
    // GNU stow with the dotfiles folder itself a link: ~/.gitconfig -> dotfiles/git/gitconfig, ~/dotfiles -> src/dotfiles
    const home = join(dir, 'stow-home');
    mkdirSync(join(home, 'src/dotfiles/git'), { recursive: true });
    writeFileSync(join(home, 'src/dotfiles/git/gitconfig'), '[user]\n');
    symlinkSync(join(home, 'src/dotfiles'), join(home, 'dotfiles'));
    symlinkSync('dotfiles/git/gitconfig', join(home, '.gitconfig'));
    const { files } = gateSet({ ...place, home, realHome: home }, env(), '/opt/lib/node_modules/diffgate');
    expect(files).toEqual(
      expect.arrayContaining([
        join(home, '.gitconfig'),
        join(home, 'dotfiles'), // re-pointing it changes what git reads as ~/.gitconfig
        join(home, 'src/dotfiles/git/gitconfig'),
        join(place.root, '.claude'), // the settings folder that is a link
      ]),
    );
  });

  it('follows the environment: XDG folders, GIT_CONFIG_GLOBAL, CODEX_HOME, CLAUDE_CONFIG_DIR, the npm prefix', async () => {
    const { files, folders } = gateSet(
      place,
      env({
        XDG_CONFIG_HOME: '/x/config',
        XDG_CACHE_HOME: '/x/cache',
        XDG_STATE_HOME: '/x/state',
        GIT_CONFIG_GLOBAL: '/x/gitconfig',
        CODEX_HOME: '/x/codex',
        CLAUDE_CONFIG_DIR: '/x/claude',
        npm_config_prefix: '/x/npm',
      }),
      undefined,
    );
    for (const f of [
      '/x/config/git/config',
      '/x/config/diffgate/manifest.tsv',
      '/x/gitconfig',
      '/x/codex/config.toml',
      '/x/codex/hooks.json',
      '/x/claude/settings.json',
      '/x/npm/bin/diffgate',
      '/x/config/diffgate/manifest.tsv',
    ])
      expect(files, f).toContain(f);
    expect(gateSet(place, env({ GIT_CONFIG_GLOBAL: '/dev/null' }), undefined).files).not.toContain('/dev/null');
    for (const d of [
      '/x/cache/diffgate/command-patterns',
      '/x/state/diffgate',
      '/x/config/husky',
      '/x/npm/lib/node_modules/diffgate/dist/cli',
    ])
      expect(folders, d).toContain(d);
  });

  it("lists what decides which program runs: the shells' start-up files, BASH_ENV, ENV, ZDOTDIR, the user bin folders, Claude Code's snapshots", async () => {
    const snapshots = join(place.home, '.claude', 'shell-snapshots');
    mkdirSync(snapshots, { recursive: true });
    writeFileSync(join(snapshots, 'snapshot-bash-1.sh'), 'export PATH=/usr/bin\n');
    try {
      const { files, folders } = gateSet(
        { ...place, cwd: join(place.root, 'sub') }, // a place of its own: the set is memoised per place
        env({ BASH_ENV: '/x/bash_env', ENV: '/x/sh_env', ZDOTDIR: '/x/zsh' }),
        undefined,
      );
      const h = (p: string) => join(place.home, p);
      for (const f of [
        h('.bashrc'),
        h('.bash_aliases'),
        h('.zshrc.zwc'),
        h('bin/diffgate'),
        h('.bash_profile'),
        h('.profile'),
        h('.zshrc'),
        h('.zshenv'),
        h('.config/fish/config.fish'),
        h('.local/bin/git'),
        h('.local/bin/node'),
        h('bin/git'),
        '/x/bash_env',
        '/x/sh_env',
        '/x/zsh/.zshrc',
        join(snapshots, 'snapshot-bash-1.sh'),
      ])
        expect(files, f).toContain(f);
      // Claude Code writes a new session's snapshot there: the folder itself is not a gate
      expect(folders).not.toContain(snapshots);
      for (const d of [h('.config/fish/conf.d'), h('.config/fish/functions')]) expect(folders, d).toContain(d);
    } finally {
      rmSync(join(place.home, '.claude'), { recursive: true, force: true });
    }
  });

  it('takes a checkout the CLI runs from (an npm link target) as gate for what runs: the bundles and githooks/', async () => {
    const { folders } = gateSet(place, env(), '/src/diffgate');
    expect(folders).toContain('/src/diffgate/dist/cli');
    expect(folders).toContain('/src/diffgate/dist/opencode');
    expect(folders).toContain('/src/diffgate/githooks');
    expect(folders).not.toContain('/src/diffgate');
    expect(folders).not.toContain('/src/diffgate/dist/types');
  });

  it("finds the running CLI's package two levels above dist/cli/index.js", async () => {
    expect(ownPackageDir(CLI)).toBe(realpathSync(PROJECT_ROOT));
    expect(ownPackageDir('/usr/lib/node_modules/vitest/vitest.mjs')).toBeUndefined();
  });

  it('does not count the installed CLI or the cache when a folder holding them is removed whole', async () => {
    const gates = new GatePaths(place, env(), '/opt/lib/node_modules/diffgate');
    expect(gates.at(join(place.root, 'node_modules/diffgate/dist/cli/index.js'))).toBe(
      join(place.root, 'node_modules/diffgate/dist/cli'),
    );
    expect(gates.under(join(place.root, 'node_modules'))).toEqual([]);
    expect(gates.under(join(place.home, '.cache'))).toEqual([]);
    expect(gates.under(join(place.root, '.github'))).toContain(join(place.root, '.github/hooks'));
    // the manifest is in the set, but judged by its own rule (a change may strengthen it)
    expect(gates.at(join(place.root, '.diffgate.tsv'))).toBeUndefined();
  });
});

describe('gate files and switches through the built CLI', () => {
  let h: ReturnType<typeof openHarness>;
  const pkg = join(PROJECT_ROOT, 'dist', 'cli');
  beforeAll(() => {
    h = openHarness((repo) => {
      writeFixture(repo);
      repo.write('node_modules/diffgate/package.json', '{}\n');
      repo.write('node_modules/.pnpm/diffgate@0.1.0/node_modules/diffgate/package.json', '{}\n');
      repo.write('node_modules/left-pad/index.js', '\n');
    });
    h.repo.git('add', '-A');
    h.repo.git('commit', '-qm', 'fixture');
    mkdirSync(join(h.home, '.claude', 'shell-snapshots'), { recursive: true });
    writeFileSync(join(h.home, '.claude', 'shell-snapshots', 'snapshot-bash-1.sh'), 'export PATH=/usr/bin\n');
  });
  afterAll(() => h.close());

  const bash = (command: string, session?: string) => toolHere(h, 'Bash', { command }, session ? { session } : {});

  it.each([
    'lefthook.yml',
    'lefthook-local.yml',
    '.lefthook.yml',
    '.lefthook-local.yaml',
    '.pre-commit-config.yaml',
    '.husky/pre-commit',
    '.codex/hooks.json',
    '.codex/config.toml',
    '.gemini/settings.json',
    '.cursor/hooks.json',
    '.github/hooks/guard.json',
    'node_modules/diffgate/dist/cli/index.js',
    'node_modules/.bin/diffgate',
    'node_modules/.pnpm/diffgate@0.1.0/node_modules/diffgate/dist/cli/index.js',
    // OpenCode runs every module in its plugin folders, and the plugins its config names
    '.opencode/plugins/zz.js',
    // and every custom tool module, at start (OpenCode 1.18.33)
    '.opencode/tools/helper.js',
    '.opencode/tool/helper.ts',
    'opencode.json',
    '.opencode/opencode.jsonc',
  ])('denies a Write of %s', async (path) => {
    const r = await toolHere(h, 'Write', { file_path: abs(h, path), content: 'x\n' });
    expect(r.status, r.stderr).toBe(2);
    expect(rulesIn(r.stderr)).toEqual(['gate-switch']);
    expect(r.stderr).toContain('a gate file');
  });

  it.each([
    'echo "pre-commit: {}" > lefthook.yml',
    'cp /dev/null .pre-commit-config.yaml',
    'echo exit 0 > .husky/pre-commit',
    'printf "[core]\\n\\thooksPath = /tmp\\n" >> ~/.gitconfig',
    'mkdir -p ~/.config/git && echo x > ~/.config/git/config',
    'echo {} > ~/.codex/hooks.json',
    'echo {} > ~/.gemini/settings.json',
    'echo {} > ~/.cursor/hooks.json',
    'echo {} > ~/.copilot/hooks/x.json',
    'mkdir -p ~/.config/opencode/tools && echo "export default {}" > ~/.config/opencode/tools/x.js',
    'mkdir -p ~/.config/husky && echo "exit 0" > ~/.config/husky/init.sh',
    'printf "export HUSKY=0\\n" >> $HOME/.config/husky/init.sh',
    'echo exit 0 > ~/.huskyrc',
    // what decides which program the person's later commands run (issue 32)
    `echo "alias git='git -c core.hooksPath=/dev/null'" >> ~/.bashrc`,
    'printf "export GIT_CONFIG_COUNT=1\\n" >> ~/.profile',
    'echo "git() { command git --no-verify \\"\\$@\\"; }" >> ~/.zshrc',
    'mkdir -p ~/.local/bin && printf "#!/bin/sh\\nexit 0\\n" > ~/.local/bin/node',
    'cp /usr/bin/true ~/.local/bin/git',
    'echo "git() { :; }" >> ~/.claude/shell-snapshots/snapshot-bash-1.sh',
    'echo "alias git=true" >> ~/.bash_aliases',
    'mkdir -p ~/.config/fish/functions && echo "function git; end" > ~/.config/fish/functions/git.fish',
    'cp /tmp/x ~/.cache/diffgate/command-patterns/valid-command-patterns-0123456789abcdef.txt',
    'echo x > node_modules/diffgate/dist/cli/index.js',
  ])('denies the shell write %j', async (command) => {
    const r = await bash(command);
    expect(r.status, r.stderr).toBe(2);
    expect(rulesIn(r.stderr)).toContain('gate-switch');
  });

  it("denies a shell write to the running CLI's own code (the built CLI, which knows where it runs from)", () => {
    const r = tool(h, 'Bash', { command: `echo x > ${pkg}/index.js` });
    expect(r.status, r.stderr).toBe(2);
    expect(rulesIn(r.stderr)).toContain('gate-switch');
  });

  it.each([
    'rm -rf node_modules',
    'rm -rf node_modules && npm ci',
    'npm ci',
    'rm -rf node_modules/left-pad',
    'rm -rf ~/.cache',
    'echo x > lefthook.yml.example',
  ])('allows %j (removing node_modules or the cache whole switches nothing off)', async (command) => {
    const r = await bash(command);
    expect([r.status, r.stderr]).toEqual([0, '']);
  });

  it.each([
    'HUSKY=0 git commit -m x',
    'HUSKY_SKIP_HOOKS=1 git commit -m x',
    'SKIP=diffgate git commit -m x',
    'LEFTHOOK=0 git commit -m x',
    'LEFTHOOK_EXCLUDE=diffgate git commit -m x',
    'PRE_COMMIT_ALLOW_NO_CONFIG=1 git commit -m x',
    'export GIT_CONFIG_GLOBAL=/tmp/gitconfig',
    'GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=core.hooksPath GIT_CONFIG_VALUE_0=/tmp git commit -m x',
    "GIT_CONFIG_PARAMETERS=\"'core.hookspath'='/tmp'\" git commit -m x",
    'GIT_CONFIG_NOSYSTEM=1 git commit -m x',
    'env DIFFGATE_RELEASE=yes git commit -m x',
    'env SKIP=diffgate git commit -m x',
    'declare -x HUSKY=0',
    'export LEFTHOOK=0; git commit -m x',
    'git --config-env=core.hooksPath=HP commit -m x',
    'git --config-env core.hooksPath=HP commit -m x',
    'HOME=/tmp/fake git commit -m x',
    'XDG_CONFIG_HOME=/tmp/fake git commit -m x',
    "python3 -c \"import os; os.environ['SKIP']='diffgate'\"",
  ])('denies the switch %j', async (command) => {
    const r = await bash(command);
    expect(r.status, r.stderr).toBe(2);
    expect(rulesIn(r.stderr)).toContain('gate-switch');
  });

  it.each([
    ['git update-index --chmod=+x guard.sh', 2],
    ['git update-index --chmod +x guard.sh', 2],
    ['git update-index --chm=+x hooks/a.sh', 2],
    ['git update-index --assume-unchanged guard.sh', 2],
    ['git update-index --assume-u guard.sh', 2],
    ['git update-index --skip-worktree guard.sh', 2],
    ['git -C hooks update-index --skip-worktree a.sh', 2],
    ['git update-index --skip-worktree --stdin < list.txt', 2],
    ['git update-index --chmod=+x $F', 2],
    ['git add --chmod=+x guard.sh', 2],
    ['git update-index --no-skip-worktree guard.sh', 0],
    ['git update-index --no-assume-unchanged guard.sh', 0],
    ['git update-index --chmod=+x lint.py', 0],
    ['git update-index --refresh', 0],
  ] as const)('%j -> exit %i', async (command, exit) => {
    const r = await bash(command);
    expect(r.status, r.stderr).toBe(exit);
    if (exit === 2) expect(rulesIn(r.stderr)).toContain('gate-switch');
  });

  it('denies every call, at once, while a FIFO stands in for the git config (a blocking open would hold the hook)', async () => {
    const config = join(h.repo.dir, '.git', 'config');
    renameSync(config, `${config}.real`);
    execFileSync('mkfifo', [config]);
    try {
      const started = Date.now();
      const r = tool(h, 'Write', { file_path: abs(h, 'notes.txt'), content: 'x\n' });
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr).toContain(`${config} is a FIFO (named pipe), not a regular file`);
      expect(r.stderr).toContain('Next: a person puts it back');
      expect(Date.now() - started).toBeLessThan(8000);
    } finally {
      rmSync(config);
      renameSync(`${config}.real`, config);
    }
  });

  it('lets no release phrase lift a gate switch', async () => {
    const session = 'release-gates';
    expect(runHook(h, userPrompt(h, 'guard release', { session })).status).toBe(0);
    for (const command of ['SKIP=diffgate git commit -m x', 'echo x > lefthook.yml']) {
      const r = await bash(command, session);
      expect(r.status, command).toBe(2);
      expect(rulesIn(r.stderr)).toContain('gate-switch');
    }
  });
});
