/**
 * Reads the change between the base and the head (from their merge base) with the git adapter,
 * takes the rules from the base's manifest, and asks the checker. Anything the user must fix (a
 * broken or missing manifest, a git failure, an unreadable file) becomes an ActionError.
 */
import { isAbsolute } from 'node:path';
import { Checker, ReadError } from '../core/check.js';
import { actionText as t } from '../core/messages.js';
import { withCommandRuleErrors } from '../core/commandRuleErrors.js';
import { formatManifestError, parseManifest } from '../core/parseManifest.js';
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

export async function checkRange(range: Range, manifestInput: string | undefined, cwd: string, env: NodeJS.ProcessEnv): Promise<Checked> {
  let set: ChangeSet;
  try {
    if (range.base === null) {
      const path = manifestInput ?? DEFAULT_MANIFEST;
      set = await readFromEmptyTree(range.head, { cwd, env, manifestPath: isAbsolute(path) ? null : path, label: t.emptyBase() });
    } else {
      set = await readChanges({ kind: 'range', base: range.base, head: range.head }, { cwd, env, ...(manifestInput !== undefined ? { manifest: manifestInput } : {}) });
    }
  } catch (e) {
    if (e instanceof GitUsageError || e instanceof UnmergedError) throw new ActionError(t.gitError(e.message));
    throw e;
  }
  try {
    const source = set.manifest;
    if (source.text === null && manifestInput !== undefined && range.base !== null) throw new ActionError(t.manifestMissing(source.label));
    const manifest = await withCommandRuleErrors(parseManifest(source.text ?? '', source.label));
    if (manifest.errors.length > 0) {
      const file = source.path ?? source.label;
      throw new ActionError(
        [t.manifestErrors(source.label, manifest.errors.length), ...manifest.errors.map((e) => `  ${formatManifestError(e)}`)].join('\n'),
        manifest.errors.map((e) => ({ file, line: e.line, message: formatManifestError(e) })),
      );
    }
    try {
      const verdict = await new Checker(manifest, source.path).check(set.changes);
      return { verdict, manifest: { label: source.label, missing: source.text === null } };
    } catch (e) {
      if (e instanceof ReadError) throw new ActionError(t.readError(e.message));
      throw e;
    }
  } finally {
    set.close();
  }
}
