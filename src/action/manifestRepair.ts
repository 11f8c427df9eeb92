/**
 * A base manifest that does not parse would block its own fix, since the base's rules are the ones
 * in force. A pull request that changes only the manifest may therefore be judged by the head's
 * manifest, once a person released it (the caller asks); anything else stays blocked. The failure's
 * annotations point at the revision that has the error: at the file and line where the head still
 * has the same text, else at the base's blob by its address.
 */
import { actionText as t } from '../core/messages/action.js';
import type { ManifestText } from '../core/decideChange.js';
import { formatManifestError, type ManifestError } from '../core/parseManifest.js';
import type { Git } from '../git/runGit.js';
import { ActionError } from './actionError.js';
import type { Range } from './resolveRange.js';

/** The head's manifest when the change touches nothing but the manifest at `path`; else null. */
export async function repairingManifest(git: Git, range: Range, path: string | null): Promise<ManifestText | null> {
  if (range.base === null || path === null) return null;
  // --ignore-submodules=none, as the checker reads changes: a gitlink moved under .gitmodules'
  // `ignore = all` is a change beyond the manifest too.
  const changed = (
    await git.raw([
      'diff',
      '--name-only',
      '-z',
      '--no-renames',
      '--ignore-submodules=none',
      `${range.base}...${range.head}`,
    ])
  )
    .split('\0')
    .filter(Boolean);
  if (changed.length !== 1 || changed[0] !== path) return null;
  const text = await manifestAt(git, range.head, path);
  return text === null ? null : { text, label: `${range.head}:${path}`, path };
}

export async function manifestAt(git: Git, rev: string, path: string): Promise<string | null> {
  const listed = await git.raw(['ls-tree', '--name-only', '-z', rev, '--', path]);
  if (listed.split('\0')[0] !== path) return null;
  return git.raw(['cat-file', 'blob', `${rev}:${path}`]);
}

/**
 * The failure for a manifest in force (at `rev`) that does not parse. `headText` is the head's
 * version of that file: where it is the same, the annotations sit on its lines; where the head
 * changed it, on the base's blob (`blobUrl`), since the head's lines are not the ones in error.
 */
export function manifestFailure(
  manifest: ManifestText,
  errors: readonly ManifestError[],
  headText: string | null,
  blobUrl: ((line: number) => string) | null,
  extra: readonly string[] = [],
): ActionError {
  const sameAtHead = headText !== null && headText === manifest.text;
  const file = manifest.path ?? manifest.label;
  return new ActionError(
    [
      t.manifestErrors(manifest.label, errors.length),
      ...errors.map((e) => `  ${formatManifestError(e)}`),
      ...extra,
    ].join('\n'),
    errors.map((e) =>
      sameAtHead || blobUrl === null || manifest.path === null
        ? { file, line: e.line, message: formatManifestError(e) }
        : { message: t.manifestErrorAt(blobUrl(e.line), formatManifestError(e)) },
    ),
  );
}
