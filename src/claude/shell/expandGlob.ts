/**
 * Pathname expansion as bash does it by default (no dotglob, no globstar): each segment with
 * glob characters is matched against the directory's entries. Only existing paths can match,
 * which is what the shell would hand the command. Undefined past a limit (then the caller
 * treats the pattern as unresolved).
 */
import { readdirSync } from 'node:fs';
import { posix } from 'node:path';
import picomatch from 'picomatch';

const LIMIT = 2000;

export function expandGlob(pattern: string, cwd: string): string[] | undefined {
  const absolute = pattern.startsWith('/');
  const segments = pattern.split('/').filter((s) => s !== '');
  let current = [absolute ? '/' : cwd];
  for (const segment of segments) {
    const next: string[] = [];
    if (!picomatch.scan(segment).isGlob) {
      const name = segment.replace(/\\(.)/g, '$1');
      for (const dir of current) next.push(posix.join(dir, name));
    } else {
      const isMatch = picomatch(segment, { dot: false, windows: false });
      for (const dir of current) {
        const entries = listOrEmpty(dir);
        for (const e of entries) if (isMatch(e)) next.push(posix.join(dir, e));
        if (next.length > LIMIT) return undefined;
      }
    }
    current = next;
    if (current.length === 0) return [];
  }
  return current;
}

function listOrEmpty(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
