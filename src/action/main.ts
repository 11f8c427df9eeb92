/**
 * The GitHub Action: the event names a change, the checkout provides its history, the base's
 * manifest provides the rules, the checker decides, and a maintainer's label may release. Then
 * the outcome is rendered: annotations, job summary, JSON report, outputs, and the step's status.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { actionText as t } from '../core/messages/action.js';
import { runGit } from '../git/runGit.js';
import { ActionError } from './actionError.js';
import { checkRange } from './checkRange.js';
import { decideRelease, type Release } from './decideRelease.js';
import { eventTarget, type PullRequestSource } from './eventTarget.js';
import { readInputs, type Inputs } from './inputs.js';
import { fails, released, type Outcome } from './outcome.js';
import { readEvent } from './readEvent.js';
import { renderReport } from './renderReport.js';
import { renderSummary } from './renderSummary.js';
import { resolveRange } from './resolveRange.js';

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    let outcome: Outcome;
    try {
      outcome = await decide(env);
    } catch (e) {
      if (e instanceof ActionError) {
        for (const a of e.annotations)
          core.error(a.message, {
            file: a.file,
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
  const cwd = env.GITHUB_WORKSPACE || process.cwd();
  const range = await resolveRange(runGit(cwd), target.base, target.head, (line) => core.info(line));
  core.info(t.checking(target.what, range.base ?? t.emptyBase(), range.head));
  const { verdict, manifest } = await checkRange(range, inputs.manifest, cwd, env);
  const release = verdict.violations.length > 0 ? await lookUpRelease(target.pr, inputs, env) : null;
  return {
    kind: 'checked',
    event: event.name,
    what: target.what,
    base: range.base,
    head: range.head,
    manifest,
    verdict,
    release,
    releaseLabel: inputs.releaseLabel,
  };
}

async function lookUpRelease(pr: PullRequestSource, inputs: Inputs, env: NodeJS.ProcessEnv): Promise<Release> {
  const { githubApi } = await import('./githubApi.js');
  return decideRelease(pr, inputs.releaseLabel, githubApi(inputs.token, env.GITHUB_REPOSITORY, env.GITHUB_API_URL));
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
