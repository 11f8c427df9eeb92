/**
 * What pre-push trusts, and the advice it gives, through the real `git commit`, `git push`,
 * `git cherry-pick` and `git rebase -i` with the hooks installed by `install --hooks-path`:
 *  - a Diffgate-Release trailer counts only with the release record pre-commit wrote for that
 *    commit's tree and parent (typed, copied and cherry-picked trailers release nothing);
 *  - a commit the agent tripwire recorded under .git/diffgate/refused/ is refused whatever its
 *    trailer says, until a person releases the push (audited);
 *  - every fix the block message gives as commands is run, line by line as printed, and ends in a
 *    push that passes;
 *  - a first manifest may hold any rule, with a note; strengthen-only applies from then on.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type GitRepo, cleanEnv, type Run } from '../helpers/gitRepo.js';
import { FROZEN, commit, remoteRef, sharedHooksRepo, tempDir } from './setup.js';

let repo: GitRepo;
let bare: string;
let base: string;

sharedHooksRepo((s) => {
  ({ repo, bare, base } = s);
});

const gitDir = () => repo.git('rev-parse', '--absolute-git-dir').trim();
const editFrozen = (text = '{"debug": true}\n') => repo.write(FROZEN, text).stageAll();
const moveMainOn = (name = 'main moves on') => {
  repo.write('NEWS.md', `${name}\n`).stageAll();
  expect(commit(repo, name).status).toBe(0);
};
/** A commit released with DIFFGATE_RELEASE on a branch `side` from base; back on main after. */
const releasedOnSide = () => {
  repo.git('checkout', '-q', '-b', 'side');
  editFrozen();
  expect(commit(repo, 'released config', { env: { DIFFGATE_RELEASE: 'ok by Ana' } }).status).toBe(0);
  const sha = repo.rev();
  repo.git('checkout', '-q', 'main');
  return sha;
};

describe('release records: a trailer counts only with the record pre-commit wrote', () => {
  it("a person's DIFFGATE_RELEASE commit writes a record for its tree and parent, and pushes", () => {
    editFrozen();
    expect(commit(repo, 'released', { env: { DIFFGATE_RELEASE: 'ok by Ana' } }).status).toBe(0);
    const tree = repo.git('rev-parse', 'HEAD^{tree}').trim();
    const record = join(gitDir(), 'diffgate', 'releases', `${tree}-${base}.json`);
    expect(JSON.parse(readFileSync(record, 'utf8'))).toMatchObject({
      tree,
      parent: base,
      reason: 'ok by Ana',
      items: [`freeze ${FROZEN}`],
    });
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain('was released when it was made (Diffgate-Release: ok by Ana');
  });

  it('a typed trailer (commit made with --no-verify) releases nothing', () => {
    editFrozen();
    repo.git('commit', '-q', '--no-verify', '-m', 'sneaky\n\nDiffgate-Release: ok by nobody');
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('carries "Diffgate-Release: ok by nobody", but no release was recorded for it');
    expect(r.stderr).toContain(`${FROZEN}  [freeze]`);
    expect(remoteRef(bare)).toBe(base);
  });

  it('a trailer copied with git commit -C onto another parent releases nothing', () => {
    const released = releasedOnSide();
    moveMainOn();
    repo.git('checkout', released, '--', FROZEN);
    const copied = repo.tryGit(['commit', '-q', '--no-verify', '-C', released]);
    expect(copied.status, copied.stderr).toBe(0);
    expect(repo.git('log', '-1', '--format=%B')).toContain('Diffgate-Release: ok by Ana');
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('but no release was recorded for it');
    expect(remoteRef(bare)).toBe(base);
  });

  it('a cherry-picked released commit releases nothing', () => {
    const released = releasedOnSide();
    moveMainOn();
    const picked = repo.tryGit(['cherry-pick', released]);
    expect(picked.status, picked.stderr).toBe(0);
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('but no release was recorded for it');
    expect(remoteRef(bare)).toBe(base);
    // the original, on its own parent, still pushes
    const side = repo.tryGit(['push', 'origin', 'side']);
    expect(side.status, side.stderr).toBe(0);
  });

  it("a release record written by hand, not by pre-commit, releases nothing: diffgate's ledger outside the repository does not list it (review 1 R1-F3)", () => {
    editFrozen('{"debug": "by hand"}\n'); // a tree no earlier test released (the ledger outlives the shared repository's reset)
    repo.git('commit', '-q', '--no-verify', '-m', 'sneaky\n\nDiffgate-Release: agreed');
    const tree = repo.git('rev-parse', 'HEAD^{tree}').trim();
    const dir = join(gitDir(), 'diffgate', 'releases');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${tree}-${base}.json`), '{}\n');
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("but diffgate's ledger");
    expect(r.stderr).toContain('DIFFGATE_RELEASE="why" git push');
    expect(remoteRef(bare)).toBe(base);
    // the person re-grants it the documented way
    const granted = repo.tryGit(['push', 'origin', 'main'], { env: { DIFFGATE_RELEASE: 'reviewed by Ana' } });
    expect(granted.status, granted.stderr).toBe(0);
  });
});

/** The record the agent tripwire writes for a violating commit an agent made. */
function refuse(sha: string) {
  const dir = join(gitDir(), 'diffgate', 'refused');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${sha}.json`),
    JSON.stringify({
      commit: sha,
      session: 'sess-42',
      at: '2026-12-01T10:00:00Z',
      violations: [{ rule: 'freeze', path: FROZEN, reason: 'Configuration changes only through review' }],
    }),
  );
}

describe('commits the agent tripwire refused', () => {
  it('are refused whatever their trailer says, until a person releases the push (audited)', () => {
    editFrozen();
    expect(commit(repo, 'agent commit', { env: { DIFFGATE_RELEASE: 'looked fine' } }).status).toBe(0);
    const sha = repo.rev();
    refuse(sha);
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      `commit ${sha.slice(0, 12)} "agent commit": an agent made this commit during a tool call`,
    );
    expect(r.stderr).toContain('session sess-42');
    expect(r.stderr).toContain(`${FROZEN}  [freeze]  Configuration changes only through review`);
    expect(r.stderr).toContain('DIFFGATE_RELEASE="why" git push');
    expect(r.stderr).not.toContain('was released when it was made');
    expect(remoteRef(bare)).toBe(base);

    const released = repo.tryGit(['push', 'origin', 'main'], { env: { DIFFGATE_RELEASE: 'reviewed by Ana' } });
    expect(released.status, released.stderr).toBe(0);
    expect(remoteRef(bare)).toBe(sha);
    const audit = readFileSync(join(gitDir(), 'diffgate', 'audit.jsonl'), 'utf8')
      .trim()
      .split('\n');
    expect(JSON.parse(audit.at(-1)!)).toMatchObject({
      event: 'push-release',
      commit: sha,
      agentCommit: true,
      reason: 'reviewed by Ana',
    });
  });

  it('a refused commit that breaks nothing is refused too, and so is an unreadable record', () => {
    repo.write('README.md', 'agent docs\n').stageAll();
    expect(commit(repo, 'agent docs').status).toBe(0);
    const sha = repo.rev();
    const dir = join(gitDir(), 'diffgate', 'refused');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${sha}.json`), '{not json');
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('an agent made this commit during a tool call');
    expect(remoteRef(bare)).toBe(base);
  });
});

/**
 * A commit changing the frozen file, made in a clone outside the repository (no hooks, nothing
 * watched there), as an agent can make one; returns its sha and the clone's path.
 */
function scratchCommit(text = '{"debug": "scratch"}\n'): { sha: string; scratch: string } {
  const scratch = join(tempDir('diffgate-scratch-'), 'w');
  execFileSync('git', ['clone', '-q', repo.dir, scratch], { env: cleanEnv() });
  writeFileSync(join(scratch, FROZEN), text);
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', scratch, ...args], { env: cleanEnv(), encoding: 'utf8' });
  git('-c', 'user.name=a', '-c', 'user.email=a@a', 'commit', '-q', '--no-verify', '-am', 'tidy');
  return { sha: git('rev-parse', 'HEAD').trim(), scratch };
}

describe('what counts as on the remote already (review-15c F13)', () => {
  afterEach(() => {
    for (const r of repo.git('remote').split('\n')) if (r !== '' && r !== 'origin') repo.git('remote', 'remove', r);
    for (const ref of repo.git('for-each-ref', '--format=%(refname)', 'refs/remotes/').split('\n'))
      if (ref !== '' && !ref.startsWith('refs/remotes/origin/main')) repo.git('update-ref', '-d', ref);
  });

  it.each([
    [
      'fetched into a ref of no configured remote',
      (dir: string) => [['fetch', '-q', dir, 'main:refs/remotes/mirror/main']],
    ],
    [
      'a clone on this machine added as a remote, fetched',
      (dir: string) => [
        ['remote', 'add', 'mirror', dir],
        ['fetch', '-q', 'mirror'],
      ],
    ],
  ])('a commit %s and merged is judged when pushed elsewhere: refused', (_what, steps) => {
    const { sha, scratch } = scratchCommit();
    for (const args of steps(scratch)) repo.git(...args);
    expect(repo.tryGit(['merge', '-q', '--no-ff', '-m', 'merge mirror', 'refs/remotes/mirror/main']).status).toBe(0);
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${sha.slice(0, 12)} "tidy"`);
    expect(r.stderr).toContain(`${FROZEN}  [freeze]`);
    expect(remoteRef(bare)).toBe(base);
  });

  it('a merge whose first parent is a new root with no manifest is judged under the parent that has one (review-16 A04)', () => {
    const env = { GIT_INDEX_FILE: join(gitDir(), 'a04-index') };
    const blob = execFileSync('git', ['-C', repo.dir, 'hash-object', '-w', '--stdin'], {
      env: cleanEnv(),
      input: '{"debug": "root"}\n',
      encoding: 'utf8',
    }).trim();
    repo.tryGit(['read-tree', '--empty'], { env });
    repo.tryGit(['update-index', '--add', '--cacheinfo', `100644,${blob},${FROZEN}`], { env });
    const rootTree = repo.tryGit(['write-tree'], { env }).stdout.trim();
    const root = repo.git('commit-tree', rootTree, '-m', 'new root').trim();
    repo.tryGit(['read-tree', 'HEAD'], { env });
    repo.tryGit(['update-index', '--cacheinfo', `100644,${blob},${FROZEN}`], { env });
    const tree = repo.tryGit(['write-tree'], { env }).stdout.trim();
    const merge = repo.git('commit-tree', tree, '-p', root, '-p', 'HEAD', '-m', 'merge').trim();
    repo.git('merge', '-q', '--ff-only', merge);
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${FROZEN}  [freeze]`);
    expect(remoteRef(bare)).toBe(base);
  });

  it('a commit is judged as it is, not as `git replace` makes it look (review-16 A05)', () => {
    editFrozen('{"debug": "replaced"}\n');
    repo.git('commit', '-q', '--no-verify', '-m', 'config');
    const real = repo.rev();
    repo.git('checkout', '-q', '-b', 'twin', base);
    moveMainOn('an untouched twin');
    const twin = repo.rev();
    repo.git('checkout', '-q', 'main');
    repo.git('replace', real, twin);
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${FROZEN}  [freeze]`);
    expect(remoteRef(bare)).toBe(base);
    repo.git('replace', '-d', real);
  });

  it('a commit on another branch of the destination (pushed there from a clone without hooks) is judged when merged (review-16b B03)', () => {
    const { sha, scratch } = scratchCommit();
    execFileSync('git', ['-C', scratch, 'push', '-q', '--no-verify', bare, 'HEAD:refs/heads/wip'], { env: cleanEnv() });
    repo.git('fetch', '-q', 'origin');
    expect(repo.tryGit(['merge', '-q', '--ff-only', 'origin/wip']).status).toBe(0);
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${sha.slice(0, 12)} "tidy"`);
    expect(remoteRef(bare)).toBe(base);
    execFileSync('git', ['--git-dir', bare, 'update-ref', '-d', 'refs/heads/wip'], { env: cleanEnv() });
  });

  it("a commit on a ref of a remote on another machine (a fork's upstream) is that remote's: not judged", () => {
    const { sha, scratch } = scratchCommit();
    repo.git('remote', 'add', 'upstream', 'https://git.example.invalid/team/project.git');
    repo.git('fetch', '-q', scratch, 'main:refs/remotes/upstream/main'); // as `git fetch upstream` leaves it
    expect(repo.tryGit(['merge', '-q', '--ff-only', 'upstream/main']).status).toBe(0);
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status, r.stderr).toBe(0);
    expect(remoteRef(bare)).toBe(sha);
  });

  it('a refused commit is refused though a ref of the destination has it, until a person releases it; then not again', () => {
    const { sha, scratch } = scratchCommit();
    repo.git('fetch', '-q', scratch, 'main:refs/remotes/origin/side'); // a call pointed origin's ref at it
    refuse(sha); // the tripwire refused it (its tests: remoteRefs.test.ts)
    expect(repo.tryGit(['merge', '-q', '--ff-only', 'origin/side']).status).toBe(0);
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`commit ${sha.slice(0, 12)} "tidy": an agent made this commit during a tool call`);
    expect(remoteRef(bare)).toBe(base);
    const released = repo.tryGit(['push', 'origin', 'main'], { env: { DIFFGATE_RELEASE: 'reviewed by Ana' } });
    expect(released.status, released.stderr).toBe(0);
    const dir = join(gitDir(), 'diffgate', 'refused');
    expect(readdirSync(dir)).toEqual([`${sha}.released.json`]);
    // a new branch from here carries the released commit: pushed without a release
    repo.git('checkout', '-q', '-b', 'next');
    moveMainOn('next');
    const next = repo.tryGit(['push', 'origin', 'next']);
    expect(next.status, next.stderr).toBe(0);
  });
});

/** The commands under "To fix it, run" in a block message (comment lines kept: they instruct the editor). */
function fixCommands(stderr: string): string[] {
  const start = stderr.indexOf('To fix it, run');
  expect(start, stderr).toBeGreaterThan(-1);
  const lines = stderr.slice(start).split('\n').slice(1);
  return lines.filter((l) => l.startsWith('  ')).map((l) => l.trim());
}

/** Runs the advice as a person would: each line in sh, the editor doing what a comment line says. */
function follow(commands: string[]): Run[] {
  const runs: Run[] = [];
  let editor = ':';
  for (const line of commands) {
    if (line.startsWith('# ')) continue; // an instruction for the editor, carried out below
    if (line.startsWith('git rebase -i')) {
      const marks = commands
        .map((l) => /^# in the editor, change "pick" to "edit" on the line of ([0-9a-f]+) /.exec(l)?.[1])
        .filter((s) => s !== undefined);
      editor = `sed -i ${marks.map((s) => `-e 's/^pick ${s}/edit ${s}/'`).join(' ')}`;
    }
    const r = spawnSync('sh', ['-c', line], {
      cwd: repo.dir,
      env: cleanEnv({ GIT_SEQUENCE_EDITOR: editor, GIT_EDITOR: ':' }),
      encoding: 'utf8',
    });
    runs.push({ status: r.status, stdout: r.stdout, stderr: r.stderr });
    expect(r.status, `${line}\n${r.stdout}${r.stderr}`).toBe(0);
  }
  return runs;
}

describe('the advice, followed command by command, ends in a push that passes', () => {
  const pushBlocked = () => {
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status).toBe(1);
    return r;
  };

  it('a --no-verify commit at the tip: restore, amend, push', () => {
    repo.write('README.md', 'docs too\n');
    editFrozen();
    repo.git('commit', '-q', '--no-verify', '-m', 'docs and config');
    const steps = fixCommands(pushBlocked().stderr);
    expect(steps).toEqual([
      `git restore --source=HEAD^ --staged --worktree -- ${FROZEN}`,
      'git commit --amend --no-edit --allow-empty',
      'git push origin main',
    ]);
    follow(steps);
    expect(remoteRef(bare)).toBe(repo.rev());
    expect(repo.git('show', `HEAD:${FROZEN}`)).toBe('{"debug": false}\n');
    expect(repo.git('show', 'HEAD:README.md')).toBe('docs too\n');
  });

  it('an older --no-verify commit: git rebase -i with edit, restore, amend, continue, push', () => {
    editFrozen();
    repo.git('commit', '-q', '--no-verify', '-m', 'sneaky config');
    moveMainOn('later work');
    const steps = fixCommands(pushBlocked().stderr);
    expect(steps[0]).toMatch(/^git rebase -i [0-9a-f]{12}\^$/);
    expect(steps).toContain('git rebase --continue');
    follow(steps);
    expect(remoteRef(bare)).toBe(repo.rev());
    expect(repo.git('show', `HEAD:${FROZEN}`)).toBe('{"debug": false}\n');
    expect(repo.git('log', '--format=%s', `${base}..HEAD`).trim().split('\n')).toEqual(['later work', 'sneaky config']);
  });

  it('a secret added with --no-verify: git rm --cached keeps the file, amend, push', () => {
    repo.write('.env', 'TOKEN=1\n').write('README.md', 'with env\n').stageAll();
    repo.git('commit', '-q', '--no-verify', '-m', 'add env');
    const steps = fixCommands(pushBlocked().stderr);
    expect(steps).toContain('git rm --cached -q -- .env');
    follow(steps);
    expect(remoteRef(bare)).toBe(repo.rev());
    expect(repo.read('.env')).toBe('TOKEN=1\n'); // nothing lost
    expect(repo.git('ls-files', '.env').trim()).toBe('');
  });

  it('a frozen file renamed away with --no-verify', () => {
    repo.git('mv', FROZEN, 'config/moved.json');
    repo.git('commit', '-q', '--no-verify', '-m', 'move config');
    follow(fixCommands(pushBlocked().stderr));
    expect(remoteRef(bare)).toBe(repo.rev());
    expect(repo.git('show', `HEAD:${FROZEN}`)).toBe('{"debug": false}\n');
  });

  it("pre-commit's own advice for a secret (git rm --cached) leads to a commit and a push that pass", () => {
    repo.write('.env', 'TOKEN=1\n').write('README.md', 'docs\n').stageAll();
    const blocked = commit(repo, 'docs');
    expect(blocked.status).toBe(1);
    const next = /next: Remove it from the change \((git rm --cached -- "\.env")\)/.exec(blocked.stderr);
    expect(next, blocked.stderr).not.toBeNull();
    follow([next![1]!]);
    expect(commit(repo, 'docs').status).toBe(0);
    expect(repo.tryGit(['push', 'origin', 'main']).status).toBe(0);
  });

  it('restoring a frozen file to what HEAD~1 had is no change to judge while amending an unpushed commit', () => {
    editFrozen();
    repo.git('commit', '-q', '--no-verify', '-m', 'sneaky');
    repo.git('checkout', 'HEAD^', '--', FROZEN);
    const amended = commit(repo, 'not sneaky', { args: ['--amend', '--allow-empty'] });
    expect(amended.status, amended.stderr).toBe(0);
    // but a different edit of the frozen file while amending is still blocked
    editFrozen('{"debug": "other"}\n');
    expect(commit(repo, 'other', { args: ['--amend'] }).status).toBe(1);
  });

  it('once HEAD is pushed, putting a frozen file back to HEAD~1 is a change like any other', () => {
    editFrozen();
    expect(commit(repo, 'released', { env: { DIFFGATE_RELEASE: 'ok' } }).status).toBe(0);
    expect(repo.tryGit(['push', 'origin', 'main']).status).toBe(0);
    repo.git('checkout', 'HEAD^', '--', FROZEN);
    const r = commit(repo, 'revert it quietly');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${FROZEN}  [freeze]`);
  });
});

describe('adopting the manifest', () => {
  const noManifest = () => {
    repo.git('rm', '-q', '.diffgate.tsv');
    repo.git('commit', '-q', '--no-verify', '-m', 'no manifest yet');
  };

  it('the first manifest may hold allow, command-allow and release lines; the commit says what they allow', () => {
    noManifest();
    repo
      .write(
        '.diffgate.tsv',
        [
          'freeze\tconfig/**\tReviewed',
          'allow\tfixtures/.env\tA fake env for the tests',
          'command-allow\tgit status\tRead-only',
          'release\ti approve\tThe phrase',
          '',
        ].join('\n'),
      )
      .stageAll();
    const r = commit(repo, 'adopt diffgate');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain('Adopting a first manifest (4 rules; none was in force)');
    expect(r.stderr).toContain(
      'it allows: adding "fixtures/.env" despite deny rules and the built-in secret list (line 2)',
    );
    expect(r.stderr).toContain('it allows: the command "git status" without asking (line 3)');
    expect(r.stderr).toContain('it allows: a person to release a block by typing "i approve" (line 4)');
    // strengthen-only from now on
    repo.write('.diffgate.tsv', `${repo.read('.diffgate.tsv')}allow\tmore/.env\tAnother\n`).stageAll();
    const again = commit(repo, 'loosen');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('Added a loosening rule "allow more/.env"');
  });

  it('a manifest of comments only (as init writes it) is adopted by its first rule', () => {
    noManifest();
    repo.write('.diffgate.tsv', '# examples only\n').stageAll();
    expect(commit(repo, 'init').status).toBe(0);
    repo.write('.diffgate.tsv', '# examples only\nallow\tfixtures/.env\tFake\n').stageAll();
    const r = commit(repo, 'first rule');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain('Adopting a first manifest (1 rule; none was in force)');
  });
});

it('leaves the records where the brief says (a sanity check of the layout)', () => {
  editFrozen();
  expect(commit(repo, 'released', { env: { DIFFGATE_RELEASE: 'ok' } }).status).toBe(0);
  const names = readdirSync(join(gitDir(), 'diffgate', 'releases'));
  expect(names).toEqual([`${repo.git('rev-parse', 'HEAD^{tree}').trim()}-${base}.json`]);
  expect(existsSync(join(gitDir(), 'diffgate', 'refused'))).toBe(false);
});
