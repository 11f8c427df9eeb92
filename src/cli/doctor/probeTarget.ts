/**
 * What the doctor's probes change: chosen with the checker itself, so the doctor knows which rule
 * diffgate must name. A committed file a freeze rule covers (changed), else a new file on the
 * built-in secret list that no allow line exempts.
 */
import { Checker } from '../../core/check.js';
import type { FileChange } from '../../core/change.js';
import type { Manifest } from '../../core/parseManifest.js';
import { gitBytes, gitText } from './exec.js';
import type { HookSetup } from './hookSetup.js';

export const PROBE_DIR = 'diffgate-doctor-probe';
const PROBE_TEXT = 'diffgate doctor probe: a synthetic change in a temporary index, never committed\n';
const SECRET_NAMES = ['.env', 'id_rsa', 'doctor.pem', 'doctor.key', 'secrets.txt'];

export interface ProbeTarget {
  path: string;
  mode: string;
  content: Uint8Array;
  /** The rules diffgate must name when it blocks this change. */
  rules: string[];
  /** Why this path: a freeze rule, or the secret list. */
  kind: 'freeze' | 'secret';
}

/** A file a freeze rule covers (changed), else a new secret file no allow line exempts. */
export async function chooseProbe(
  setup: HookSetup,
  manifest: Manifest,
  manifestPath: string | null,
): Promise<ProbeTarget | undefined> {
  const opts = { cwd: setup.top, env: setup.env };
  const checker = new Checker(manifest, manifestPath);
  const content = new TextEncoder().encode(PROBE_TEXT);
  const tree = setup.unborn ? [] : parseLsTree(await gitBytes(['ls-tree', '-r', '-z', '--full-tree', 'HEAD'], opts));
  for (const entry of tree) {
    if (entry.mode !== '100644' && entry.mode !== '100755') continue;
    if (!checker.rulesFor(entry.path).rules.some((r) => r.kind === 'freeze')) continue;
    const change: FileChange = {
      status: 'modified',
      old: { path: entry.path, mode: entry.mode, read: async () => gitBytes(['cat-file', 'blob', entry.sha], opts) },
      new: { path: entry.path, mode: entry.mode, read: async () => content },
    };
    const rules = await blockedBy(checker, change);
    if (rules.length > 0) return { path: entry.path, mode: entry.mode, content, rules, kind: 'freeze' };
  }
  const taken = new Set([
    ...tree.map((e) => e.path),
    ...(await gitText(['ls-files', '-z', '--', PROBE_DIR], opts)).split('\0'),
  ]);
  for (const name of SECRET_NAMES) {
    const path = `${PROBE_DIR}/${name}`;
    if (taken.has(path)) continue;
    const change: FileChange = { status: 'added', old: null, new: { path, mode: '100644', read: async () => content } };
    const rules = await blockedBy(checker, change);
    if (rules.length > 0) return { path, mode: '100644', content, rules, kind: 'secret' };
  }
  return undefined;
}

async function blockedBy(checker: Checker, change: FileChange): Promise<string[]> {
  const path = change.new!.path;
  return [...new Set((await checker.check([change])).violations.filter((v) => v.path === path).map((v) => v.rule))];
}

function parseLsTree(out: Buffer): { mode: string; sha: string; path: string }[] {
  return out
    .toString('utf8')
    .split('\0')
    .filter((l) => l !== '')
    .map((l) => {
      const tab = l.indexOf('\t');
      const [mode = '', , sha = ''] = l.slice(0, tab).split(' ');
      return { mode, sha, path: l.slice(tab + 1) };
    });
}
