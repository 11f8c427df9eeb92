/**
 * Gemini CLI's read_many_files reads the content of every file its `include` entries name: globs,
 * files and folders (a folder is every file under it), relative to the project. The files it
 * would read are listed here, so that each one the read tools would refuse (a secret, a symlink
 * out of the workspace) refuses the call, as a read_file of it would. Gemini's default excludes
 * (`node_modules`, `.git`) are honoured only while `useDefaultExcludes` is not false; the call's
 * own `exclude` is not (diffgate does not know it matches as Gemini does). A plain file is judged
 * as a read of that file; only files that may be refused are handed on (a secret name or a path
 * that is not its real path), so a wide glob over a large tree costs one walk.
 */
import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import { posix } from 'node:path';
import picomatch from 'picomatch';
import { HookFailure } from '../../agent/failure.js';
import { secretSegment } from '../../core/secrets.js';
import { agentsText as t } from '../../core/messages/agents.js';

/** Past this many entries the walk stops and the call is blocked: a read that wide is not judged. */
export const WALK_LIMIT = 100_000;
const DEFAULT_EXCLUDED_DIRS = new Set(['node_modules', '.git']);

/** The files (absolute) among those `include` would read that a read may refuse. */
export function readManyCandidates(project: string, include: readonly string[], defaultExcludes: boolean): string[] {
  const matchers = include.map((p) => {
    const pattern = p.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '');
    return picomatch([pattern, `${pattern}/**`], { dot: true });
  });
  const wanted = (rel: string) => matchers.some((m) => m(rel));
  const out: string[] = [];
  let seen = 0;
  const reals = new Map<string, string>();
  const realOf = (d: string) => {
    let r = reals.get(d);
    if (r === undefined) {
      try {
        r = realpathSync.native(d);
      } catch {
        r = '';
      }
      reals.set(d, r);
    }
    return r;
  };
  const walk = (dir: string, rel: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      if (++seen > WALK_LIMIT) throw new HookFailure(t.readMany.tooWide(WALK_LIMIT));
      const abs = posix.join(dir, name);
      const r = rel === '' ? name : `${rel}/${name}`;
      let stat: ReturnType<typeof lstatSync>;
      try {
        stat = lstatSync(abs);
      } catch {
        continue;
      }
      if (stat.isSymbolicLink()) {
        // read through: judged by where it points; a linked folder is also walked (once per real folder)
        if (wanted(r) || matchersUnder(r)) out.push(abs);
        let real: string;
        try {
          real = realpathSync.native(abs);
        } catch {
          continue;
        }
        if (!visited.has(real) && lstatSync(real).isDirectory() && matchersUnder(r)) {
          visited.add(real);
          walk(abs, r);
        }
        continue;
      }
      if (stat.isDirectory()) {
        if (defaultExcludes && DEFAULT_EXCLUDED_DIRS.has(name)) continue;
        walk(abs, r);
      } else if (wanted(r) && (secretSegment(r) !== undefined || dir !== realOf(dir))) out.push(abs);
    }
  };
  // a link's folder may be read under it: any include that reaches below the link
  const matchersUnder = (r: string) => matchers.some((m) => m(`${r}/x`));
  let root: string;
  try {
    root = realpathSync.native(project);
  } catch {
    return [];
  }
  const visited = new Set([root]);
  walk(root, '');
  return out;
}
