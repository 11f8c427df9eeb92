/**
 * Reads the change between the base and the head (from their merge base) with the git adapter,
 * takes the rules from the base's manifest, and asks the checker. Anything the user must fix (a
 * broken or missing manifest, a git failure, an unreadable file) becomes an ActionError.
 */
import { isAbsolute } from 'node:path';
import { actionText as t } from '../core/messages/action.js';
import { decideChange } from '../core/decideChange.js';
import { formatManifestError } from '../core/parseManifest.js';
import type { Verdict } from '../core/verdict.js';
import { GitUsageError, type ChangeSet } from '../git/changeSet.js';
import { DEFAULT_MANIFEST, readChanges } from '../git/readChanges.js';
import { UnmergedError } from '../git/toFileChanges.js';
import { ActionError } from './actionError.js';
import { readFromEmptyTree } from './readFromEmptyTree.js';
import type { Range } from './resolveRange.js';

export interface Checked {
  verdict: Verdict;
  manifest: { label: string; missing: boolean };
}

export async function checkRange(
  range: Range,
  manifestInput: string | undefined,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<Checked> {
  let set: ChangeSet;
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
    const decision = await decideChange(set.manifest, set.changes, {
      manifestRequired: manifestInput !== undefined && range.base !== null,
    });
    switch (decision.kind) {
      case 'manifest-missing':
        throw new ActionError(t.manifestMissing(decision.manifest.label));
      case 'manifest-errors': {
        const { label, path } = decision.manifest;
        const file = path ?? label;
        throw new ActionError(
          [
            t.manifestErrors(label, decision.errors.length),
            ...decision.errors.map((e) => `  ${formatManifestError(e)}`),
          ].join('\n'),
          decision.errors.map((e) => ({ file, line: e.line, message: formatManifestError(e) })),
        );
      }
      case 'read-error':
        throw new ActionError(t.readError(decision.error.message));
      case 'verdict':
        return {
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
