/**
 * The manifest the hooks enforce: the one in force for the next commit (HEAD's, or the index's
 * before the first commit) must parse, and so must an edited copy in the work tree, which will be
 * in force once it is committed.
 */
import { join } from 'node:path';
import { doctorText as t } from '../../core/messages/doctor.js';
import { formatManifestError, parseManifest, type Manifest } from '../../core/parseManifest.js';
import { DEFAULT_MANIFEST } from '../../git/readChanges.js';
import { run } from './exec.js';
import { ok, problem, type Finding } from './finding.js';
import { readIfPresent, type HookSetup } from './hookSetup.js';

export interface ManifestInForce {
  /** The parsed manifest, or undefined when it has errors (nothing can be checked then). */
  manifest: Manifest | undefined;
  /** Repository path of the manifest when one exists (for the manifest's self-protection). */
  path: string | null;
  findings: Finding[];
}

export async function checkManifest(setup: HookSetup): Promise<ManifestInForce> {
  const rev = setup.unborn ? '' : 'HEAD';
  const label = `${rev}:${DEFAULT_MANIFEST}`;
  const blob = await run('git', ['cat-file', 'blob', label], { cwd: setup.top, env: setup.env });
  const inForce = blob.status === 0 ? blob.stdout.toString('utf8') : undefined;
  const onDisk = await readIfPresent(join(setup.top, DEFAULT_MANIFEST));
  const findings: Finding[] = [];
  let manifest: Manifest | undefined;
  if (inForce === undefined) {
    findings.push(ok(t.check.manifest, t.manifestNone(label)));
    manifest = parseManifest('', label);
  } else {
    const parsed = parseManifest(inForce, label);
    if (parsed.errors.length > 0) {
      findings.push(
        problem(
          t.check.manifest,
          t.manifestErrors(label, parsed.errors.map(formatManifestError)),
          t.fix.manifestInForce(DEFAULT_MANIFEST),
        ),
      );
    } else {
      manifest = parsed;
      findings.push(ok(t.check.manifest, t.manifestOk(label, parsed.rules.length)));
    }
  }
  if (onDisk !== undefined && onDisk !== inForce) {
    const parsed = parseManifest(onDisk, DEFAULT_MANIFEST);
    if (parsed.errors.length > 0) {
      findings.push(
        problem(
          t.check.manifest,
          t.manifestEditedErrors(DEFAULT_MANIFEST, parsed.errors.map(formatManifestError)),
          t.fix.manifestEdited(DEFAULT_MANIFEST),
        ),
      );
    } else {
      findings.push(ok(t.check.manifest, t.manifestEditedOk(DEFAULT_MANIFEST, parsed.rules.length)));
    }
  }
  return { manifest, path: inForce === undefined ? null : DEFAULT_MANIFEST, findings };
}
