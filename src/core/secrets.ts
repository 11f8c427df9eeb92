/** The built-in secret list: path segments that are never added unless an `allow` rule exempts them. */
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

let isSecretSegment: ((segment: string) => boolean) | undefined;

/** The first segment of `path` that is on the secret list, if any. */
export function secretSegment(path: string): string | undefined {
  isSecretSegment ??= picomatch([...SECRET_SEGMENTS], GLOB_OPTIONS);
  return path.split('/').find((segment) => isSecretSegment!(segment));
}
