/**
 * `diffgate run -- bash -c '...'` (the built CLI) against a real repository: every write to a
 * frozen file or gate file, by each of the shell lines from issue 7's table, fails with the
 * kernel's error and leaves the file byte-for-byte as it was; writes elsewhere, new files under a
 * frozen glob and git commits of allowed changes go through. Skipped, with the reason printed,
 * where bubblewrap is missing or cannot create a sandbox.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, cleanEnv } from '../helpers/gitRepo.js';
import { bubblewrapHere, createSandboxRepo, type SandboxRepo } from './sandboxRepo.js';

const bwrap = bubblewrapHere();

/** The kernel's refusals as the commands print them. */
const WRITE_ERROR =
  /Read-only file system|Device or resource busy|Invalid cross-device link|EROFS|EBUSY|EXDEV|unable to unlink|could not (write|lock) config|cannot (rename|remove|move|create|touch)/i;

// One line a case: [what, shell line]. Each must fail, print a write error, and change nothing protected.
const BLOCKED: [string, string][] = [
  ['redirection over a frozen file', 'echo changed > docs/a.md'],
  ['appending redirection', 'echo more >> hooks/guard.sh'],
  ['redirection into a deeper frozen file', 'printf x > docs/sub/b.md'],
  ['sed -i (writes a temporary file, then renames it over)', 'sed -i s/frozen/changed/ docs/a.md'],
  ['perl -i', "perl -pi -e 's/frozen/changed/' docs/a.md"],
  ['mv over a frozen file', 'echo new > tmp.txt && mv -f tmp.txt docs/a.md'],
  ['mv a frozen file away', 'mv docs/a.md docs/moved.md'],
  ['rm', 'rm -f docs/a.md'],
  ['rm -rf of a frozen folder', 'rm -rf docs'],
  ['git checkout -- of an older version', 'git checkout HEAD~1 -- docs/a.md'],
  ['git restore from an older commit', 'git restore --source=HEAD~1 -- docs/a.md'],
  ['python write', `python3 -c "open('config.json', 'w').write('{}')"`],
  ['python os.replace', `python3 -c "import os; open('n.json','w').write('{}'); os.replace('n.json', 'config.json')"`],
  ['node write', `node -e "require('fs').writeFileSync('config.json', '{}')"`],
  [
    'node rename over',
    `node -e "const fs=require('fs'); fs.writeFileSync('n.json','{}'); fs.renameSync('n.json','config.json')"`,
  ],
  ['a symlink made first, then written through', 'ln -s docs/a.md link.md && echo changed > link.md'],
  ['a hard link made first', 'ln docs/a.md hard.md && echo changed > hard.md'],
  ['cp over', 'cp free.txt docs/a.md'],
  ['truncate', 'truncate -s 0 config.json'],
  ['chmod +x', 'chmod +x docs/a.md'],
  ['touch (timestamps are a write too)', 'touch -d 2001-01-01 docs/a.md'],
  ['dd of=', 'echo x | dd of=config.json status=none'],
  ['tee', 'echo x | tee hooks/guard.sh'],
  ['the manifest', "printf 'allow\\t**\\tx\\n' >> .diffgate.tsv"],
  ['the manifest replaced by mv', 'echo > m.tsv && mv -f m.tsv .diffgate.tsv'],
  ['a git hook', "printf '#!/bin/sh\\nexit 0\\n' > .git/hooks/pre-commit"],
  ['a new git hook', "printf '#!/bin/sh\\nexit 0\\n' > .git/hooks/pre-push"],
  ['the git hooks folder removed', 'rm -rf .git/hooks'],
  ['git config', 'git config core.hooksPath /dev/null'],
  ['git config by hand', "printf '[core]\\nhooksPath = /tmp\\n' >> .git/config"],
  ["diffgate's release records", 'echo forged > .git/diffgate/releases/forged.json'],
  ["diffgate's refused-commit records", 'rm -f .git/diffgate/refused/* && echo x > .git/diffgate/refused/x.json'],
  ['Claude settings', "echo '{}' > .claude/settings.json"],
  ['husky', 'echo true > .husky/pre-commit'],
  ['a new husky hook', 'echo true > .husky/pre-push'],
  ['lefthook.yml', 'echo "skip: true" >> lefthook.yml'],
  ['.pre-commit-config.yaml', 'echo "# x" >> .pre-commit-config.yaml'],
  ['~/.gitconfig', 'echo "[core] hooksPath = /tmp" >> "$HOME/.gitconfig"'],
  ['the XDG git config', 'echo "[core] hooksPath = /tmp" >> "$HOME/.config/git/config"'],
  ['the user manifest', 'echo >> "$HOME/.config/diffgate/manifest.tsv"'],
  // F01, F02, F03: a folder holding a bound path is renamed away (the bind goes with it) and replaced
  ["a frozen file's folder renamed away and replaced", 'mv docs docs.old && mkdir docs && echo changed > docs/a.md'],
  [
    "a gate file's folder in the home renamed away and replaced",
    'mv "$HOME/.config" "$HOME/.config.old" && mkdir -p "$HOME/.config/git" && echo x > "$HOME/.config/git/config"',
  ],
  [
    'the home renamed away and replaced',
    'cd / && mv "$HOME" "$HOME.old" && mkdir "$HOME" && echo x > "$HOME/.gitconfig"',
  ],
  ['.git replaced by a copy', 'mv .git .git.orig && cp -a .git.orig .git && echo "exit 0" > .git/hooks/pre-commit'],
  [
    'the repository renamed and copied back',
    'R=$PWD; cd .. && mv "$R" "$R.orig" && cp -a "$R.orig" "$R" && echo changed > "$R/docs/a.md"',
  ],
  // F06: a process outside the sandbox (bubblewrap, diffgate) lives in the mount namespace without the binds
  ['through /proc/$PPID/cwd (the parent process)', 'echo changed > /proc/$PPID/cwd/docs/a.md'],
  ['through /proc/$PPID/root', 'echo changed > "/proc/$PPID/root$PWD/config.json"'],
  [
    "through every process's /proc/PID/root",
    'for p in /proc/[0-9]*; do echo changed > "$p/root$PWD/hooks/guard.sh"; done; test "$(cat hooks/guard.sh)" = changed',
  ],
];

describe.skipIf(!bwrap.ok)(`diffgate run under bubblewrap (${bwrap.why})`, () => {
  let s: SandboxRepo;
  let before: ReturnType<SandboxRepo['snapshot']>;
  beforeAll(() => {
    s = createSandboxRepo();
    before = s.snapshot();
  });
  afterAll(() => s.cleanup());

  const run = (line: string, input = '') => s.repo.diffgate(['run', '--', 'bash', '-c', line], { env: s.env, input });

  it.each(BLOCKED)('%s: the command sees a write error, every protected file is unchanged', (_what, line) => {
    const r = run(line);
    expect(r.status, r.stderr).not.toBe(0);
    expect(r.stderr).toMatch(WRITE_ERROR);
    expect(s.snapshot()).toEqual(before);
    s.repo.git('clean', '-qfd', '--', '.', ':!.claude', ':!.husky'); // leftovers of the line (tmp.txt, link.md)
  });

  it('starts with one line saying which paths are read-only and why', () => {
    const r = run('true');
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(
      /^diffgate run: \d+ files \(4 frozen by the manifest, .*\) and \d+ gate folders are read-only/,
    );
    expect(r.stderr).toContain('frozen by the manifest');
    expect(r.stderr).toContain('gate files (they could switch a check off) are read-only here');
    expect(r.stderr).toContain('Read-only file system');
  });

  it('lets writes elsewhere, new files under a frozen glob and commits of allowed changes through', () => {
    const head = s.repo.rev();
    const r = run(
      [
        'set -e',
        'echo more >> free.txt',
        'echo new > docs/new.md',
        'mkdir -p docs/deeper && echo deeper > docs/deeper/c.md',
        'mkdir scratch && mv scratch scratch2 && rm -r scratch2',
        'echo tmp > /tmp/diffgate-run-test-$$ && rm /tmp/diffgate-run-test-$$',
        'git add free.txt docs/new.md && git commit -qm "allowed change"',
        'git log -1 --format=%s',
      ].join('\n'),
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe('allowed change');
    expect(s.repo.rev()).not.toBe(head);
    expect(s.repo.read('free.txt')).toBe('free\nmore\n');
    expect(s.repo.read('docs/new.md')).toBe('new\n');
    expect(s.repo.read('docs/deeper/c.md')).toBe('deeper\n');
    expect(s.snapshot()).toEqual(before);
  });

  it('lets node_modules be removed and reinstalled (npm ci), the installed diffgate included', () => {
    // F13: the installed CLI's paths are left to the pre-check and the tripwire; a bind there stops npm ci (EBUSY)
    s.repo.write('node_modules/diffgate/package.json', '{"name": "diffgate"}\n');
    s.repo.write('node_modules/diffgate/dist/cli/index.js', 'old\n');
    s.repo.write('node_modules/diffgate/githooks/pre-commit', 'old\n');
    s.repo.symlink('../diffgate/dist/cli/index.js', 'node_modules/.bin/diffgate');
    try {
      const r = run(
        [
          'set -e',
          'rm -rf node_modules',
          'mkdir -p node_modules/diffgate/dist/cli node_modules/.bin',
          'echo reinstalled > node_modules/diffgate/dist/cli/index.js',
          'ln -s ../diffgate/dist/cli/index.js node_modules/.bin/diffgate',
        ].join('\n'),
      );
      expect(r.status, r.stderr).toBe(0);
      expect(s.repo.read('node_modules/diffgate/dist/cli/index.js')).toBe('reinstalled\n');
      expect(s.snapshot()).toEqual(before);
    } finally {
      s.repo.remove('node_modules');
    }
  });

  it("protects the main checkout's frozen files and manifest when started in a linked worktree (F20)", () => {
    const linked = `${s.repo.dir}-linked`;
    s.repo.git('worktree', 'add', '-q', linked);
    const checkedOut = readFileSync(join(linked, 'docs/a.md'), 'utf8'); // as HEAD has it (earlier cases may have staged an older one)
    try {
      const main = s.repo.dir;
      const r = s.repo.diffgate(
        [
          'run',
          '--',
          'bash',
          '-c',
          `echo changed > docs/a.md; echo changed > '${main}/docs/a.md'; printf 'allow\\t**\\tx\\n' > '${main}/.diffgate.tsv'`,
        ],
        { env: s.env, cwd: `../${basename(linked)}` },
      );
      expect(r.status).not.toBe(0);
      expect(r.stderr).toMatch(WRITE_ERROR);
      expect(r.stderr).toContain(`${main}/docs/a.md: Read-only file system`);
      expect(r.stderr).toContain(`${main}/.diffgate.tsv: Read-only file system`);
      expect(readFileSync(join(linked, 'docs/a.md'), 'utf8')).toBe(checkedOut);
      expect(s.snapshot()).toEqual(before);
    } finally {
      s.repo.git('worktree', 'remove', '--force', linked);
    }
  });

  it('protects a file created under a frozen glob on the next run', () => {
    s.repo.write('docs/later.md', 'made between runs\n');
    const r = run('echo changed > docs/later.md');
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(WRITE_ERROR);
    expect(s.repo.read('docs/later.md')).toBe('made between runs\n');
  });

  it('passes the exit code, standard input and output through', () => {
    const r = run('cat; echo err >&2; exit 7', 'from stdin\n');
    expect(r.status).toBe(7);
    expect(r.stdout).toBe('from stdin\n');
    expect(r.stderr.endsWith('err\n')).toBe(true);
  });

  it('forwards SIGTERM to the command and passes its answer back', async () => {
    const child = spawn(
      process.execPath,
      [CLI, 'run', '--', 'bash', '-c', 'trap "echo got-term; exit 42" TERM; echo ready; while :; do sleep 0.05; done'],
      { cwd: s.repo.dir, env: cleanEnv(s.env), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('ready')) resolve();
      }),
    );
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(out).toContain('got-term');
    expect(code).toBe(42);
  });

  it('ends every process the command started, a detached one (setsid) included, when it ends', async () => {
    // F19: a process left behind keeps the run's mount namespace, where files made since are not bound
    const r = run('setsid bash -c "sleep 2; echo late > late.txt" </dev/null >/dev/null 2>&1 & sleep 0.3; exit 0');
    expect(r.status, r.stderr).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(existsSync(join(s.repo.dir, 'late.txt'))).toBe(false);
  });

  it('shows the command only its own processes (a PID namespace of its own)', () => {
    const r = run('echo $$ $PPID; ls -d /proc/[0-9]* | wc -l');
    expect(r.status, r.stderr).toBe(0);
    const [self, parent, count] = r.stdout.trim().split(/\s+/).map(Number);
    expect(self).toBeLessThan(10);
    expect(parent).toBe(1);
    expect(count).toBeLessThan(10);
  });

  it.skipIf(process.getuid?.() !== 0)('takes every capability from a command run as root', () => {
    const r = run('grep ^CapEff /proc/self/status');
    expect(r.stdout).toMatch(/^CapEff:\s+0+$/m);
  });

  it('takes bubblewrap from the system, not from a fake bwrap first on PATH (as npx puts node_modules/.bin)', () => {
    // F12: a bwrap an earlier run wrote, that runs the command without any bind
    s.repo.write(
      'node_modules/.bin/bwrap',
      '#!/bin/sh\nwhile [ $# -gt 0 ] && [ "$1" != -- ]; do shift; done; shift; exec "$@"\n',
    );
    s.repo.chmod('node_modules/.bin/bwrap', 0o755);
    try {
      const r = s.repo.diffgate(['run', '--', 'bash', '-c', 'echo changed > docs/a.md'], {
        env: { ...s.env, PATH: `${join(s.repo.dir, 'node_modules/.bin')}:${process.env.PATH}` },
      });
      expect(r.status).not.toBe(0);
      expect(r.stderr).toMatch(WRITE_ERROR);
      expect(s.snapshot()).toEqual(before);
    } finally {
      s.repo.remove('node_modules');
    }
  });

  it.each([
    ['a command that does not exist', 'no-such-command-xyz', 127, 'no such file (nor on PATH)'],
    ['a file that is not executable', './free.txt', 126, 'not executable'],
  ])('gives the status a shell gives for %s, with its own message (F17)', (_what, command, status, why) => {
    const r = s.repo.diffgate(['run', '--', command], { env: s.env });
    expect(r.status).toBe(status);
    expect(r.stderr).toContain(`diffgate run: could not start ${command}: ${why}`);
  });

  it('reports 128 + the signal number when a signal ends the command', () => {
    expect(run('kill -TERM $$').status).toBe(143);
  });

  it('leaves a frozen symlink to the other layers and says so', () => {
    s.repo.symlink('a.md', 'docs/link.md');
    try {
      const r = run('true');
      expect(r.stderr).toContain('not bound');
      expect(r.stderr).toContain(join(s.repo.dir, 'docs/link.md'));
    } finally {
      s.repo.remove('docs/link.md');
    }
  });

  it('says which gate files are symbolic links, bound at their targets only (F15)', () => {
    s.repo.write('shared/lefthook.yml', 'pre-commit:\n  commands: {}\n');
    const link = join(s.repo.dir, 'lefthook.yml');
    const kept = readFileSync(link, 'utf8');
    s.repo.symlink('shared/lefthook.yml', 'lefthook.yml');
    try {
      const r = run('echo "skip: true" >> shared/lefthook.yml');
      expect(r.status).not.toBe(0);
      expect(r.stderr).toMatch(WRITE_ERROR);
      expect(r.stderr).toMatch(/gate files that are symbolic links: .*each link itself can be replaced/);
      expect(r.stderr).toContain(link);
    } finally {
      s.repo.remove('lefthook.yml').remove('shared').write('lefthook.yml', kept);
    }
  });

  it('refuses a malformed manifest (exit 2) and runs nothing', () => {
    const manifest = join(s.repo.dir, '.diffgate.tsv');
    const good = readFileSync(manifest, 'utf8');
    s.repo.write('.diffgate.tsv', `${good}freez\tx\ty\n`);
    try {
      const r = run('touch ran.txt');
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/\.diffgate\.tsv:\d+:\d+:/);
      expect(existsSync(join(s.repo.dir, 'ran.txt'))).toBe(false);
    } finally {
      s.repo.write('.diffgate.tsv', good);
    }
  });
});
