/**
 * Paths through Linux's links to a process's folders: `/proc/self/cwd` is the folder of the
 * process that opens it (the shell running the command), `/proc/self/root` is `/`, and `/dev/fd`
 * is a link to `/proc/self/fd`, so `/dev/fd/..` is `/proc/self` (review-15c F01: `cd ~ && rm -rf
 * /proc/self/cwd/*` and `rm -rf /dev/fd/../root/*` passed). `$$` and `$BASHPID` are the shell
 * itself; another process's folders (`/proc/1/cwd`, `/proc/*\/root`) are not known.
 */

import picomatch from 'picomatch';

/** Where the path leads: the shell's folder or `/`, with the rest to follow from there; or a process not known. */
export type ProcRoute = { via: 'cwd' | 'root'; rest: string } | { via: 'other' };

/** The names of the shell's own entry under /proc, as written (`$$` is not expanded by then). */
const SELF = /^(self|thread-self|\$\$|\$\{\$\}|\$BASHPID|\$\{BASHPID\})$/;

/** The route of an absolute path through /proc's links, or undefined when it takes none. */
export function procRoute(path: string): ProcRoute | undefined {
  if (!path.startsWith('/')) return undefined;
  const segments = path.split('/');
  const out: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i] as string;
    if (s === '' || s === '.') continue;
    if (s === '..') {
      // `..` of a link is taken in the folder the link points to (`/de?/fd/..`: which one is not known)
      if (out.length === 2 && may(out[0], 'dev') && may(out[1], 'fd')) {
        if (out.some(isGlob)) return { via: 'other' };
        out.splice(0, 2, 'proc', 'self');
      } else out.pop();
      continue;
    }
    out.push(out.length === 1 && out[0] === 'proc' && SELF.test(s) ? 'self' : s);
    const last = out.at(-1);
    if (!may(out[0], 'proc') || !(may(last, 'cwd') || may(last, 'root'))) continue;
    // a thread's folders (`/proc/self/task/*/cwd`), a glob that may name the links: not known
    if (out.length === 5 && may(out[2], 'task')) return { via: 'other' };
    if (out.length !== 3) continue;
    if (out[1] !== 'self' || out.some(isGlob)) return { via: 'other' };
    return { via: last as 'cwd' | 'root', rest: segments.slice(i + 1).join('/') };
  }
  return undefined;
}

const isGlob = (s: string) => /[*?[]/.test(s);

/** Whether a segment is the name or a glob that may match it (`pro?`, `r*`). */
function may(segment: string | undefined, name: string): boolean {
  if (segment === undefined) return false;
  if (segment === name) return true;
  return isGlob(segment) && picomatch(segment, { dot: true })(name);
}

/**
 * An operand as the catastrophic check reads it: through /proc's links to `/` (absolute) or to the
 * shell's folder (relative, read against the segment's folders); 'unknown' for another process's
 * folders, and for everything in, or above, the shell's folder where that folder is not known.
 */
export function procOperand(text: string, dirs: readonly (string | null)[] | undefined): string | 'unknown' {
  const route = procRoute(text);
  if (route === undefined) return text;
  if (route.via === 'other') return 'unknown';
  if (route.via === 'root') return `/${route.rest}`;
  const rest = route.rest === '' ? '.' : route.rest;
  if ((dirs ?? []).some((d) => d !== null)) return rest;
  const parts = rest.split('/').filter((p) => p !== '' && p !== '.');
  const climbs = parts.includes('..');
  const all = parts.length === 0 || /^[*?.]*\*[*?.]*$/.test((parts.at(-1) as string).replace(/\[[^\]]*\]/g, ''));
  return climbs || all ? 'unknown' : rest;
}
