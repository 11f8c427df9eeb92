/**
 * The built-in secret list: path segments that are never added unless an `allow` rule exempts
 * them (and that the agent hooks neither read nor write). Two kinds of name on the list are not
 * secrets by the common conventions, and NOT_SECRET takes them off: an environment file's
 * template (`.env.example`, `.env.sample`, `.env.template`, also after a variant such as
 * `.env.local.example`), which is committed precisely because it holds none; and a program's
 * source file named `secrets` (`secrets.ts`, `secrets.test.ts`, `secrets.py`), whose name says
 * what it handles, not what it holds. `secrets.yml`, `.json`, `.env`, `.toml`, `.txt`, `.sh`
 * (any other extension) stay secrets.
 */
import picomatch from 'picomatch';
import { GLOB_OPTIONS } from './pathIndex.js';

export const SECRET_SEGMENTS: readonly string[] = [
  '.env',
  '.env.*',
  '*.pem',
  '*.key',
  'id_rsa',
  'id_dsa',
  'id_ecdsa',
  'id_ed25519',
  '.git',
  'application-prod.yml',
  'application-prod.yaml',
  'application-prod.properties',
  'secrets.*',
];

/** Segments the list matches that are not secrets (see above). */
export const NOT_SECRET: RegExp =
  /^(?:\.env(?:\.[^.]+)*\.(?:example|sample|template)|secrets(?:\.[^.]+)*\.(?:[cm]?[jt]sx?|py|rb|go|rs|java|kt|kts|scala|swift|c|h|cc|cpp|hpp|cs|php|dart|ex|exs|lua|vue|svelte))$/;

let isSecretSegment: ((segment: string) => boolean) | undefined;

/**
 * A text every match of a pattern contains: its longest literal piece between `*`s (the list uses
 * no other glob syntax; a pattern with any would get '' and always be compiled). Segments that
 * contain none of these cannot match, so most paths are cleared without compiling the globs.
 */
const NEEDLES: readonly string[] = SECRET_SEGMENTS.map((p) =>
  /[?[\]{}()!+@\\]/.test(p) ? '' : p.split('*').reduce((a, b) => (b.length > a.length ? b : a), ''),
);

/** The first segment of `path` that is on the secret list, if any. */
export function secretSegment(path: string): string | undefined {
  return path.split('/').find((segment) => {
    if (!NEEDLES.some((needle) => segment.includes(needle))) return false;
    isSecretSegment ??= picomatch([...SECRET_SEGMENTS], GLOB_OPTIONS);
    return isSecretSegment(segment) && !NOT_SECRET.test(segment);
  });
}
