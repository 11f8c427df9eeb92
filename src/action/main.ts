/**
 * The GitHub Action: the event names a change, the checkout provides its history, the base's
 * manifest provides the rules, the checker decides, and a person's label may release. Then the
 * outcome is rendered: annotations, job summary, JSON report, outputs, and the step's status.
 */
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as core from '@actions/core';
import { actionText as t } from '../core/messages/action.js';
import { type Git, runGit } from '../git/runGit.js';
import { ActionError } from './actionError.js';
import { checkRange } from './checkRange.js';
import { commitClasses, localGitEnv } from './commitClasses.js';
import { decideRelease, type Release } from './decideRelease.js';
import { eventTarget, type Target } from './eventTarget.js';
import { readInputs, type Inputs } from './inputs.js';
import { manifestAt, manifestFailure, repairingManifest } from './manifestRepair.js';
import { fails, released, type Outcome } from './outcome.js';
import { readEvent } from './readEvent.js';
import { renderReport } from './renderReport.js';
import { renderSummary } from './renderSummary.js';
import { type Range, resolveRange } from './resolveRange.js';

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    let outcome: Outcome;
    try {
      outcome = await decide(env);
    } catch (e) {
      if (e instanceof ActionError) {
        for (const a of e.annotations)
          core.error(a.message, {
            ...(a.file !== undefined ? { file: a.file } : {}),
            ...(a.line !== undefined ? { startLine: a.line } : {}),
            title: t.annotationTitle('manifest', false),
          });
      }
      const message =
        e instanceof ActionError ? e.message : t.internalError(e instanceof Error ? (e.stack ?? e.message) : String(e));
      outcome = { kind: 'error', event: env.GITHUB_EVENT_NAME ?? null, message };
    }
    await publish(outcome, env);
  } catch (e) {
    core.setFailed(t.internalError(e instanceof Error ? (e.stack ?? e.message) : String(e)));
  }
}

async function decide(env: NodeJS.ProcessEnv): Promise<Outcome> {
  const inputs = readInputs((name) => core.getInput(name));
  const event = readEvent(env);
  const target = eventTarget(event.name, event.payload, inputs);
  if (target.kind === 'nothing') {
    core.info(target.why);
    return { kind: 'nothing', event: event.name, why: target.why };
  }
  if (target.note !== undefined) core.info(target.note);
  const cwd = workingDirectory(env.GITHUB_WORKSPACE || process.cwd(), inputs.workingDirectory);
  // Local git calls end after the git-timeout; those about commits never fetch a missing object
  // lazily (a partial clone would ask origin, which may never answer): missing is missing.
  const git = runGit(cwd, undefined, inputs.gitTimeoutMs);
  const commitGit = runGit(cwd, localGitEnv(), inputs.gitTimeoutMs);
  const range = await resolveRange(commitGit, target.base, target.head, (line) => core.info(line), {
    fork: target.fork ?? null,
    cwd,
    event: event.name,
    network: { git: runGit(cwd, undefined, inputs.gitTimeoutMs), timeoutMs: inputs.gitTimeoutMs },
  });
  core.info(t.checking(target.what, range.base ?? t.emptyBase(), range.head));
  let checked = await checkRange(range, inputs.manifest, cwd, env);
  let release: Release | null = null;
  let note: string | undefined;
  if (checked.kind === 'manifest-errors') {
    const broken = checked;
    const head = await repairingManifest(git, range, broken.manifest.path);
    if (head !== null) {
      release = await lookUpRelease(target, range, inputs, env, cwd);
      if (release.released) {
        checked = await checkRange(range, inputs.manifest, cwd, env, head);
        if (checked.kind === 'manifest-errors')
          throw manifestFailure(checked.manifest, checked.errors, checked.manifest.text, null, [
            t.headManifestBroken(head.label, checked.errors.length),
          ]);
        note = t.judgedByHead(broken.manifest.label, head.label, release.by);
        core.info(note);
      }
    }
    if (checked.kind === 'manifest-errors') {
      const path = broken.manifest.path;
      const headText = path === null ? null : await manifestAt(git, range.head, path);
      const extra = [
        t.baseManifestBroken(broken.manifest.label),
        ...(release && !release.released ? [t.notReleased(release.why)] : []),
      ];
      throw manifestFailure(broken.manifest, broken.errors, headText, blobUrl(env, range.base, path), extra);
    }
  }
  if (release === null && checked.verdict.violations.length > 0)
    release = await lookUpRelease(target, range, inputs, env, cwd);
  return {
    kind: 'checked',
    event: event.name,
    what: target.what,
    base: range.base,
    head: range.head,
    manifest: checked.manifest,
    verdict: checked.verdict,
    release,
    releaseLabel: inputs.releaseLabel,
    ...(note !== undefined ? { note } : {}),
  };
}

/** The checkout's folder: the working-directory input, relative to the workspace. */
function workingDirectory(workspace: string, input: string): string {
  const dir = resolve(workspace, input);
  if (input === '') return dir;
  let detail: string;
  try {
    if (statSync(dir).isDirectory()) return dir;
    detail = 'not a folder';
  } catch (e) {
    detail = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
  }
  throw new ActionError(t.badWorkingDirectory(input, dir, detail));
}

/** The address of the manifest's blob at `rev`, for annotations about a revision other than the head. */
function blobUrl(env: NodeJS.ProcessEnv, rev: string | null, path: string | null): ((line: number) => string) | null {
  if (rev === null || path === null || !env.GITHUB_REPOSITORY) return null;
  const server = env.GITHUB_SERVER_URL || 'https://github.com';
  return (line) => `${server}/${env.GITHUB_REPOSITORY}/blob/${rev}/${path}#L${line}`;
}

async function lookUpRelease(
  target: Extract<Target, { kind: 'change' }>,
  range: Range,
  inputs: Inputs,
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<Release> {
  const { githubApi } = await import('./githubApi.js');
  const api = githubApi({
    token: inputs.token,
    repository: env.GITHUB_REPOSITORY,
    baseUrl: env.GITHUB_API_URL,
    timeoutMs: inputs.apiTimeoutMs,
    retries: inputs.apiRetries,
  });
  let source = target.pr;
  const git = runGit(cwd, localGitEnv(), inputs.gitTimeoutMs);
  if (source.kind === 'merge-commit') source = { ...source, firstParent: await firstParent(git, source.sha) };
  const { base, head } = range;
  const classify = async (shas: readonly string[]) =>
    base === null ? () => 'unknown' as const : commitClasses(cwd, inputs.gitTimeoutMs, base, head, shas);
  return decideRelease(
    source,
    inputs.releaseLabel,
    api,
    target.pr.kind === 'pull-request' ? range.head : null,
    classify,
  );
}

/** The first parent of `sha` in the checkout, or null (a root commit, or one the checkout lacks). */
async function firstParent(git: Git, sha: string): Promise<string | null> {
  try {
    return (await git.raw(['rev-parse', '--verify', '--quiet', `${sha}^1`])).trim() || null;
  } catch {
    return null;
  }
}

async function publish(o: Outcome, env: NodeJS.ProcessEnv): Promise<void> {
  const isReleased = released(o);
  if (o.kind === 'checked') {
    for (const v of o.verdict.violations) {
      const props = {
        file: v.path,
        ...(v.line !== undefined ? { startLine: v.line, endLine: v.endLine ?? v.line } : {}),
        title: t.annotationTitle(v.rule, isReleased),
      };
      (isReleased ? core.warning : core.error)(t.annotation(v.message, v.reason, v.next), props);
    }
    if (o.manifest.missing) core.notice(t.summaryNoManifest(o.manifest.label));
  }
  try {
    await core.summary.addRaw(renderSummary(o), true).write();
  } catch (e) {
    core.warning(t.summaryUnavailable((e as Error).message));
  }
  try {
    const dir = mkdtempSync(join(env.RUNNER_TEMP || tmpdir(), 'diffgate-'));
    const file = join(dir, 'report.json');
    writeFileSync(file, renderReport(o));
    core.setOutput('report', file);
  } catch (e) {
    core.warning(t.reportUnavailable((e as Error).message));
  }
  core.setOutput(
    'violations',
    o.kind === 'checked' ? String(o.verdict.violations.length) : o.kind === 'nothing' ? '0' : '',
  );
  core.setOutput('released', String(isReleased));
  if (o.kind === 'error') core.setFailed(o.message);
  else if (fails(o)) core.setFailed(t.failed(o.kind === 'checked' ? o.verdict.violations.length : 0));
  else if (isReleased && o.kind === 'checked' && o.release?.released)
    core.info(t.releasedLog(o.verdict.violations.length, o.release.by));
  else if (o.kind === 'checked') core.info(t.ok(o.verdict.checked));
}
