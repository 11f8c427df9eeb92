/**
 * Reads the change between the base and the head (from their merge base) with the git adapter,
 * takes the rules from the base's manifest (or from `rules`, when the caller decided another
 * manifest is in force), and asks the checker. A manifest that does not parse is returned, for the
 * caller to weigh against a release; anything else the user must fix (a missing manifest, a git
 * failure, an unreadable file) becomes an ActionError.
 */
import { isAbsolute } from 'node:path';
import { actionText as t } from '../core/messages/action.js';
import { decideChange, type ManifestText } from '../core/decideChange.js';
import type { ManifestError } from '../core/parseManifest.js';
import type { Verdict } from '../core/verdict.js';
import { asCommitted } from '../git/asCommitted.js';
import { GitUsageError, type ChangeSet } from '../git/changeSet.js';
import { DEFAULT_MANIFEST, readChanges } from '../git/readChanges.js';
import { UnmergedError } from '../git/toFileChanges.js';
import { ActionError } from './actionError.js';
import { readFromEmptyTree } from './readFromEmptyTree.js';
import type { Range } from './resolveRange.js';

export type Checked =
  | { kind: 'verdict'; verdict: Verdict; manifest: { label: string; missing: boolean } }
  | { kind: 'manifest-errors'; manifest: ManifestText; errors: ManifestError[] };

export async function checkRange(
  range: Range,
  manifestInput: string | undefined,
  cwd: string,
  env: NodeJS.ProcessEnv,
  rules?: ManifestText,
): Promise<Checked> {
  let set: ChangeSet;
  // the range as committed: no `git replace`, no grafts (src/git/asCommitted.ts)
  env = asCommitted(env);
  try {
    if (range.base === null) {
      const path = manifestInput ?? DEFAULT_MANIFEST;
      set = await readFromEmptyTree(range.head, {
        cwd,
        env,
        manifestPath: isAbsolute(path) ? null : path,
        label: t.emptyBase(),
      });
    } else {
      set = await readChanges(
        { kind: 'range', base: range.base, head: range.head },
        { cwd, env, ...(manifestInput !== undefined ? { manifest: manifestInput } : {}) },
      );
    }
  } catch (e) {
    if (e instanceof GitUsageError) throw new ActionError(t.gitError(e.message));
    throw e;
  }
  try {
    const decision = await decideChange(rules ?? set.manifest, set.changes, {
      manifestRequired: manifestInput !== undefined && range.base !== null,
    });
    switch (decision.kind) {
      case 'manifest-missing':
        throw new ActionError(t.manifestMissing(decision.manifest.label));
      case 'manifest-errors':
        return { kind: 'manifest-errors', manifest: decision.manifest, errors: decision.errors };
      case 'read-error':
        throw new ActionError(t.readError(decision.error.message));
      case 'verdict':
        return {
          kind: 'verdict',
          verdict: decision.verdict,
          manifest: { label: decision.manifest.label, missing: decision.manifest.text === null },
        };
    }
  } catch (e) {
    // The change list is read as it is checked: an unmerged path would be met here.
    if (e instanceof UnmergedError) throw new ActionError(t.gitError(e.message));
    throw e;
  } finally {
    set.close();
  }
}
