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
}

export const DEFAULT_RELEASE_LABEL = 'diffgate-release';

/** A revision the Action passes to git: no option look-alikes, no whitespace. */
const REVISION = /^[^-\s]\S*$/;

export function readInputs(get: (name: string) => string): Inputs {
  const manifest = get('manifest');
  return {
    manifest: manifest === '' || manifest === DEFAULT_MANIFEST ? undefined : manifest,
    token: get('token'),
    releaseLabel: get('release-label') || DEFAULT_RELEASE_LABEL,
    base: revision('base', get('base')),
    head: revision('head', get('head')),
  };
}

function revision(name: string, value: string): string | undefined {
  if (value === '') return undefined;
  if (!REVISION.test(value)) throw new ActionError(t.badRevision(name, value));
  return value;
}
