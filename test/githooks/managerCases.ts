/**
 * The cases every way of installing the hooks must pass, driven by the real `git commit` and
 * `git push`: a blocked commit and an allowed one, a release and its trailer, a --no-verify commit
 * caught at push, a release at push time, and a healthy `diffgate doctor` that touches nothing.
 * Each hook manager's test file registers them for its own repository.
 */
import { expect, it } from 'vitest';
import type { GitRepo, Run } from '../helpers/gitRepo.js';
import { FROZEN, REASON, commit, doctor, releaseTrailer, remoteRef, runCli, untouchedState } from './setup.js';

export interface Managed {
  repo: GitRepo;
  bare: string;
  base: string;
  /** Variables every git command needs with this manager (PRE_COMMIT_HOME, say). */
  env: Record<string, string>;
  /**
   * Where the person sees the hook's message: on stderr, or (the pre-commit framework prints hook
   * output on its stdout, which git sends to stderr for commit hooks but not for pre-push) either.
   */
  stream: 'stderr' | 'either';
  /** The installed CLI (node_modules/.bin/diffgate) where there is one; else this project's. */
  cli?: string;
}

export function gateCases(get: () => Managed): void {
  const out = (m: Managed, r: Run) => (m.stream === 'stderr' ? r.stderr : `${r.stdout}${r.stderr}`);
  const editFrozen = (m: Managed) => m.repo.write(FROZEN, '{"debug": true}\n').stageAll();

  it('blocks a staged change to a frozen file: exit 1, rule, path and reason shown, nothing committed', () => {
    const m = get();
    editFrozen(m);
    const r = commit(m.repo, 'change the config', { env: m.env });
    expect(r.status).toBe(1);
    expect(out(m, r)).toContain(`${FROZEN}  [freeze]`);
    expect(out(m, r)).toContain(REASON);
    expect(m.repo.rev()).toBe(m.base);
    expect(m.repo.git('diff', '--cached', '--name-only').trim()).toBe(FROZEN);
  });

  it('lets an unprotected change through, with no trailer', () => {
    const m = get();
    m.repo.write('README.md', 'more\n').stageAll();
    const r = commit(m.repo, 'docs', { env: m.env });
    expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
    expect(m.repo.git('rev-parse', 'HEAD^').trim()).toBe(m.base);
    expect(releaseTrailer(m.repo)).toBe('');
  });

  it('DIFFGATE_RELEASE lets the blocked commit through and records the Diffgate-Release trailer', () => {
    const m = get();
    editFrozen(m);
    const r = commit(m.repo, 'change the config', { env: { ...m.env, DIFFGATE_RELEASE: 'reviewed by Ana' } });
    expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
    expect(m.repo.git('rev-parse', 'HEAD^').trim()).toBe(m.base);
    expect(releaseTrailer(m.repo)).toBe(`reviewed by Ana [freeze ${FROZEN}]`);
    expect(m.repo.git('log', '-1', '--format=%B')).toBe(
      `change the config\n\nDiffgate-Release: reviewed by Ana [freeze ${FROZEN}]\n\n`,
    );
  });

  it('pre-push catches a --no-verify commit (push rejected, remote unchanged); DIFFGATE_RELEASE at push time lets it through', () => {
    const m = get();
    editFrozen(m);
    m.repo.git('commit', '-q', '--no-verify', '-m', 'sneaky');
    const r = m.repo.tryGit(['push', 'origin', 'main'], { env: m.env });
    expect(r.status).not.toBe(0);
    expect(out(m, r)).toContain(`commit ${m.repo.rev().slice(0, 12)} "sneaky":`);
    expect(out(m, r)).toContain(`${FROZEN}  [freeze]`);
    expect(remoteRef(m.bare)).toBe(m.base);
    const released = m.repo.tryGit(['push', 'origin', 'main'], {
      env: { ...m.env, DIFFGATE_RELEASE: 'pushed after review' },
    });
    expect(released.status, `${released.stdout}${released.stderr}`).toBe(0);
    expect(remoteRef(m.bare)).toBe(m.repo.rev());
  });

  it('pre-push lets a commit through that was released when it was made', () => {
    const m = get();
    editFrozen(m);
    expect(commit(m.repo, 'released', { env: { ...m.env, DIFFGATE_RELEASE: 'ok' } }).status).toBe(0);
    const r = m.repo.tryGit(['push', 'origin', 'main'], { env: m.env });
    expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
    expect(remoteRef(m.bare)).toBe(m.repo.rev());
  });

  it('diffgate doctor passes, proves both hooks block, and leaves the index, work tree and refs as they were', () => {
    const m = get();
    // A staged change and an unstaged one, which a hook manager's stash would disturb.
    m.repo.write('README.md', 'staged\n').stageAll().write('README.md', 'unstaged\n').write('notes.txt', 'untracked\n');
    const before = untouchedState(m.repo);
    const r = m.cli ? runCli(m.cli, ['doctor'], m.repo.dir, m.env) : doctor(m.repo, { env: m.env });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(/^ {2}problem/m);
    expect(r.stdout).toMatch(
      new RegExp(
        `^ {2}ok +pre-commit probe +the installed pre-commit hook blocked a synthetic change to ${FROZEN} \\[freeze\\]`,
        'm',
      ),
    );
    expect(r.stdout).toMatch(/^ {2}ok +pre-push probe +the installed pre-push hook blocked/m);
    expect(r.stdout).toContain('every check passed; the gate is live.');
    expect(untouchedState(m.repo)).toBe(before);
  });
}
