/** The Action's inputs (action.yml), read through a getter (values arrive trimmed; empty means unset). */
import { actionText as t } from '../core/messages/action.js';
import { DEFAULT_MANIFEST } from '../git/readChanges.js';
import { ActionError } from './actionError.js';

export interface Inputs {
  /** The manifest path as given; undefined for the default `.diffgate.tsv` (read from the base commit). */
  manifest: string | undefined;
  token: string;
  releaseLabel: string;
  base: string | undefined;
  head: string | undefined;
  /** The checkout's folder, relative to GITHUB_WORKSPACE (or absolute); '' for the workspace itself. */
  workingDirectory: string;
  /** How long one API call may take, its pages, retries and waits included. */
  apiTimeoutMs: number;
  /** How many times a failed API request is tried again. */
  apiRetries: number;
  /** How long one git call to origin (fetch, ls-remote) may take. */
  gitTimeoutMs: number;
}

export const DEFAULT_RELEASE_LABEL = 'diffgate-release';

/** A revision the Action passes to git: no option look-alikes, no whitespace. */
const REVISION = /^[^-\s]\S*$/;

export function readInputs(get: (name: string) => string): Inputs {
  const manifest = get('manifest');
  return {
    manifest: manifest === '' || manifest === DEFAULT_MANIFEST ? undefined : manifest,
    token: get('token'),
    releaseLabel: releaseLabel(get('release-label')),
    base: revision('base', get('base')),
    head: revision('head', get('head')),
    workingDirectory: get('working-directory'),
    apiTimeoutMs: number('api-timeout', get('api-timeout'), 30, 0.1, 3600) * 1000,
    apiRetries: number('api-retries', get('api-retries'), 3, 0, 10),
    gitTimeoutMs: number('git-timeout', get('git-timeout'), 120, 1, 21600) * 1000,
  };
}

/**
 * The label goes into an API address as a path segment (to remove it when stale), where "." and
 * ".." are not a name but "here" and "up" (they would address every label, or the issue itself).
 */
function releaseLabel(value: string): string {
  if (value === '') return DEFAULT_RELEASE_LABEL;
  if (value === '.' || value === '..') throw new ActionError(t.badLabel(value));
  return value;
}

function number(name: string, value: string, fallback: number, min: number, max: number): number {
  if (value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max)
    throw new ActionError(t.badNumber(name, value, `a number from ${min} to ${max}`));
  return n;
}

function revision(name: string, value: string): string | undefined {
  if (value === '') return undefined;
  if (!REVISION.test(value)) throw new ActionError(t.badRevision(name, value));
  return value;
}
