/**
 * `diffgate githook <name>`: what the scripts in githooks/ (and the husky, lefthook and
 * pre-commit framework entries) run.
 *  - pre-commit: check the staged change; DIFFGATE_RELEASE="why" lets a blocked commit through and
 *    leaves a note for prepare-commit-msg.
 *  - prepare-commit-msg: turn that note into a `Diffgate-Release:` trailer.
 *  - pre-push: check every pushed commit against its first parent, so a commit made with
 *    --no-verify is caught before it leaves the machine; a commit whose trailer records a release
 *    passes, and DIFFGATE_RELEASE at push time releases the push.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gitHookText as t } from '../core/messages/gitHook.js';
import type { Verdict } from '../core/verdict.js';
import { runGit, type Git } from '../git/runGit.js';
import { NULL_SHA } from '../git/toFileChanges.js';
import { EXIT, useColor, type Io } from './io.js';
import { renderText, renderViolations } from './renderText.js';
import { runCheck } from './runCheck.js';
import { UsageError } from './usageError.js';

const PENDING = 'release-pending.json';

export async function githookCommand(args: string[], io: Io): Promise<number> {
  const [hook, ...rest] = args;
  const git = runGit(io.cwd);
  // A merge made by `git merge` runs pre-merge-commit, not pre-commit: the index holds the merge
  // result and HEAD is the first parent, so the same staged check covers it.
  if (hook === 'pre-commit' || hook === 'pre-merge-commit') return preCommit(git, io);
  if (hook === 'prepare-commit-msg') return prepareCommitMsg(git, rest[0], io);
  if (hook === 'pre-push') return prePush(io);
  throw new UsageError(t.unknownHook(hook ?? ''));
}

function releaseReason(io: Io): string | undefined {
  const reason = io.env.DIFFGATE_RELEASE?.trim();
  return reason ? reason.replace(/\s+/g, ' ') : undefined;
}

async function pendingFile(git: Git): Promise<string> {
  const gitDir = (await git.raw(['rev-parse', '--absolute-git-dir'])).trim();
  return join(gitDir, 'diffgate', PENDING);
}

function blockedItems(verdict: Verdict): string[] {
  return [...new Set(verdict.violations.map((v) => `${v.rule} ${v.path}`))];
}

async function preCommit(git: Git, io: Io): Promise<number> {
  const reason = releaseReason(io);
  // The release note lives in the git dir, which costs a git process to find: only a release
  // needs it. (prepare-commit-msg uses a note only when DIFFGATE_RELEASE still names its reason,
  // so a note left by an aborted commit is harmless without one; with one it is replaced below.)
  const [pending, outcome] = await Promise.all([
    reason
      ? pendingFile(git).then(async (file) => {
          rmSync(file, { force: true });
          return file;
        })
      : '',
    runCheck({ kind: 'staged' }, { cwd: io.cwd, env: io.env }),
  ]);
  const note = async (items: string[]) => {
    mkdirSync(join(pending, '..'), { recursive: true });
    writeFileSync(pending, JSON.stringify({ reason, items }));
  };
  if (!outcome.ok) {
    io.stderr(`${outcome.error}\n`);
    if (!reason) return EXIT.config;
    await note(['configuration error']);
    io.stderr(`${t.releasedError(reason)}\n`);
    return EXIT.ok;
  }
  const { verdict, manifestLabel } = outcome;
  if (verdict.violations.length === 0) return EXIT.ok;
  if (!reason) {
    io.stderr(`${renderText(verdict, manifestLabel, useColor(io))}${t.releaseHint()}\n`);
    return EXIT.blocked;
  }
  await note(blockedItems(verdict));
  io.stderr(`${t.released(reason, verdict.violations.length)}\n\n${renderViolations(verdict, useColor(io))}`);
  return EXIT.ok;
}

async function prepareCommitMsg(git: Git, messageFile: string | undefined, io: Io): Promise<number> {
  if (!messageFile) throw new UsageError('prepare-commit-msg needs the commit message file');
  // Without DIFFGATE_RELEASE no note applies (see below): nothing to look up on the common path.
  if (releaseReason(io) === undefined) return EXIT.ok;
  const pending = await pendingFile(git);
  let note: { reason: string; items: string[] };
  try {
    note = JSON.parse(readFileSync(pending, 'utf8')) as typeof note;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return EXIT.ok;
    throw e;
  }
  // The note belongs to the commit whose pre-commit hook wrote it, and that commit runs with the
  // same DIFFGATE_RELEASE. A note left by a commit that another hook aborted must not release a
  // later commit that pre-commit never checked (cherry-pick, rebase, merge --continue).
  if (releaseReason(io) !== note.reason) {
    rmSync(pending, { force: true });
    return EXIT.ok;
  }
  const trailer = `Diffgate-Release: ${t.trailer(note.reason, note.items)}`;
  const text = readFileSync(messageFile, 'utf8');
  const comment = await commentChar(git);
  const lines = text.split('\n');
  const firstComment = lines.findIndex((l) => l.startsWith(comment));
  const body = firstComment === -1 ? lines : lines.slice(0, firstComment);
  if (body.every((l) => l.trim() === '')) {
    // No message yet: the person writes it in the editor. Leave the first line for the subject and
    // a blank line under it (as `git commit -s` does); a trailer on line 2 would join the subject.
    writeFileSync(messageFile, `\n\n${trailer}\n${firstComment === -1 ? '' : lines.slice(firstComment).join('\n')}`);
  } else {
    // git merge -m writes its message without a final newline, and interpret-trailers then puts
    // the trailer in the subject's paragraph, where git no longer reads it as a trailer.
    if (!text.endsWith('\n')) writeFileSync(messageFile, `${text}\n`);
    await git.raw(['interpret-trailers', '--in-place', '--trailer', trailer, messageFile]);
  }
  rmSync(pending, { force: true });
  return EXIT.ok;
}

/**
 * The pre-commit framework reads git's pre-push input itself and hands its hooks only the first
 * pushed ref, as PRE_COMMIT_FROM_REF / PRE_COMMIT_TO_REF (or, for a push that reaches a root
 * commit, PRE_COMMIT_LOCAL_BRANCH alone): turn that back into git's line format.
 */
async function preCommitFrameworkInput(git: Git, env: NodeJS.ProcessEnv): Promise<string> {
  if (env.PRE_COMMIT !== '1') return '';
  const local = env.PRE_COMMIT_LOCAL_BRANCH ?? 'HEAD';
  const remote = env.PRE_COMMIT_REMOTE_BRANCH ?? local;
  if (env.PRE_COMMIT_TO_REF && env.PRE_COMMIT_FROM_REF)
    return `${local} ${env.PRE_COMMIT_TO_REF} ${remote} ${env.PRE_COMMIT_FROM_REF}\n`;
  if (env.PRE_COMMIT_LOCAL_BRANCH) {
    const sha = (await git.raw(['rev-parse', '--verify', `${local}^{commit}`])).trim();
    return `${local} ${sha} ${remote} ${'0'.repeat(40)}\n`;
  }
  return '';
}

/** The character that starts a comment line in a commit message being edited (core.commentChar). */
async function commentChar(git: Git): Promise<string> {
  const value = await git.raw(['config', '--get', 'core.commentChar']).then(
    (v) => v.trim(),
    () => '',
  );
  return value === '' || value === 'auto' ? '#' : value;
}

async function prePush(io: Io): Promise<number> {
  const git = runGit(io.cwd);
  let input = await io.readStdin();
  if (input.trim() === '') input = await preCommitFrameworkInput(git, io.env);
  const reason = releaseReason(io);
  let blocked = 0;
  let errors = 0;
  const seen = new Set<string>();
  for (const line of input.split('\n')) {
    if (line.trim() === '') continue;
    const [, localSha, , remoteSha] = line.trim().split(/\s+/);
    if (!localSha || !remoteSha || !/^[0-9a-f]+$/.test(localSha) || !/^[0-9a-f]+$/.test(remoteSha)) {
      io.stderr(`diffgate: ${t.badPushLine(line)}\n`);
      return EXIT.config;
    }
    if (NULL_SHA.test(localSha)) continue; // deleting a remote branch adds nothing
    const known =
      !NULL_SHA.test(remoteSha) &&
      (await git.raw(['cat-file', '-t', remoteSha]).then(
        () => true,
        () => false,
      ));
    const exclude = known ? [`^${remoteSha}`] : ['--not', '--remotes'];
    // Each commit with its parents, so checking it needs no further lookup.
    const listed = (await git.raw(['rev-list', '--reverse', '--parents', localSha, ...exclude]))
      .split('\n')
      .filter((l) => l !== '');
    for (const [commit, parent = null] of listed.map((l) => l.split(' ') as [string, string?])) {
      if (seen.has(commit)) continue;
      seen.add(commit);
      const outcome = await runCheck({ kind: 'commit', commit, parent }, { cwd: io.cwd, env: io.env });
      if (outcome.ok && outcome.verdict.violations.length === 0) continue;
      const [subject = '', trailer = ''] = (
        await git.raw(['log', '-1', '--format=%s%x00%(trailers:key=Diffgate-Release,valueonly,separator=%x20)', commit])
      )
        .trim()
        .split('\0');
      if (trailer.trim() !== '') {
        io.stderr(`${t.pushReleasedByTrailer(commit, trailer.trim())}\n`);
        continue;
      }
      io.stderr(`${t.pushCommit(commit, subject)}\n`);
      if (!outcome.ok) {
        errors++;
        io.stderr(`${outcome.error}\n\n`);
      } else {
        blocked++;
        io.stderr(renderText(outcome.verdict, outcome.manifestLabel, useColor(io)));
      }
    }
  }
  if (blocked + errors === 0) return EXIT.ok;
  if (reason) {
    io.stderr(`${t.pushReleasedByEnv(reason)}\n`);
    return EXIT.ok;
  }
  io.stderr(`${t.pushBlocked(blocked + errors)}\n${t.pushHint()}\n`);
  return errors > 0 ? EXIT.config : EXIT.blocked;
}
